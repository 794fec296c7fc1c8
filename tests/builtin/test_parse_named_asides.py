"""A named apposition with a title before its name ("his wife, singer Whitney Houston"):
the name used to join the head noun and the title was dropped, every rebuilt focus refused;
kept whole as the noun's :mod and said back between its commas (parse_named_asides).  MRPC
train 1084, 2847, 4480 (tuning slice)."""

from __future__ import annotations

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


NICOLO = "For Kathy Nicolo (Jennifer Connelly), the house means stability and family."


def test_a_name_in_parentheses_is_said_back_in_them(parser: BuiltinParser) -> None:
    # MRPC train 1371: every focus was refused for the dropped 'Jennifer'
    texts = [t for t in every_text(parser, NICOLO) if t]
    assert "It is stability and family that the house means for Kathy Nicolo (Jennifer " \
        "Connelly)." in texts, texts


THESIGER = ("Sir Wilfred Thesiger, writer, explorer and chronicler of the world's vanishing ways "
            "of life, has died at age 93.")


def test_a_list_of_titles_after_a_name_is_one_aside(parser: BuiltinParser) -> None:
    # MRPC train 3240 (parse_noun_appositions.titles_of_a_name): every focus was refused
    # for the dropped 'writer'
    texts = [t for t in every_text(parser, THESIGER) if t]
    assert "At age 93, Sir Wilfred Thesiger, writer, explorer and chronicler of the world's " \
        "vanishing ways of life, has died." in texts, texts


LEFFORGE = ("The suspected militants ambushed the convoy near the town of Spinboldak, U.S. military "
            "spokesman Lt. Col. Douglas Lefforge said Sunday, a day after the attack.")


def test_a_day_placed_by_an_event_is_the_days_aside(parser: BuiltinParser) -> None:
    # MRPC train 6593 (parse_noun_appositions._time_after): every focus was refused for the
    # dropped 'day'
    texts = [t for t in every_text(parser, LEFFORGE) if t]
    assert "On Sunday, a day after the attack, U.S. military spokesman Lt. Col. Douglas " \
        "Lefforge said the suspected militants ambushed the convoy near the town of " \
        "Spinboldak." in texts, texts
