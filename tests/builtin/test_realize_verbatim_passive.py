"""MRPC train sentences whose plain past transitive clause is said in the passive, subject
and object in the source's words (realize_verbatim_passive), and the clauses it leaves
active: a clause as object, an indefinite object, a verb of saying.  They parse with the real
parser, so they move with it."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, its text)
SAID = [
    # the verb's circumstances stay after the agent
    ("Kurdish forces at a checkpoint near Mosul in northern Iraq seized the trailer on "
     "April 19.", "The trailer was seized by Kurdish forces at a checkpoint near Mosul in "
     "northern Iraq on April 19."),
    # a plural object takes "were"
    ("Gov. Bob Riley proposed the budget cuts after Alabama voters rejected his $1.2 billion "
     "tax plan Sept. 9.", "The budget cuts were proposed by Gov. Bob Riley after Alabama "
     "voters rejected his $1.2 billion tax plan Sept. 9."),
    # a named agent keeps its capitals; a plural head noun before its phrases takes "were"
    ("Democratic presidential candidate Joe Lieberman criticized President Bush on Wednesday "
     "for a sluggish economy that has kept Americans out of work.", "President Bush was "
     "criticized by Democratic presidential candidate Joe Lieberman on Wednesday for a "
     "sluggish economy that has kept Americans out of work."),
    ("The arrests revealed new details about the four-month investigation at Selenski's "
     "Mount Olivet Road home.", "New details about the four-month investigation at "
     "Selenski's Mount Olivet Road home were revealed by the arrests."),
]

REFUSED = [
    # the object's possessive would stand for an agent said after it ("His wish was also
    # reaffirmed by him")
    "He also reaffirmed his wish to resolve the North Korean nuclear crisis peacefully.",
    # a clause as object
    "Video replays suggested the ball had hit the ground before making contact with "
    "Sangakkara's foot.",
    # a verb of saying
    "Police said there was an argument before the slaying at East 126th Street and Fifth "
    "Avenue around 9 p.m.",
]


@pytest.mark.parametrize(("source", "text"), SAID)
def test_the_clause_is_said_in_the_passive(parser: BuiltinParser, source: str, text: str) -> None:
    assert _passive(parser, source) == text


@pytest.mark.parametrize("source", REFUSED)
def test_a_clause_with_no_verbatim_passive_stays(parser: BuiltinParser, source: str) -> None:
    assert _passive(parser, source) == ""


def _passive(parser: BuiltinParser, sentence: str) -> str:
    graph = parsed(parser, sentence)
    return realize(penman.decode(penman.encode(graph)), variant="verbatim-passive").text
