"""realize_run_on_foci: a cleft's or existential's focus that runs a second noun phrase into
the first (MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_run_on_foci import noun_run_into_focus


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


MONUMENT = _tokens("Civil liberties groups protested and a US district judge ruled that the "
                   "monument was an unconstitutional promotion of religion .")
OVERRUN = _tokens("The first vulnerability is a buffer overrun that results from IE 's failure "
                  "to properly determine an object type returned from a Web server .")
MCCALL = _tokens("Mr. McCall , who ran unsuccessfully for governor of New York in 2002 , styled "
                 "himself an advocate of better corporate governance .")
ABBAS = _tokens("Palestinian Prime Minister Mahmoud Abbas told Palestinian Satellite TV the "
                "helicopter strike was a \" terrorist attack . \"")
SRIYANTO = _tokens("Outside the court , Sriyanto , who faces up to 25 years ' jail , denied he "
                   "had done anything wrong .")


@pytest.mark.parametrize(("tokens", "text", "found"), [
    # Were kept (32, 3265, 4395)
    (MONUMENT, "There was an unconstitutional promotion of religion the monument that a US "
     "district judge ruled, and civil liberties groups protested.", "religion the"),
    (OVERRUN, "There is a buffer overrun the first vulnerability that results from IE's failure "
     "to properly determine an object type returned from a Web server.", "overrun the"),
    (MCCALL, "It was corporate governance an advocate that Mr. McCall, who ran unsuccessfully "
     "for governor of New York in 2002, styled himself that was better.", "governance an"),
    # a closing quotation mark between them (6656)
    (ABBAS, "There was a \"terrorist attack\" the helicopter strike that Palestinian Prime "
     "Minister Mahmoud Abbas told Palestinian Satellite TV.", "attack the"),
])
def test_a_noun_run_into_the_focus_is_found(tokens: list[str], text: str, found: str) -> None:
    assert noun_run_into_focus(text, tokens) == found


@pytest.mark.parametrize(("tokens", "text"), [
    # the source's "Outside the" (2907), a preposition's article, the subject's cleft
    (SRIYANTO, "It was outside the court that Sriyanto, who faces up to 25 years' jail, denied "
     "that he had done anything wrong."),
    (OVERRUN, "It is a buffer overrun that the first vulnerability is."),
    (MCCALL, "It was Mr. McCall who styled himself an advocate of better corporate governance."),
])
def test_other_foci_are_left(tokens: list[str], text: str) -> None:
    assert noun_run_into_focus(text, tokens) is None
