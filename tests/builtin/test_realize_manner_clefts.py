"""realize_manner_clefts: a cleft on a phrase that names a state, a manner, a purpose or a
stance, never a place or time (MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_manner_clefts import cleft_on_no_place_or_time


@pytest.mark.parametrize(("text", "found"), [
    # Were kept (666, 4468, 3240, 4794, 4200, 6604, 6770, 6820, 4126)
    ("It was in critical condition that the victim, who was also not identified, was taken "
     "to Kings County Hospital.", "in critical condition"),
    ("It is in an unusual move that the U.S. Patent and Trademark Office is reconsidering a "
     "patent affecting Internet pages.", "in an unusual move"),
    ("It is at age 93 that Sir Wilfred Thesiger, writer, explorer and chronicler of the "
     "world's vanishing ways of life, has died.", "at age 93"),
    ("It was in exchange for new tax breaks that it would remove $55 billion in tax "
     "subsidies for exporters.", "in exchange for new tax breaks"),
    ("It was at first that the animals' performance declined, compared with the joystick "
     "sessions.", "at first"),
    ("It was in a major setback to consumers that a federal judge granted the government's "
     "request Thursday.", "in a major setback to consumers"),
    ("It is in a bid to clean up its image that WorldCom is adopting the name of its MCI "
     "long-distance division.", "in a bid to clean up its image"),
    ("It was in terms of format that DVD music took off, the IFPI said.", "in terms of format"),
    ("It is at the heart of the ongoing fight against terrorism that close co-operation "
     "between our intelligence services lie.",
     "at the heart of the ongoing fight against terrorism"),
])
def test_a_cleft_on_no_place_or_time_is_found(text: str, found: str) -> None:
    assert cleft_on_no_place_or_time(text, []) == found


@pytest.mark.parametrize("text", [
    # places, times, a document, a name's word (kept, sound: 1252, 257, 406, 1113, 474)
    "It was in a statement that Microsoft said the dividend is payable November 7.",
    "It was on Monday that both sets of findings were presented at the annual meeting.",
    "It is in the July issue of its Journal of Allergy and Clinical Immunology that it is "
    "publishing the studies.",
    "It was on the New York Stock Exchange that GE's shares closed at $30.65 on Friday.",
    "It was in a part of the brain associated with coyness that adults had stronger brain "
    "activity.",
    # a noun cleft on a hedged count (2757)
    "It is at least 23 U.S. troops that hostile fire has killed since May 1.",
])
def test_other_clefts_are_left(text: str) -> None:
    assert cleft_on_no_place_or_time(text, []) is None
