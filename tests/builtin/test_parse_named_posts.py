"""A person named to a post, whose name spaCy compounded onto the post ("named Marjorie
Magner chairman"), and a one-word company's ticker in parentheses ("Citigroup (C)"): every
rebuilt focus was refused for the dropped 'C', and the name was the post's modifier
(parse_named_posts, parse_abbreviations).  MRPC train 1903 (tuning slice)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

MAGNER = ("Citigroup (C) on Wednesday named Marjorie Magner chairman and chief executive of its "
          "colossal global consumer business.")


def test_the_person_is_named_to_the_post(parser: BuiltinParser) -> None:
    found = edges(parser, MAGNER)
    assert ("name-01", ":ARG1", "person") in found and ("name-01", ":ARG2", "and") in found, found


def test_the_named_person_leads_the_passive(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, MAGNER) if t]
    assert "Marjorie Magner was named chairman and chief executive of its colossal global " \
        "consumer business by Citigroup on Wednesday." in texts, texts
