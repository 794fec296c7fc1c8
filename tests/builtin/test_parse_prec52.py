"""MRPC train sentences (tuning slices) whose parse misread a subject's reduced relative as
the clause's verb, and what they are parsed as now.  They parse with the real parser, so
they move with it.

- "Two Americans killed in a recent ambush in Afghanistan were contract employees of the
  CIA, the agency said Tuesday." (6326): spaCy made "killed" the reported clause's head,
  "Americans" its subject and "were" its clausal complement, so every rebuilt focus said
  the victims killed the CIA's employees.  parse_reduced_relative_subjects makes "were"
  the clause's verb and "killed" the Americans' reduced relative.
"""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

AMBUSH = ("Two Americans killed in a recent ambush in Afghanistan were contract employees of "
          "the CIA, the agency said Tuesday.")


def test_a_reduced_relative_before_the_copula_is_the_subjects(parser: BuiltinParser) -> None:
    found = edges(parser, AMBUSH)
    assert ("employee", ":domain", "americans") in found, found
    assert ("kill-01", ":ARG1", "americans") in found, found
    assert not any(c == "kill-01" and r == ":ARG0" for c, r, _ in found), found
    texts = every_text(parser, AMBUSH)
    assert not any("Americans killed contract" in t or "by two Americans" in t
                   for t in texts if t), texts
