"""realize_ranked_fronts: a phrase that bounds a ranking ("the first named storm to develop
... in December", "the first for pixel-perfect pin-ups") fronted off it (MRPC train, tuning
stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_ranked_fronts import front_off_ranked_noun


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


STORM = _tokens("It is the first named storm to develop in the Caribbean in December .")
CONTEST = _tokens("A beauty contest to be held in Italy next week may be the first for "
                  "pixel-perfect pin-ups .")
DOWNTURN = _tokens("The March downturn was the only break in what has been broad growth in "
                   "services for the past 15 months .")
SPEECH = _tokens("It was the first speech by a US president to a joint session of the "
                 "Philippines Congress since 1960 .")
TEXAS = _tokens("It would have been the first time in Texas history that the comptroller had "
                "not certified the budget .")


@pytest.mark.parametrize(("tokens", "text", "found"), [
    # Were kept (1899, 2603)
    (STORM, "In December, it is the first named storm to develop in the Caribbean.",
     "In December"),
    (CONTEST, "For pixel-perfect pin-ups, a beauty contest to be held in Italy next week may be "
     "the first.", "For pixel-perfect pin-ups"),
])
def test_a_phrase_bounding_a_ranking_fronted_is_found(
        tokens: list[str], text: str, found: str) -> None:
    assert front_off_ranked_noun(text, tokens) == found


@pytest.mark.parametrize(("tokens", "text"), [
    # kept, sound (1773, 2050, 2681)
    (DOWNTURN, "In what has been broad growth in services for the past 15 months, the March "
     "downturn was the only break."),
    (SPEECH, "Since 1960, it was the first speech by a US president to a joint session of the "
     "Philippines Congress."),
    (TEXAS, "In Texas history, it would have been the first time that the comptroller had not "
     "certified the budget."),
])
def test_other_fronted_phrases_are_left(tokens: list[str], text: str) -> None:
    assert front_off_ranked_noun(text, tokens) is None
