"""A source's opening conjunction kept at the front of a rebuilt sentence.

"But Cruz resembled a police sketch of the suspect ..., Lansdowne said": the parse aligns
no node to the opening "But", so every rebuilt focus dropped it ("It was Lansdowne that
said Cruz resembled ..."), losing the contrast the source draws with what came before.  A
conjunction that opens the whole sentence opens any rebuilt form of it as well ("But it was
Lansdowne that said ...", "But what Lansdowne said was that ...")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.parse_entities import MONTH_NAMES, WEEKDAYS

__all__ = ["OPENING_CONJUNCTIONS", "keeps_capital", "with_opening_conjunction"]

# Words English always capitalizes, said by a rebuilt sentence as the source may not have
# ("August 16" for "Aug. 16")
_CAPITALIZED = frozenset([*MONTH_NAMES, *WEEKDAYS])  # (lower case)
# Conjunctions that open a sentence and link it to the one before, said with no comma.
OPENING_CONJUNCTIONS = frozenset(["but", "and", "yet"])


def with_opening_conjunction(text: str, tokens: Sequence[str], aligned: set[int]) -> str:
    """``text`` opened by the source's first word where that is a conjunction the text does
    not say: no node of the parse stands for it, or only a contrast with nothing to contrast
    ("But the company said ..." parsed (contrast-01 :ARG2 say-01), said "It was the company
    that said ...") (``aligned``: the source positions the graph's other nodes align to)."""
    if not tokens or not text or 0 in aligned:
        return text
    word = tokens[0]
    if word.lower() not in OPENING_CONJUNCTIONS or word[:1].islower():
        return text
    if re.search(rf"\b{word.lower()}\b", text.lower()):
        return text  # said already ("..., but ...")
    first = text.split(" ", 1)[0]
    if not keeps_capital(first, tokens):
        text = text[0].lower() + text[1:]
    return f"{word} {text}"


def keeps_capital(first: str, tokens: Sequence[str]) -> bool:
    """Whether the rebuilt sentence's first word keeps its capital after the conjunction: a
    name the source wrote capitalized inside the sentence ("But Cruz resembled ..."), "I",
    a month or weekday, or a word that is not a plain capitalized one (a quotation mark, a
    number, "U.S.")."""
    if not first[:1].isupper() or first == "I" or first.isupper():
        return True
    return first in tokens[1:] or first.rstrip(",").lower() in _CAPITALIZED
