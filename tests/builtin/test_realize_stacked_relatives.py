"""Two non-restrictive relative clauses stacked on one noun that the source did not stack, a
cleft's "who" after its focus's own ", who ...," clause among them (realize_stacked_relatives):
the second reads as a second relative clause of the same noun (MRPC train, tuning)."""

from __future__ import annotations

import re

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_stacked_relatives import stacked_relatives
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

PECK = "Peck, who was 87, died peacefully at his Los Angeles home last Thursday with his " \
       "French-born wife of 48 years, Veronique, at his side."
CONTRACTORS = "Contractors Brian Rose, 36, and Joseph Quattrone, 35, who were convicted of " \
              "submitting hundreds of phony invoices to Blue Cross, are to be sentenced in " \
              "January."
WIFE = "His wife Yekaterina Dmitriyeva, whom he married in a first ever space wedding by a " \
       "space phone during his daunting mission, was waiting for him in Moscow."
_STACKED = re.compile(r", (?:who|whom) [^,]+, (?:who|whom) ")


def test_a_cleft_who_is_not_stacked_on_the_focus_own_relative(parser: BuiltinParser) -> None:
    # Were kept (1075): "It was Peck, who was 87, who died peacefully ..."; (6176, x6): "It
    # is contractors Brian Rose, 36, and Joseph Quattrone, 35, who were convicted of ...,
    # who are to be sentenced in January."; (3884, x3): "Yekaterina Dmitriyeva, who is his
    # wife, who he married in a first ever space wedding ..., was waiting for him in Moscow."
    for sentence in (PECK, CONTRACTORS, WIFE):
        texts = [t for t in every_text(parser, sentence) if t]
        assert [t for t in texts if _STACKED.search(t)] == []
        assert texts
    assert any(t.startswith("It was Peck, 87, who died") for t in every_text(parser, PECK) if t)


def test_one_relative_clause_in_a_cleft_is_left() -> None:
    assert stacked_relatives("It is in January that contractors Brian Rose, 36, and Joseph"
                             " Quattrone, 35, who were convicted of fraud, are to be sentenced.",
                             []) is None
