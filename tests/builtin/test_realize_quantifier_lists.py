"""A list of quantifiers before one noun ("one or both boys") is said whole or not at all
(realize_quantifier_lists), and a clause the source gave a subject is not said as a passive
gerund after its subordinator (realize_participle_gerunds)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# MRPC train 4290
BOYS = "Doctors say one or both boys may die, and that some brain damage is possible if " \
    "they survive."


def test_no_list_member_is_lost_or_said_alone(parser: BuiltinParser) -> None:
    # Were kept: "If both boys survive, some brain damage is possible, and one or may die,
    # doctors say.", "One or both boys may die, and if being survived, ..."
    texts = [t for t in every_text(parser, BOYS) if t]
    assert texts, texts
    assert not [t for t in texts if "one or may" in t or "if both boys" in t.lower()
                or "being survived" in t], texts
    assert "One or both boys may die, and if they survive, some brain damage is possible, " \
        "doctors say." in texts, texts
