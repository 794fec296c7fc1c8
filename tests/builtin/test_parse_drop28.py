"""MRPC train sentences (tuning slices) whose parse dropped or misplaced a word of the
source, and what they are parsed as now.  They parse with the real parser, so they move
with it.

- A relative "where"/"when" that spaCy hung on the last of its clause's coordinated verbs
  (parse_relative_adverbs): "Larned State Hospital, where he was evaluated and treated"
  (4061) was (o / organization :mod (e / evaluate-01) :location-of (t / treat-01)); "in
  1998, when Dr. Barnett Slepian was shot and killed in his home" (3388) made the date
  modify the shooting.  Both verbs are now the noun's place or time.
"""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

HOSPITAL = "He was sent to Larned State Hospital, where he was evaluated and treated."
SLEPIAN = ("The most recent killing was in 1998, when Dr. Barnett Slepian was shot and killed "
           "in his home in Amherst, N.Y.")


def test_a_relative_adverb_on_the_last_verb_is_every_verbs(parser: BuiltinParser) -> None:
    found = edges(parser, HOSPITAL)
    # (edges are read the graph's normal way: "o :location-of e" is "e :location o")
    assert ("evaluate-01", ":location", "organization") in found, found
    assert ("treat-01", ":location", "organization") in found, found
    assert not any(c == "organization" and r == ":mod" for c, r, _ in found), found
    found = edges(parser, SLEPIAN)
    assert ("shoot-01", ":time", "date-entity") in found, found
    assert ("kill-01", ":time", "date-entity") in found, found
    assert not any(c == "date-entity" and r == ":mod" for c, r, _ in found), found
