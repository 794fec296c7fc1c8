"""MRPC train sentences whose every focus was refused because the parse dropped a word
("the parse dropped 'mostly' of the source"), and the faults the texts they gained showed.
They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

DELAYED = ("Any payment to investors will be delayed, potentially for years, until the "
           "securities lawsuits against the brokerage firms are resolved.")
VIDEOTAPES = ("Both have aired videotapes apparently from deposed Iraqi President Saddam Hussein, "
              "encouraging Iraqis to fight the U.S. occupation.")
TORONTO = ("Toronto police made 38 arrests linked to the blackout and reported 114 incidents, "
           "mostly for looting and other thefts, said Constable Mike Hayles.")
INTEL = ("Intel updated investors midway through the quarter and said business was proceeding "
         "exactly as planned.")
DOW = ("In 2002, for example, the Dow dropped more than 1,500 points, or 15.6 percent, between "
       "May and October, due largely to terrorism fears driven by headlines.")


def test_an_adverb_of_a_preposition_is_said_with_it(parser: BuiltinParser) -> None:
    # Every focus was refused: "the parse dropped 'potentially' of the source"
    texts = every_text(parser, DELAYED)
    assert "Until the securities lawsuits against the brokerage firms are resolved, any payment " \
        "to investors will be delayed potentially for years." in texts, texts
    texts = every_text(parser, VIDEOTAPES)
    assert "Videotapes apparently from deposed Iraqi President Saddam Hussein have been aired by " \
        "both, encouraging Iraqis to fight the U.S. occupation." in texts, texts


def test_an_adverb_before_due_to_stays_refused(parser: BuiltinParser) -> None:
    # "due" read as a clause of "May": "Between May, which may be due largely to terrorism
    # fears driven by headlines, and October, ..."
    texts = every_text(parser, DOW)
    assert not [t for t in texts if t and "which may be due" in t], texts


def test_a_counted_object_of_make_with_a_participle(parser: BuiltinParser) -> None:
    # Was make-02 :ARG1 link-01 (a causative "made X linked"), said "Toronto police made
    # that 38 arrests linked to the blackout"
    edges = _edges(parser, TORONTO)
    assert ("make-01", ":ARG1", "arrest") in edges, edges
    assert ("link-01", ":ARG1", "arrest") in edges, edges
    texts = every_text(parser, TORONTO)
    assert "Toronto police made 38 arrests linked to the blackout, and they reported 114 " \
        "incidents, mostly for looting and other thefts, Constable Mike Hayles said." in texts, texts
    assert not [t for t in texts if t and "made that" in t], texts


def test_an_adverb_before_as_and_a_participle(parser: BuiltinParser) -> None:
    # Was said "business was proceeding when it was planned exactly"
    texts = every_text(parser, INTEL)
    assert "Investors were updated by Intel midway through the quarter, and Intel said business " \
        "was proceeding exactly as planned." in texts, texts
    assert not [t for t in texts if t and "when it was planned" in t], texts
