"""realize_subject_times: the verb's bare day or date said inside a passive's subject
(MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_subject_times import time_in_passive_subject


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


LETTER = _tokens("Republican National Committee Chairman Ed Gillespie issued a letter Friday to "
                 "CBS Television President Leslie Moonves .")
LAWSUIT = _tokens("Five Big East schools , Connecticut , Pittsburgh , Rutgers , Virginia Tech and "
                  "West Virginia , filed the lawsuit June 6 .")
TRUCK = _tokens("Cambone said U.S forces found the tractor-trailer April 19 at a Kurdish "
                "checkpoint near the city of Mosul in northern Iraq .")


@pytest.mark.parametrize(("tokens", "text", "found"), [
    # Were kept (287, 984, 6740)
    (LETTER, "A letter Friday was issued to CBS Television President Leslie Moonves by "
     "Republican National Committee Chairman Ed Gillespie.", "letter Friday"),
    (LAWSUIT, "The lawsuit June 6 was filed by five Big East schools, Connecticut, Pittsburgh, "
     "Rutgers, Virginia Tech and West Virginia.", "lawsuit June 6"),
    (TRUCK, "The tractor-trailer April 19 was found at a Kurdish checkpoint near the city of "
     "Mosul in northern Iraq by U.S forces, Cambone said.", "tractor-trailer April 19"),
])
def test_a_time_in_a_passive_subject_is_found(tokens: list[str], text: str, found: str) -> None:
    assert time_in_passive_subject(text, tokens) == found


@pytest.mark.parametrize(("tokens", "text"), [
    (LETTER, "A letter was issued Friday to CBS Television President Leslie Moonves by "
     "Republican National Committee Chairman Ed Gillespie."),
    (LAWSUIT, "The lawsuit was filed June 6 by five Big East schools."),
    # a subject the source opened on with its time
    (_tokens("A study published Wednesday finds that teenagers ... ."),
     "A study published Wednesday finds that teenagers were no more likely to have sex."),
])
def test_other_texts_are_left(tokens: list[str], text: str) -> None:
    assert time_in_passive_subject(text, tokens) is None
