"""A noun of an event ("the creation of ...", "its operations") is not said as a clause
that tells the event as done (realize_event_noun_clauses).  Tuning sentences of MRPC train,
parsed with the real parser."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

CREATION = ("Other recommendations included the creation of regional ocean ecosystem councils "
            "and a national system to fully protect marine reserves.")  # 611


def test_creation_is_not_told_as_done(parser: BuiltinParser) -> None:
    # Were kept: "Other recommendations included that regional ocean ecosystem councils
    # were created, and a national system to fully protect marine reserves." and two clefts
    texts = [t for t in every_text(parser, CREATION) if t]
    assert not [t for t in texts if "were created" in t]


OPERATIONS = "Atlantic Coast will continue its operations as a Delta Connections carrier."  # 6433


def test_continued_operations_are_not_told_as_done(parser: BuiltinParser) -> None:
    # Were kept: "What Atlantic Coast will continue is that it operated as a Delta
    # Connections carrier." and "It operated as a Delta Connections carrier, Atlantic Coast
    # will continue."
    texts = [t for t in every_text(parser, OPERATIONS) if t]
    assert not [t for t in texts if "it operated" in t.lower()]
