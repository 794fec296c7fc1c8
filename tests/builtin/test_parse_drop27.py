"""MRPC train sentences (tuning slices) whose parse dropped a word of the source, and
what they are said as now.  They parse with the real parser, so they move with it.

- A participle that opens the sentence as a preposition, "Including the charge, ...":
  parse_prepositions.PARTICIPLE_PREPOSITIONS (include-01 as the clause's :condition, said
  back "including ..." by realize_modifier_leads.pending_phrase), on a report's reported
  clause (2458, 4999).  "Based on having ...": the gerund after "on" is base-02's object
  (501, 6214; their texts stay refused for "hung over").
- A noun's content clause spaCy calls its ccomp ("curbed by wariness that Japanese
  authorities could intervene"): parse_nominals, as its acl (1685, 1686).
- Two clauses joined by "and" that spaCy read as one inside the other ("..., he said, and
  the administration plans ...", "Congress passed the measure twice and President Bill
  Clinton ... vetoed it"): parse_misread_clause_pairs (4356, 215).  The vetoed "it" then
  keeps its clause after the one that names the measure (realize_shared_subjects,
  realize_focus_arguments).
"""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

COREL = ("Including convertible securities, the total estimated value of the deal is "
         "$124 million, according to Corel.")
CHARGE = ("Including the charge, the Santa Clara, Calif.-based company said Monday it lost "
          "$1.04 billion, or 32 cents per share, in the period ending June 30.")
SYMPTOMS = ("Based on having at least one of these symptoms, most students were hung over "
            "between three and 11 times in the past year.")
BOOKED = ("Full classes of 48 are booked through September, he said, and the Transportation "
          "Security Administration plans to double its classes in January.")
VETO = ("Congress passed the measure twice and President Bill Clinton (news - web sites), "
        "citing the lack of a health exception, vetoed it.")
WARINESS = ("The dollar's slide against the yen was curbed by wariness that Japanese "
            "authorities could intervene to stem the yen's rise.")


@pytest.mark.parametrize(("source", "expected"), [
    (COREL, "Corel said the total estimated value of the deal is $124 million, including "
            "convertible securities."),
    (BOOKED, "He said full classes of 48 are booked through September, and the "
             "Transportation Security Administration plans to double its classes in January."),
    (VETO, "The measure was passed by Congress twice, and President Bill Clinton vetoed it, "
           "citing the lack of a health exception."),
    (WARINESS, "Wariness that Japanese authorities could intervene to stem the yen's rise "
               "curbed the dollar's slide against the yen."),
])
def test_the_dropped_word_is_said(parser: BuiltinParser, source: str, expected: str) -> None:
    texts = [t for t in every_text(parser, source) if t]
    assert expected in texts, texts


def test_the_parse_keeps_every_word(parser: BuiltinParser) -> None:
    for source in (COREL, CHARGE, SYMPTOMS, WARINESS, BOOKED, VETO):
        amr = parser.parse([source])[0].amr
        assert amr is not None and "::unparsed" not in amr, amr


def test_an_opening_inclusion_counts_in_the_reported_figure(parser: BuiltinParser) -> None:
    # spaCy hangs "Including" on "said"; the charge is part of the loss, not of the saying
    found = edges(parser, CHARGE)
    assert any(c.startswith("lose-") and r == ":condition" and t == "include-01"
               for c, r, t in found), found
    assert ("include-01", ":ARG1", "charge") in found, found
    texts = [t for t in every_text(parser, CHARGE) if t]
    assert not any("said, including" in t for t in texts), texts


def test_a_gerund_after_based_on_is_its_object(parser: BuiltinParser) -> None:
    assert ("base-02", ":ARG2", "have-03") in edges(parser, SYMPTOMS)


def test_a_mid_sentence_including_keeps_its_members(parser: BuiltinParser) -> None:
    # only an opening "Including" is a condition; after an object it names members
    found = edges(parser, "He served nine years in prison, including two on death row.")
    assert not any(c == "include-01" for c, _, _ in found), found


def test_misread_clause_pairs_are_one_list(parser: BuiltinParser) -> None:
    found = edges(parser, BOOKED)
    assert ("and", ":op1", "say-01") in found and ("and", ":op2", "plan-01") in found, found
    found = edges(parser, VETO)
    assert ("and", ":op1", "pass-01") in found and ("and", ":op2", "veto-01") in found, found
    assert ("veto-01", ":ARG0", "person") in found, found


def test_the_vetoed_it_is_not_said_before_the_measure(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, VETO) if t]
    assert not [t for t in texts if t.index(" it") < t.index("measure")], texts
