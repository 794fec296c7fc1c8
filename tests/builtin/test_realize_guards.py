"""One event with two subjects of the same role said before its verb (realize_guards) is
refused for a rebuilt text that takes them apart, not for one that says the source's own
words from the first of them through the verb, as a report moved around them does
("Special, sensitive light sensors pick up the telltale glow, he said", MRPC train 144,
had no text); so for one role given twice to two nouns side by side (realize_said_rebuilt)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

SENSORS = "Special, sensitive light sensors pick up the telltale glow, he said."


def test_a_report_keeps_the_doubled_subject_whole(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, SENSORS) if t]
    assert "He said special, sensitive light sensors pick up the telltale glow." in texts, texts
    # the rebuilt clause that took them apart stays refused
    assert not [t for t in texts if "being special" in t], texts


CAR_AND_HOUSE = ("A car and a house were hit in the new shootings, the chief deputy sheriff of "
                 "Franklin County, Steve Martin, said.")


def test_a_list_that_lost_its_and_is_said_whole_in_a_report(parser: BuiltinParser) -> None:
    # MRPC train 2795: hit-01 :ARG1 twice (realize_said_rebuilt.doubled_core_role); the
    # report says the source's "a car and a house were hit", the rebuilt clause did not
    texts = [t for t in every_text(parser, CAR_AND_HOUSE) if t]
    assert ("The chief deputy sheriff of Franklin County, Steve Martin, said a car and a house "
            "were hit in the new shootings.") in texts, texts
    assert not [t for t in texts if "a car was hit a house" in t], texts
