"""realize_prepositional_passives: a passive made of an intransitive verb of going, serving
or competing and its phrase's preposition (MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_prepositional_passives import (
    intransitive_prepositional_passive,
)


@pytest.mark.parametrize(("text", "found"), [
    # Were kept (348, 4395, 4554, 6607)
    ("Position was jostled for by Media moguls as the deadline for bids for Vivendi Universal's "
     "U.S. entertainment empire neared on Monday.", "jostled for"),
    ("Governor of New York was run for unsuccessfully in 2002 by Mr. McCall, who styled "
     "himself an advocate of better corporate governance.", "run for"),
    ("The faculty of the Manhattan School of Music was served on by him in recent years.",
     "served on"),
    ("The White House will not be run for by her in 2004, but she has not ruled out a race "
     "later on, the former first lady has said.", "run for"),
])
def test_an_intransitive_verb_made_passive_is_found(text: str, found: str) -> None:
    assert intransitive_prepositional_passive(text, []) == found


@pytest.mark.parametrize("text", [
    # verbs that take their preposition (3283, 1243, 2605, 1667: kept, sound)
    "The 20 percent figure was settled on by officials only in the past few weeks.",
    "Permission to fly to Baghdad has also been applied for by cargo carriers World Airways "
    "Inc. and North American Airlines Inc., Mosley said.",
    "82 percent of the increase in 2002 was accounted for by fatalities in rollover crashes.",
    "Nine active-duty four-star generals were passed over by Rumsfeld.",
    # the preposition with its object; a progressive's stranded preposition (6404)
    "He was served on Monday with a subpoena.",
    "It is the headquarters, including Miami, that several cities are competing for.",
])
def test_other_passives_are_left(text: str) -> None:
    assert intransitive_prepositional_passive(text, []) is None
