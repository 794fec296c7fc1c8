"""The "and" of coordinated verbs of a relative clause (parse_relative_conjuncts): the verbs
are two relations of the noun, which say that both hold, so the "and" is no word the parse
lost ("when Dr. Barnett Slepian was shot and killed", MRPC train 3388, was refused for every
rebuilt focus as a dropped "and")."""

from __future__ import annotations

import pytest

from tests.builtin.test_parse_coverage import unparsed_words
from tests.builtin.test_realizer_mrpc_parsed import edges, parsed, parser

__all__ = ["parser"]  # the module-scoped fixture, shared

SLEPIAN = ("The most recent killing was in 1998, when Dr. Barnett Slepian was shot and killed in "
           "his home in Amherst, N.Y.")
MAN = "The man who was shot and killed was a doctor."


@pytest.mark.parametrize(("text", "role", "noun"), [(SLEPIAN, ":time", "date-entity"),
                                                   (MAN, ":ARG1", "man")])
def test_the_and_of_two_relations_is_said(parser, text, role, noun) -> None:  # type: ignore[no-untyped-def]
    assert unparsed_words(parsed(parser, text)) == []
    assert {("shoot-01", role, noun), ("kill-01", role, noun)} <= edges(parser, text)


def test_an_or_is_no_and(parser) -> None:  # type: ignore[no-untyped-def]
    # two relations would say both hold: "or" stays listed when no node says it
    graph = parsed(parser, "The man who was shot or stabbed was a doctor.")
    concepts = {c for _, _, c in graph.instances()}
    assert "or" in concepts or "or" in unparsed_words(graph)
