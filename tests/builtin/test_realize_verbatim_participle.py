"""A verbatim cleft is refused where the parse took the subject's participle for its verb
(realize_verbatim_cleft_subjects.participle_verb): its agent follows it with "by", or the
real verb, which no node holds, follows it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# MRPC train 3695
ANALYSTS = "Analysts polled by Reuters Research, a unit of Reuters Group Plc, on average " \
    "forecast profit of $1.69 per share."


def test_a_participle_with_its_agent_is_no_cleft_verb(parser: BuiltinParser) -> None:
    # Was kept: "It was analysts who polled by Reuters Research, a unit of Reuters Group Plc,
    # on average forecast profit of $1.69 per share."
    texts = [t for t in every_text(parser, ANALYSTS) if t]
    assert not [t for t in texts if "who polled by" in t or "that polled by" in t], texts

