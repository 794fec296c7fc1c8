"""A clause with its own subject that spaCy read as a participle modifying the next clause's
subject ("The company's chief executive retired and chief financial officer resigned":
``retired/amod`` of "officer"), which lost the "and" and refused every rebuilt focus
(parse_modifier_clauses); and a verbless sentence's participle read as an adjective.  MRPC
train 1506 and 7022 (tuning slices)."""

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


PRESSED = ("Massachusetts regulators and the Securities and Exchange Commission on Tuesday "
           "pressed securities fraud charges against Putnam Investments and two of its former "
           "portfolio managers for alleged improper mutual fund trading.")


def test_the_participle_of_a_verbless_sentence_is_its_verb(parser: BuiltinParser) -> None:
    # MRPC train 7022: "pressed" was an adjective of "charges", a second object of "on"
    found = edges(parser, PRESSED)
    assert ("press-01", ":ARG0", "and") in found, found
    assert ("press-01", ":ARG1", "charge") in found, found
    texts = [t for t in every_text(parser, PRESSED) if t]
    assert "On Tuesday, Massachusetts regulators and the Securities and Exchange Commission " \
        "pressed securities fraud charges against Putnam Investments and two of its former " \
        "portfolio managers for alleged improper mutual fund trading." in texts, texts
