"""A source's ", or ..." aside is not said as a clause of its own with a pronoun subject
(realize_or_restatements)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# MRPC train 6452, 4213
PROFIT = "Previously, it had reported a small profit of $12 million, or break-even on a " \
    "per-share basis, for the period."
DIRECTION = "He or she decides the merchandising direction of the company, or basically what " \
    "it should stand for."


def test_an_or_restatement_is_no_clause(parser: BuiltinParser) -> None:
    # Were kept: "Previously, it had reported a small profit of $12 million, or it broke even
    # on a per-share basis, for the period.", "He or she decides to direct the company the
    # merchandising, or it should stand basically for what."
    texts = [t for t in every_text(parser, PROFIT) + every_text(parser, DIRECTION) if t]
    assert not [t for t in texts if ", or it " in t], texts
