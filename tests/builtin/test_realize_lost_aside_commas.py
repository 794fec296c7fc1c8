"""A rebuilt text keeps the comma of an aside the source set off (realize_lost_aside_commas)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_lost_aside_commas import lost_aside_comma
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# MRPC train 1112, found in a blind read of kept fronted-topic texts.
GE = "GE stock closed Friday at $30.65 a share, down about 42 cents, on the New York Stock " \
     "Exchange."


def test_an_amount_of_change_keeps_its_comma(parser: BuiltinParser) -> None:
    # Were kept: "On the New York Stock Exchange, GE stock closed at $30.65 a share Friday down
    # about 42 cents." and three more saying "Friday down about 42 cents".
    texts = [t for t in every_text(parser, GE) if t]
    assert [t for t in texts if "Friday down" in t] == []


# (text, source, the aside refused or None), from tuning sentences' kept texts.
@pytest.mark.parametrize(("text", "source", "found"), [
    ("At a convenience store in East Palo Alto, the girl turned up late Sunday about 30 miles "
     "from her home.", "The girl turned up late Sunday at a convenience store in East Palo "
     "Alto , about 30 miles from her home .", "about 30 miles"),  # MRPC train 1080
    ("Earlier this month, Bremer called off a visit a move officials privately linked to U.S. "
     "uncertainty here.", "Earlier this month , Bremer called off a visit here , a move "
     "officials privately linked to U.S. uncertainty .", "a move officials"),  # 1999
    ("Yesterday, shares of Smithfield rose $1.64 to close at $20.85 a rise of 8.5 percent.",
     "Shares of Smithfield rose $ 1.64 yesterday to close at $ 20.85 , a rise of 8.5 per cent "
     ".", "a rise of"),  # 2989
    ("Against the Swiss franc, the dollar was up 0.5 percent at 1.3289 francs on the day.",
     "The dollar was at 1.3289 francs against the Swiss franc , up 0.5 percent on the day .",
     None),  # 1824: a predicate after "was"
    ("Yesterday, shares of Smithfield rose $1.64 to close at $20.85, a rise of 8.5 percent.",
     "Shares of Smithfield rose $ 1.64 yesterday to close at $ 20.85 , a rise of 8.5 per cent "
     ".", None),
])
def test_lost_aside_comma(text: str, source: str, found: str | None) -> None:
    assert lost_aside_comma(text, source.split()) == found
