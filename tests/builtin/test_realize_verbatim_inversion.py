"""MRPC train copular clauses said predicate first, put in subject-first order in the
source's own words (realize_verbatim_inversion), and sentences it leaves.  They parse with
the real parser, so they move with it."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, its text)
SAID = [
    # (MRPC train 1706) a fronted state with its "Still"
    ("Still pending against Rambus is a lawsuit brought by the Federal Trade Commission.",
     "A lawsuit brought by the Federal Trade Commission is still pending against Rambus."),
    # (MRPC train 3358) a fronted place; the noun phrase's relative clause and list go with it
    ("At the center of the petition is a 6000 series aluminum alloy rolled plate that is used "
     "for general-purpose engineering, tooling and die applications.", "A 6000 series aluminum "
     "alloy rolled plate that is used for general-purpose engineering, tooling and die "
     "applications is at the center of the petition."),
]

REFUSED = [
    # (MRPC train 6486) an aside in the noun phrase
    "Among the evidence seized by detectives was an animal skull with a nail driven through "
    "its head, which may have been used in a ritual.",
    # (MRPC train 2870) a hedged count opens the subject: "Listed as canceled were at least
    # 13 flights ..."
    "At least 13 flights out of Atlanta were listed as canceled.",
]


@pytest.mark.parametrize(("source", "text"), SAID)
def test_the_subject_is_said_first(parser: BuiltinParser, source: str, text: str) -> None:
    assert _said(parser, source) == text


@pytest.mark.parametrize("source", REFUSED)
def test_no_inversion_is_undone_where_there_is_none(parser: BuiltinParser, source: str) -> None:
    assert _said(parser, source) == ""


def _said(parser: BuiltinParser, sentence: str) -> str:
    graph = parsed(parser, sentence)
    return realize(penman.decode(penman.encode(graph)), variant="verbatim-inversion").text
