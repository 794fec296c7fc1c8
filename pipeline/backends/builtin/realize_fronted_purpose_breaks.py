"""A rebuilt text whose fronted purpose ("To X, ...") is not English or not the source's
purpose, for reasons other than the infinitive being a verb's or noun's complement (that is
realize_fronted_infinitives).

- a negative purpose fronted bare: "Not to implement a council ..., Mr. Romanow called it an
  offence to democracy." (1922, the source's "it ... to not implement" is the offence itself);
  English fronts a negative purpose as "so as not to" or "in order not to", never "Not to";
- the source's afterthought ", also to take effect by ..." fronted: "Also to take effect by
  January 1, 2004, it also named ..." (1287), "also" said twice and the timing of the naming
  said as its purpose;
- the source's time left ("with 2:46 to go") fronted: "To go in the first quarter, Nelson had
  received a technical foul with 2:46." (458);
- the clause's own subject given to the purpose and said again as a pronoun: "For Goodrem to
  determine her exact treatment, she will have more tests today, ..." (2674, the source's
  "will have more tests today to determine her exact treatment": the tests determine it);
- a list broken at the infinitive: "To better organise documents, and dynamic browsing of the
  network ..., it also supports coloured labels." (4409): what the verb's object list went on
  to name is said inside the purpose.

Such a text is refused (a row of realize_meaning_faults' table, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_text, lowered_tokens
from pipeline.backends.builtin.realize_words import PERSONAL_SUBJECT_PRONOUNS

__all__ = ["broken_fronted_purpose"]

# The text's opening infinitive, after a connective: its negation or "also" and its verb.
_OPENING = re.compile(r"^(?:(?:But|And|However|So)[, ]+)*((?:[Nn]ot|[Aa]lso) )?[Tt]o (\w+)\b")
# A list's next member right after the purpose's first comma ("..., and dynamic browsing"),
# not a second purpose ("To buy A, and to sell B, ...").
_LIST_AFTER_PURPOSE = re.compile(r"^[^,]*, and (?!to\b)\w")
# A purpose with a subject of its own, and the first word of the clause after it.
_FOR_SUBJECT = re.compile(r"^For ([^,]{1,60}?) to \w[^,]*, (\w+) ")
# A time or count the source left "to go": "with 2:46 to go", "three games to go".
_AMOUNT = re.compile(r"^(?:\d[\d:.,]*|one|two|three|four|five|six|seven|eight|nine|ten"
                     r"|minutes|seconds|games|laps|days|weeks|months|years|holes|hours)$")


def broken_fronted_purpose(text: str, tokens: Sequence[str]) -> str | None:
    """The words of ``text``'s opening purpose that cannot stand as the source's (``tokens``)
    fronted purpose ("not to", "also to", "to go", "for ... to", "and"); else None.

    >>> broken_fronted_purpose("Not to implement a council, he called it an offence.",
    ...                        "he called it an offence to not implement a council .".split())
    'not to'
    >>> broken_fronted_purpose("To go in the first quarter, Nelson had received a foul with 2:46.",
    ...                        "Nelson had received a foul with 2:46 to go in the first quarter"
    ...                        " .".split())
    'to go'
    >>> broken_fronted_purpose("To ensure a smooth transition, we will work with the board.",
    ...                        "We will work with the board to ensure a smooth transition ."
    ...                        .split()) is None
    True
    """
    own_subject = _FOR_SUBJECT.match(text)
    if own_subject is not None and own_subject.group(2).lower() in PERSONAL_SUBJECT_PRONOUNS - {"it"} \
            and f"for {own_subject.group(1).lower()} " not in lowered_text(tokens):
        return "for ... to"
    opening = _OPENING.match(text)
    if opening is None:
        return None
    marker = (opening.group(1) or "").strip().lower()
    verb = opening.group(2).lower()
    if marker == "not":
        return "not to"
    said = lowered_tokens(tokens)
    if marker == "also" and any(
            said[at] == "also" and said[at + 1] == "to" and said[at - 1] == ","
            for at in range(1, len(said) - 1)):
        return "also to"
    if verb == "go" and any(
            said[at] == "to" and said[at + 1] == "go" and _AMOUNT.match(said[at - 1])
            for at in range(1, len(said) - 1)):
        return "to go"
    if _LIST_AFTER_PURPOSE.match(text):
        return "and"
    return None
