"""MRPC train sentences (tuning slices) whose parse dropped a word of the source, and
what they are said as now.  They parse with the real parser, so they move with it.

- A name of a preposition's object that spaCy hung on the person before it ("director of
  the plane's owners, Mediterranean Airlines,"): parse_object_appositions (4253, 4254).
- A subordinate clause that spaCy hung on a preposition's object ("stumbled amid the
  wreckage as emergency vehicles converged"): parse_object_clauses (6461), and the
  "Immediately" of "Immediately after the blast" spaCy hung on the verb, which the texts
  took apart from "after": parse_time_distance_adverbs.
- A member said as "one of" a group set off after a noun ("Willow Canyon, one of three
  areas in the Santa Catalina Mountains ...", "Matthew Fishbein, one of O'Donnell's
  lawyers"): parse_noun_appositions, its closing comma realize_closing_commas (4261, 4262,
  1009).
- A unit counted by "few" or "several" before "ago" ("was born a few months ago"):
  parse_measures.measure_of (4372), and the comma before a change from a base said after
  another word ("... by the transfers, down from 110,000 several years ago"):
  realize_closing_commas.supplement_commas (2438).
"""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

GORBANOVSKY = ("Volodymyr Gorbanovsky, deputy general director of the plane's owners, "
               "Mediterranean Airlines, said initial information indicated it had veered "
               "from its flight path because of fog.")
BLAST = ('Immediately after the blast, people portraying some of the 150 "victims" stumbled '
         "amid the wreckage as emergency vehicles converged on the scene.")


@pytest.mark.parametrize(("source", "expected"), [
    (GORBANOVSKY,
     "It was Volodymyr Gorbanovsky, deputy general director of the plane's owners, "
     "Mediterranean Airlines, who said initial information indicated that it had veered "
     "from its flight path because of fog."),
    ("The losses occurred overnight in Willow Canyon, one of three areas in the Santa "
     "Catalina Mountains threatened by the resurgent Aspen fire.",
     "It was in Willow Canyon, one of three areas in the Santa Catalina Mountains threatened "
     "by the resurgent Aspen fire, that the losses occurred overnight."),
    ('"We did not want to shut down," Diamond testified under questioning by Matthew '
     "Fishbein, one of O'Donnell's lawyers.",
     "Under questioning by Matthew Fishbein, one of O'Donnell's lawyers, Diamond testified "
     'that "we did not want to shut down."'),
    (BLAST,
     'As emergency vehicles converged on the scene, people portraying some of the 150 '
     '"victims" stumbled immediately after the blast amid the wreckage.'),
])
def test_the_dropped_word_is_said(parser: BuiltinParser, source: str, expected: str) -> None:
    texts = [t for t in every_text(parser, source) if t]
    assert expected in texts, texts


def test_the_parse_keeps_every_word(parser: BuiltinParser) -> None:
    for source in (GORBANOVSKY, BLAST):
        amr = parser.parse([source])[0].amr
        assert amr is not None and "::unparsed" not in amr, amr


def test_one_of_closes_its_aside(parser: BuiltinParser) -> None:
    # the aside the source ran to its end was said without its closing comma: "Matthew
    # Fishbein, one of O'Donnell's lawyers questioned him."
    texts = [t for t in every_text(parser, "He was questioned by Matthew Fishbein, one of "
                                           "O'Donnell's lawyers.") if t]
    assert "Matthew Fishbein, one of O'Donnell's lawyers, questioned him." in texts, texts


def test_immediately_stays_with_after(parser: BuiltinParser) -> None:
    # was 'Immediately, people ... stumbled after the blast ...' and '... stumbled
    # immediately amid the wreckage ...'
    texts = [t for t in every_text(parser, BLAST) if t]
    assert texts and all("immediately after the blast" in t.lower() for t in texts), texts


def test_the_fawns_birth_is_not_said_as_a_relative(parser: BuiltinParser) -> None:
    # its vague count is read ("a few months ago"), but the one rebuilt text says the main
    # claim as a restrictive relative and asserts the aside: refused since prec53
    # (realize_demoted_main_clauses reads an aside with commas of its own)
    texts = [t for t in every_text(parser, "The fawn, named after Dr Duane Kraemer, one of the "
                                           "researchers, was born a few months ago.") if t]
    assert "The fawn that was born a few months ago was named after Dr Duane Kraemer, one of " \
        "the researchers." not in texts, texts


@pytest.mark.parametrize(("source", "expected"), [
    ("He left the company several years ago.",
     "He was the one who left the company several years ago."),
])
def test_a_vague_count_before_ago_is_said(parser: BuiltinParser, source: str,
                                           expected: str) -> None:
    texts = [t for t in every_text(parser, source) if t]
    assert expected in texts, texts


def test_a_change_from_a_base_keeps_its_comma(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, "The transfers would reduce P&G's worldwide work "
                                           "force to slightly less than 100,000, down from "
                                           "110,000 several years ago.") if t]
    assert "P&G's worldwide work force would be reduced to slightly less than 100,000 by the " \
        "transfers, down from 110,000 several years ago." in texts, texts


def test_a_stray_in_stays_refused(parser: BuiltinParser) -> None:
    # a comma before 'up from' would hide the stray 'in' realize_torn_clauses refuses
    texts = [t for t in every_text(parser, "Second quarter sales came in at $645 million, up "
                                           "from $600 million the year before, AMD said.") if t]
    assert not any("million in" in t for t in texts), texts
