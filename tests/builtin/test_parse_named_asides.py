"""A named apposition with a title before its name ("his wife, singer Whitney Houston"):
the name used to join the head noun and the title was dropped, every rebuilt focus refused;
kept whole as the noun's :mod and said back between its commas (parse_named_asides).  MRPC
train 1084, 2847, 4480 (tuning slice)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

HOUSTON = ("He was arrested Friday night at an Alpharetta seafood restaurant while dining with "
           "his wife, singer Whitney Houston.")
KHAMENEI = "The protesters denounced the country's supreme leader, hard-liner Ayatollah Ali Khamenei."
BROTHER = ("He is a brother to three-year-old Mia, from Kate's first marriage, to film producer "
           "Jim Threapleton.")


def test_the_titled_name_is_the_nouns_aside(parser: BuiltinParser) -> None:
    found = edges(parser, HOUSTON)
    assert ("person", ":mod", "person") in found and ("sing-01", ":ARG0", "person") in found, found


def test_the_aside_is_said_whole_between_its_commas(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, HOUSTON) if t]
    assert "While he dined with his wife, singer Whitney Houston, he was arrested Friday night " \
        "at an Alpharetta seafood restaurant." in texts, texts
    texts = [t for t in every_text(parser, KHAMENEI) if t]
    # closed before the verb, and after the owner's "of" phrase (not "the supreme leader,
    # hard-liner Ayatollah Ali Khamenei, of the country": his country)
    assert "The country's supreme leader, hard-liner Ayatollah Ali Khamenei, was denounced by " \
        "the protesters." in texts, texts
    assert not any("Khamenei, of the country" in t for t in texts), texts


def test_a_name_after_another_words_phrase_is_no_aside(parser: BuiltinParser) -> None:
    # "to film producer Jim Threapleton" follows "from Kate's first marriage", not "brother"
    assert ("person", ":mod", "person") not in edges(parser, BROTHER)


# An aside the parse dropped, every focus refused, now said back whole: (MRPC train id,
# source, a text one of its foci says).
ASIDES = [
    # 1371: a name in parentheses (parenthesized_name), the dropped 'Jennifer'
    (1371, "For Kathy Nicolo (Jennifer Connelly), the house means stability and family.",
     "It is stability and family that the house means for Kathy Nicolo (Jennifer Connelly)."),
    # 3240: a list of titles after a name (parse_noun_appositions.titles_of_a_name), 'writer'
    (3240, "Sir Wilfred Thesiger, writer, explorer and chronicler of the world's vanishing ways "
           "of life, has died at age 93.",
     "At age 93, Sir Wilfred Thesiger, writer, explorer and chronicler of the world's vanishing "
     "ways of life, has died."),
    # 3239: the same with one of a group among the titles (parse_noun_appositions._one_of)
    (3239, "Sir Wilfred Thesiger, traveller, writer, and one of the last solitary explorers of "
           "a shrinking planet, has died aged 93.",
     "It is Sir Wilfred Thesiger, traveller, writer, and one of the last solitary explorers of "
     "a shrinking planet, who has died aged 93."),
    # 6593: a day placed by an event (parse_noun_appositions._time_after), 'day'
    (6593, "The suspected militants ambushed the convoy near the town of Spinboldak, U.S. "
           "military spokesman Lt. Col. Douglas Lefforge said Sunday, a day after the attack.",
     "On Sunday, a day after the attack, U.S. military spokesman Lt. Col. Douglas Lefforge said "
     "the suspected militants ambushed the convoy near the town of Spinboldak."),
]


@pytest.mark.parametrize(("mrpc", "source", "expected"), ASIDES)
def test_a_dropped_aside_is_said_back_whole(parser: BuiltinParser, mrpc: int, source: str,
                                            expected: str) -> None:
    texts = [t for t in every_text(parser, source) if t]
    assert expected in texts, (mrpc, texts)
