"""MRPC train sentences whose subject list spaCy read as more members of the last noun of an
opening phrase (parse_fronted_subjects._swallowed_list), or whose opening named place was
taken for a numbered role of the verb (parse_prep_phrases: "In Kentucky, ... faces"), and
the cleft of one member that hung the list's relative clause on the first member
(realize_list_relatives); and a clause with no relative word whose subject the parse took
for the thing that fell ("the $14.10 it lost Monday": parse_noun_clauses); and a subject
spaCy made its participle's ("people portraying victims stumbled": parse_participle_subjects).
They parse with the real parser, so they move with it."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, edges the parse has now, a text said, words no text says)
SAID = [
    # (MRPC train 2620) was (and :op1 city :op2 bar :op3 restaurant), face-01's :ARG2, with
    # no subject; the relative clause is on "bars" alone in the parse, and the cleft of one
    # member said it before "and restaurants"
    ("In New York City, bars and restaurants that allow people to smoke can face hefty fines.",
     [("face-01", ":ARG0", "and"), ("face-01", ":location", "city")],
     "It is in New York City that bars and restaurants that allow people to smoke can face "
     "hefty fines.", "smoke and restaurants that"),
    # (833) was "in (and Basra fridges conditioners)", inside the opening clause
    ("As temperatures soar above 120 Fahrenheit in Basra, fridges and air conditioners have "
     "stuttered to a halt.", [("stutter-01", ":ARG0", "and")],
     "Fridges and air conditioners have stuttered to a halt as temperatures soar above 120 "
     "Fahrenheit in Basra.", "and Basra"),
    # (3512) was face-01 :ARG2 Kentucky: "... who faces in Kentucky U.S. Rep. Ernie Fletcher"
    ("In Kentucky, Democratic Attorney General Ben Chandler faces U.S. Rep. Ernie Fletcher.",
     [("face-01", ":location", "state")],
     "It is in Kentucky that Democratic Attorney General Ben Chandler faces U.S. Rep. Ernie "
     "Fletcher.", "who faces in Kentucky"),
    # (6462) was (v / victim :ARG0-of (p / portray-01 :ARG0 (p2 / person))): the victims
    # stumbled
    ("Immediately after the small explosion, people portraying victims stumbled amid the "
     "wreckage as fire trucks and other emergency vehicles converged.",
     [("stumble-01", ":ARG0", "person"), ("portray-01", ":ARG1", "victim")],
     "As fire trucks and other emergency vehicles converged, people portraying victims "
     "stumbled immediately after the small explosion amid the wreckage.", "victims who"),
]


@pytest.mark.parametrize(("source", "edges", "text", "never"), SAID)
def test_the_subject_is_the_verbs(parser: BuiltinParser, source: str,
                                  edges: list[tuple[str, str, str]], text: str,
                                  never: str) -> None:
    found = _edges(parser, source)
    assert all(edge in found for edge in edges), found
    texts = every_text(parser, source)
    assert text in texts, texts
    assert not any(never in said for said in texts), texts


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
