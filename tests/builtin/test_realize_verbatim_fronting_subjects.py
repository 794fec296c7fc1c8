"""MRPC train sentences whose closing time is fronted past a subject with commas of its own
(realize_verbatim_fronting.subject_commas), and an opening phrase before the subject that
keeps the time where it is.  They parse with the real parser, so they move with it."""

from __future__ import annotations

import penman

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture


def test_a_subjects_apposition_is_no_opening_phrase(parser: BuiltinParser) -> None:
    # (MRPC train 6843) the apposition's commas are the subject's
    source = ("PFP Legislator Kao Ming-chien (), the fifth Taiwanese expert invited by the WHO "
              "to join the conference, will arrive in Malaysia today.")
    assert _fronted(parser, source) == (
        "Today, PFP Legislator Kao Ming-chien (), the fifth Taiwanese expert invited by the WHO "
        "to join the conference, will arrive in Malaysia.")


def test_an_opening_phrase_stays_first(parser: BuiltinParser) -> None:
    # (MRPC train 1443) "only 66 years old" is no part of the subject
    source = ("Only 66 years old, Brooks was killed on Monday, Aug. 11, 2003 in an automobile "
              "accident in his native Minnesota.")
    assert _fronted(parser, source) == ""


def _fronted(parser: BuiltinParser, sentence: str) -> str:
    graph = parsed(parser, sentence)
    return realize(penman.decode(penman.encode(graph)), variant="verbatim-fronting").text
