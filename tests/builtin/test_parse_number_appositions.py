"""A bare count set off after "number" ("The largest number of arrests, about 400, were
...") is the number's :mod, said back between its commas (parse_appositions.listed_members):
the parse dropped it and every rebuilt focus was refused for the lost '400'.  MRPC train
6795 (tuning slice)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

ARRESTS = ("The largest number of arrests, about 400, were on charges of manufacturing or "
           "distributing child pornography on the Internet.")


def test_the_count_is_said_between_its_commas(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, ARRESTS) if t]
    assert "On charges of manufacturing or distributing child pornography on the Internet was " \
        "the largest number of arrests, about 400." in texts, texts
