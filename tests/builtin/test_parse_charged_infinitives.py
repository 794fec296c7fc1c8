"""A gerund joined to the infinitive of a charge's noun ("charges of conspiracy to obstruct
justice and lying to a grand jury": ``lying/conj`` of "obstruct", its "and" lost), which is
the charge's second deed (parse_gerund_conjuncts); and the arrangement that fell through
that the sentence's rebuilt text said as done ("was to have been tried" said "has been
tried": realize_lost_arrangements).  MRPC train 1030 (tuning slice)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

SORKIN = ("Sorkin, who faces charges of conspiracy to obstruct justice and lying to a grand "
          "jury, was to have been tried separately.")


def test_the_gerund_is_the_charges_second_deed(parser: BuiltinParser) -> None:
    found = edges(parser, SORKIN)
    assert ("and", ":op1", "conspire-01") in found, found
    assert ("and", ":op2", "lie-07") in found, found


def test_a_plan_that_fell_through_is_not_said_as_done(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, SORKIN) if t]
    assert not [t for t in texts if "has been tried" in t], texts
