"""A "continue" whose event the source said as an infinitive ("the blackout that continued to
affect parts of New York City") reports no one's words: a focus on its subject's phrase is no
focus inside a speaker's phrase (realize_quotes.Quotations.quotation_focus refused every focus
of MRPC train 2665 as one that "would take the attribution apart")."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

WALL_STREET = ("On Wall Street, trading resumed with some glitches from the blackout that "
               "continued to affect parts of New York City.")


def test_an_aspectual_continue_is_no_attribution(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, WALL_STREET) if t]
    assert "It was on Wall Street that trading resumed with some glitches from the blackout " \
           "that continued to affect parts of New York City." in texts, texts
