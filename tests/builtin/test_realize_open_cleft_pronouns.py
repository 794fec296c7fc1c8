"""realize_open_cleft_pronouns: a cleft on a shared subject's object whose second clause's
pronoun could stand for the focus (MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_open_cleft_pronouns import open_cleft_pronoun


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


@pytest.mark.parametrize(("tokens", "text", "found"), [
    # Were kept (51, 7066, 2398): "it" reads as the focus as well as the subject
    (_tokens("WebTV was sold to Microsoft in 1997 for $425 million and today is called MSN TV ."),
     "It was to Microsoft that WebTV was sold for $425 million in 1997, and it is called MSN TV "
     "today.", "Microsoft ... it"),
    (_tokens("The pound also made progress against the dollar , reached fresh three-year highs "
             "at $1.6789 ."),
     "It was the progress against the dollar that the pound also made, and it reached fresh "
     "three-year highs at $1.6789.", "the progress against the dollar ... it"),
    (_tokens("The appeal would stop the extradition process and could take several months , "
             "Rork said ."),
     "It was the extradition process that the appeal would stop, and it could take several "
     "months, Rork said.", "the extradition process ... it"),
    # Was kept (3444): the head "law" is singular, though the focus ends in a plural
    (_tokens("The December decision by the 9th U.S. Circuit Court of Appeals upheld California "
             "'s law banning certain assault weapons and revived the national gun-ownership "
             "debate ."),
     "It was California's law banning certain assault weapons that the December decision by "
     "the 9th U.S. Circuit Court of Appeals upheld, and it revived the national gun-ownership "
     "debate.", "California's law banning certain assault weapons ... it"),
])
def test_a_pronoun_open_to_the_focus_is_found(tokens: list[str], text: str, found: str) -> None:
    assert open_cleft_pronoun(text, tokens) == found


@pytest.mark.parametrize(("tokens", "text"), [
    # a plural focus for "it" (652), a person's pronoun (6839), a time (800)
    (_tokens("The staged scene , covering several acres , featured smashed cars and buses , "
             "ruined buildings , scattered debris and spot fires ."),
     "It was smashed cars, buses, and ruined buildings that the staged scene, covering several "
     "acres, featured, and it scattered debris and spot fires."),
    (_tokens("Magnarelli said Racicot hated the Iraqi regime and looked forward to using his "
             "long years of training in the war ."),
     "It was the Iraqi regime that Racicot hated, and he looked forward to using his long "
     "years of training in the war, Magnarelli said."),
    (_tokens("UAL attorney James Sprayregen told a court hearing yesterday that it would submit "
             "a fresh business plan , but gave no indication of when ."),
     "It was yesterday that UAL attorney James Sprayregen told a court hearing it would submit "
     "a fresh business plan, but it gave no indication of when."),
    # a singular head in "-is" for "they" (3186)
    (_tokens("The two companies plan further analysis of the subset data and will discuss the "
             "results with regulatory agencies ."),
     "It is the further analysis of the subset data that the two companies plan, and they will "
     "discuss the results with regulatory agencies."),
    # a cleft on the subject: the pronoun's one noun (6275)
    (_tokens("SARS has killed 296 people on China 's mainland and infected more than 5,200 ."),
     "It is SARS that has killed 296 people on China's mainland, and it has infected more than "
     "5,200."),
])
def test_other_clefts_are_left(tokens: list[str], text: str) -> None:
    assert open_cleft_pronoun(text, tokens) is None
