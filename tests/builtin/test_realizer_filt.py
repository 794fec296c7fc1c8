"""MRPC train sentences whose "N%" a realization said as a bare "N" (realize_percent_sign):
"or 4.5 to $15.68" reads as a share price and says another amount.  Found reading the texts
the filter rejected at the bench's offset 3400; the same texts were kept where they scored
well.  They parse with the real parser, so they move with it."""

from __future__ import annotations

import re

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

SOVEREIGN = "Sovereign's shares lost 74 cents, or 4.5%, to $15.68."
DOW = ("Since sinking to 2003 lows in early March, the Dow Jones industrial average has "
       "rallied 13.8%.")
YIELD = "The yield on the 10-year Treasury note rose to 4.46% from 4.42% late Thursday."


def _bare(number: str, text: str) -> bool:
    return re.search(re.escape(number) + r"(?!\s?%| percent)", text) is not None


def test_a_percentage_is_not_said_without_its_percent(parser: BuiltinParser) -> None:
    # Were produced: "It was Sovereign's shares that lost 74 cents, or 4.5 to $15.68." and
    # "..., the Dow Jones industrial average has rallied 13.8."
    for sentence, number in ((SOVEREIGN, "4.5"), (DOW, "13.8")):
        texts = [t for t in every_text(parser, sentence) if t]
        assert not any(_bare(number, t) for t in texts), texts
    assert "It was Sovereign's shares that lost 74 cents, or 4.5 to $15.68." \
        not in every_text(parser, SOVEREIGN)


def test_a_percentage_said_in_words_or_with_its_sign_is_kept(parser: BuiltinParser) -> None:
    texts = every_text(parser, YIELD)
    assert "Late Thursday, the yield on the 10-year Treasury note rose to 4.46 percent from " \
        "4.42 percent." in texts
