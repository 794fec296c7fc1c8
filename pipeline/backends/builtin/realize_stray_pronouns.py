"""A rebuilt sentence does not end on an "it" that nothing before it can take.

A graph that holds one of its nodes twice (a participant of two clauses) says the second
mention as a pronoun; where the parse hung that mention on the wrong node, the realizer
left it at the sentence's end after a word that takes no object, an "it" the source never
said:

- 'Officials with Torch and JetBlue did not respond to repeated phone calls from the
  Mercury News seeking comment.' became 'It was officials with Torch and JetBlue seeking
  comment that did not respond to repeated phone calls from the Mercury News it.';
- 'Congress twice passed similar bills, but then-President Clinton vetoed them both
  times.' became 'It was Congress that passed similar bills that Clinton vetoed
  then-President both times twice but it.';
- 'Fatima, meanwhile, was on her turquoise cell phone organizing the prom.' became 'It was
  Fatima organizing the prom who was on her turquoise cell phone meanwhile it.'.

An "it" after a verb or a preposition is its object ("and Fox also filmed it", "as Breaux
envisioned it") and stays.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_words import PREPOSITIONS

__all__ = ["stray_final_it"]

_FINAL_IT = re.compile(r"(\S+) it[.?!\"]*$")
_IT = re.compile(r"\bit\b", re.IGNORECASE)


def stray_final_it(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text``, rebuilt from ``tokens``, ends on an "it" the source did not say and no
    word before it takes (None when it does not).

    >>> stray_final_it("It was Congress that passed bills twice but it.",
    ...                "Congress twice passed bills , but Clinton vetoed them .".split(" "))
    "an 'it' the source did not say, left after 'but'"
    >>> stray_final_it("It was his next play that Fox also filmed it.",
    ...                "His next play was also filmed by Fox .".split(" ")) is None
    True
    """
    found = _FINAL_IT.search(text)
    if found is None:
        return None
    said = sum(1 for t in tokens if t.lower() == "it")
    if len(_IT.findall(text)) <= said:
        return None
    word = found.group(1).lower().strip(",;")
    pos = lemma_pos(word)
    if word in PREPOSITIONS or "VERB" in pos or ("ADV" in pos and "ADJ" in pos):
        return None  # its object ("filmed it", "under it"), or a particle ("give up it")
    return f"an 'it' the source did not say, left after {word!r}"
