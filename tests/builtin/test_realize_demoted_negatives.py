"""realize_demoted_negatives: a negative subject said in a passive's "by" phrase or after a
cleft's or existential's focus (MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_demoted_negatives import demoted_negative_subject


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


LETTER = _tokens("No company employee has received an individual target letter at this time .")
TRACE = _tokens("No one has found blood , bones or any other trace of the child .")
DEAN = _tokens("None of Dean 's opponents picked him as someone to party with and Dean was not "
               "asked the question .")
PILL = _tokens("No pill is ever expected to replace earplugs and other mechanical ear "
               "protection .")
LEE = _tokens("Spike Lee no longer believes that Viacom deliberately intended to trade on his "
              "name .")
RIDGE = _tokens("Ridge said no actual explosives or other harmful substances will be used .")


@pytest.mark.parametrize(("tokens", "text", "found"), [
    # Were kept (715, 4465, 2304): the denial no longer covers the clause
    (LETTER, "There is an individual target letter that no company employee has received at "
     "this time.", "that no"),
    (LETTER, "An individual target letter has been received by no company employee at this "
     "time.", "by no"),
    (TRACE, "It is blood, bones, or any other trace of the child that no one has found.",
     "that no"),
    (TRACE, "Blood, bones or any other trace of the child has been found by no one.", "by no"),
    (DEAN, "He was picked by none of Dean's opponents as someone to party, and Dean was not "
     "asked the question.", "by none"),
])
def test_a_demoted_negative_subject_is_found(tokens: list[str], text: str, found: str) -> None:
    assert demoted_negative_subject(text, tokens) == found


@pytest.mark.parametrize(("tokens", "text"), [
    # a pseudo-cleft keeps its subject before its verb (180); "no longer" (1043); the
    # negative in the reported clause (4672); the source's order
    (PILL, "What no pill is ever expected to do is replace earplugs and other mechanical ear "
     "protection."),
    (LEE, "It is Spike Lee who no longer believes Viacom deliberately intended to trade on his "
     "name."),
    (RIDGE, "What Ridge said was that no actual explosives or other harmful substances will be "
     "used."),
    (LETTER, "At this time, no company employee has received an individual target letter."),
])
def test_other_texts_are_left(tokens: list[str], text: str) -> None:
    assert demoted_negative_subject(text, tokens) is None
