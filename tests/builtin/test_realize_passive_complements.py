"""realize_passive_complements: a passive that runs the source's "as" predicate into its
subject or leaves a reflexive object after its participle (MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_passive_complements import passive_complement_misplaced


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


INTELLIGENCE = _tokens("The Bush administration cited that intelligence as primary "
                       "justification for invading Iraq .")
TOYS = _tokens("He listed LeapFrog Enterprises ' LF.N LeapPad books , Hasbro Inc. 's HAS.N "
               "Beyblade starter set , and MGA Entertainment 's Bratz doll line as toys that "
               "were stealing market share .")
RUN = _tokens("When we opened here , we originally planned an 18-month run as a part of a "
              "North American tour .")
WORM = _tokens('The juvenile arrested yesterday allegedly authored a variant of the worm known '
               'as " RPCSDBOT . "')


@pytest.mark.parametrize(("tokens", "text"), [
    # Were kept (4299, 6386, 4395)
    (INTELLIGENCE, "That intelligence as primary justification for invading Iraq was cited by "
     "the Bush administration."),
    (TOYS, "LeapFrog Enterprises' LeapPad books, Hasbro Inc.'s Beyblade starter set, and MGA "
     "Entertainment's Bratz doll line as toys that were stealing market share were listed by "
     "him."),
    ([], "An advocate of better corporate governance was styled himself by Mr. McCall, who ran "
     "unsuccessfully for governor of New York in 2002."),
])
def test_a_misplaced_complement_is_found(tokens: list[str], text: str) -> None:
    assert passive_complement_misplaced(text, tokens) is not None


@pytest.mark.parametrize(("tokens", "text"), [
    # kept, sound: plan-01 has no "as" role (6417); "known as" is the noun's (560)
    (RUN, "An 18-month run as a part of a North American tour was originally planned by us "
     "when we opened here."),
    (WORM, 'A variant of the worm known as "RPCSDBOT" was allegedly authored by the juvenile '
     'arrested yesterday.'),
    (INTELLIGENCE, "That intelligence was cited as primary justification for invading Iraq by "
     "the Bush administration."),
])
def test_other_passives_are_left(tokens: list[str], text: str) -> None:
    assert passive_complement_misplaced(text, tokens) is None
