"""Words of MRPC sentences that the parse used to leave out (its ``::unparsed`` list, which
makes the realizer refuse every paraphrase): "also known as" on a name, "compared with"
after a verb's object (:mod:`pipeline.backends.builtin.parse_prepositions`)."""

from __future__ import annotations

from tests.builtin.test_parse_coverage import unparsed_words
from tests.builtin.test_parse_coverage3 import edges
from tests.builtin.test_realizer_mrpc_parsed import focused, parsed, parser

__all__ = ["parser"]  # the module-scoped fixture, shared

KNOWN = ("The rock was first observed by the Lincoln Near Earth Asteroid Research Program, "
         "also known as LINEAR.")


def test_known_as_on_a_name_is_read(parser) -> None:  # type: ignore[no-untyped-def]
    graph = parsed(parser, KNOWN)
    assert unparsed_words(graph) == []
    org = next(v for v, _, c in graph.instances() if c == "organization")
    know = next(v for v, _, c in graph.instances() if c == "know-01")
    assert (know, ":ARG1", org) in edges(graph)
    assert focused(parser, KNOWN, "know-01").text == (
        "The Lincoln Near Earth Asteroid Research Program, which observed the rock first, "
        "was also known as LINEAR.")


COMPARED = ("The company reported quarterly revenue of $388.1 million, compared with $318.5 "
            "million in the same period last year.")


def test_compared_with_after_an_object_compares_the_object(parser) -> None:  # type: ignore[no-untyped-def]
    graph = parsed(parser, COMPARED)
    assert unparsed_words(graph) == []
    revenue = next(v for v, _, c in graph.instances() if c == "revenue")
    compare = next(v for v, _, c in graph.instances() if c == "compare-01")
    assert (compare, ":ARG1", revenue) in edges(graph)
    # Was "The quarterly revenue of $388.1 million that the company reported was compared
    # with $318.5 million in the same year period.": the source's "compared with" is a phrase,
    # no event anyone did (test_parse_coverage_words)
    assert focused(parser, COMPARED, "compare-01").refusal == \
        "a 'compared with' phrase cannot lead the sentence"
