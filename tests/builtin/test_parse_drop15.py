"""MRPC train sentences whose every focus was refused because the parse dropped words ("the
parse dropped 'New' of the source"), and what they are said as now.  They parse with the
real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

ENERGY = "Energy prices dropped by 8.6 percent, the biggest decline since July 1986."
REVENUES = ("The operating revenues were $1.45 billion, an increase over last year's result of "
            "$1.38 billion.")
GILLETTE = ("Gillette shares rose $1.45, or 4.5 percent, to $33.95 in afternoon New York Stock "
            "Exchange trading.")
NATIONAL = ("Shares of National were losing 95 cents, or 3.9%, to $23.73 in afternoon New York "
            "Stock Exchange trading.")


def test_an_apposition_of_an_amount(parser: BuiltinParser) -> None:
    # "the biggest decline since July 1986" was dropped: an amount's apposition was left out
    edges = _edges(parser, ENERGY)
    assert ("percentage-entity", ":mod", "decline") in edges, edges
    texts = every_text(parser, ENERGY)
    assert "It was energy prices that dropped by 8.6 percent, the biggest decline since July " \
        "1986." in texts, texts


def test_an_amounts_apposition_with_over_stays_out(parser: BuiltinParser) -> None:
    # "over" of a change is its base, which the rules read as a place: said "an increase
    # over result last year of $1.38 billion"
    texts = every_text(parser, REVENUES)
    assert not [t for t in texts if t and "over result" in t], texts


def test_an_object_split_before_a_named_market(parser: BuiltinParser) -> None:
    # spaCy: "afternoon"/pobj of "in", "New York Stock Exchange trading" a second object of
    # "to"; the trading was dropped and every focus refused
    edges = _edges(parser, GILLETTE)
    assert ("rise-01", ":location", "trade-01") in edges, edges
    assert ("trade-01", ":mod", "afternoon") in edges, edges
    texts = every_text(parser, GILLETTE)
    assert "In afternoon New York Stock Exchange trading, Gillette shares rose $1.45, or 4.5 " \
        "percent, to $33.95." in texts, texts
    # the same split with both objects on "in"
    edges = _edges(parser, NATIONAL)
    assert ("lose-01", ":location", "trade-01") in edges, edges
