"""MRPC train sentences with no rebuilt text because a small word of the source was left
unread ("the parse dropped 'not'"), and what they are said as now.  They parse with the real
parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

OBESITY = "She said in 2003, not one U.S. state had an obesity rate below 15 percent."


def _said(texts: list[str | None]) -> list[str]:
    return [t for t in texts if t]


def test_not_one_is_said_with_its_number(parser: BuiltinParser) -> None:
    # no node carries the "not" of "not one", and every rebuilt focus was refused for
    # dropping it; said again with the number, as a hedge is
    texts = _said(every_text(parser, OBESITY))
    assert "Not one U.S. state had an obesity rate below 15 percent, she said in 2003." \
        in texts, texts
    assert "What she said in 2003 was that not one U.S. state had an obesity rate below 15 " \
        "percent." in texts, texts
    # "It was not one U.S. state that had ..." says that several did
    assert not [t for t in texts if t.startswith("It was not one")], texts
