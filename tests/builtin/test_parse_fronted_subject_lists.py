"""MRPC train sentences whose subject list spaCy read as more members of the last noun of an
opening phrase (parse_fronted_subjects._swallowed_list), or whose opening named place was
taken for a numbered role of the verb (parse_prep_phrases: "In Kentucky, ... faces"), and
the cleft of one member that hung the list's relative clause on the first member
(realize_list_relatives); and a clause with no relative word whose subject the parse took
for the thing that fell ("the $14.10 it lost Monday": parse_noun_clauses).  They parse with
the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

BARS = ("In New York City, bars and restaurants that allow people to smoke can face hefty "
        "fines.")  # (MRPC train 2620)
BASRA = ("As temperatures soar above 120 Fahrenheit in Basra, fridges and air conditioners "
         "have stuttered to a halt.")  # (833)
KENTUCKY = "In Kentucky, Democratic Attorney General Ben Chandler faces U.S. Rep. Ernie Fletcher."


def test_the_subject_list_after_an_opening_place_is_the_verbs(parser: BuiltinParser) -> None:
    # was (and :op1 city :op2 bar :op3 restaurant), face-01's :ARG2, with no subject
    edges = _edges(parser, BARS)
    assert ("face-01", ":ARG0", "and") in edges, edges
    assert ("and", ":op1", "city") not in edges, edges
    assert ("face-01", ":location", "city") in edges, edges
    texts = every_text(parser, BARS)
    assert "It is in New York City that bars and restaurants that allow people to smoke can " \
        "face hefty fines." in texts, texts
    # the relative clause on "bars" alone in the parse, said before "and restaurants"
    assert not any("smoke and restaurants that" in text for text in texts), texts


def test_the_subject_list_after_an_opening_clause_is_the_verbs(parser: BuiltinParser) -> None:
    # was "in (and Basra fridges conditioners)", stutter-01 with no subject
    edges = _edges(parser, BASRA)
    assert ("stutter-01", ":ARG0", "and") in edges, edges
    texts = every_text(parser, BASRA)
    assert "Fridges and air conditioners have stuttered to a halt as temperatures soar above " \
        "120 Fahrenheit in Basra." in texts, texts


def test_an_opening_named_place_is_where_it_happens(parser: BuiltinParser) -> None:
    # was face-01 :ARG2 Kentucky: "... who faces in Kentucky U.S. Rep. Ernie Fletcher"
    edges = _edges(parser, KENTUCKY)
    assert ("face-01", ":location", "state") in edges, edges
    texts = every_text(parser, KENTUCKY)
    assert "It is in Kentucky that Democratic Attorney General Ben Chandler faces U.S. Rep. " \
        "Ernie Fletcher." in texts, texts
    assert not any("who faces in Kentucky" in text for text in texts), texts


LEXMARK = ("Printer maker Lexmark International Inc. spurted $3.95 to $63.35, recouping some of "
           "the $14.10 it lost Monday.")  # (MRPC train 3245)


def test_a_contact_clauses_subject_is_the_doer(parser: BuiltinParser) -> None:
    # was (m / monetary-quantity :ARG0-of (l / lose-01 :ARG1 (i / it))): the money fell
    edges = _edges(parser, LEXMARK)
    assert ("lose-02", ":ARG0", "it") in edges, edges
    assert ("lose-02", ":ARG1", "monetary-quantity") in edges, edges
    # the time or manner a clause with no relative word describes is no object of it
    edges = _edges(parser, "She was physically ill several times on the day he died, she said.")
    assert not any(e[1] == ":ARG0" and e[2] == "he" for e in edges), edges
