"""realize_capitalized_openers: the source's opening adverb said inside a text with its
capital (MRPC train, tuning stretches).  The opening word's tag is the parser's own
(``::opener``, parse_opening_words)."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parse_opening_words import KEY, read_opening_word_tags
from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_capitalized_openers import opening_capital_moved
from pipeline.settings import load_settings

BALLOON = ("Partway across the Atlantic, \"He just heard two huge bangs and the balloon "
           "shuddered and fell,\" the balloonist's spokesperson Nicky Webster said.")
CREAMS = "Clearly Roman creams of any type do not normally survive in the archaeological record."
CONNOLLY = ("Connolly said FBI agents in San Diego and abroad spent thousands of hours "
            "investigating al-Bayoumi.")


@pytest.fixture(scope="module")
def parser() -> BuiltinParser:
    return BuiltinParser(load_settings(engine="builtin"))


def _moved(parser: BuiltinParser, source: str, text: str) -> str | None:
    amr = parser.parse([source])[0].amr
    assert amr is not None
    graph = penman.decode(amr)
    return opening_capital_moved(text, graph.metadata["tok"].split(),
                                 read_opening_word_tags(graph.metadata.get(KEY, "")))


def test_an_opening_adverb_said_inside_with_its_capital_is_found(parser: BuiltinParser) -> None:
    # Were kept (6516, 6566)
    assert _moved(parser, BALLOON,
                  "He just heard two huge bangs Partway across the Atlantic, the balloon "
                  "shuddered, and it fell, the balloonist's spokesperson Nicky Webster said."
                  ) == "Partway"
    assert _moved(parser, CREAMS,
                  "In the archaeological record, Clearly Roman creams of any type do not "
                  "normally survive.") == "Clearly"


def test_a_name_said_inside_is_left(parser: BuiltinParser) -> None:
    # 4369: spaCy reads the opening name as an adverb; its tag is a proper noun's
    assert _moved(parser, CONNOLLY,
                  "FBI agents in San Diego and abroad spent thousands of hours investigating "
                  "al-Bayoumi, Connolly said.") is None


def test_an_opener_of_unknown_tag_is_left() -> None:
    # a gold graph carries no ``::opener``: nothing is known of the word, nothing refused
    assert opening_capital_moved("In the archaeological record, Clearly Roman creams of any "
                                 "type do not normally survive.", CREAMS.split(), None) is None
