"""Word-level AMR conventions of the rule-based parser: pronouns, numbers, dates, names.

>>> pronoun_concept("Me"), pronoun_concept("themselves"), pronoun_concept("dog")
('i', 'they', None)
>>> number_value("six"), number_value("1,000"), number_value("2.5"), number_value("many")
('6', '1000', '2.5', None)
>>> number_value(".85")
'0.85'
>>> entity_type("GPE", "France"), entity_type("PERSON", "Ada")
('country', 'person')
>>> amount_value(["$", "27.5", "million"]), amount_value(["About", "27", "million"])
('27500000', '27000000')
>>> currency_unit(["$", "27", "million"]), currency_unit(["5", "euros"])
('dollar', 'euro')
>>> clock_time(["10:30", "a.m."]), clock_time(["11", "p.m."]), clock_time(["noon"])
('10:30', '23:00', None)
>>> date_parts(["March", "5", ",", "2005"])
[(':month', '3', 0), (':day', '5', 1), (':year', '2005', 3)]
>>> date_parts(["past", "15", "months"])  # a count of months, not the 15th
[]
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.number_words import CARDINALS, ORDINALS, SCALES

__all__ = [
    "PLACE_NAMES",
    "PRONOUNS",
    "REFLEXIVES",
    "TIME_UNITS",
    "amount_value",
    "clock_time",
    "currency_unit",
    "date_parts",
    "entity_type",
    "is_fraction",
    "number_value",
    "ordinal_value",
    "pronoun_concept",
]

PRONOUNS: dict[str, str] = {}
for _concept, _forms in {
    "i": "i me my mine myself",
    "you": "you your yours yourself yourselves thee thou thy",
    "he": "he him his himself",
    "she": "she her hers herself",
    "it": "it its itself",
    "we": "we us our ours ourselves",
    "they": "they them their theirs themselves",
}.items():
    for _form in _forms.split():
        PRONOUNS[_form] = _concept
REFLEXIVES = frozenset({"myself", "yourself", "yourselves", "himself", "herself", "itself",
                        "ourselves", "themselves"})

# "a" counts one in "a hundred"; "last" is the ordinal of a list's end.
_UNITS = {**CARDINALS, "a": 1}
_ORDINALS = {**ORDINALS, "last": -1}
_ORDINAL_SUFFIX = re.compile(r"^(\d+)(st|nd|rd|th)$")
_FRACTION = re.compile(r"^(\d+)/(\d+)$")
_NUMBER = re.compile(r"^[+-]?(?:\d+(?:,\d{3})*(?:\.\d+)?|\.\d+)$")  # ".85 cent"

MONTH_NAMES = ("january", "february", "march", "april", "may", "june", "july", "august",
               "september", "october", "november", "december")
MONTHS = {m: i for i, m in enumerate(MONTH_NAMES, start=1)}
MONTHS.update({k[:3]: v for k, v in list(MONTHS.items())})
MONTHS["sept"] = 9
WEEKDAYS = frozenset(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"])

TIME_UNITS = frozenset(["second", "minute", "hour", "day", "week", "month", "year", "decade", "century"])

_ENTITY_TYPES = {"PERSON": "person", "ORG": "organization", "LOC": "location",
                 "FAC": "facility", "PRODUCT": "product", "EVENT": "event",
                 "WORK_OF_ART": "work-of-art", "LANGUAGE": "language"}
_COUNTRIES = frozenset(
    ["afghanistan", "albania", "algeria", "argentina", "armenia", "australia", "austria", "belgium", "brazil", "bulgaria", "canada", "chile", "china", "colombia", "croatia", "cuba", "cyprus", "denmark", "egypt", "england", "estonia", "ethiopia", "finland", "france", "georgia", "germany", "greece", "hungary", "iceland", "india", "indonesia", "iran", "iraq", "ireland", "israel", "italy", "japan", "jordan", "kenya", "korea", "kuwait", "latvia", "lebanon", "libya", "lithuania", "luxembourg", "malaysia", "mexico", "morocco", "netherlands", "nigeria", "norway", "pakistan", "peru", "philippines", "poland", "portugal", "russia", "scotland", "singapore", "slovakia", "somalia", "spain", "sudan", "sweden", "switzerland", "syria", "taiwan", "thailand", "tunisia", "turkey", "ukraine", "uk", "us", "usa", "america", "britain", "venezuela", "vietnam", "wales", "yemen", "zimbabwe"])
_STATES = frozenset(
    ["alabama", "alaska", "arizona", "arkansas", "california", "colorado", "connecticut", "delaware", "florida", "hawaii", "idaho", "illinois", "indiana", "iowa", "kansas", "kentucky", "louisiana", "maine", "maryland", "massachusetts", "michigan", "minnesota", "mississippi", "missouri", "montana", "nebraska", "nevada", "ohio", "oklahoma", "oregon", "pennsylvania", "tennessee", "texas", "utah", "vermont", "virginia", "washington", "wisconsin", "wyoming"])

# Countries and U.S. states, lowercase: the places a "City, State" names after its comma.
PLACE_NAMES = _COUNTRIES | _STATES


def pronoun_concept(word: str) -> str | None:
    """The AMR concept of a personal pronoun form, or ``None``."""
    return PRONOUNS.get(word.lower())


def is_fraction(word: str) -> bool:
    """Whether ``word`` is a fraction in figures ("1/2", "5/8")."""
    return bool(_FRACTION.match(word))


def number_value(word: str) -> str | None:
    """A number word or numeral as an AMR number constant, or ``None``."""
    text = word.lower().strip()
    if _NUMBER.match(text):
        value = text.replace(",", "")
        if value.startswith("."):
            value = "0" + value
        return value.lstrip("+") if "." in value else str(int(float(value)))
    if text in _UNITS and text != "a":
        return str(_UNITS[text])
    if "-" in text:  # twenty-five
        parts = text.split("-")
        if all(p in _UNITS for p in parts):
            return str(sum(_UNITS[p] for p in parts))
    return None


_CURRENCIES = {"$": "dollar", "dollar": "dollar", "dollars": "dollar", "us$": "dollar",
               "€": "euro", "euro": "euro", "euros": "euro", "£": "pound", "pound": "pound",
               "pounds": "pound", "¥": "yen", "yen": "yen", "cent": "cent", "cents": "cent",
               "pence": "penny", "penny": "penny",  # "433.50 pence" is no sum of dollars
               # "the dollar was at 1.3289 francs" ("at $1.3289" said another currency)
               "franc": "franc", "francs": "franc", "peso": "peso", "pesos": "peso",
               "rupee": "rupee", "rupees": "rupee", "ruble": "ruble", "rubles": "ruble",
               "rouble": "rouble", "roubles": "rouble", "shekel": "shekel", "shekels": "shekel"}


def amount_value(words: list[str]) -> str | None:
    """The number a phrase like "$ 27.5 million" or "about 27 million" states, or ``None``;
    of a range, its first number.

    >>> amount_value(["$", "27.5", "million"]), amount_value("$7.6 billion and $7.8 billion".split())
    ('27500000', '7600000000')
    >>> amount_value(["2", "1/2", "cents"])
    '2.5'

    """
    value: float | None = None
    for word in words:
        low = word.lower().lstrip("$€£¥").rstrip("%")
        fraction = _FRACTION.match(low)
        if fraction and value is not None and value == int(value) and int(fraction.group(2)):
            # "2 1/2 cents": a mixed number, 2.5, not 2 with "1/2" lost
            value += int(fraction.group(1)) / int(fraction.group(2))
            continue
        if low in SCALES and value is not None:
            value *= SCALES[low]
        elif value is not None and number_value(low) is not None:
            break  # "$7.6 billion and $7.8 billion": the second billion is not the first's
        elif value is None:
            found = number_value(low)
            if found is not None:
                value = float(found)
    if value is None:
        return None
    return str(int(value)) if value == int(value) else str(value)


def currency_unit(words: list[str]) -> str:
    """The currency of a money phrase, dollar when it names none."""
    for word in words:
        low = word.lower()
        if low in _CURRENCIES:
            return _CURRENCIES[low]
        if low[:1] in "$€£¥" and low[:1] in _CURRENCIES:
            return _CURRENCIES[low[:1]]
    return "dollar"


_CLOCK = re.compile(r"^(\d{1,2})(?::(\d\d))?$")
# A four-digit clock time ("0835 GMT"), which parse_time_zones puts in one TIME entity with
# its zone (parse_coverage.TIME_ZONES, which imports this module).
_MILITARY_CLOCK = re.compile(r"^(?:[01]\d|2[0-3])[0-5]\d$")


def clock_time(words: list[str]) -> str | None:
    """ "10:30 a.m." -> ``10:30``, "11 p.m." -> ``23:00``: the AMR ``:time`` of a clock time."""
    lowered = [w.lower() for w in words]
    if len(words) == 2 and _MILITARY_CLOCK.match(words[0]) and words[1].isupper():
        return f"{int(words[0][:2])}:{words[0][2:]}"  # "0835 GMT" (parse_time_zones)
    for word in lowered:
        found = _CLOCK.match(word)
        if not found:
            continue
        hour, minute = int(found.group(1)), found.group(2) or "00"
        if not found.group(2) and not any(w in ("a.m.", "p.m.", "am", "pm", "o'clock")
                                          for w in lowered):
            return None  # a bare number is not a time
        if any(w in ("p.m.", "pm") for w in lowered) and hour < 12:
            hour += 12
        if hour <= 24:
            return f"{hour}:{minute}"
    return None


def ordinal_value(word: str) -> str | None:
    """``first`` -> ``1``, ``3rd`` -> ``3``, ``last`` -> ``-1``; else ``None``."""
    text = word.lower()
    if text in _ORDINALS:
        return str(_ORDINALS[text])
    found = _ORDINAL_SUFFIX.match(text)
    return found.group(1) if found else None


def entity_type(label: str, text: str) -> str | None:
    """The AMR entity type of a spaCy entity label, or ``None`` when it is not a name."""
    if label == "GPE":
        key = text.lower().removeprefix("the ").strip()
        if key in _COUNTRIES or key.startswith("united "):
            return "country"
        return "state" if key in _STATES else "city"
    if label == "NORP":
        return None
    last = text.rsplit(" ", 1)[-1].lower()
    if label in ("PERSON", "LOC") and " " in text and last in _NATURAL_PLACES:
        return last  # "Disraeli Fjord", which spaCy tags as a person
    return _ENTITY_TYPES.get(label)


# The kind of a natural place a name ends in, AMR's type for it: "the Disraeli Fjord".
_NATURAL_PLACES = frozenset({"fjord", "river", "lake", "mountain", "mountains", "island",
                             "islands", "bay", "sea", "ocean", "valley", "canyon", "desert",
                             "glacier", "gulf", "strait", "peninsula", "volcano", "creek"})


def _counts_units(words: list[str], i: int) -> bool:
    """Whether the number at ``i`` counts the time unit after it ("15 months", "a 2 1/2 week
    trial": read as the day "2", the parse dropped "1/2" and every focus was refused)."""
    if i + 2 < len(words) and is_fraction(words[i + 1]):
        i += 1
    following = words[i + 1].lower() if i + 1 < len(words) else ""
    return following.removesuffix("s") in TIME_UNITS or following == "centuries"


def date_parts(words: list[str]) -> list[tuple[str, str, int]]:
    """(role, value, word index) of the calendar parts found in a date phrase."""
    parts: list[tuple[str, str, int]] = []
    seen: set[str] = set()
    for i, word in enumerate(words):
        low = word.lower().rstrip(".")
        if low in MONTHS and ":month" not in seen and (len(low) > 3 or word[0].isupper()):
            parts.append((":month", str(MONTHS[low]), i))
            seen.add(":month")
        elif low in WEEKDAYS and ":weekday" not in seen:
            parts.append((":weekday", low, i))
            seen.add(":weekday")
        elif re.fullmatch(r"1\d{3}|20\d{2}", low) and ":year" not in seen:
            parts.append((":year", low, i))
            seen.add(":year")
        elif re.fullmatch(r"\d{1,2}(st|nd|rd|th)?", low) and ":day" not in seen \
                and not _counts_units(words, i):
            day = int(re.sub(r"\D", "", low))
            if 1 <= day <= 31:
                parts.append((":day", str(day), i))
                seen.add(":day")
    return parts
