"""A nationality set off after a name ("Habis Abdullah al Saoub, 37, a Jordanian,"): the
person's :mod (parse_nominals), which the parse had dropped, so every focus was refused.
MRPC train 1153 (tuning slice)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

CELL = ("The seventh member of the cell, Habis Abdullah al Saoub, 37, a Jordanian, remains at "
        "large.")


def test_a_nationality_apposition_is_read(parser: BuiltinParser) -> None:
    graph = parsed(parser, CELL)
    assert "unparsed" not in graph.metadata, graph.metadata
    assert ("member", ":mod", "jordanian") in edges(parser, CELL)


def test_it_is_said_back_in_its_commas(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, CELL) if t]
    assert "It is the seventh member of the cell, Habis Abdullah al Saoub, 37, a Jordanian, who " \
        "remains at large." in texts, texts
