"""Two dates joined by "and" or "or" inside one date entity.

spaCy reads "on Sunday and Monday", "in May and June" as a single DATE entity, and the
date rules keep one calendar part of each kind: the graph said "on Sunday"
(date-entity :weekday sunday), the parse dropped "Monday" and every rebuilt focus of "He
is to play host to Italian Prime Minister Silvio Berlusconi on Sunday and Monday" was
refused.  Each side is a date of its own: (a / and :op1 (d / date-entity :weekday sunday)
:op2 (d2 / date-entity :weekday monday)).  Only where each side is nothing but calendar
parts of the same kinds ("May and June", not "Dec. 4 and 5", whose second side names a day
of the first's month).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_entities import date_parts
from pipeline.backends.builtin.parse_graph import Const
from pipeline.backends.builtin.parse_words import COORD

if TYPE_CHECKING:
    from spacy.tokens import Token

    from pipeline.backends.builtin.parse_base import ConverterBase
    from pipeline.backends.builtin.parse_graph import Node

__all__ = ["date_list"]


def date_list(conv: ConverterBase, words: list[Token]) -> Node | None:
    """The coordination of the two dates ``words`` name, or None when they are one date."""
    cuts = [k for k, w in enumerate(words) if w.lower_ in ("and", "or") and w.dep_ == "cc"]
    if len(cuts) != 1:
        return None
    sides = [words[:cuts[0]], words[cuts[0] + 1:]]
    parts = [date_parts([w.text for w in side]) for side in sides]
    if not all(parts) or any(len(p) != len(side) for p, side in zip(parts, sides, strict=True)) \
            or {r for r, _, _ in parts[0]} != {r for r, _, _ in parts[1]}:
        return None
    cc = words[cuts[0]]
    top = conv._node(COORD[cc.lower_], cc.i)
    for n, (side, side_parts) in enumerate(zip(sides, parts, strict=True), start=1):
        node = conv._node("date-entity", side[side_parts[0][2]].i)
        for role, value, i in side_parts:
            if role == ":weekday":
                node.add(role, conv._node(value, side[i].i))
            else:
                node.add(role, Const(value, side[i].i))
        top.add(f":op{n}", node)
    return top
