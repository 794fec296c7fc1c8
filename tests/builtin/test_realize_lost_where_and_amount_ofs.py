"""realize_lost_where_places and realize_lost_amount_ofs: a copula's "where" and an amount's
"of" the source said, lost from a rebuilt text (MRPC train, tuning stretches)."""

from __future__ import annotations

from pipeline.backends.builtin.realize_lost_amount_ofs import lost_amount_of
from pipeline.backends.builtin.realize_lost_where_places import lost_where_place


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


NEVADA = _tokens("Nevada is where the most women smoke , 28 percent .")
RUSSELL = _tokens("But the Russell 2000 , the barometer of stocks of smaller companies , had a "
                  "weekly gain of 3.71 , or 0.9 percent , closing at 418.40 .")
NASDAQ = _tokens("The tech-heavy Nasdaq composite index fell 3.99 , or 0.2 percent , to "
                 "1,682.72 , following a two-day win of 55.93 .")


def test_a_place_said_without_its_where_is_found() -> None:
    # Were kept (3227): the women smoke the state
    assert lost_where_place("It is the most women who smoke Nevada, 28 percent.",
                            NEVADA) == "is where"
    assert lost_where_place("The most women are the ones who smoke Nevada, 28 percent.",
                            NEVADA) == "is where"


def test_an_amount_said_without_its_of_is_found() -> None:
    # Were kept (4186, 3741)
    assert lost_amount_of("But it was weekly gain 3.71 that closed at 418.40 or 0.9 percent "
                          "that the Russell 2000, the barometer of stocks of smaller "
                          "companies, had.", RUSSELL) == "gain of 3.71"
    assert lost_amount_of("After two-day win 55.93, the tech-heavy Nasdaq composite index fell "
                          "3.99, or 0.2 percent, to 1,682.72.", NASDAQ) == "win of 55.93"


def test_the_where_and_the_of_said_are_left() -> None:
    assert lost_where_place("It is Nevada where the most women smoke, 28 percent.",
                            NEVADA) is None
    assert lost_amount_of("But it was the Russell 2000, the barometer of stocks of smaller "
                          "companies, that had a weekly gain of 3.71, or 0.9 percent, closing "
                          "at 418.40.", RUSSELL) is None
