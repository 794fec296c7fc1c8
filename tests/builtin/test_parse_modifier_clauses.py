"""A clause with its own subject that spaCy read as a participle modifying the next clause's
subject ("The company's chief executive retired and chief financial officer resigned":
``retired/amod`` of "officer"), which lost the "and" and refused every rebuilt focus
(parse_modifier_clauses).  MRPC train 1506 (tuning slice)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

RETIRED = "The company's chief executive retired and chief financial officer resigned."


def test_two_clauses_joined_by_and(parser: BuiltinParser) -> None:
    found = edges(parser, RETIRED)
    assert ("and", ":op1", "retire-01") in found, found
    assert ("and", ":op2", "resign-01") in found, found
    assert ("retire-01", ":ARG0", "executive") in found, found
    assert ("resign-01", ":ARG0", "officer") in found, found


def test_the_clauses_are_rebuilt(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, RETIRED) if t]
    assert "It was the company's chief executive who retired, and chief financial officer " \
        "resigned." in texts, texts
