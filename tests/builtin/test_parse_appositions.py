"""Appositions of named people in unseen MRPC sentences (train 1000-1500), which the parse
used to leave out (their words in ``::unparsed``, so every paraphrase was refused): now
the person's :ARG0-of have-org-role-91, said back as the source had it, with a focus
inside the apposition refused."""

from __future__ import annotations

import pytest

from tests.builtin.test_parse_coverage import unparsed_words
from tests.builtin.test_realizer_mrpc_parsed import focused, parsed, parser

__all__ = ["parser"]  # the module-scoped fixture, shared

ROLLINS = "Kevin Rollins, Dell's president, left the company."
DIAMOND = ('"We did not want to shut down," Lawrence Diamond, the CFO, said as O\'Donnell lawyer '
           "Matthew Fishbein questioned him.")
SAUNDERS = ("Robin Saunders, head of the bank's London-based principal finance unit, is also "
            "expected to quit.")
WILLUMSTAD = "Robert B. Willumstad, 57, Citigroup's president, was named chief operating officer."
BAROWITZ = ("Jordan Barowitz, a spokesman for Republican Mayor Michael Bloomberg, said the plan "
            "was dead.")
REFUSAL = "a focus inside an apposition would take the description apart"


def roles(graph) -> dict[str, set[str]]:  # type: ignore[no-untyped-def]
    """Each have-org-role-91's roles and their concepts."""
    concept = {v: c for v, _, c in graph.instances()}
    found: dict[str, set[str]] = {}
    for edge in graph.edges():
        if concept.get(edge.source) == "have-org-role-91":
            found.setdefault(edge.role, set()).add(concept[edge.target])
        if concept.get(edge.target) == "have-org-role-91" and edge.role == ":ARG0-of":
            found.setdefault(":ARG0", set()).add(concept[edge.source])
    return found


@pytest.mark.parametrize(("text", "expected"), [
    (ROLLINS, {":ARG0": {"person"}, ":ARG1": {"organization"}, ":ARG2": {"president"}}),
    (DIAMOND, {":ARG0": {"person"}, ":ARG2": {"cfo"}}),
    (SAUNDERS, {":ARG0": {"person"}, ":ARG1": {"unit"}, ":ARG2": {"head"}}),
    (BAROWITZ, {":ARG0": {"person"}, ":ARG1": {"person"}, ":ARG2": {"spokesman"}}),
])
def test_an_apposition_is_the_persons_role(parser, text, expected) -> None:  # type: ignore[no-untyped-def]
    graph = parsed(parser, text)
    assert unparsed_words(graph) == []
    assert roles(graph) == expected


def test_the_rest_of_the_sentence_says_the_apposition_back(parser) -> None:  # type: ignore[no-untyped-def]
    assert focused(parser, ROLLINS, "company").text == (
        "The company was left by Kevin Rollins, Dell's president.")
    assert focused(parser, SAUNDERS, "also").text == (
        "Also, Robin Saunders, head of the bank's London-based principal finance unit, is "
        "expected to quit.")
    assert focused(parser, DIAMOND, "question-01").text == (
        "As O'Donnell lawyer Matthew Fishbein questioned him, Lawrence Diamond, the CFO, said: "
        '"We did not want to shut down."')


def test_a_rebuilt_role_is_an_aside(parser) -> None:  # type: ignore[no-untyped-def]
    # Was "Robert B. Willumstad who is a president of Citigroup was named ...", then
    # "Robert B. Willumstad, who is a president of Citigroup, was named ..." while the parse
    # dropped the age between name and post, which kept the source's words from being read
    # back; with the age kept (:age) they are read back whole.
    assert focused(parser, WILLUMSTAD, "name-01").text == (
        "Robert B. Willumstad, 57, Citigroup's president, was named chief operating officer.")


@pytest.mark.parametrize(("text", "concept"), [
    (ROLLINS, "president"), (ROLLINS, "organization"), (ROLLINS, "have-org-role-91"),
    (SAUNDERS, "unit"), (SAUNDERS, "head"), (BAROWITZ, "spokesman"), (BAROWITZ, "mayor"),
    (DIAMOND, "cfo"),
])
def test_a_focus_inside_the_apposition_is_refused(parser, text, concept) -> None:  # type: ignore[no-untyped-def]
    # Was "Kevin Rollins, who left the company, is something of Dell." (focus "president").
    result = focused(parser, text, concept)
    assert result.text == "" and result.refusal == REFUSAL
