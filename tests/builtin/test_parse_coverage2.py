"""More words of unseen MRPC sentences (train 1000-1500) that the parse used to leave out
(its ``::unparsed`` list, which makes the realizer refuse every paraphrase): measures
before an adverb, a time connective or "from" (:mod:`pipeline.backends.builtin.parse_measures`)."""

from __future__ import annotations

from tests.builtin.test_parse_coverage import unparsed_words
from tests.builtin.test_realizer_mrpc_parsed import focused, parsed, parser

__all__ = ["parser"]  # the module-scoped fixture, shared

AGO = "Four years ago, California activist Marc Kasky sued Nike."
LATER = "Now, nearly two years later, Mallard prepares for trial on charges of murder."
AFTER = "The attacks came two days after suicide bombers detonated a truck bomb in a Government compound."
FROM = ("The girl turned up late Sunday at a convenience store in East Palo Alto, about 30 "
        "miles from her home.")
DOWN = "GE stock closed Friday at $30.65 a share, down about 42 cents, on the New York Stock Exchange."


def edges(graph) -> list[tuple[str, str, str]]:  # type: ignore[no-untyped-def]
    return [(e.source, e.role, e.target) for e in graph.edges()]


def test_a_span_before_ago_is_the_quantity_of_before_now(parser) -> None:  # type: ignore[no-untyped-def]
    graph = parsed(parser, AGO)
    assert unparsed_words(graph) == []
    before = next(v for v, _, c in graph.instances() if c == "before")
    span = next(v for v, _, c in graph.instances() if c == "temporal-quantity")
    assert (before, ":quant", span) in edges(graph)
    assert focused(parser, AGO, "sue-02").text == "California activist Marc Kasky sued Nike four years ago."


def test_a_span_before_later_stays_with_it(parser) -> None:  # type: ignore[no-untyped-def]
    # (the hedge no node carries is listed, and read back with its number)
    assert unparsed_words(parsed(parser, LATER)) == ["nearly"]
    assert focused(parser, LATER, "now").text == (
        "Now, Mallard prepares for trial on charges of murder nearly two years later.")


def test_a_span_before_after_a_clause(parser) -> None:  # type: ignore[no-untyped-def]
    graph = parsed(parser, AFTER)
    assert unparsed_words(graph) == []
    after = next(v for v, _, c in graph.instances() if c == "after")
    assert any(s == after and r == ":quant" for s, r, _ in edges(graph))
    assert focused(parser, AFTER, "attack").text == (
        "It was the attacks that came two days after suicide bombers detonated a truck bomb "
        "in a Government compound.")


def test_a_distance_from_a_place_is_a_location(parser) -> None:  # type: ignore[no-untyped-def]
    graph = parsed(parser, FROM)
    assert unparsed_words(graph) == ["about"]  # (read back with its number)
    assert focused(parser, FROM, "from").text == (
        "About 30 miles from her home, the girl turned up late Sunday at a convenience store "
        "in East Palo Alto.")
    # (round 32 kept "At a convenience store in East Palo Alto, the girl turned up late Sunday
    # about 30 miles from her home.": the distance, its comma lost, reads as late Sunday's;
    # realize_lost_aside_commas refuses it)
    store = focused(parser, FROM, "store")
    assert store.text == ""
    assert "about 30 miles" in (store.refusal or "")


def test_a_change_in_price_keeps_its_amount(parser) -> None:  # type: ignore[no-untyped-def]
    assert unparsed_words(parsed(parser, DOWN)) == ["about"]  # (read back with its number)
    assert focused(parser, DOWN, "date-entity").text == (
        "On Friday, GE stock closed at $30.65 a share, down about 42 cents, on the New York "
        "Stock Exchange.")  # (the source's commas: realize_source_commas)
