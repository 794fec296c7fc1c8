"""realize_gapped_members: the second member of a gapped coordination ("X to A and Y to B")
said with its phrase stacked on the first member's (MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_gapped_members import gapped_member_stacked


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


TUITION = _tokens("The 25 percent hike takes annual UC undergraduate tuition to $ 4,794 and "
                  "graduate fees to $ 5,019 .")
SALARY = _tokens("The contract sets his annual base salary at $ 1.4 million and his target "
                 "bonus at a minimum of $ 1 million .")
RANGE = _tokens("Pinellas rabies cases fell sharply to 17 in 1996 and 3 in 1997 , Agnew said .")


@pytest.mark.parametrize(("tokens", "text", "found"), [
    # Were kept (6211, 6946): a range or a second amount the source never gave the first noun
    (TUITION, "The 25 percent hike takes annual UC undergraduate tuition to $4,794 to $5,019, "
     "and graduate fees.", "to $4,794 to $5,019"),
    (SALARY, "The contract sets his annual base salary at $1.4 million at a minimum of $1 "
     "million and his target bonus.", "at $1.4 million at a minimum"),
])
def test_a_stacked_gapped_member_is_found(tokens: list[str], text: str, found: str) -> None:
    assert gapped_member_stacked(text, tokens) == found


@pytest.mark.parametrize(("tokens", "text"), [
    (SALARY, "The contract sets his annual base salary at $1.4 million and his target bonus "
     "at a minimum of $1 million."),
    # the source's own pairs said in its order (2608)
    (RANGE, "It was Agnew who said Pinellas rabies cases fell sharply to 17 in 1996 and 3 in "
     "1997."),
])
def test_other_texts_are_left(tokens: list[str], text: str) -> None:
    assert gapped_member_stacked(text, tokens) is None
