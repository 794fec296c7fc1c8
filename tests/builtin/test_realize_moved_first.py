"""realize_moved_first: a passive source's "be first PARTICIPLE" said by a passive text with
"first" after the participle's phrases (MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_moved_first import passive_first_moved


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


ROCK = _tokens("The rock was first observed by the Lincoln Near Earth Asteroid Research "
               "Program , also known as LINEAR .")
SOLDIER = _tokens("The American Soldier was first selected as Time 's Person of the Year in "
                  "1950 , during the Korean War .")
CIA = _tokens("MSNBC.com first reported the CIA request on Friday .")


@pytest.mark.parametrize(("tokens", "text", "found"), [
    # Were kept (1, 4224)
    (ROCK, "The rock was observed by the Lincoln Near Earth Asteroid Research Program, also "
     "known as LINEAR, first.", "observed ... first"),
    (SOLDIER, "During the Korean War, the American Soldier was selected as Times Person of the "
     "Year first in 1950.", "selected ... first"),
])
def test_a_passive_first_said_after_its_participle_is_found(
        tokens: list[str], text: str, found: str) -> None:
    assert passive_first_moved(text, tokens) == found


@pytest.mark.parametrize(("tokens", "text"), [
    # an active text: the agent was the first (1, 6357: kept, sound)
    (ROCK, "The Lincoln Near Earth Asteroid Research Program, also known as LINEAR, observed "
     "the rock first."),
    (CIA, "The CIA request was reported by MSNBC.com first on Friday."),
    (ROCK, "The rock was first observed by the Lincoln Near Earth Asteroid Research Program."),
])
def test_other_firsts_are_left(tokens: list[str], text: str) -> None:
    assert passive_first_moved(text, tokens) is None
