"""Coordinated verbs the parser dropped from held-out MRPC sentences (every focus was refused
for "the parse dropped 'and' of the source"); each test names the refusal it replaced."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

ESTROGEN = ("Their belief was based on speculation that estrogen prevents cell damage and "
            "improves blood flow.")
KERRY = ("Kerry last month outlined a U.N. resolution authorizing a military force under U.S. "
         "command and transferring responsibility to the United Nations for the political and "
         "humanitarian efforts.")
CHINA = ("China has threatened to execute or jail for life anyone who breaks their quarantine "
         "and intentionally spreads the killer SARS virus.")
DEAN = ("Just five months ago, Dean committed to accepting taxpayer money and the spending "
        "limits that come with it and vowed to attack any Democrat who didnt.")


def test_content_clause_on_a_noun_keeps_its_coordinated_verbs(parser: BuiltinParser) -> None:
    # Was: every focus refused, "the parse dropped 'and' of the source" ("improves blood
    # flow" was lost from (s / speculate-01 :topic (p / prevent-01 ...))).
    edges = _edges(parser, ESTROGEN)
    assert ("speculate-01", ":topic", "and") in edges
    assert ("and", ":op2", "improve-01") in edges
    assert ("improve-01", ":ARG1", "flow") in edges
    assert ESTROGEN in every_text(parser, ESTROGEN)


def test_active_participle_keeps_its_coordinated_verb(parser: BuiltinParser) -> None:
    # Was: every focus refused for the dropped 'and' ("and transferring responsibility ..."
    # had no node).
    edges = _edges(parser, KERRY)
    assert ("authorize-01", ":ARG0", "resolve-01") in edges
    assert ("transfer-01", ":ARG0", "resolve-01") in edges
    assert ("authorize-01", ":ARG1", "force") in edges
    assert ("transfer-01", ":ARG1", "responsible-01") in edges
    assert ("It was Kerry who outlined a U.N. resolution authorizing a military force under "
            "U.S. command and transferring responsibility to the United Nations for the "
            "political and humanitarian efforts last month.") in every_text(parser, KERRY)


def test_relative_pronoun_is_the_subject_of_each_verb(parser: BuiltinParser) -> None:
    # Was: "spreads" took the first verb's object (the quarantine) as its subject and already
    # had an :ARG0, so it was dropped and every focus refused for 'and'.
    edges = _edges(parser, CHINA)
    assert ("break-01", ":ARG0", "anyone") in edges
    assert ("spread-01", ":ARG0", "anyone") in edges
    assert ("spread-01", ":ARG1", "virus") in edges
    assert ("spread-01", ":ARG0", "quarantine") not in edges


def test_verb_in_another_form_is_no_conjunct_of_the_relative(parser: BuiltinParser) -> None:
    # spaCy hangs the main clause's "vowed" on "come" of "limits that come with it": made
    # the limits vow ("Dean committed to accepting taxpayer money five months ago, and the
    # spending limits that come with it and vowed to attack ..."); stays refused.
    edges = _edges(parser, DEAN)
    assert not [e for e in edges if e[0] == "vow-01" and e[2] == "limit"]
    assert not [t for t in every_text(parser, DEAN) if "it and vowed" in t]


def test_participle_after_a_comma_takes_no_conjunct_on_a_far_noun(parser: BuiltinParser) -> None:
    # spaCy hangs "killing one man and destroying at least four homes" on "Tornadoes" at the
    # head of the sentence: taking "destroying" in as the tornadoes' made the foci keep "It was
    # a foot of rain and hail of up that tornadoes that destroyed at least four homes killed
    # one man that was as big for cantaloupes to pound ..."; stays refused.
    tornadoes = ("Tornadoes, up to a foot of rain and hail as big as cantaloupes pounded southern "
                 "Nebraska and northern Kansas, killing one man and destroying at least four "
                 "homes.")
    assert ("destroy-01", ":ARG0", "tornado") not in _edges(parser, tornadoes)
    assert not [t for t in every_text(parser, tornadoes) if t]


def test_several_hundred_is_no_round_hundred(parser: BuiltinParser) -> None:
    # The parse read "several hundred homes" as (h / home :quant 100): once the relative
    # clause kept "threatened several hundred homes", the foci kept "... wildfires ... that
    # had forced thousands to flee and threatened 100 homes".  Now the hedge over the scale,
    # (several :op1 100), said back whole (parse_vague_multiples).
    texts = [t for t in every_text(parser, "The fire threatened several hundred homes.") if t]
    assert "Several hundred homes were threatened by the fire." in texts
    assert not [t for t in texts if "100" in t]
    fled = [t for t in every_text(parser, "Several thousand people fled.") if t]
    assert not [t for t in fled if "1000" in t or "several thousand" not in t.lower()]


def test_first_of_listed_adjectives_before_the_subject_is_the_subjects(
        parser: BuiltinParser) -> None:
    # spaCy hung "Cool" of "Cool, moist air" on "moved" (move-01 :ARG1-of cool-04): kept "It
    # was moist air that moved into Colorado overnight, ... Cool."
    cool = "Cool, moist air moved into Colorado overnight."
    edges = _edges(parser, cool)
    assert ("cool-04", ":ARG1", "air") in edges
    assert ("cool-04", ":ARG1", "move-01") not in edges
    assert not [t for t in every_text(parser, cool) if t.endswith("Cool.")]


def test_event_named_with_a_noun_that_is_also_a_verb_stays_a_noun(parser: BuiltinParser) -> None:
    # "hopes" (hopeful-03) is a verb form too, so the object of "raising" was said as a clause:
    # kept "It was cool, moist air that moved into Colorado overnight, raising that firefighters
    # battling two wind-whipped wildfires ... were hopes."
    texts = every_text(parser, "The rain moved in, raising hopes for farmers.")
    assert "It was the rain that moved in, raising hopes for farmers." in texts
    assert not [t for t in texts if "were hopes" in t]


COLORADO = ("The outbreak was particularly intense in Colorado, where more than 6,300 people have "
            "been infected and at least six have died in the past month.")


def test_where_clauses_joined_by_and_are_the_place_of_both(parser: BuiltinParser) -> None:
    # Was: "and at least six have died ..." dropped, every focus refused for 'and'; parsed
    # whole, the root focus said a comma splice ("intense in Colorado, more than 6,300 people
    # have been infected, and ...") until the realizer said the "where".
    edges = _edges(parser, COLORADO)
    assert ("and", ":location", "state") in edges
    assert ("and", ":op1", "infect-01") in edges
    assert ("and", ":op2", "die-01") in edges
    texts = every_text(parser, COLORADO)
    assert ("The outbreak was particularly intense in Colorado, where more than 6,300 people "
            "have been infected, and at least six have died in the past month.") in texts
    assert not [t for t in texts if "in Colorado, more than" in t]


def test_where_clauses_on_a_copulas_noun_stay_refused(parser: BuiltinParser) -> None:
    # Parsed whole, the foci said "At least 15 people drowned, and roads were swept away being
    # South Kyongsang province."
    kyongsang = ("The worst-affected area was South Kyongsang province where at least 15 "
                 "people drowned and roads were swept away.")
    assert not [t for t in every_text(parser, kyongsang) if t]
