"""realize_lost_questions: a source's question said as a statement (MRPC train, tuning
stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_lost_questions import question_stated


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


END_ALL = _tokens("When I talked to him last time , did I think it was the end-all ?")
CANCER = _tokens('Spengler replied , " Did n\'t your mother die of breast cancer ? "')


@pytest.mark.parametrize(("tokens", "text"), [
    # Were kept (1453, 2898): the question asserted, the denial made the speaker's claim
    (END_ALL, "When I talked to him last time, I thought it the end-all."),
    (CANCER, "Your mother did not die of breast cancer, Spengler replied request."),
])
def test_a_question_said_as_a_statement_is_found(tokens: list[str], text: str) -> None:
    assert question_stated(text, tokens) == "?"


@pytest.mark.parametrize(("tokens", "text"), [
    (CANCER, 'Spengler replied: "Didn\'t your mother die of breast cancer?"'),
    (_tokens("He said the deal was done ."), "The deal was done, he said."),
])
def test_other_texts_are_left(tokens: list[str], text: str) -> None:
    assert question_stated(text, tokens) is None
