"""Rebuilt texts that say a noun the source gave a determiner with none ("Stern says
speech.", "with suite of its Office 2003", "It was an electronic ear that restored hearing
implant partially."): refused (MRPC train, tuning stretches)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_lost_determiners import lost_determiner
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

STERN = "In his speech, Stern says his members are \"totally comfortable\" with Dean's " \
        "positions on health care issues."
IMPLANT = "Hearing was partially restored by an electronic ear implant."


def test_a_noun_without_its_determiner_is_refused(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 1574, 6332): "It is his members who are "totally comfortable"
    # with Dean's positions on health care issues, Stern says speech.", "It was an
    # electronic ear that restored hearing implant partially."
    assert [t for t in every_text(parser, STERN) if t and "says speech" in t] == []
    assert [t for t in every_text(parser, IMPLANT) if t and "hearing implant" in t] == []


def test_a_time_or_a_name_after_the_noun_passes() -> None:
    tokens = ["Officer", "Evans", "did", "not", "respond", "to", "requests", "for", "an",
              "interview", "last", "week", "."]
    assert lost_determiner("Last week, Officer Evans did not respond to requests for an "
                           "interview.", tokens) is None
    tokens = ["He", "served", "on", "the", "faculty", "of", "the", "Manhattan", "School",
              "of", "Music", "."]
    assert lost_determiner("It was on the Manhattan School of Music faculty that he served.",
                           tokens) is None


def test_a_hyphened_acronym_keeps_its_article() -> None:
    # 'with the U.S.-backed peace plan': "U.S.-backed" is one word on both sides (a first
    # version split the text's and refused every text of MRPC train 4251)
    tokens = ["He", "said", "that", "with", "the", "U.S.-backed", "peace", "plan", ",", "the",
              "attack", "could", "widen", "conflict", "."]
    assert lost_determiner("With the U.S.-backed peace plan, the attack could widen conflict, "
                           "he said.", tokens) is None


def test_an_amount_owns_its_noun() -> None:
    # 'in a $210 million all-cash deal': the text's "$210" is an amount before the noun (a
    # first version stopped at its "$" and refused every text of MRPC train 6966)
    tokens = ["Linux", "company", "SuSE", "was", "acquired", "by", "Novell", "in", "a", "$",
              "210", "million", "all-cash", "deal", "."]
    assert lost_determiner("Novell acquired Linux company SuSE in a $210 million all-cash deal.",
                           tokens) is None
