"""realize_doubled_times: a day or month said more often than the source says it (MRPC
train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_doubled_times import doubled_time_word


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


MAGNER = _tokens("Citigroup Inc. C.N , the world 's largest financial services company , on "
                 "Wednesday promoted Marjorie Magner to chairman and chief executive of its "
                 "global consumer group .")
SARS = _tokens("SARS , or severe acute respiratory syndrome , emerged in November last year .")
DIVIDEND = _tokens("The dividend is payable Nov. 7 to shareholders of record Oct. 17 .")


@pytest.mark.parametrize(("tokens", "text", "found"), [
    # Were kept (1902, 1995)
    (MAGNER, "Marjorie Magner was promoted to chairman and chief executive of its global "
     "consumer group on Wednesday by Citigroup Inc., the world's largest financial services "
     "company, on Wednesday.", "wednesday"),
    (SARS, "In November last year, SARS or severe acute respiratory syndrome emerged November.",
     "november"),
])
def test_a_time_said_twice_is_found(tokens: list[str], text: str, found: str) -> None:
    assert doubled_time_word(text, tokens) == found


@pytest.mark.parametrize(("tokens", "text"), [
    # a month's abbreviation spelled out (1251: kept, sound)
    (DIVIDEND, "On November 7, the dividend is payable to shareholders of record October 17."),
    (MAGNER, "On Wednesday, Citigroup Inc. promoted Marjorie Magner to chairman."),
])
def test_a_time_said_once_is_left(tokens: list[str], text: str) -> None:
    assert doubled_time_word(text, tokens) is None
