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

__all__ = ["closed_final_aside"]

# A non-restrictive clause or an apposition that ends the source sentence (no comma, colon
# or quote inside it); not a reporting clause (", the company said.").
_FINAL_ASIDE = re.compile(r", ((?:which|who|whom|whose|where|when|a|an|the)\b[^,;:()\"]*?)\W*$")
_REPORTING_END = re.compile(r"\b(?:said|says|say|told|tells|added|adds|reported|reports|"
                            r"announced|noted|stated)$")


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
    if found is None or _REPORTING_END.search(found.group(1)):
        return text
    aside = f", {found.group(1)} "
    at = text.find(aside)
    if at < 0 or not text[at + len(aside):][:1].isalnum():
        return text
    end = at + len(aside) - 1
    return f"{text[:end]},{text[end:]}"
