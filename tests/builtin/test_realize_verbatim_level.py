"""MRPC train sentences of a price or index move said level first, or with its two levels
traded, each phrase in the source's words (realize_verbatim_level), and the moves each
refuses, where the change or a level's time said elsewhere would seem another phrase's.  They parse with the real parser, so they move
with it."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, its text)
SAID = [
    # a change and its share, the level after "to"
    ("The Standard & Poor's 500 index advanced 5.37, or 0.5 percent, to 1,020.18.",
     "The Standard & Poor's 500 index advanced to 1,020.18, up 5.37, or 0.5 percent."),
    # a state with "be": the level after "at", or "to"
    ("The broad Standard & Poor's 500 Index was up 8.79 points, or 0.96 percent, at 929.06.",
     "The broad Standard & Poor's 500 Index was at 929.06, up 8.79 points, or 0.96 percent."),
    ("Shares of Mattel were down 13 cents to $19.72 on the New York Stock Exchange.",
     "Shares of Mattel were at $19.72 on the New York Stock Exchange, down 13 cents."),
    # "to close at"; a unit after the level; the market and time stay with the level
    ("Shares of Corixa rose 54 cents, or about 8 percent, to close at $7.74.",
     "Shares of Corixa rose to close at $7.74, up 54 cents, or about 8 percent."),
    ("Brent crude for July delivery fell 38 cents to $27.45 a barrel on London's "
     "International Petroleum Exchange.", "Brent crude for July delivery fell to $27.45 a "
     "barrel on London's International Petroleum Exchange, down 38 cents."),
    ("The yield on the 3 percent note maturing in 2008 fell 22 basis points to 2.61 percent.",
     "The yield on the 3 percent note maturing in 2008 fell to 2.61 percent, down 22 basis "
     "points."),
    # the level's own commas, a place after it
    ("Shares of Pleasanton-based PeopleSoft rose 4 cents, to $16.96, in Monday trading on the "
     "Nasdaq Stock Market.", "Shares of Pleasanton-based PeopleSoft rose to $16.96 in Monday "
     "trading on the Nasdaq Stock Market, up 4 cents."),
]

REFUSED = [
    # another act after the level, whose change the move's would seem to be
    "In after-hours trading, H-P shares rose 62 cents to $22.83 after adding 56 cents in the "
    "regular session.",
    # an apposition of the level; a clause joined after it; a report
    "The unemployment rate rose a tenth of a percentage point to 6.1%, the highest level since "
    "July 1994.",
    "Boeing shares fell nearly 4 percent to $27.54 in afternoon New York Stock Exchange trade, "
    "while Lockheed slipped 1.6 percent to $49.42.",
    "Revenue jumped 26 percent to $817 million, the South San Francisco-based company said in a "
    "statement.",
    # a verb with an object has no form without its change ("gained to $15.44")
    "PG&E's shares gained 24 cents to $15.44 during Tuesday's trading on the New York Stock "
    "Exchange.",
]


# (source, its text): the two levels traded, each with its own time
FROM_TO = [
    ("The Institute's national manufacturing barometer slipped to 53.7 in September from 54.7 "
     "in August.", "The Institute's national manufacturing barometer slipped from 54.7 in "
     "August to 53.7 in September."),
    ("Revenue rose 5.4 percent to $45.9 billion from $43.6 billion a year ago.",
     "Revenue rose 5.4 percent from $43.6 billion a year ago to $45.9 billion."),
    ("The percentage of Americans without health coverage rose from 14.6 to 15.2.",
     "The percentage of Americans without health coverage rose to 15.2 from 14.6."),
]

FROM_TO_REFUSED = [
    # the last time may be the whole move's ("dipped from 54.7 in August to 53.7" gives it
    # to the old level)
    "The Institute for Supply Management's manufacturing index dipped to 53.7 from 54.7 in "
    "August.",
    # a place after the last level; an apposition
    "The number of probable cases dropped to 64 on Tuesday from 66 on Monday in and around "
    "Toronto, a city of four million people.",
    "The Institute for Supply Management's manufacturing index rose to 49.4 in May from 45.4 in "
    "April, the biggest monthly gain since December.",
]


@pytest.mark.parametrize(("source", "text"), FROM_TO)
def test_a_moves_two_levels_trade_places(parser: BuiltinParser, source: str, text: str) -> None:
    assert _level(parser, source, "verbatim-from-to") == text


@pytest.mark.parametrize("source", FROM_TO_REFUSED)
def test_a_time_that_may_be_the_whole_moves_keeps_its_place(parser: BuiltinParser,
                                                            source: str) -> None:
    assert _level(parser, source, "verbatim-from-to") == ""


@pytest.mark.parametrize(("source", "text"), SAID)
def test_a_move_is_said_level_first(parser: BuiltinParser, source: str, text: str) -> None:
    assert _level(parser, source) == text


@pytest.mark.parametrize("source", REFUSED)
def test_a_change_that_would_seem_another_phrases_is_refused(parser: BuiltinParser,
                                                             source: str) -> None:
    assert _level(parser, source) == ""


def _level(parser: BuiltinParser, sentence: str, variant: str = "verbatim-level") -> str:
    graph = parsed(parser, sentence)
    return realize(penman.decode(penman.encode(graph)), variant=variant).text
