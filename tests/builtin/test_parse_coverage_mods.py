"""Appositions headed by a common noun, which the parse dropped from held-out MRPC
sentences ("License sales, a key measure of demand,"), so that every focus refused for
"the parse dropped 'key' of the source".  Each test names the output it replaced."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

KEY = "License sales, a key measure of demand, fell 21 percent to $107.6 million."
HOVAN = ("Hovan, a resident of Trumbull, Conn., had worked as a bus driver since 1967 and had "
         "no prior criminal record.")
WILDFIRE = ("That fire, the largest wildfire in state history, charred 469,000 acres and "
            "destroyed 491 homes in surrounding communities.")
OUTBREAK = ("The outbreak seems to have begun with one of the roommates, a transfer from "
            "Taipei's Jen Chi Hospital.")
ASTRA = ("Shares of AstraZeneca, Europe's second biggest drug company, rose 3 per cent on the "
         "New York Stock Exchange after the news.")


def _unparsed(parser: BuiltinParser, sentence: str) -> list[str]:
    graph = parsed(parser, sentence)
    tokens = graph.metadata["tok"].split()
    return [tokens[int(i)] for i in graph.metadata.get("unparsed", "").split()]


def test_a_common_noun_apposition_is_the_heads_mod(parser: BuiltinParser) -> None:
    # Was: every focus refused, "the parse dropped 'key' of the source".
    edges = _edges(parser, KEY)
    assert ("sell-01", ":mod", "measure") in edges
    assert ("measure", ":mod", "demand") in edges
    assert "key" not in _unparsed(parser, KEY)
    texts = every_text(parser, KEY)
    assert "License sales, a key measure of demand, fell 21 percent to $107.6 million." in texts
    # not "License sales of key measure of demand fell ...", an apposition said as "of"
    assert not [t for t in texts if "sales of key" in t], texts


def test_an_apposition_with_a_place_keeps_its_comma_after_the_place(
        parser: BuiltinParser) -> None:
    # Was: refused, "the parse dropped 'resident' of the source" (spaCy ends the apposition
    # on the comma after "Conn.").
    edges = _edges(parser, HOVAN)
    # (a person since "a resident" names one: the apposition is his role, have-org-role-91)
    assert ("organization", ":mod", "person") in edges or ("person", ":mod", "person") in edges \
        or ("have-org-role-91", ":ARG0", "person") in edges
    texts = every_text(parser, HOVAN)
    # (its fronted "Since 1967, Hovan, ..., had worked as a bus driver, and had no prior
    # criminal record" is refused now: the year of one clause before both,
    # realize_conjunct_leads)
    assert any("Hovan, a resident of Trumbull, Conn., had worked as a bus driver since 1967"
               in t for t in texts if t), texts
    # A focus inside the apposition made it the claim: "Of Trumbull, Hovan, which had
    # worked as a bus driver since 1967, was a resident."
    assert not [t for t in texts if t.startswith("Of Trumbull")], texts


def test_a_superlative_apposition_is_said_after_its_noun(parser: BuiltinParser) -> None:
    # Was: refused, "the parse dropped 'largest' of the source"; then "It was that fire of
    # largest wildfire in state history that ...".
    edges = _edges(parser, WILDFIRE)
    assert ("fire", ":mod", "wildfire") in edges
    texts = every_text(parser, WILDFIRE)
    assert ("469,000 acres were charred by that fire, the largest wildfire in state history, "
            "and the fire destroyed 491 homes in surrounding communities.") in texts
    assert not [t for t in texts if "fire of largest" in t], texts


def test_a_focus_inside_an_apposition_is_refused(parser: BuiltinParser) -> None:
    # Was kept: "From Taipei's Jen Chi Hospital, one that the outbreak had to have begun with
    # seems of the roommates is a transfer."
    texts = every_text(parser, OUTBREAK)
    assert OUTBREAK in texts
    assert not [t for t in texts if t.startswith("From")], texts


def test_seems_to_have_begun_is_no_obligation(parser: BuiltinParser) -> None:
    # Was kept: "The outbreak had to have begun with one of the roommates, ... seems."
    # ("to have begun", a perfect infinitive, read as "have to").
    edges = _edges(parser, OUTBREAK)
    assert not [e for e in edges if "obligate-01" in e], edges
    assert not [t for t in every_text(parser, OUTBREAK) if "had to" in t]


def test_a_ranked_superlative_keeps_its_rank(parser: BuiltinParser) -> None:
    # Was kept: "Shares of AstraZeneca, Europe's drug company that was the biggest, rose ..."
    # ("second" lost, the meaning changed).
    texts = every_text(parser, ASTRA)
    assert ("Shares of AstraZeneca, Europe's second biggest drug company, rose 3 percent on "
            "the New York Stock Exchange after the news.") in texts
    assert not [t for t in texts if "that was the biggest" in t], texts


def test_spacy_appositions_that_are_not_ones_stay_out(parser: BuiltinParser) -> None:
    # A bare noun ("The analyst, already let go by Merrill, can request" with "can" a noun),
    # a verb far from its noun ("..., the work force portrait shows") and a list ("Smashed
    # cars and buses, ruined buildings,") made ", can," and "Workload the average teacher,
    # the work force portrait shows, ... grew".
    analyst = "The analyst, already let go by Merrill, can request a hearing before a NASD panel."
    assert not [t for t in every_text(parser, analyst) if ", can," in t]
    teacher = ("The average teacher is a 15-year veteran with a growing workload and slightly "
               "eroding interest in staying in teaching, the work force portrait shows.")
    assert ("person", ":mod", "show") not in _edges(parser, teacher)
    cars = ("Smashed cars and buses, ruined buildings, scattered debris and spot fires added to "
            "the realism.")
    assert ("car", ":mod", "building") not in _edges(parser, cars)
