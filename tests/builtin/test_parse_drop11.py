"""MRPC train sentences whose every focus was refused because the parse dropped a word of
the source ("the parse dropped 'destroying' of the source"); each test names the cause
and asserts the word is back in the graph and a good rebuilt text is said (the bad one
absent).  They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

WATSON = ("Dwight Watson, 50, was convicted of making a false threat to detonate explosives "
          "and of destroying federal property.")
PROCESS = ("That state will not emerge until the interim government decides on a process for "
           "writing a new constitution and for holding the first democratic elections.")
MARTIN = ("Martin served two thirds of a five-year sentence for the manslaughter of Barras and "
          "for wounding Fearon.")


def test_a_repeated_of_joins_its_gerund_to_the_first(parser: BuiltinParser) -> None:
    # "of"/conj of "making": "destroying" was dropped
    assert ("and", ":op2", "destroy-01") in edges(parser, WATSON)
    texts = every_text(parser, WATSON)
    assert "It was Dwight Watson, 50, who was convicted of making a false threat to detonate " \
        "explosives and destroying federal property." in texts, texts
    # the gerund is not said as a deed ("..., and Watson destroyed federal property")
    assert not [t for t in texts if t and "destroyed" in t], texts


def test_a_repeated_for_after_a_noun_joins_the_first(parser: BuiltinParser) -> None:
    # "for"/conj of "for" on "process": "holding" was dropped
    assert ("and", ":op2", "hold-01") in edges(parser, PROCESS)
    assert "Until the interim government decides on a process for writing a new constitution " \
        "and for holding the first democratic elections, that state will not emerge." \
        in every_text(parser, PROCESS)


def test_a_repeated_for_hung_on_the_verb_joins_the_first(parser: BuiltinParser) -> None:
    # "for"/conj of "served": "wounding" was dropped
    assert ("and", ":op2", "wound-01") in edges(parser, MARTIN)
    assert "Two thirds of a five-year sentence for the manslaughter of Barras and for wounding " \
        "Fearon were served by Martin." in every_text(parser, MARTIN)
