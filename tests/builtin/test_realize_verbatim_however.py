"""MRPC train sentences whose "however", set off after their first phrase, is said first
(realize_verbatim_however), and one it leaves.  They parse with the real parser, so they
move with it."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, its text)
SAID = [
    # (MRPC train 2368) an existential's "There" said in lower case
    ("There is, however, no photo of Peter Hollingworth in the June issue examined by the "
     "Herald yesterday.", "However, there is no photo of Peter Hollingworth in the June issue "
     "examined by the Herald yesterday."),
    # (MRPC train 3908) a subject, its article no node's
    ("The companies, however, declined to give specifics on customer turnover, saying they "
     "would release figures only when they report their overall company performance.",
     "However, the companies declined to give specifics on customer turnover, saying they "
     "would release figures only when they report their overall company performance."),
    # (MRPC train 2032) a name keeps its capital
    ("Washington, however, said more was needed to prevent complaints being filed in the "
     "first place.", "However, Washington said more was needed to prevent complaints being "
     "filed in the first place."),
    # (MRPC train 4192) an opening time keeps its comma after it
    ("Between 1960 and 2000, however, the state's population grew by 30.4 percent to "
     "6,080,485.", "However, between 1960 and 2000, the state's population grew by 30.4 "
     "percent to 6,080,485."),
]

REFUSED = [
    # (MRPC train 1445) "though": "Though, she insisted ..." reads as the subordinator
    "She insisted, though, that it not be published until after her death.",
]


@pytest.mark.parametrize(("source", "text"), SAID)
def test_the_however_is_said_first(parser: BuiltinParser, source: str, text: str) -> None:
    assert _said(parser, source) == text


@pytest.mark.parametrize("source", REFUSED)
def test_no_other_adverb_is_said_first(parser: BuiltinParser, source: str) -> None:
    assert _said(parser, source) == ""


def _said(parser: BuiltinParser, sentence: str) -> str:
    graph = parsed(parser, sentence)
    return realize(penman.decode(penman.encode(graph)), variant="verbatim-however").text
