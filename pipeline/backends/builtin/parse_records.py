"""A team's or a pitcher's win-loss record in parentheses, which the main rules left out.

Sports reports put the record after the name: "Victor Zambrano (4-4)", "Stanford
(47-15)".  spaCy hangs the first number on the name as an ``appos`` (or reads the pair
as a date).  AMR says the named one has that record:

    (o / organization :name (n / name :op1 "Stanford")
       :ARG0-of (h / have-03 :ARG1 (r / record :mod (s / score-entity :op1 47 :op2 15))))

which the realizer says "Stanford, which has a 47-15 record,".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_conversions import parenthesized

if TYPE_CHECKING:
    from spacy.tokens import Token

    from pipeline.backends.builtin.parse_base import ConverterBase
    from pipeline.backends.builtin.parse_graph import Node

__all__ = ["win_loss_record"]


def win_loss_record(conv: ConverterBase, node: Node, child: Token) -> bool:
    """Give the named ``node`` the record its apposition ``child`` states ("( 4 - 4 )");
    True when so."""
    if not node.has(":name") or child.pos_ != "NUM" or not parenthesized(child) \
            or not any(w.text == "-" for w in child.subtree):
        return False
    pair = conv.number_pair_node(child, counted=False)
    if pair is None:
        return False
    if pair.concept != "score-entity":  # "(2-5)" rises, but is no range of numbers
        pair.concept, pair.var = "score-entity", conv.builder.node("score-entity").var
    record = conv._node("record", None)
    record.add(":mod", pair)
    have = conv._node("have-03", None)
    have.add(":ARG1", record)
    node.add(":ARG0-of", have)
    return True
