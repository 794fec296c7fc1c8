"""A deadline phrase "no later than ..." opens a sentence as a fronted topic
(realize_focus_checks.fronted_lead_fits read its "no" as a bare noun's determiner: MRPC
train 1568 had no rebuilt text)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

TRANSITION = "A two-week transition period will begin no later than June 7."


def test_a_deadline_is_fronted_whole(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, TRANSITION) if t]
    assert "No later than June 7, a two-week transition period will begin." in texts, texts
