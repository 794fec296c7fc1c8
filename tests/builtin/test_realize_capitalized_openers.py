"""realize_capitalized_openers: the source's opening adverb said inside a text with its
capital (MRPC train, tuning stretches)."""

from __future__ import annotations

from pipeline.backends.builtin.realize_capitalized_openers import opening_capital_moved


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


BALLOON = _tokens("Partway across the Atlantic , \" He just heard two huge bangs and the balloon "
                  "shuddered and fell , \" the balloonist 's spokesperson Nicky Webster said .")
CREAMS = _tokens("Clearly Roman creams of any type do not normally survive in the archaeological "
                 "record .")
CONNOLLY = _tokens("Connolly said FBI agents in San Diego and abroad spent thousands of hours "
                   "investigating al-Bayoumi .")


def test_an_opening_adverb_said_inside_with_its_capital_is_found() -> None:
    # Were kept (6516, 6566)
    assert opening_capital_moved(
        "He just heard two huge bangs Partway across the Atlantic, the balloon shuddered, and "
        "it fell, the balloonist's spokesperson Nicky Webster said.", BALLOON) == "Partway"
    assert opening_capital_moved(
        "In the archaeological record, Clearly Roman creams of any type do not normally "
        "survive.", CREAMS) == "Clearly"


def test_a_name_said_inside_is_left() -> None:
    # 4369: spaCy reads the opening name as an adverb; its tag is a proper noun's
    assert opening_capital_moved(
        "FBI agents in San Diego and abroad spent thousands of hours investigating "
        "al-Bayoumi, Connolly said.", CONNOLLY) is None
