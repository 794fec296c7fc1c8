"""Words of MRPC sentences that the parse used to leave out (its ``::unparsed`` list, which
makes the realizer refuse every paraphrase): "despite" of a :concession, "including" hung
on a verb (:mod:`pipeline.backends.builtin.parse_prepositions`), "fiscal" of a year."""

from __future__ import annotations

from tests.builtin.test_parse_coverage import unparsed_words
from tests.builtin.test_realizer_mrpc_parsed import focused, parsed, parser

__all__ = ["parser"]  # the module-scoped fixture, shared

DESPITE = ("The governments of those countries have said that despite rising public "
           "opposition, their support will not waver.")
DESPITE2 = "Both rebels and government forces have been accused of pillaging villages in " \
    "Liberia's countryside despite the peace agreement."
INCLUDING = ("He had served nine years in prison, including two on death row, when he was "
             "released by a judge and pardoned by the governor.")


def edges(graph) -> list[tuple[str, str, str]]:  # type: ignore[no-untyped-def]
    return [(e.source, e.role, e.target) for e in graph.edges()]


def test_despite_is_said_by_the_concession(parser) -> None:  # type: ignore[no-untyped-def]
    graph = parsed(parser, DESPITE)
    assert unparsed_words(graph) == []
    assert any(r == ":concession" for _, r, _ in edges(graph))
    # (was asserted as "Their support of those countries will not waver ...": the owner
    # said twice, by "their" and by "of those countries")
    assert focused(parser, DESPITE, "waver-01").text == (
        "The support of those countries will not waver despite rising public opposition, "
        "the governments of those countries have said.")
    # (a list said from a later member keeps the source's order)
    assert focused(parser, DESPITE2, "force").text == (
        "It is both rebels and government forces that have been accused of pillaging villages "
        "in Liberia's countryside despite the peace agreement.")


def test_including_after_a_verb_belongs_to_its_object(parser) -> None:  # type: ignore[no-untyped-def]
    graph = parsed(parser, INCLUDING)
    assert unparsed_words(graph) == []
    include = next(v for v, _, c in graph.instances() if c == "include-91")
    years = next(v for v, _, c in graph.instances() if c == "temporal-quantity")
    assert (include, ":ARG2", years) in edges(graph) or (years, ":ARG2-of", include) in edges(graph)
    assert focused(parser, INCLUDING, "serve-01").text == INCLUDING
    assert focused(parser, INCLUDING, "and").text == (
        "When a judge released him, and the governor pardoned him, he had served nine years, "
        "including two on death row, in prison.")  # (the source's commas: realize_including_commas)


FISCAL = ("Kevin Rollins, Dell's president, received $770,962 in salary and a bonus of just "
          "more than $2-million in fiscal 2003.")


def test_a_fiscal_year_keeps_fiscal(parser) -> None:  # type: ignore[no-untyped-def]
    graph = parsed(parser, FISCAL)
    assert unparsed_words(graph) == []
    date = next(v for v, _, c in graph.instances() if c == "date-entity")
    fiscal = next(v for v, _, c in graph.instances() if c == "fiscal")
    assert (date, ":mod", fiscal) in edges(graph)
    assert focused(parser, FISCAL, "person").text == (
        "It was Kevin Rollins, Dell's president, who received $770,962 in salary and a bonus "
        "of just more than $2 million in fiscal 2003.")
