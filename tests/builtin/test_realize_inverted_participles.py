"""realize_inverted_participles: the verb of a source's inverted "-ing" opening said as an
agentless passive (MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_inverted_participles import opening_verb_made_passive


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


STATION = _tokens("Currently living onboard the space station are American astronaut Ed Lu and "
                  "Russian cosmonaut Yuri Malenchenko .")
NEWBURY = _tokens("Standing with reporters and photographers about 150 yards from the prison "
                  "gates was Brent Newbury , president of the Rockland County Patrolmen 's "
                  "Benevolent Association .")


@pytest.mark.parametrize(("tokens", "text", "passive"), [
    # Were kept (3987, 1375): the one who lives or stands made the verb's patient.
    (STATION, "American astronaut Ed Lu and Russian cosmonaut Yuri Malenchenko were currently "
     "lived the space station.", "were currently lived"),
    (STATION, "Currently, American astronaut Ed Lu and Russian cosmonaut Yuri Malenchenko were "
     "lived the space station.", "were lived"),
    # the opening said first, torn from its own words (3987)
    (STATION, "Currently living American astronaut Ed Lu and Russian cosmonaut Yuri Malenchenko "
     "is the space station.", "Currently living"),
    (NEWBURY, "It was Brent Newbury, president of the Rockland County Patrolmen's Benevolent "
     "Association that was stood with reporters and photographers about 150 yards from the "
     "prison gates.", "was stood"),
])
def test_an_inverted_opening_verb_said_as_a_passive_is_found(
        tokens: list[str], text: str, passive: str) -> None:
    assert opening_verb_made_passive(text, tokens) == passive


@pytest.mark.parametrize(("tokens", "text"), [
    # a passive with its agent (2212)
    (_tokens("Joining him in the majority opinion were Justices Sandra Day O'Connor and David "
             "H. Souter ."),
     "He was joined by Justices Sandra Day O'Connor and David H. Souter in the majority "
     "opinion."),
    # the active verb (4090)
    (_tokens("Resigning along with Brendsel was Vaughn Clarke , the company 's chief financial "
             "officer ."),
     "Vaughn Clarke, the company's chief financial officer, resigned along with Brendsel."),
    # an adverbial "-ing" clause set off by a comma is no inversion (3111)
    (_tokens("Excluding food and energy prices , the PPI fell 0.9 percent ."),
     "If food and energy prices were excluded, the PPI fell 0.9 percent."),
])
def test_other_openings_are_left(tokens: list[str], text: str) -> None:
    assert opening_verb_made_passive(text, tokens) is None
