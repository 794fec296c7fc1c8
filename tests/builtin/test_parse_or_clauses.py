"""Clauses joined by "or" when spaCy hangs the "or" on a word of the first clause: the parse
keeps the "or" (not "and"), and the second clause cannot lead.  Real parser; the sentence is
from MRPC train."""

from __future__ import annotations

import penman

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

TEXAS = ("Texas lawmakers must close a $185.9 million budget gap by the middle of July or the "
         "schools wont open in September, Comptroller Carole Keeton Strayhorn said Thursday.")


def test_the_or_of_two_clauses_is_kept(parser: BuiltinParser) -> None:
    # Was: (a / and :op1 obligate-01 :op2 open-01), said "..., and the schools do not open"
    graph = parsed(parser, TEXAS)
    concepts = {c for _, _, c in graph.instances()}
    assert "or" in concepts and "and" not in concepts, penman.encode(graph)


def test_the_or_else_clause_does_not_lead(parser: BuiltinParser) -> None:
    # Was kept: "In September, the schools do not open, and Texas lawmakers must close ..."
    texts = [t for t in every_text(parser, TEXAS) if t]
    assert texts and all(" or " in t for t in texts), texts
    assert not [t for t in texts
                if t.startswith(("The schools", "In September", "It is the schools"))], texts
