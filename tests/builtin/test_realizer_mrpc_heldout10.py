"""Held-out MRPC sentences (offsets 5200 and 5800) with the real parser: kept paraphrases a
reader marks broken or changed, each test naming the output it replaced."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

CRITICISM = ("His harsh criticism of the PLO's chairman, Yasser Arafat, saw the Palestinian "
             "Authority ban his books for a time.")


def test_an_event_seen_happen_is_not_followed_by_its_seer(parser: BuiltinParser) -> None:
    # Were kept: "The Palestinian Authority banned his books for a time, his harsh criticism
    # of the PLO's chairman, Yasser Arafat, saw." (and its passive, cleft and fronted forms)
    texts = every_text(parser, CRITICISM)
    assert not [t for t in texts if t.endswith(" saw.")], texts
    assert [t for t in texts if t.startswith("It was his harsh criticism of the PLO's chairman")
            and "saw the Palestinian Authority ban his books" in t], texts


def test_an_event_someone_let_happen_does_not_lead_the_verb_that_let_it(
        parser: BuiltinParser) -> None:
    # Was: "Their daughters feasted in their front, which a COUPLE have been arrested for
    # starving their four sons let."
    texts = every_text(parser, "A COUPLE have been arrested for starving their four sons "
                               "while letting their daughters feast in front of them.")
    assert not [t for t in texts if t.endswith(" let.")], texts


def test_a_fact_someone_saw_still_follows_as_what_they_saw(parser: BuiltinParser) -> None:
    texts = every_text(parser, "The inspectors saw that the plant had been closed.")
    assert not [t for t in texts if "which the inspectors saw" in t], texts


def test_an_amount_said_of_its_subject_keeps_its_tense_and_no_stray_pronoun(
        parser: BuiltinParser) -> None:
    # Were kept: "Its cumulative total was $232.8 million it, heading for $275 million." and
    # "Heading for $275 million, its cumulative total was $232.8 million it."
    texts = every_text(parser, "Its cumulative total is $232.8 million, heading for $275 million.")
    assert not [t for t in texts if "million it" in t or " was $" in t], texts
    assert "Heading for $275 million, its cumulative total is $232.8 million." in texts
