"""realize_torn_possessive_names: a possessive said inside a source's name (MRPC train
6208)."""

from __future__ import annotations

from pipeline.backends.builtin.realize_torn_possessive_names import torn_possessive_name


def _tokens(sentence: str) -> list[str]:
    return sentence.split(" ")


SHARES = _tokens("Shares of San Diego-based Jack In The Box closed at $21.49 , up 78 cents , or "
                 "3.8 percent , on the New York Stock Exchange .")


def test_a_possessive_inside_a_name_is_found() -> None:
    assert torn_possessive_name("It was San Diego-based Jack's shares in the Box that closed at "
                                "$21.49, up 78 cents, or 3.8 percent, on the New York Stock "
                                "Exchange.", SHARES) == "Jack's"


def test_the_whole_name_stays() -> None:
    assert torn_possessive_name("On the New York Stock Exchange, shares of San Diego-based Jack "
                                "In The Box closed at $21.49, up 78 cents, or 3.8 percent.",
                                SHARES) is None
    assert torn_possessive_name("San Diego-based Jack In The Box's shares closed at $21.49.",
                                SHARES) is None
