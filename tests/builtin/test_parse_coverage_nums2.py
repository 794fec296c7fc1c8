"""Ranges and scores the parser read as their first number, each test naming the output it
replaced (parse_ranges).  They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture


def _edges(parser: BuiltinParser, sentence: str) -> set[tuple[str, str, str]]:
    graph = parsed(parser, sentence)
    concept = {v: c for v, _, c in graph.instances()}
    return {(concept[e.source], e.role, concept.get(e.target, e.target)) for e in graph.edges()} \
        | {(concept[a.source], a.role, str(a.target)) for a in graph.attributes()}


COUNCIL = "US authorities have said the council would include 20 to 25 members."


def test_a_counted_range_is_a_value_interval(parser: BuiltinParser) -> None:
    # Was (m / member :quant 20~e.8,10), said "would include 20 members": both numbers
    # aligned to one constant, so no drop was reported.
    edges = _edges(parser, COUNCIL)
    assert ("member", ":quant", "value-interval") in edges
    assert ("value-interval", ":op1", "20") in edges
    assert ("value-interval", ":op2", "25") in edges
    texts = every_text(parser, COUNCIL)
    assert [t for t in texts if t] and all("20 to 25 members" in t for t in texts if t), texts


MARVELL = "For the year, Marvell expects revenue of $760 million to $790 million."


def test_a_money_range_keeps_both_sums(parser: BuiltinParser) -> None:
    # Was refused for every focus: "the parse dropped '790' of the source".
    edges = _edges(parser, MARVELL)
    assert ("value-interval", ":op1", "monetary-quantity") in edges
    assert ("value-interval", ":op2", "monetary-quantity") in edges
    texts = every_text(parser, MARVELL)
    assert "Marvell expects revenue of $760 million to $790 million for the year." in texts


def test_between_n_and_m_says_between(parser: BuiltinParser) -> None:
    # Was refused: "the parse dropped '4' of the source".
    sentence = "The company expected a loss of between 1 and 4 cents."
    assert ("value-interval", ":op2", "4") in _edges(parser, sentence)
    texts = every_text(parser, sentence)
    # Its rebuilt texts all said the loss as a verb ("The company expected between 1 and 4
    # cents lost.", "It was between 1 and 4 cents that lost"), and are refused now
    assert not [t for t in texts if "cents lost" in t or "that lost" in t], texts


VOTE = "The House voted 256-170 on Tuesday to approve the bill."


def test_a_vote_is_a_score_entity(parser: BuiltinParser) -> None:
    # Was (v / vote-01 :mod (t / thing :quant 256)), refused: "dropped '170'".
    edges = _edges(parser, VOTE)
    assert ("vote-01", ":mod", "score-entity") in edges
    assert ("score-entity", ":op2", "170") in edges
    texts = every_text(parser, VOTE)
    # (was "On Tuesday, the House voted to approve the bill 256-170.": round 32 keeps the
    # source's order of the verb's modifiers)
    assert "On Tuesday, the House voted 256-170 to approve the bill." in texts
    assert not [t for t in texts if "256 " in t or " 170" in t], texts


RATIO = "Advancing issues outnumbered decliners nearly 2 to 1 on the New York Stock Exchange."


def test_a_ratio_keeps_its_hedge_and_both_numbers(parser: BuiltinParser) -> None:
    # Was refused: "the parse dropped 'nearly' of the source" (spaCy's "2 to 1" read as 1).
    texts = every_text(parser, RATIO)
    assert "On the New York Stock Exchange, advancing issues outnumbered decliners nearly 2 to 1." \
        in texts
    assert all("nearly 2 to 1" in t for t in texts if t), texts


def test_a_telephone_number_is_no_score(parser: BuiltinParser) -> None:
    # "(248) 647-7221" read as a score said "647-7221" apart from its area code.
    edges = _edges(parser, "You can reach her at (248) 647-7221 or send e-mail.")
    assert not [e for e in edges if "score-entity" in e]


def test_a_hyphenated_scale_word_is_one_number(parser: BuiltinParser) -> None:
    # "38-million euros" became (value-interval :op1 38 :op2 38000000).
    edges = _edges(parser, "The properties were valued at around 38-million euros.")
    assert not [e for e in edges if "value-interval" in e]


def test_a_unit_designation_and_ages_after_a_noun_are_no_count(parser: BuiltinParser) -> None:
    # Was kept: "the American troops from 3 to 15 infantries" ("3-15 infantry", a unit), and
    # "among whites, blacks, 18 to 24 people" ("people 18 to 24", their ages).
    troops = every_text(parser, "The American troops from 3-15 infantry have been attacked.")
    assert not [t for t in troops if "3 to 15" in t], troops
    people = every_text(parser, "Increases occurred among whites, blacks, people 18 to 24, and "
                                "earners nationwide.")
    assert not [t for t in people if "18 to 24 people" in t], people


def test_a_pair_with_a_determiner_is_people_not_a_number(parser: BuiltinParser) -> None:
    # Was kept: "However, disability declined by more than 10 percent for 60 to 69" ("for
    # those 60 to 69": "those" lost).
    texts = every_text(parser, "However, disability declined by more than 10 percent for those "
                               "60 to 69, the study said.")
    assert not [t for t in texts if "for 60 to 69" in t], texts


def test_a_constant_aligned_to_two_numbers_leaves_the_second_unparsed(parser: BuiltinParser) -> None:
    # "a 12-5 bulge" is (b / bulge :quant 12~e.16,18): "5" was aligned, so a rebuilt
    # sentence that said "a 12 bulge" passed the coverage check.
    graph = parsed(parser, "The Mariners torched Randy Choate in the eighth for four runs and "
                           "a 12-5 bulge.")
    tokens = graph.metadata["tok"].split(" ")
    assert "5" in [tokens[int(i)] for i in graph.metadata.get("unparsed", "").split()]


ABPLANALP = ("Mr. Abplanalp used plastic in a model that could be mass produced, lowering the "
             "price per valve, to 2 1/2 cents from 15 cents.")


def test_a_mixed_number_is_one_value_said_as_written(parser: BuiltinParser) -> None:
    # Was refused for every focus: "the parse dropped '1/2' of the source" (:quant 2).
    assert ("monetary-quantity", ":quant", "2.5") in _edges(parser, ABPLANALP)
    texts = [t for t in every_text(parser, ABPLANALP) if t]
    assert texts and all("to 2 1/2 cents from 15 cents" in t for t in texts), texts
    note = every_text(parser, "The yield on the 3 5/8 percent February 2013 note dropped 2 basis "
                              "points to 3.66 percent.")
    assert not [t for t in note if "3.625" in t], note


def test_a_hyphenated_price_fraction_stays_refused(parser: BuiltinParser) -> None:
    # Read as 167.5 it was said "BA shares closed at $167.50 that was lower than ..." (a
    # price in pence, in old quotes): left to its old refusal.
    texts = every_text(parser, "BA shares closed down 0.89 percent at 167-1/2 pence.")
    assert not [t for t in texts if "167.5" in t], texts
