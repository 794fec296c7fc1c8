"""A day set off after a common noun that names a day ("Her birthday, 21 April, was declared
a public holiday"): spaCy's apposition, which no rule read, so every focus was refused for
the dropped '21'; read as the noun's :time and said back between its commas
(parse_noun_appositions.dated_apposition).  MRPC train 6746 (tuning slice)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

BIRTHDAY = ("Her birthday, 21 April, was declared a public holiday and she attended a "
            "reception and a ball.")


def test_the_day_is_the_nouns_time(parser: BuiltinParser) -> None:
    found = edges(parser, BIRTHDAY)
    assert ("birthday", ":time", "date-entity") in found, found


def test_the_day_is_said_between_its_commas(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, BIRTHDAY) if t]
    assert "It was her birthday, 21 April, that was declared a public holiday, and she " \
        "attended a reception and a ball." in texts, texts
