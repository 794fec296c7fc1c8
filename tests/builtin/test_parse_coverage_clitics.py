"""A text says a clitic the parse left unaligned ("n't") when it says it joined to its word
("don't"): the check of parse_coverage.unsaid wanted it standing alone and refused every
text of MRPC train 6799, whose quotation the verbatim moves say whole."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

TEHRAN = ('"As long as we don\'t march on Tehran, I think we are going to be in pretty good '
          'shape," he said.')


def test_a_joined_clitic_is_said(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, TEHRAN) if t]
    assert ('According to him, "As long as we don\'t march on Tehran, I think we are going to '
            'be in pretty good shape."') in texts, texts
