"""A vague multiple of a scale word: "several hundred homes", "a few thousand troops".

spaCy hangs "several" / "few" on the scale word as its ``amod`` (and "a" as its
``quantmod``); the number rule read the scale word alone, (h / home :quant 100), so the
hedge was dropped ("the parse dropped 'several'") and the graph stated a round number the
source never said.  AMR writes the hedge as the quantity's concept over the scale:

    (h / home :quant (s / several :op1 100))

"few" only after "a" ("a few thousand"): a bare "few hundred" is rarer and reads as
"not many hundreds", which the realizer would not say back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.number_words import SCALES
from pipeline.backends.builtin.parse_graph import Const, Node

if TYPE_CHECKING:
    from spacy.tokens import Token

    from pipeline.backends.builtin.parse_base import ConverterBase

__all__ = ["vague_multiple"]


def vague_multiple(conv: ConverterBase, num: Token) -> Node | None:
    """(several :op1 100) for the scale word ``num`` of "several hundred" or "a few
    thousand", its hedge's words consumed; None for any other number."""
    if num.lower_ not in SCALES or num.lower_ == "dozen":
        return None
    kids = [k for k in num.children if k.i < num.i]
    hedge = next((k for k in kids if k.lower_ in ("several", "few")
                  and k.dep_ in ("amod", "quantmod") and k.i == num.i - 1), None)
    if hedge is None or len(kids) > 2:
        return None
    article = next((k for k in kids if k.lower_ == "a" and k.i == hedge.i - 1), None)
    if (hedge.lower_ == "few") != (article is not None) or any(
            k not in (hedge, article) for k in kids):
        return None
    node = conv._node(hedge.lower_, hedge.i)
    node.add(":op1", Const(str(SCALES[num.lower_]), num.i))
    conv.consumed.update(k.i for k in (hedge, article) if k is not None)
    return node
