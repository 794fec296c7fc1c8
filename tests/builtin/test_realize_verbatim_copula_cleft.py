"""MRPC train sentences whose copular clause's subject is clefted in the source's own words
(realize_verbatim_copula_cleft), and the copular clauses it leaves: a pronoun or quantified
subject, two descriptions of one thing, a clause joined after, a relative word that fits
neither side.  They parse with the real parser, so they move with it."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, its text)
SAID = [
    # (MRPC train 712) an indefinite predicate, which the swap refuses, stays where it is
    ("The unusual decision to declassify a major intelligence report was a bid by the White "
     "House to quiet a growing controversy over Bush's allegations about Iraq's weapons "
     "programs.", "It was the unusual decision to declassify a major intelligence report that "
     "was a bid by the White House to quiet a growing controversy over Bush's allegations "
     "about Iraq's weapons programs."),
    # (MRPC train 6280) a bare singular subject, a mass noun
    ("Total revenue for the second quarter was $1.48 billion, up 7% from $1.39 billion in "
     "the same period last year.", "It was total revenue for the second quarter that was "
     "$1.48 billion, up 7% from $1.39 billion in the same period last year."),
    # (MRPC train 4685) an amount with its closing phrase
    ("The global death toll from SARS was at least 767, with more than 8,300 people sickened "
     "since the virus first appeared in southern China in November.", "It was the global "
     "death toll from SARS that was at least 767, with more than 8,300 people sickened since "
     "the virus first appeared in southern China in November."),
]

REFUSED = [
    # (MRPC train 4594) a subject that points back
    "This is just the latest movement in a continuing trend towards open source support of "
    "business applications.",
    # (MRPC train 2651, its tuning twin) a clause joined after the predicate
    "Chechen officials working for the Moscow-backed government are a frequent target for "
    "rebels, and tension is running high ahead of next Sunday's presidential election.",
    # (MRPC train 3275) "that" for a pioneer, "who" for the firm the parse made of him
    "Sutherland is the 65-year-old computing pioneer who co-founded Evans & Sutherland, "
    "which made high-performance graphics computers.",
    # (MRPC train 4434) two descriptions of one thing: the swap says it
    "Their worst-case scenario is the accidental deletion or malicious falsification of "
    "ballots from the 1.42 million Californians who could vote on electronic touch-screen "
    "machines.",
    # (MRPC train 4512) a bare plural is a class
    "Artists are worried the plan would harm those who need help most.",
    # (MRPC train 4114) a second sentence after the first
    "Ms. Johnson's site is www.katyjohnson.com. Mr. Max's is www.tuckermax.com.",
    # (MRPC train 2723) a placeholder noun: "It was the time that was about 4 a.m. ..." reads
    # "the time when"
    "The time was about 4 a.m. on March 18, just hours before the first pinpoint missiles "
    "rained down on the capital.",
    # a negated copula: the cleft would scope over the negation
    "The surgery was not the way to begin a campaign.",
    # a predicate that names who fills the description
    "The no-shows were Sens. John Kerry of Massachusetts and Bob Graham of Florida.",
]


@pytest.mark.parametrize(("source", "text"), SAID)
def test_the_copular_subject_is_clefted(parser: BuiltinParser, source: str, text: str) -> None:
    assert _clefted(parser, source) == text


@pytest.mark.parametrize("source", REFUSED)
def test_a_copular_clause_with_no_cleft_stays(parser: BuiltinParser, source: str) -> None:
    assert _clefted(parser, source) == ""


def _clefted(parser: BuiltinParser, sentence: str) -> str:
    graph = parsed(parser, sentence)
    return realize(penman.decode(penman.encode(graph)), variant="verbatim-copula-cleft").text
