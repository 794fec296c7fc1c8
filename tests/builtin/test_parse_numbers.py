"""Numbers of several words ("4.7 million people"), sums before a noun ("a $3 million
bond", :func:`~pipeline.backends.builtin.parse_measures.money_modifier`) and "out of" after
a noun (:func:`~pipeline.backends.builtin.parse_split_prepositions.out_of_object`), which the
parse used to leave out."""

from __future__ import annotations

from tests.builtin.test_parse_coverage import unparsed_words
from tests.builtin.test_parse_coverage3 import edges
from tests.builtin.test_realizer_mrpc_parsed import focused, parsed, parser

__all__ = ["parser"]  # the module-scoped fixture, shared

CASELOAD = ("South Africa has the world's highest caseload with 4.7 million people infected "
            "with HIV or AIDS.")
BOND = ("Jackson, 45, posted a $3 million bond and returned to Las Vegas, where he is filming "
        "a music video.")


def test_a_number_of_two_words_is_said_whole(parser) -> None:  # type: ignore[no-untyped-def]
    graph = parsed(parser, CASELOAD)  # MRPC 2567; '4.7' was unparsed
    assert unparsed_words(graph) == []
    person = next(v for v, _, c in graph.instances() if c == "person")
    assert (person, ":quant", "4700000") in [(a.source, a.role, a.target)
                                             for a in graph.attributes()]
    # ~e.10,11: the realizer reads the phrase back whole; with "million" unaligned it
    # rebuilt it as "4.7 million people who infected with HIV"
    # ("caseload" itself is refused now: "have" has no passive.)  Was "South Africa has
    # highest caseload of the world": a superlative after a possessor keeps its "the".
    # Since a one-word modifier before its noun may be read back ("highest"), the source's
    # own "the world's highest caseload".
    assert focused(parser, CASELOAD, "city").text == (
        "It is South Africa that has the world's highest caseload with 4.7 million people "
        "infected with HIV or AIDS.")
    parsed(parser, "More than a dozen people were killed in those attacks.")  # MRPC; no IndexError


def test_a_sum_before_a_noun_modifies_it(parser) -> None:  # type: ignore[no-untyped-def]
    graph = parsed(parser, BOND)  # MRPC 3466; was (b / bond :quant 3000000), '3' unparsed
    assert unparsed_words(graph) == []
    bond = next(v for v, _, c in graph.instances() if c == "bond")
    money = next(v for v, _, c in graph.instances() if c == "monetary-quantity")
    assert (bond, ":mod", money) in edges(graph)
    attrs = {(a.source, a.role, a.target) for a in graph.attributes()}
    assert (money, ":quant", "3000000") in attrs
    assert not any(s == bond and r == ":quant" for s, r, _ in attrs)
    assert focused(parser, BOND, "bond").text.startswith("A $3 million bond was posted by Jackson")


FLIGHTS = "At least 13 flights out of Atlanta were listed as canceled."


def test_out_of_after_a_noun_is_its_source(parser) -> None:  # type: ignore[no-untyped-def]
    graph = parsed(parser, FLIGHTS)  # MRPC 2870; 'Atlanta' was unparsed
    assert unparsed_words(graph) == []
    fly = next(v for v, _, c in graph.instances() if c == "fly-01")
    city = next(v for v, _, c in graph.instances() if c == "city")
    assert (fly, ":source", city) in edges(graph)
    assert "13 flights out of Atlanta" in focused(parser, FLIGHTS, "city").text


FJORD = ("Writing in the journal Geophysical Research Letters, Vincent's team said all of the "
         "fresh water poured out of the 20-mile-long Disraeli Fjord.")


def test_the_place_a_particle_verb_leaves_and_its_measure(parser) -> None:  # type: ignore[no-untyped-def]
    # MRPC 2513; "of the 20-mile-long Disraeli Fjord" hung on the particle "out" and was
    # lost, and spaCy tags "Disraeli Fjord" as a person
    graph = parsed(parser, FJORD)
    assert unparsed_words(graph) == []
    pour = next(v for v, _, c in graph.instances() if c == "pour-out-03")
    fjord = next(v for v, _, c in graph.instances() if c == "fjord")
    long = next(v for v, _, c in graph.instances() if c == "mile-long")
    assert {(pour, ":source", fjord), (fjord, ":mod", long)} <= set(edges(graph))
    assert (long, ":quant", "20") in {(a.source, a.role, a.target) for a in graph.attributes()}
    assert focused(parser, FJORD, "pour-out-03").text.startswith(
        "All of the fresh water poured out of the 20-mile-long Disraeli Fjord")
    # was "From 20 mile-longs Disraeli Fjord, all of the fresh water poured out, ..."
    assert focused(parser, FJORD, "mile-long").refusal == "a measure adjective cannot lead the sentence"


def test_what_the_rules_cannot_read_stays_unparsed(parser) -> None:  # type: ignore[no-untyped-def]
    # MRPC 2534: was (b / bonus :quant 10000000), ten million bonuses, and the realizer said
    # "a yearly 10 million bonuses salary"; now the sum is unparsed and refused
    graph = parsed(parser, "Beckham will receive a yearly salary of $10 million plus bonuses, "
                           "earning him about $220,000 a game.")
    assert "10" in unparsed_words(graph)
    assert "bonus" in {c for _, _, c in graph.instances()}
    assert not any(a.role == ":quant" and a.target == "10000000" for a in graph.attributes())
    # MRPC 2667: not (b / blow-out-07 :source (p / proportion :manner (m / media)))
    graph = parsed(parser, "If you're over here thinking this problem has been blown out of "
                           "proportion by the media, you are wrong.")
    assert unparsed_words(graph) == ["proportion", "media"]


def test_a_sum_spacy_does_not_tag_as_money(parser) -> None:  # type: ignore[no-untyped-def]
    # MRPC 1327; was (f / fine :quant 250000), a quarter million fines
    graph = parsed(parser, "If convicted, they face up to five years in prison and a $250,000 "
                           "fine on each of the 11 counts.")
    fine = next(v for v, _, c in graph.instances() if c == "fine")
    money = next(v for v, _, c in graph.instances() if c == "monetary-quantity")
    assert (fine, ":mod", money) in edges(graph)
    assert "250,000" not in unparsed_words(graph)
