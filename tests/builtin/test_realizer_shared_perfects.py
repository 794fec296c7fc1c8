"""A perfect's auxiliary shared by two coordinated verbs is said again when the text gives
the second verb a pronoun subject ("SARS has killed 296 people ..., and it has infected
more than 5,200", was "and it infected") (MRPC train, tuning stretches)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_shared_perfects import shared_perfect
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

SARS = "SARS has killed 296 people on China's mainland and infected more than 5,200."


def test_the_shared_perfect_is_said_again(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 6275): "SARS has killed 296 people on China's mainland, and it
    # infected more than 5,200." (the event moved out of the present perfect)
    texts = every_text(parser, SARS)
    assert "SARS has killed 296 people on China's mainland, and it has infected more than " \
        "5,200." in texts, texts
    assert not [t for t in texts if t and "it infected" in t], texts


def test_a_modal_is_no_participle() -> None:
    tokens = "Two ships had resurfaced as water levels fell and could block river traffic ."
    text = "Two ships had resurfaced as water levels fell, and they could block river traffic."
    assert shared_perfect(text, tokens.split(" ")) == text
