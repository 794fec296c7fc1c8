"""A perfect whose participle is also the bare verb ("has cut", "had set", "have hit")
stays a perfect in a rebuilt sentence (realize_verbs.VerbGroups.verb_features)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

ECB = "The ECB has cut rates from 4.75 percent in October 2000 to 2.5 percent in that period."


def test_a_perfect_with_a_bare_participle_stays_perfect(parser: BuiltinParser) -> None:
    # Were kept: "It is the ECB that cuts rates from 4.75 percent ...", "Rates are cut from
    # 4.75 percent in October 2000 to 2.5 percent by the ECB in that period."
    texts = every_text(parser, ECB)
    assert "It is the ECB that has cut rates from 4.75 percent in October 2000 to 2.5 " \
        "percent in that period." in texts, texts
    assert "Rates have been cut from 4.75 percent in October 2000 to 2.5 percent by the ECB " \
        "in that period." in texts, texts
    assert not [t for t in texts if " cuts rates" in t or "are cut" in t], texts
    texts = every_text(parser, "Prices have hit a high.")
    assert "It is prices that have hit a high." in texts, texts


def test_have_to_before_a_bare_verb_is_no_perfect(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, "The ECB has to cut rates in that period.") if t]
    assert texts and not [t for t in texts if "has cut" in t or "had cut" in t], texts
