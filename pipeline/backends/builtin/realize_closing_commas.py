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
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.parse_entities import PLACE_NAMES
from pipeline.backends.builtin.realize_said_reports import REPORT_FORMS

__all__ = ["closed_final_aside", "place_commas"]

# A non-restrictive clause or an apposition that ends the source sentence (no comma, colon
# or quote inside it); not a reporting clause (", the company said.").
_FINAL_ASIDE = re.compile(r", ((?:which|who|whom|whose|where|when|a|an|the)\b[^,;:()\"]*?)\W*$")


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
