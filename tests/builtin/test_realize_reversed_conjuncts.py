"""realize_reversed_conjuncts: the source's second coordinated clause said first with a
pronoun before the noun of the first clause it stood for (MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_reversed_conjuncts import pronoun_before_its_conjunct


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


TEEN = _tokens("The teen was in surgery at Sacred Heart Medical Center , and the extent of "
               "his injuries was not available , Bragdon said .")
TIKRIT = _tokens("Tikrit is Saddam Hussein 's hometown and the region around it is known as a "
                 "hotbed of Baath Party supporters and former high-ranking Iraqi military "
                 "officials .")
ACADEMY = _tokens("The academy will get its own internal report next week and it will be made "
                  "public , Rosa said .")
SOLDIERS = _tokens("Another soldier died and three were wounded when their vehicle hit a land "
                   "mine or a piece of unexploded ordnance in Baghdad , a military statement "
                   "said Tuesday .")
PHONE = _tokens("I called the number and the lady told me she was talking on the phone to Toby "
                "Studabaker . \"")
FORCE = _tokens("It says the intervention force will confiscate weapons , reform the police , "
                "strengthen the courts and prison system and protect key institutions .")


@pytest.mark.parametrize(("tokens", "text", "found"), [
    # Were kept (6379, 4431, 2418, 3927): the pronoun looks forward, at nothing or another
    (TEEN, "It was the extent of his injuries that was not available, and the teen was in "
     "surgery at Sacred Heart Medical Center, Bragdon said.", "of his ..., and"),
    (TIKRIT, "The region around it is known as a hotbed of Baath Party supporters and former "
     "high-ranking Iraqi military officials, and Tikrit is Saddam Hussein's hometown.",
     "around it ..., and"),
    (ACADEMY, "It will be made public, and the academy will get its own internal report next "
     "week, Rosa said.", "it ..., and"),
    (SOLDIERS, "Three were wounded when their vehicle hit a land mine or a piece of unexploded "
     "ordnance in Baghdad, and another soldier died, a military statement said Tuesday.",
     "when their ..., and"),
])
def test_refused(tokens: list[str], text: str, found: str) -> None:
    assert pronoun_before_its_conjunct(text, tokens) == found


@pytest.mark.parametrize(("tokens", "text"), [
    # The source's order kept: the pronoun after its noun
    (TEEN, "It was the teen who was in surgery at Sacred Heart Medical Center, and the extent "
     "of his injuries was not available, Bragdon said."),
    # A cleft's "It was" is no pronoun of the second clause
    (ACADEMY, "It was Rosa who said the academy will get its own internal report next week, "
     "and it will be made public."),
    # 'she' is the lady's, said in her own clause (4529)
    (PHONE, "The lady told me she was talking to Toby Studabaker on the phone, and I called "
     "the number."),
    # a pronoun after a word of the first clause (4057)
    (FORCE, "The intervention force will confiscate weapons, it will reform the police, it "
     "will strengthen the courts and prison system, and it will protect key institutions, it "
     "says."),
])
def test_left(tokens: list[str], text: str) -> None:
    assert pronoun_before_its_conjunct(text, tokens) is None
