"""MRPC train sentences (tuning slices) whose parse dropped a word of the source, and
what they are said as now.  They parse with the real parser, so they move with it.

- A participle that opens the sentence as a preposition, "Including the charge, ...":
  parse_prepositions.PARTICIPLE_PREPOSITIONS (include-01 as the clause's :condition, said
  back "including ..." by realize_modifier_leads.pending_phrase), on a report's reported
  clause (2458, 4999).  "Based on having ...": the gerund after "on" is base-02's object
  (501, 6214; their texts stay refused for "hung over").
- A noun's content clause spaCy calls its ccomp ("curbed by wariness that Japanese
  authorities could intervene"): parse_nominals, as its acl (1685, 1686).
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
WARINESS = ("The dollar's slide against the yen was curbed by wariness that Japanese "
            "authorities could intervene to stem the yen's rise.")


@pytest.mark.parametrize(("source", "expected"), [
    (COREL, "Corel said the total estimated value of the deal is $124 million, including "
            "convertible securities."),
    (WARINESS, "Wariness that Japanese authorities could intervene to stem the yen's rise "
               "curbed the dollar's slide against the yen."),
])
def test_the_dropped_word_is_said(parser: BuiltinParser, source: str, expected: str) -> None:
    texts = [t for t in every_text(parser, source) if t]
    assert expected in texts, texts


def test_the_parse_keeps_every_word(parser: BuiltinParser) -> None:
    for source in (COREL, CHARGE, SYMPTOMS, WARINESS):
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
