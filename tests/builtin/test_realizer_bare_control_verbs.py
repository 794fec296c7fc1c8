"""Rebuilt texts that leave a control verb's "to" with no infinitive ("..., as they managed
to six months ago.", "... was refused to."): refused (MRPC train, tuning stretches)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_bare_control_verbs import control_verb_without_infinitive
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

DEAL = "But six months ago, the two sides managed to strike a $6.8-billion debt rollover " \
       "deal, which expires in August."
ELECTIONS = "It held elections in 1990, but refused to recognize the results after Suu Kyi's " \
            "party won."


def test_a_control_verb_without_its_infinitive_is_refused(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 6892, 3518): "But the two sides struck a $6.8 billion debt
    # rollover deal that expires in August, as they managed to six months ago.", "... but
    # recognizing the results after Suu Kyi's party won was refused to."
    assert [t for t in every_text(parser, DEAL) if t and "managed to six" in t] == []
    assert [t for t in every_text(parser, ELECTIONS) if t and "refused to." in t] == []


def test_a_preposition_after_the_verb_passes() -> None:
    tokens = ["He", "has", "agreed", "to", "a", "lifetime", "ban", "."]
    assert control_verb_without_infinitive("It is a lifetime ban that he has agreed to.",
                                           tokens) is None
