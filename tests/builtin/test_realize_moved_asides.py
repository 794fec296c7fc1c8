"""realize_moved_asides: the source's closing dash list or "from" aside said after another
word than the one it describes (MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_moved_asides import moved_closing_aside


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


OTTAWA = _tokens("In Canada 's capital of Ottawa , police reported two deaths possibly "
                 "linked to the power outage — a pedestrian hit by a car and a fire victim .")
LUBANSKI = _tokens("Kansas City drafted outfielder Chris Lubanski , from Kennedy-Kenrick High "
                   "School in Pennsylvania , with the fifth pick .")
RULE = _tokens("They also said the rule will make the nation 's electrical system more reliable "
               "-- a high-profile issue after last week 's massive power blackout .")


@pytest.mark.parametrize(("tokens", "text", "aside"), [
    # Were kept (6987): the deaths' list reads as Ottawa's apposition.
    (OTTAWA, "Two deaths possibly linked to the power outage were reported by police in "
     "Canada's capital of Ottawa, a pedestrian hit by a car and a fire victim.",
     "a pedestrian hit by a car and a fire victim"),
    (OTTAWA, "Two deaths that police reported in Canada's capital of Ottawa, a pedestrian hit "
     "by a car and a fire victim, were possibly linked to the power outage.",
     "a pedestrian hit by a car and a fire victim"),
    # Was kept (430): the player's school reads as the pick's.
    (LUBANSKI, "Kansas City drafted outfielder Chris Lubanski with the fifth pick from "
     "Kennedy-Kenrick High School in Pennsylvania.",
     "from Kennedy-Kenrick High School in Pennsylvania"),
    # Was kept (2763): the summing-up noun phrase made the rule's object.
    (RULE, "It is the nation's electrical system that is more reliable, which the rule will "
     "make a high-profile issue after last week's massive power blackout, they also said.",
     "a high-profile issue after last week's massive power blackout"),
])
def test_an_aside_said_after_another_word_is_found(
        tokens: list[str], text: str, aside: str) -> None:
    assert moved_closing_aside(text, tokens) == aside


@pytest.mark.parametrize(("tokens", "text"), [
    # the list after the word it describes, with a comma or the source's dash
    (OTTAWA, "In Canada's capital of Ottawa, police reported two deaths possibly linked to the "
     "power outage, a pedestrian hit by a car and a fire victim."),
    (RULE, "The rule will make the nation's electrical system more reliable -- a high-profile "
     "issue after last week's massive power blackout, they also said."),
    # an aside that opens the text follows no word
    (LUBANSKI, "From Kennedy-Kenrick High School in Pennsylvania, Kansas City drafted "
     "outfielder Chris Lubanski with the fifth pick."),
    # an adverbial closing phrase may move with its clause (6975)
    (_tokens("The deficit is still expected to top $500 billion in 2004 -- even with an "
             "improving economy ."),
     "It is the deficit that is still expected to top $500 billion even with an improving "
     "economy in 2004."),
])
def test_an_aside_kept_on_its_word_is_left(tokens: list[str], text: str) -> None:
    assert moved_closing_aside(text, tokens) is None
