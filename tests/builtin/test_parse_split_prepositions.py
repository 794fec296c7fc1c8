"""Prepositions spaCy split from their objects (parse_split_prepositions): "atop of", as
"outside of", relates its place with an "of" that adds nothing ("were arrested atop of a
Manhattan snowdrift", MRPC train 6281 and 6282, dropped the snowdrift)."""

from __future__ import annotations

import pytest

from tests.builtin.test_parse_coverage import unparsed_words
from tests.builtin.test_realizer_mrpc_parsed import edges, focused, parsed, parser

__all__ = ["parser"]  # the module-scoped fixture, shared

SNOWDRIFT = ("In January 1996, two of his nude models were arrested atop of a Manhattan "
             "snowdrift, posed beneath an ice-cream parlor sign that advertised Frozen Fantasies.")


@pytest.mark.parametrize("text", [SNOWDRIFT, "He stood atop the hill."])
def test_atop_relates_its_place(parser, text) -> None:  # type: ignore[no-untyped-def]
    assert unparsed_words(parsed(parser, text)) == []
    found = edges(parser, text)
    assert any(source == "atop" and role == ":op1" and place in ("snowdrift", "hill")
               for source, role, place in found)
    assert any(role == ":location" and place == "atop" for _, role, place in found)


def test_a_fronted_atop_leads_with_its_own_word(parser) -> None:  # type: ignore[no-untyped-def]
    # a preposition concept (realize_words.PREPOSITION_CONCEPTS): not "In atop of a
    # Manhattan snowdrift, ..."
    assert focused(parser, SNOWDRIFT, "snowdrift").text == (
        "Atop a Manhattan snowdrift, two of his nude models were arrested in January 1996, "
        "posed beneath an ice-cream parlor sign that advertised Frozen Fantasies.")


TEST = ("The test, in four sections, includes algebra and geometry, along with some questions on "
        "probability and statistics.")


def test_along_with_a_noun_of_an_out_of_idiom(parser) -> None:  # type: ignore[no-untyped-def]
    # "question" is an idiom's noun after "out of" ("out of the question"), not after "along
    # with": MRPC train 1960 dropped the questions
    assert unparsed_words(parsed(parser, TEST)) == []
    assert ("include-01", ":accompanier", "question") in edges(parser, TEST)
    assert focused(parser, TEST, "question").text == (
        "Along with some questions on probability and statistics, the test includes in four "
        "sections algebra and geometry.")
