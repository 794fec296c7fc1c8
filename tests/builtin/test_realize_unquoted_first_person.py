"""realize_unquoted_first_person: the speaker's quoted "I"/"we" said after a word of saying
without the quotation marks, the narrator's now (MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_unquoted_first_person import first_person_reported

STRONG = ('Strong Financial released a statement Wednesday night: "We are in the process of '
          'a thorough internal review.')
OFFICE = "\"I'm taking his office, and we're gonna keep on building,'' he vowed. \""
TENT = 'He added that we are "not going to make progress if we don\'t broaden the tent."'
BOARD = '"We will work with the board to ensure a smooth transition."'


@pytest.mark.parametrize(("sentence", "text", "found"), [
    # Were kept (1194, 6998): whose "we", whose "I"?
    (STRONG, "A statement that we are in the process of a thorough internal review was "
     "released by Strong Financial Wednesday night.", "statement that we"),
    (OFFICE, "He was the one who vowed that I am taking his office, and we go to keep on "
     "building.", "vowed that I"),
])
def test_a_quoted_first_person_reported_is_found(sentence: str, text: str, found: str) -> None:
    assert first_person_reported(text, sentence) == found


@pytest.mark.parametrize(("sentence", "text"), [
    # the source's own "we" outside the marks (104)
    (TENT, "He was the one who added that we did not go to make progress if we do not broaden "
     "the tent."),
    # no word of saying before the pronoun (378)
    (BOARD, "It is with the board that we will work to ensure a smooth transition."),
    # the marks kept
    (OFFICE, "He vowed, \"I'm taking his office, and we're gonna keep on building.\""),
])
def test_other_texts_are_left(sentence: str, text: str) -> None:
    assert first_person_reported(text, sentence) is None
