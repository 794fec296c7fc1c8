"""A rebuilt text keeps the comma of an aside the source set off (realize_lost_aside_commas)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# MRPC train 1112, found in a blind read of kept fronted-topic texts.
GE = "GE stock closed Friday at $30.65 a share, down about 42 cents, on the New York Stock " \
     "Exchange."


def test_an_amount_of_change_keeps_its_comma(parser: BuiltinParser) -> None:
    # Were kept: "On the New York Stock Exchange, GE stock closed at $30.65 a share Friday down
    # about 42 cents." and three more saying "Friday down about 42 cents".
    texts = [t for t in every_text(parser, GE) if t]
    assert [t for t in texts if "Friday down" in t] == []
