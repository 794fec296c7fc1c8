"""realize_finite_bare_conjuncts: a bare verb the source coordinated under an infinitive or
a modal said as a present-tense clause of its own (MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_finite_bare_conjuncts import bare_conjunct_made_finite


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


OBSERVER = _tokens("A race observer sits in the passenger seat of the follow vehicle to record "
                   "any broken rules and also keep track of the car 's time .")
PENALTIES = _tokens("It wants to force him to return his allegedly ill-gotten gains , with "
                    "interest , and pay penalties .")
HOTSPOTS = _tokens("The company will launch 800 hot spots , or `` Wi-Fi Zones , '' later this "
                   "summer , and plans to have more than 2,100 by the end of the year .")
SARS = _tokens("SARS has killed about 800 people and sickened more than 8,400 worldwide .")


@pytest.mark.parametrize(("tokens", "text", "found"), [
    # Were kept (6317, 6015): the shared "to" lost, the purpose said as a habit or a deed
    (OBSERVER, "A race observer sits to record any broken rules in the passenger seat of the "
     "follow vehicle, and he also keeps track of the car's time.", ", and he also keeps"),
    (PENALTIES, "It wants to force him to return his gains of his allegedly ill-gotten with "
     "interest, and it pays penalties.", ", and it pays"),
])
def test_a_bare_conjunct_said_in_the_present_is_found(
        tokens: list[str], text: str, found: str) -> None:
    assert bare_conjunct_made_finite(text, tokens) == found


@pytest.mark.parametrize(("tokens", "text"), [
    # the source's own "-s" form (3948) and a finite verb after "and" (4546)
    (HOTSPOTS, "It is the company that will launch 800 hot spots, or \"Wi-Fi Zones\", later "
     "this summer, and it plans to have more than 2,100 by the end of the year."),
    (SARS, "SARS has killed about 800 people, and it has sickened more than 8,400 worldwide."),
])
def test_other_conjuncts_are_left(tokens: list[str], text: str) -> None:
    assert bare_conjunct_made_finite(text, tokens) is None
