"""Names the parse used to leave in pieces: a name spaCy cut after "of" ("the Supreme Court
of" + "New York County", :mod:`pipeline.backends.builtin.parse_names`) and what follows the
name of an apposition ("Peterson's lawyer, Mark Geragos of Los Angeles,",
:func:`~pipeline.backends.builtin.parse_appositions.carry_modifiers`)."""

from __future__ import annotations

from tests.builtin.test_parse_coverage import unparsed_words
from tests.builtin.test_parse_coverage3 import edges
from tests.builtin.test_realizer_mrpc_parsed import focused, parsed, parser

__all__ = ["parser"]  # the module-scoped fixture, shared

COURT = "The suit was filed in the Supreme Court of New York County."
GERAGOS = ("Peterson's lawyer, Mark Geragos of Los Angeles, was quick to swipe at the testing "
           "procedure.")


def _name_of(graph, concept: str) -> list[str]:  # type: ignore[no-untyped-def]
    var = next(v for v, _, c in graph.instances() if c == concept)
    name = next(t for s, r, t in edges(graph) if s == var and r == ":name")
    return [str(a.target).strip('"') for a in graph.attributes() if a.source == name]


def test_a_name_cut_after_of_is_one_name(parser) -> None:  # type: ignore[no-untyped-def]
    graph = parsed(parser, COURT)  # MRPC 2940; 'New', 'York', 'County' were unparsed
    assert unparsed_words(graph) == []
    assert _name_of(graph, "organization") == ["Supreme", "Court", "of", "New", "York", "County"]
    assert focused(parser, COURT, "organization").text == (
        "It was the Supreme Court of New York County that the suit was filed in.")


def test_the_place_after_an_apposed_name_stays(parser) -> None:  # type: ignore[no-untyped-def]
    graph = parsed(parser, GERAGOS)  # MRPC 3149; 'Los', 'Angeles' were unparsed
    assert unparsed_words(graph) == []
    lawyer = next(v for v, _, c in graph.instances() if c == "lawyer")
    city = next(v for v, _, c in graph.instances() if c == "city")
    assert (lawyer, ":mod", city) in edges(graph)
    assert _name_of(graph, "city") == ["Los", "Angeles"]
    assert focused(parser, GERAGOS, "lawyer").text == (
        "It was Peterson's lawyer, Mark Geragos of Los Angeles, who was quick to swipe at the "
        "testing procedure.")
