"""MRPC train sentences (tuning slices) whose parse dropped or misread a word of the source,
and the texts those parses exposed.  They parse with the real parser, so they move with it.

- Two months joined by "and" that spaCy tagged one date with the year after the second
  ("between September and March, 2004", 687, 688): parse_month_pairs; the year was dropped
  and every rebuilt focus refused.
- A verb of expecting's object before an infinitive (688's "expected the combination to
  reap 60,000 additional customers"; 3921's "Lapidus expects foreign brands' sales to be up
  4 percent") is the infinitive's doer, not an object the infinitive is the purpose of
  (parse_clauses._misparsed_purposes, parse_words.PROPOSITION_OBJECT_VERBS).
- What a verb holds as an infinitive is never reported as a clause
  (realize_infinitive_contents): "What the United States only agreed was that it let the
  agency back into Iraq ..." (4925).
- A focus phrase said first among its noun's phrases may not jump an "on" phrase that is no
  date (realize_focus_phrase_order): "It was an immediate impact with 60,000 additional
  customers ... on subscriptions that ..." (687).
- A sentence's only verb, a present "-s" form, read as a plural noun ("The lawsuit, filed
  after ..., names Lay and Skilling among others", 4249; "The lawsuit names Shelley, a
  Democrat, and registrars ...", 3481): parse_misread_present_verbs.
"""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

REAP = ("BT said it expected the combination to reap 60,000 additional customers between "
        "September and March, 2004.")
IMPACT = ("BT said the combination would have an immediate impact on subscriptions with 60,000 "
          "additional customers between September and March, 2004.")
LAPIDUS = ("However, Lapidus expects foreign brands' sales to be up 4 percent, driven by strong "
           "truck sales at Honda Motor Co.")
AGREED = ("The United States only agreed to let the agency back into Iraq after repeated "
          "warnings by IAEA chief Mohamed ElBaradei.")


def test_two_months_and_the_year_after_them_are_two_dates(parser: BuiltinParser) -> None:
    found = edges(parser, REAP)
    assert ("and", ":op1", "date-entity") in found, found
    assert ("and", ":op2", "date-entity") in found, found
    texts = [t for t in every_text(parser, REAP) if t]
    assert ("It was BT that said it expected the combination to reap 60,000 additional "
            "customers between September and March, 2004.") in texts


def test_an_object_before_an_expected_infinitive_is_its_doer(parser: BuiltinParser) -> None:
    found = edges(parser, REAP)
    assert ("expect-01", ":ARG1", "reap-01") in found, found
    assert ("reap-01", ":ARG0", "combine-01") in found, found
    assert not any(r == ":purpose" for _, r, _ in found), found
    texts = [t for t in every_text(parser, REAP) if t]
    assert not any(t.startswith("To reap") for t in texts), texts


def test_an_expected_infinitive_is_not_reported_as_a_clause(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, LAPIDUS) if t]
    assert texts
    assert not any("what Lapidus expects" in t or t.endswith("Lapidus expects.")
                   for t in texts), texts
    texts = [t for t in every_text(parser, AGREED) if t]
    # ("What the United States only agreed to do was let ..." says the infinitive as one)
    assert not any("only agreed was that" in t for t in texts), texts


def test_a_focus_phrase_does_not_jump_the_nouns_on_phrase(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, IMPACT) if t]
    assert ("It was an immediate impact on subscriptions with 60,000 additional customers "
            "between September and March, 2004 that the combination would have, BT said.") in texts
    assert not any("impact with" in t for t in texts), texts


SKILLING = ("The lawsuit, filed after a 19-month investigation by the Employee Benefits Security "
            "Administration, names Lay and Skilling among others.")


def test_a_present_verb_read_as_a_plural_noun_is_the_verb(parser: BuiltinParser) -> None:
    found = edges(parser, SKILLING)
    assert ("name-01", ":ARG0", "lawsuit") in found, found
    assert ("name-01", ":ARG1", "and") in found, found
    texts = [t for t in every_text(parser, SKILLING) if t]
    assert ("It is Lay and Skilling that the lawsuit, filed after a 19-month investigation by "
            "the Employee Benefits Security Administration, names among others.") in texts
