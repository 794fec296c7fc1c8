"""MRPC train sentences whose speaker's aside, set off by two commas inside what was said,
the ``verbatim-medial`` move says last (realize_verbatim_medial), and the asides it leaves
where they are.  They parse with the real parser, so they move with it."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

MOVED = [
    # after an opening phrase, before a quotation that closes after the end mark
    ('Even with time, he said, "it\'s going to be very difficult to determine the cause of '
     'death."',
     'Even with time, "it\'s going to be very difficult to determine the cause of death," he '
     'said.'),
    # a report inside what was said stays where it is
    ('In the seconds after the crash, she added, Captain Smith said simply, "Oh my God."',
     'In the seconds after the crash, Captain Smith said simply, "Oh my God," she added.'),
    ("In Somalia, the report says, only 26 percent of adolescent girls have heard of AIDS and "
     "only 1 percent know how to protect themselves.",
     "In Somalia, only 26 percent of adolescent girls have heard of AIDS and only 1 percent "
     "know how to protect themselves, the report says."),
    # the aside parted a subject from its verb: no comma between them
    ('The answer, the group said, would be to "create a format that can be used by all '
     'devices but can accommodate other formats."',
     'The answer would be to "create a format that can be used by all devices but can '
     'accommodate other formats," the group said.'),
]

KEPT = [
    # a speaker after its verb, with an apposition
    "Most of the alleged spammers engaged in fraudulent or deceptive practices, said Brad "
    "Smith, Microsoft's senior VP and general counsel.",
    # the aside is the first clause's: said last it would claim the second too
    "Full classes of 48 are booked through September, he said, and the Transportation "
    "Security Administration plans to double its classes in January.",
    # a relative clause parted from its noun
    "It is important for a process to be put into place, he said, that would permit a "
    "smooth transition from war to peace.",
]


@pytest.mark.parametrize(("source", "said"), MOVED)
def test_the_aside_is_said_last(parser: BuiltinParser, source: str, said: str) -> None:
    assert _said(parser, source) == said


@pytest.mark.parametrize("source", KEPT)
def test_the_aside_stays(parser: BuiltinParser, source: str) -> None:
    assert _said(parser, source) == ""


def _said(parser: BuiltinParser, sentence: str) -> str:
    graph = parsed(parser, sentence)
    return realize(penman.decode(penman.encode(graph)), variant="verbatim-medial").text
