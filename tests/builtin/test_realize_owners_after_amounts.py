"""realize_owners_after_amounts: the owner of an amount said as "of X" after it (a sentence
made for the test after the kind the round's reading found; no tuning text was kept with
one)."""

from __future__ import annotations

from pipeline.backends.builtin.realize_owners_after_amounts import owner_after_amount

NOKIA = "Last year , China accounted for 14 percent of Nokia 's $ 20.5 billion in sales ."


def test_an_owner_after_its_amount_is_found() -> None:
    assert owner_after_amount("It was last year that China accounted for 14 percent of $20.5 "
                              "billion of Nokia in sales.", NOKIA.split()) == "Nokia"
    assert owner_after_amount("14 percent of $20.5 billion of Nokia in sales was accounted for"
                              " by China last year.", NOKIA.split()) == "Nokia"


def test_the_owners_possessive_kept_is_left() -> None:
    assert owner_after_amount("China accounted for 14 percent of Nokia's $20.5 billion in sales"
                              " last year.", NOKIA.split()) is None
