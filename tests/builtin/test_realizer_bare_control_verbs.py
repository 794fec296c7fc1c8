"""Rebuilt texts that leave a control verb's "to" with no infinitive ("..., as they managed
to six months ago.", "... was refused to."): refused (MRPC train, tuning stretches)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_bare_control_verbs import (
    aspect_verb_without_complement,
    control_verb_without_infinitive,
)
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


LOONIE = ["The", "loonie", ",", "meanwhile", ",", "continued", "to", "slip", "in", "early",
          "trading", "Friday", "."]
HAMPTON = ["In", "recent", "years", ",", "Mr.", "Hampton", "continued", "to", "run", "into",
           "trouble", ",", "facing", "charges", "of", "fare-beating", "and", "credit-card",
           "theft", "."]


def test_an_aspect_verb_said_as_a_verb_of_saying_is_found() -> None:
    # Were kept (1957, 6830): the infinitive made the main clause, "continued" its report
    assert aspect_verb_without_complement(
        "The loonie slipped in early trading Friday, it continued meanwhile.",
        LOONIE) == "continued"
    assert aspect_verb_without_complement(
        "Mr. Hampton ran into trouble, Hampton continued in recent years, facing charges of "
        "fare-beating and credit-card theft.", HAMPTON) == "continued"


def test_an_aspect_verb_with_its_infinitive_later_in_the_clause_passes() -> None:
    # (6830's cleft and fronted phrase: the "to" after an adverbial)
    assert aspect_verb_without_complement(
        "It was Mr. Hampton who continued in recent years to run into trouble, facing charges "
        "of fare-beating and credit-card theft.", HAMPTON) is None
