"""A cleft on a common noun of people says "who" ("It was the lawmakers who were departing
..."), by realize_person_names.person_or_people, the test verbatim clefts use too; a
doer's noun of a vehicle keeps "that" ("It is the second rover that is scheduled ...")."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# MRPC train 3962, 2557
LAWMAKERS = "The lawmakers were departing Wednesday and expected to arrive in Pyongyang on " \
    "Friday."
ROVER = "The second rover is scheduled for launch later this month, and both vehicles are " \
    "expected to arrive at Mars in January."


def test_people_take_who(parser: BuiltinParser) -> None:
    # Was kept: "It was the lawmakers that were departing Wednesday and expected to ..."
    texts = [t for t in every_text(parser, LAWMAKERS) if t]
    assert [t for t in texts if t.startswith("It was the lawmakers who")], texts
    assert not [t for t in texts if "lawmakers that" in t], texts


def test_a_vehicle_keeps_that(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, ROVER) if t]
    assert not [t for t in texts if "rover who" in t], texts
