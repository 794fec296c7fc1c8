"""MRPC train sentences whose focus on a phrase of a noun was said first among that noun's
phrases, before one the source said between them, which then hung on the focus phrase's
noun: "It is traces near an Iranian nuclear facility of highly enriched uranium that ...".
Such a focus is refused where the jumped phrase opens with a tied preposition ("of", "for",
"from", "with", ...); phrases of time and place may still trade places
(realize_focus_phrase_order).  They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

TRACES = ("United Nations inspectors have discovered traces of highly enriched uranium near an "
          "Iranian nuclear facility, heightening worries that the country may have a secret "
          "nuclear weapons program.")  # MRPC train 1493
OUTLOOK = ("In a statement, the ECB said the outlook for price stability over the medium term "
           "had \"improved significantly\" since its last decision to lower interest rates in "
           "March.")  # 1518
OFFICIALS = "Officials with North Carolina Speedway at Rockingham could not be reached."  # 1661
SEIZURE = ("The seizure at 4 a.m. on March 18 was completed before employees showed up for "
           "work that day.")  # 4527


def test_a_focus_phrase_does_not_jump_its_nouns_tied_phrase(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, TRACES) if t]
    assert not [t for t in texts if "facility of highly" in t], texts
    assert ("Traces of highly enriched uranium near an Iranian nuclear facility have been "
            "discovered by United Nations inspectors, heightening worries that the country may "
            "have a secret nuclear weapons program.") in texts, texts
    texts = [t for t in every_text(parser, OUTLOOK) if t]
    assert not [t for t in texts if "medium term for price" in t], texts
    texts = [t for t in every_text(parser, OFFICIALS) if t]
    assert not [t for t in texts if "Rockingham with" in t], texts
    assert "It was officials with North Carolina Speedway at Rockingham who could not be " \
        "reached." in texts, texts


def test_phrases_of_time_and_place_may_trade_places(parser: BuiltinParser) -> None:
    texts = every_text(parser, SEIZURE)
    assert ("It was the seizure on March 18 at 4 a.m. that was completed before employees "
            "showed up for work that day.") in texts, texts


PETERSON = ("Peterson is charged with two counts of murder in the deaths of his wife and unborn "
            "son.")  # MRPC train 3181
MASSACHUSETTS = ("Massachusetts is one of 12 states without the death penalty, having abolished "
                 "it in 1984.")  # 2203


def test_a_members_of_phrase_comes_first_among_its_phrases(parser: BuiltinParser) -> None:
    # (count :ARG1-of (include-91 :ARG2 murder) :location (die-01 ...)): the inclusion was
    # said as a relative clause, after the noun's other phrases ("two counts in the deaths
    # of his wife and unborn son of murder", "one, having abolished it in 1984 of 12 states")
    texts = [t for t in every_text(parser, PETERSON) if t]
    assert "It is Peterson who is charged with two counts of murder in the deaths of his wife " \
        "and unborn son." in texts, texts
    assert not [t for t in texts if t.endswith("son of murder.")], texts
    texts = [t for t in every_text(parser, MASSACHUSETTS) if t]
    assert not [t for t in texts if "1984 of 12" in t], texts
