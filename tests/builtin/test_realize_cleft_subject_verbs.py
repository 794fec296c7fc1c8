"""A clefted phrase does not hold a clause's subject and its finite verb
(realize_cleft_subject_verbs): the parse read two joined clauses as one noun phrase.
Tuning sentences of MRPC train, parsed with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

HOY = ("Hoy confirmed the woman's age Tuesday and said she was on vacation with her family, but "
       "is expected to return this week.")  # 2278
BLAIR = ("Blair himself took the reins of the Labour Party after its leader John Smith died of a "
         "heart attack in 1994.")  # 4776


def test_a_clause_is_not_clefted_as_a_phrase(parser: BuiltinParser) -> None:
    # Was kept: "It is Hoy confirmed the woman's age Tuesday and said she was on vacation
    # with her family that is expected to return this week."
    assert not [t for t in every_text(parser, HOY) if t and t.startswith("It is Hoy confirmed")]


def test_a_clause_after_a_subordinator_may_be_clefted(parser: BuiltinParser) -> None:
    assert "It was after its leader John Smith died of a heart attack in 1994 that Blair took " \
        "the reins of the Labour Party." in every_text(parser, BLAIR)
