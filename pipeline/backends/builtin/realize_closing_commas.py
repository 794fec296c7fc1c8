"""The closing comma of an aside (a relative clause, an apposition) the source ran to its
sentence's end.

"Tech stocks were hurt by a sour forecast from Sun Microsystems, which was viewed as a bad
omen ..." needs no comma after its relative clause: the sentence's period closes it.  A
rebuilt sentence that says the clause's noun earlier must close it with a comma, or the
rest reads as part of the clause: "It was a sour forecast from Sun Microsystems, which was
viewed as a bad omen for the upcoming quarterly earnings season that hurt Tech stocks."
(the season hurt nothing), "The elections, which officials say are important steps toward
establishing democracy in Iraq were organized by American forces here.", "President Bush
named her to the Student Loan Marketing Association, the largest U.S. lender for students in
2001."

A supplement the source set off after a number or a noun loses its opening comma the
same way: "to 1523.71 its highest since June 18", "closed at $44.50 up $1.78", "on April 18
the day DNA testing identified the bodies" (:func:`supplement_commas`).
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.number_words import CARDINALS
from pipeline.backends.builtin.parse_entities import PLACE_NAMES
from pipeline.backends.builtin.realize_including_commas import including_commas
from pipeline.backends.builtin.realize_said_reports import REPORT_FORMS
from pipeline.backends.builtin.realize_words import MONTH_NAMES, PREPOSITIONS

__all__ = ["closed_final_aside", "place_commas", "source_commas", "supplement_commas"]

# A non-restrictive clause or an apposition that ends the source sentence (no comma, colon
# or quote inside it); not a reporting clause (", the company said.").  "one of" opens a
# member's apposition ("Matthew Fishbein, one of O'Donnell's lawyers": parse_noun_appositions).
_FINAL_ASIDE = re.compile(
    r", ((?:which|who|whom|whose|where|when|a|an|the|one of)\b[^,;:()\"]*?)\W*$")


def closed_final_aside(text: str, sentence: str) -> str:
    """``text`` with a comma after the source's sentence-final aside where words follow it.

    >>> source = "Tech stocks were hurt by a forecast from Sun, which was viewed as a bad omen."
    >>> closed_final_aside("It was a forecast from Sun, which was viewed as a bad omen that "
    ...                    "hurt Tech stocks.", source)
    'It was a forecast from Sun, which was viewed as a bad omen, that hurt Tech stocks.'
    >>> closed_final_aside("Sun's forecast, which was viewed as a bad omen.", source)
    "Sun's forecast, which was viewed as a bad omen."
    """
    found = _FINAL_ASIDE.search(sentence.strip())
    if found is None or found.group(1).rsplit(" ", 1)[-1] in REPORT_FORMS:
        return text
    aside = f", {found.group(1)} "
    at = text.find(aside)
    if at < 0 or not text[at + len(aside):][:1].isalnum():
        return text
    end = at + len(aside) - 1
    return f"{text[:end]},{text[end:]}"


# A place, its comma and a capitalised word after it (and that word's period, if any).
_PLACE_PAIR = re.compile(r"\b([A-Z][\w'-]*), ([A-Z][a-z]+|[A-Z]\.[A-Z])(\.?)(?=[\s,;:-]|$)")


def place_commas(text: str, sentence: str) -> str:
    """``text`` with the comma the source put between a place and its state or country
    ("Palm Beach County, Fla.", "Puerto Vallarta, Mexico") where the text says the two
    words without it ("in Platte County Mo., in which ...").

    >>> place_commas("It was in Puerto Vallarta Mexico that Luster was captured.",
    ...              "Luster was captured in Puerto Vallarta, Mexico.")
    'It was in Puerto Vallarta, Mexico that Luster was captured.'
    >>> place_commas("It was Minister Ahmed al-Hassan who dismissed it.",
    ...              "The Minister, Ahmed al-Hassan, dismissed it.")
    'It was Minister Ahmed al-Hassan who dismissed it.'
    """
    for place, word, period in dict.fromkeys(_PLACE_PAIR.findall(sentence)):
        if word.lower() in PLACE_NAMES:
            state = word  # "Puerto Vallarta, Mexico" (a period after it ends the sentence)
        elif period and (len(word) <= 5 or "." in word):
            state = word + period  # "Platte County, Mo.", "Washington, D.C."
        else:
            continue
        text = re.sub(rf"\b{re.escape(place)} {re.escape(state)}(?=[\s,.;:-]|$)",
                      f"{place}, {state}", text)
    return text


# The first words of a supplement set off by a comma: an apposition ("1523.71, its highest
# since June 18"), a change ("$44.50, up $1.78"), a concession or an absolute ("layoffs,
# though they did not ...", "flat, with gross margin down ..."), a share ("114 incidents,
# mostly for looting", "two men, one in Jakarta"), a number of a list of places ("in
# Wisconsin, 10 in Indiana"), a time from an event ("Tuesday, two days after ...").
_SUPPLEMENT_OPENERS = frozenset(["a", "an", "the", "its", "his", "her", "their", "up", "down",
                                 "though", "although", "with", "mostly", "including",
                                 "irrespective", "unlike", "most", "many", "some", "none", "all",
                                 "both", "each", "several", "mainly", "largely", "especially",
                                 "notably", "particularly", "compared"]) | frozenset(CARDINALS)
# A source word, its comma, and the supplement up to the next comma or the sentence's end.
# (a number's thousands comma is inside its word: "to 100,000, down from 110,000")
_WORD = r"(?:[\w$.%'-]|(?<=\d),(?=\d{3}))"
_SOURCE_SUPPLEMENT = re.compile(rf"(?<![\w$,])({_WORD}+), ((?:[\w$]{_WORD}*)(?: {_WORD}+)+?)"
                                r"(?=, [\w$]|[.;:!?]?$|[,;:] )")


def supplement_commas(text: str, sentence: str) -> str:
    """``text`` with the commas the source put around a supplement after a word (see the
    module's docstring) where the text says that word and the supplement's words together
    without them: the opening comma, and the closing one where the text goes on after it.

    >>> supplement_commas("It was the index that rose to 1523.71 its highest since June 18.",
    ...                   "The index rose 19.67 to 1523.71, its highest since June 18.")
    'It was the index that rose to 1523.71, its highest since June 18.'
    >>> supplement_commas("Shares closed at $44.50 up $1.78 on the exchange.",
    ...                   "Shares closed at $44.50, up $1.78, on the exchange.")
    'Shares closed at $44.50, up $1.78, on the exchange.'
    >>> supplement_commas("It would be reduced to 100,000 by the transfers down from 110,000.",
    ...                   "The transfers would reduce it to 100,000, down from 110,000.")
    'It would be reduced to 100,000 by the transfers, down from 110,000.'
    >>> supplement_commas("It was the Senate that passed after hours of debate the package.",
    ...                   "After hours of debate, the Senate passed the package.")
    'It was the Senate that passed after hours of debate the package.'
    """
    for found in _SOURCE_SUPPLEMENT.finditer(sentence.strip()):
        word, supplement = found.group(1), found.group(2)
        supplement = supplement.rstrip(".")  # the sentence's own period ("three weeks.")
        opener = supplement.split(" ", 1)[0]
        if opener.lower() not in _SUPPLEMENT_OPENERS and not (
                opener[0].isdigit() and word.isalpha() and word not in MONTH_NAMES):
            continue
        glued = re.search(rf"(?<![\w$]){re.escape(word)} {re.escape(supplement)}(?![\w$])", text)
        if glued is None and supplement.split(" ")[:2] in (["up", "from"], ["down", "from"]):
            # a change from a base said after another word: "would be reduced to slightly
            # less than 100,000 by the transfers down from 110,000 several years ago"
            # (not after a preposition: "came at $645 million in up from $600 million" is a
            # stray "in" that realize_torn_clauses refuses, and a comma hid it)
            before = re.search(rf"(\w+) {re.escape(supplement)}(?![\w$])", text)
            if before is not None and before.group(1).lower() not in PREPOSITIONS:
                word, glued = before.group(1), before
        if glued is None:
            continue
        end = glued.end()
        # closed where the text goes on after it: "$32.17, up $1.54, Tuesday", "the several
        # buildings, including a Federal Express depot, that the water swamped"
        closing = "," if text[end:end + 2].strip()[:1].isalnum() else ""
        text = f"{text[:glued.start()]}{word}, {supplement}{closing}{text[end:]}"
    return text


def source_commas(text: str, sentence: str) -> str:
    """``text`` with the source ``sentence``'s commas this module restores: after its final
    aside, between a place and its state, around a supplement, and around an "including"
    aside said after another word (realize_including_commas)."""
    return including_commas(supplement_commas(
        place_commas(closed_final_aside(text, sentence), sentence), sentence), sentence)
