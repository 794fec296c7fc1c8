"""Words of unseen MRPC sentences (train 1000-1500) that the parse used to leave out (its
``::unparsed`` list, which makes the realizer refuse every paraphrase), now carried by a
node with a role the realizer says."""

from __future__ import annotations

from tests.builtin.test_realizer_mrpc_parsed import focused, parsed, parser

__all__ = ["parser"]  # the module-scoped fixture, shared

YIELD = "The yield on the 10-year Treasury note rose to 4.46% from 4.42% late Thursday."
ARREST = "Police arrested him early Saturday."


def unparsed_words(graph) -> list[str]:  # type: ignore[no-untyped-def]
    tokens = graph.metadata["tok"].split(" ")
    return [tokens[int(i)] for i in graph.metadata.get("unparsed", "").split()]


def test_a_part_of_a_day_modifies_the_date(parser) -> None:  # type: ignore[no-untyped-def]
    graph = parsed(parser, ARREST)
    assert unparsed_words(graph) == []
    date = next(v for v, _, c in graph.instances() if c == "date-entity")
    early = next(v for v, _, c in graph.instances() if c == "early")
    assert (date, ":mod", early) in [(e.source, e.role, e.target) for e in graph.edges()]
    assert focused(parser, ARREST, "he").text == "He was arrested by police early Saturday."


def test_a_time_hung_on_a_preposition_goes_to_the_verb(parser) -> None:  # type: ignore[no-untyped-def]
    # spaCy hangs "late Thursday" on "from"; the rules dropped it.
    assert unparsed_words(parsed(parser, YIELD)) == []
    assert focused(parser, YIELD, "yield").text == (
        "It was the yield on the 10-year Treasury note that rose to 4.46 percent from 4.42 "
        "percent late Thursday.")


def test_an_age_before_a_noun_keeps_its_number(parser) -> None:  # type: ignore[no-untyped-def]
    text = "Police said a 23-year-old man was arrested."
    graph = parsed(parser, text)
    assert unparsed_words(graph) == []
    old = next(v for v, _, c in graph.instances() if c == "year-old")
    assert (old, ":quant", "23") in graph.attributes()
    assert focused(parser, text, "arrest-01").text == "A 23-year-old man was arrested, police said."
    assert focused(parser, text, "man").text == (
        "It was a 23-year-old man who was arrested, police said.")


def test_an_age_of_a_role_noun_is_parsed(parser) -> None:  # type: ignore[no-untyped-def]
    # With year-old :quant 92 under (person :ARG0-of have-rel-role-91) the realizer said
    # "her 92 year-olds husband", and the age was left unparsed; it now says the measure
    # adjective as one word (test_parse_coverage_nums.test_the_age_of_a_person_is_kept).
    text = "Her 92-year-old husband is now severely debilitated by Alzheimer's disease."
    assert unparsed_words(parsed(parser, text)) == []
