"""A subordinate clause's subject and connective spaCy hung on its auxiliary ("if Tokyo's
ban is not justified": ``ban/nsubj`` and ``if/mark`` of ``is``), which the parse dropped
(parse_auxiliary_subjects); and what the texts of those sentences showed: a relative
copula read as what a name is said as its apposition, and a predicate noun's copula kept in
its tense over a participle said before it.  MRPC train 6990 and 6991 (tuning slices)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

ARGUING = ("Arguing that the case was an isolated example, Canada has threatened a trade "
           "backlash if Tokyo's ban is not justified on scientific grounds.")
EXPORTER = ("Canada which is a major meat exporter to Japan, has threatened a trade backlash if "
            "Tokyo's ban is not justified on scientific grounds.")


def test_the_subject_on_the_auxiliary_is_the_clauses(parser: BuiltinParser) -> None:
    found = edges(parser, EXPORTER)
    assert ("threaten-01", ":condition", "justify-01") in found, found
    assert ("justify-01", ":ARG1", "ban") in found, found
    assert ("justify-01", ":ARG1", "country") not in found, found


def test_the_condition_is_fronted_whole(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, EXPORTER) if t]
    assert "If Tokyo's ban is not justified on scientific grounds, Canada which is a major meat " \
        "exporter to Japan has threatened a trade backlash." in texts, texts


def test_a_relative_copula_of_a_name_is_said_as_its_apposition(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, EXPORTER) if t]
    assert "It is Canada, a major meat exporter to Japan, that has threatened a trade backlash " \
        "if Tokyo's ban is not justified on scientific grounds." in texts, texts
    assert not [t for t in texts if "Canada a major" in t], texts


def test_the_copula_keeps_its_tense_over_a_participle(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, ARGUING) if t]
    assert not [t for t in texts if "the case is" in t], texts
    assert "If Tokyo's ban is not justified on scientific grounds, Canada has threatened a trade " \
        "backlash, arguing that the case was an example that was isolated." in texts, texts
