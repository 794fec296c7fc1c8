"""MRPC train existentials whose counted noun phrase is said as the subject of their "are"
in the source's own words (realize_verbatim_existential), and the existentials it leaves.
They parse with the real parser, so they move with it."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, its text)
SAID = [
    # (MRPC train 2719) a participle before its place opens the predicate
    ("There are three warships with 2,300 Marines lingering off its coast.",
     "Three warships with 2,300 Marines are lingering off its coast."),
    # (MRPC train 1400) a participle with its object stays in the noun phrase
    ("There are three suits challenging the recall still pending in federal court.",
     "Three suits challenging the recall are still pending in federal court."),
    # (MRPC train 3171) an adverb after the copula stays after it
    ("There are now 37 active probable cases in the GTA, compared with 70 cases on June 6.",
     "37 active probable cases are now in the GTA, compared with 70 cases on June 6."),
    # (MRPC train 3511) a place and the closing phrase after it
    ("There are 100,000 U.S. troops in Asia, most of them in South Korea and Japan.",
     "100,000 U.S. troops are in Asia, most of them in South Korea and Japan."),
    # (MRPC train 1929) a past participle is the predicate's, not the noun phrase's
    ("There were 659 women enrolled at the academy at the time of the survey.",
     "659 women were enrolled at the academy at the time of the survey."),
]

REFUSED = [
    # (MRPC train 752) a content clause: "Fears were that ..." is no English
    "There were fears that Heather would never have children after suffering two ectopic "
    "pregnancies and cancer of the uterus.",
    # (MRPC train 534) "no": "No immediate response was from North Korea ..."
    "There was no immediate response from North Korea or the United States.",
    # a relative clause after the place may be the noun phrase's: "300 people are in the
    # city who oppose the plan"
    "There are 300 people in the city who oppose the plan.",
    # (MRPC train 4916) a singular noun phrase's "-ing" noun: "A tradition of Labor Day is
    # racing ..."
    "There is a tradition of Labor Day racing in the Inland Valley.",
]


@pytest.mark.parametrize(("source", "text"), SAID)
def test_the_counted_noun_phrase_is_the_subject(parser: BuiltinParser, source: str,
                                                text: str) -> None:
    assert _said(parser, source) == text


@pytest.mark.parametrize("source", REFUSED)
def test_an_existential_with_no_plain_subject_stays(parser: BuiltinParser, source: str) -> None:
    assert _said(parser, source) == ""


def _said(parser: BuiltinParser, sentence: str) -> str:
    graph = parsed(parser, sentence)
    return realize(penman.decode(penman.encode(graph)), variant="verbatim-existential").text
