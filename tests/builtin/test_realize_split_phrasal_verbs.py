"""A pre-verb adverb is said before a phrasal verb with no auxiliary, never inside it
(realize_clause_assembly), and a text that says it inside is refused
(realize_split_phrasal_verbs)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

LEFT_OUT = "He also left out any reference to amending the constitution to guarantee private " \
           "property rights."
TURN_AROUND = "Her son would get upset, his mom said, but then turn around and befriend his " \
              "taunters."


def test_also_goes_before_a_phrasal_verb(parser: BuiltinParser) -> None:
    # Was kept (MRPC train 619): "He was the one who left also out any reference ..."
    texts = [t for t in every_text(parser, LEFT_OUT) if t]
    assert "He was the one who also left out any reference to amending the constitution to " \
           "guarantee private property rights." in texts
    assert [t for t in texts if "left also out" in t] == []


def test_an_adverb_inside_a_phrasal_verb_is_refused(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 3608): "It was his mom that said her son would get upset, but he
    # turns then around, and he would befriend his taunters."
    assert [t for t in every_text(parser, TURN_AROUND) if t and "then around" in t] == []
