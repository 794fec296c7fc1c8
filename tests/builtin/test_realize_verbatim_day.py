"""MRPC train sentences whose root verb's day is fronted, the rest of the source as it
stands (realize_verbatim_day), and the days it keeps in place: another verb's, a name's last
word, a day before a verb joined after.  They parse with the real parser, so they move with
it."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, its text)
SAID = [
    # a bare weekday after the verb, with its part of the day; the source's "on"
    ("Coca-Cola announced Friday morning that the U.S. Attorney's office in Atlanta has "
     "started an inquiry.", "On Friday morning, Coca-Cola announced that the U.S. Attorney's "
     "office in Atlanta has started an inquiry."),
    ("Hunt's attorneys filed a motion Monday seeking to have Hunt's conviction thrown out "
     "based on the new evidence.", "On Monday, Hunt's attorneys filed a motion seeking to have "
     "Hunt's conviction thrown out based on the new evidence."),
    # (MRPC train 6437, its closing clause left off; 2582, 3644) a weekday between the
    # subject and the verb, with or without its "on" (realize_verbatim_day.medial_day)
    ("The Senate judiciary committee on Tuesday overcame a significant hurdle in the battle to "
     "create a trust fund to pay victims of asbestos exposure.", "On Tuesday, the Senate "
     "judiciary committee overcame a significant hurdle in the battle to create a trust fund "
     "to pay victims of asbestos exposure."),
    ("U.S. Secretary of State Colin Powell on Friday designated Chechen rebel leader Shamil "
     "Basayev a threat to the security of the United States and to U.S. citizens.",
     "On Friday, U.S. Secretary of State Colin Powell designated Chechen rebel leader Shamil "
     "Basayev a threat to the security of the United States and to U.S. citizens."),
    ("The key vote Thursday came on the dividend tax provision offered by Sen. Don Nickles, "
     "R-Oklahoma.", "On Thursday, the key vote came on the dividend tax provision offered by "
     "Sen. Don Nickles, R-Oklahoma."),
    # "yesterday", "last month" as they stand
    ("The study was presented yesterday in Chicago at the annual meeting of the Radiological "
     "Society of North America.", "Yesterday, the study was presented in Chicago at the annual "
     "meeting of the Radiological Society of North America."),
    # between the subject and the verb ("yesterday", "today" as they stand)
    ("Ukrainian President Leonid Kuchma today cut short a visit to Latin America as a bitter "
     "border wrangle between Ukraine and Russia deteriorates further.",
     "Today, Ukrainian President Leonid Kuchma cut short a visit to Latin America as a bitter "
     "border wrangle between Ukraine and Russia deteriorates further."),
]

REFUSED = [
    # (a constructed sentence) a day after a subject's aside, which it may close
    "Intel, the world's largest chipmaker, on Monday said it would cut prices.",
    # a TV show's name ends with the weekday
    "Roberts said on Fox News Sunday that said his committee was briefed about a week ago "
    "about the likelihood of an attack in Saudi Arabia.",
    # another verb between the root's and the day, whose day it may be
    "Levin's attorney, Bo Hitchcock, declined to comment Friday.",
]


@pytest.mark.parametrize(("source", "text"), SAID)
def test_the_root_verbs_day_is_fronted(parser: BuiltinParser, source: str, text: str) -> None:
    assert _day(parser, source) == text


@pytest.mark.parametrize("source", REFUSED)
def test_a_day_that_may_be_another_phrases_stays(parser: BuiltinParser, source: str) -> None:
    assert _day(parser, source) == ""


def _day(parser: BuiltinParser, sentence: str) -> str:
    graph = parsed(parser, sentence)
    return realize(penman.decode(penman.encode(graph)), variant="verbatim-day").text
