"""A bare count or sum set off after a noun of an amount ("The largest number of arrests,
about 400, were ...", "The bulk of the funds, some $65 billion, will go ...") is the noun's
:mod, said back between its commas (parse_appositions.listed_members): the parse dropped
it and every rebuilt focus was refused for the lost '400' / '65'.  MRPC train 6795, 2953
(tuning slices)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture


@pytest.mark.parametrize(("source", "expected"), [
    ("The largest number of arrests, about 400, were on charges of manufacturing or "
     "distributing child pornography on the Internet.",
     "On charges of manufacturing or distributing child pornography on the Internet was the "
     "largest number of arrests, about 400."),
    ("The bulk of the funds, some $65 billion, will go for military operations in Iraq and "
     "Afghanistan.",
     "It is the bulk of the funds, some $65 billion, that will go for military operations in "
     "Iraq and Afghanistan."),
])
def test_the_amount_is_said_between_its_commas(parser: BuiltinParser, source: str,
                                               expected: str) -> None:
    texts = [t for t in every_text(parser, source) if t]
    assert expected in texts, texts
