"""MRPC train sentences whose report the verbatim reporting moves say although the parse read
what was said as a noun (realize_said_clause_words): its words open as a clause, a subject
up to a finite auxiliary, copula or modal ("there were", "rescue and search operation was
on"); and the ones still refused: a coordinated clause after what was said that may be the
writer's, a report of its own inside what was said.  They parse with the real parser, so
they move with it."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_said_clause_words import said_words_clause
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, its verbatim-reporting text)
MOVED = [
    # MRPC train 6614: what was said parsed as the operation
    ("Rescue and search operation was on to find them, Manali Sub-Divisional Magistrate Raj "
     "Kumar Gautam told Times News Network.",
     "Manali Sub-Divisional Magistrate Raj Kumar Gautam told Times News Network that rescue "
     "and search operation was on to find them."),
    # an existential parsed as its noun
    ("Howard said there was always a risk of casualties.",
     "There was always a risk of casualties, Howard said."),
    ("There were no plans to build permanent US bases in Africa, Pentagon officials said.",
     "Pentagon officials said there were no plans to build permanent US bases in Africa."),
]

REFUSED = [
    # "36 percent called themselves conservatives" is no part of what 29 percent said
    "Among CNN viewers, 29 percent said they were Republicans and 36 percent called themselves "
    "conservatives.",
    # the report inside what was said: "a move he said ..., the ambassador said"
    "The ambassador said it was up to the Americans to press the Iraqi council to make the "
    "invitation - a move he said the United States appears unwilling to make.",
]


@pytest.mark.parametrize(("source", "reporting"), MOVED)
def test_the_report_is_moved(parser: BuiltinParser, source: str, reporting: str) -> None:
    assert _said(parser, source, "verbatim-reporting") == reporting


@pytest.mark.parametrize("source", REFUSED)
def test_the_report_keeps_its_order(parser: BuiltinParser, source: str) -> None:
    assert _said(parser, source, "verbatim-reporting") == ""
    assert _said(parser, source, "verbatim-pseudo-cleft") == ""


def test_an_object_noun_is_no_clause() -> None:
    words = ["responsibility", "for", "the", "fire"]
    assert not said_words_clause(words, 0, len(words) - 1)


def _said(parser: BuiltinParser, sentence: str, variant: str) -> str:
    graph = parsed(parser, sentence)
    return realize(penman.decode(penman.encode(graph)), variant=variant).text
