"""realize_reversed_sequences: one subject's two deeds joined with "and" told in reverse
(MRPC train, tuning stretches)."""

from __future__ import annotations

import re

from pipeline.backends.builtin.realize_reversed_sequences import reversed_sequence

_WORD = re.compile(r"[\w'-]+|[^\w\s]")


def _tokens(sentence: str) -> list[str]:
    return _WORD.findall(sentence)


LAWMAKERS = _tokens("The lawmakers were departing Wednesday and expected to arrive in Pyongyang "
                    "on Friday.")
GAMBLE = _tokens("Supporters say those people will gamble and have enough money left over to "
                 "spend in restaurants and stores.")
MINISTERS = _tokens("The Prime Ministers of China, Russia and four central Asian nations have met "
                    "in Beijing and approved a budget for their regional security grouping.")
BLASTS = _tokens("The blasts killed two people and injured more than 150 others.")
OPEC = _tokens("The Organization of Petroleum Exporting Countries defied expectations on "
               "Wednesday and lowered its output ceiling by 900,000 barrels a day.")
TALIBAN = _tokens("He blamed guerrillas from the Taliban regime ousted in late 2001 and said it "
                  "was possible the bomber died in the blast.")
SAVINGS = _tokens("Another $100-million in savings will come from management layoffs and pay "
                  "cuts.")
FINES = _tokens("Doctors would face fines and up to two years in prison for performing the "
                "procedure, except as a lifesaving step.")
BREACH = _tokens("Prosecutors said the investment was a breach of duty and resulted in the "
                 "pension fund immediately losing $1 million.")


def test_two_deeds_told_in_reverse_are_found() -> None:
    # Were kept (3962, 4836, 62): the later deed said first
    assert reversed_sequence("The lawmakers expected to arrive in Pyongyang on Friday, and they "
                             "were departing Wednesday.", LAWMAKERS) == "expected ... departing"
    assert reversed_sequence("Those people will have enough money left over to spend in "
                             "restaurants and stores, and they will gamble, supporters say.",
                             GAMBLE) == "have ... gamble"
    assert reversed_sequence("The Prime Ministers of China, Russia and four central Asian nations "
                             "approved a budget for their regional security grouping, and they "
                             "have met in Beijing.", MINISTERS) == "approved ... met"


def test_two_deeds_told_in_order_are_left() -> None:
    assert reversed_sequence("It was the lawmakers who were departing Wednesday, and they "
                             "expected to arrive in Pyongyang on Friday.", LAWMAKERS) is None


def test_tallies_and_judged_deeds_are_left() -> None:
    # "killed ... and injured" (2931), "defied expectations ... and lowered" (1553)
    assert reversed_sequence("The blasts injured more than 150 others, and they killed two "
                             "people.", BLASTS) is None
    assert reversed_sequence("The Organization of Petroleum Exporting Countries lowered its "
                             "output ceiling by 900,000 barrels a day, and it defied expectations "
                             "on Wednesday.", OPEC) is None


def test_words_that_are_no_second_deed_are_left() -> None:
    # A participle of a noun (6764), a noun's modifier (6907), a list (3232), a copula (1311)
    assert reversed_sequence("He said the bomber could have died in the blast, and he blamed "
                             "guerrillas from the Taliban regime ousted in late 2001.",
                             TALIBAN) is None
    assert reversed_sequence("It is management layoffs and pay cuts that another $100 million in "
                             "savings will come from.", SAVINGS) is None
    assert reversed_sequence("It was fines and up to two years in prison that doctors would face "
                             "for performing the procedure, except as a lifesaving step.",
                             FINES) is None
    assert reversed_sequence("The investment resulted in the pension fund immediately losing $1 "
                             "million, and it was a breach of duty, prosecutors said.",
                             BREACH) is None
