"""Whether the source said a noun as a possessor ("Friday's report", "Business Week's online
edition", "Tim Hortons' same-store sales").

A focus that modified another noun is said with that noun; where the source said the focus
as the noun's possessor, it stays its possessive determiner: "It was report of Friday that
raised new worries ..." and "It was online edition of Business Week that reported ..." lost
the article the possessor stood for and read as broken."""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.backends.builtin.realize_tree import Const, Node
from pipeline.backends.builtin.realize_words import POSSESSIVE_MARKS

__all__ = ["said_as_possessor"]


def said_as_possessor(node: Node, tokens: Sequence[str]) -> bool:
    """Whether the source token right after ``node``'s own words (its name included) is a
    possessive "'s" or "'"."""
    said = set(node.align)
    for edge in node.edges:
        if edge.role == ":name" and isinstance(edge.target, Node):
            said.update(edge.target.align)
            said.update(i for e in edge.target.edges if isinstance(e.target, Const)
                        for i in e.target.align)
    if not said:
        return False
    after = max(said) + 1
    return after < len(tokens) and tokens[after] in POSSESSIVE_MARKS
