"""Faults found by reading kept paraphrases of MRPC train sentences (tuning stretches, round
32): a passive that demotes a pronoun agent ("... was sent by him"), ... Each test names the
bad text it replaced; they parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

BLAGOJEVICH = ("Governor Rod Blagojevich said he would not balance the state budget with gambling "
               "revenues.")
URGED = "He urged the US to provide clear rules on what would happen at possible trials."
FIGURE1 = "I know for them to approve this price, they'll need statistical documentation."


def test_a_passive_does_not_demote_a_pronoun_agent(parser: BuiltinParser) -> None:
    # Were "The state budget with gambling revenues would not be balanced by him, Governor Rod
    # Blagojevich said." (the pronoun moved past its antecedent) and "The US was urged to
    # provide clear rules on what would happen at possible trials by him." (after a complement)
    texts = [t for t in every_text(parser, BLAGOJEVICH) if t]
    assert not [t for t in texts if "by him" in t], texts
    assert "He would not balance the state budget with gambling revenues, Governor Rod " \
        "Blagojevich said." in texts
    texts = [t for t in every_text(parser, URGED) if t]
    assert not [t for t in texts if "by him" in t], texts
    # The paper's own example keeps its passive: the pronoun's antecedent is outside.
    texts = [t for t in every_text(parser, FIGURE1) if t]
    assert [t for t in texts if t.startswith("Statistical documentation will be needed by them")]
