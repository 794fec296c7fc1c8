"""A vague multiple of a scale word said back as the source said it: (several :op1 100)
is "several hundred", (few :op1 1000) "a few thousand" (parse_vague_multiples).  Said as
an argument it was "a few of 1000 troops", a part of a round number the source never
said.
"""

from __future__ import annotations

from pipeline.backends.builtin.number_words import SCALES
from pipeline.backends.builtin.realize_tree import Const, Node

__all__ = ["vague_multiple_text"]

_SCALE_WORDS = {str(value): word for word, value in SCALES.items() if word != "dozen"}


def vague_multiple_text(node: Node) -> str | None:
    """"several hundred" for (several :op1 100), "a few thousand" for (few :op1 1000);
    None for any other node.

    >>> from pipeline.backends.builtin.realize_tree import Edge
    >>> vague_multiple_text(Node("s", "several", (), [Edge(":op1", Const("100"))]))
    'several hundred'
    """
    if node.concept not in ("several", "few") or len(node.edges) != 1:
        return None
    edge = node.edges[0]
    if edge.role != ":op1" or not isinstance(edge.target, Const):
        return None
    scale = _SCALE_WORDS.get(edge.target.text)
    if scale is None:
        return None
    return f"{'a few' if node.concept == 'few' else 'several'} {scale}"
