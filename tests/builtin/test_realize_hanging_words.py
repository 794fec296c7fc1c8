"""A rebuilt text keeps the source's words on what they hang on (realize_hanging_words), says
no predicate noun as its verb (realize_verbed_predicate_nouns) and
strands no preposition after a focus list's later member's (realize_cleft_faults)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# MRPC train 3912, 757, 1197, found in this session's blind reads of kept tuning clefts.
CABINET = "The U.S.-backed Governing Council named the cabinet of 25 ministers on Monday, " \
          "most of them little-known."
FUNDS = "The four fund companies named by Spitzer each said they're cooperating with his " \
        "investigation."
CALORIES = "She noted some fast-food chains, including McDonald's, already display calorie " \
           "information in their stores or on their Web sites."


def test_a_partitive_aside_keeps_its_comma(parser: BuiltinParser) -> None:
    # Were kept: "It was most of them little-known that ...", "... the cabinet of 25
    # ministers most of them little-known on Monday."
    texts = [t for t in every_text(parser, CABINET) if t]
    assert [t for t in texts if "most of them" in t and ", most of them" not in t] == []
    assert any(t.endswith("on Monday, most of them little-known.") for t in texts)


def test_a_floating_each_is_not_left_in_a_clefts_focus(parser: BuiltinParser) -> None:
    assert [t for t in every_text(parser, FUNDS) if t and "each that" in t] == []


def test_a_cleft_strands_no_preposition_after_a_later_members_own(
        parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, CALORIES) if t]
    assert [t for t in texts if t.startswith("It is their stores")] == []
    assert texts


# MRPC train 6731 (realize_verbed_predicate_nouns).
IMPROVEMENTS = "Many of the changes are improvements to the original plan, Libeskind said."


def test_a_predicate_noun_is_not_said_as_its_verb(parser: BuiltinParser) -> None:
    # Were kept: "It is many of the changes that improve to the original plan, ..."
    texts = [t for t in every_text(parser, IMPROVEMENTS) if t]
    assert [t for t in texts if "improve to" in t] == []
    assert any(t.startswith("Of the changes, many are improvements") for t in texts)
