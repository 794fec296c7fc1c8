"""realize_reversed_as_comparisons: an "as ADJ as" comparison said with its standard first
(MRPC train, tuning stretches)."""

from __future__ import annotations

from pipeline.backends.builtin.realize_reversed_as_comparisons import reversed_as_comparison


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


MARS = _tokens("By Wednesday , the Red Planet will come as near to Earth as it has been in "
               "60,000 years .")
BONDS = _tokens("Stocks rose as much as 2 percent as investors bought bonds .")


def test_a_comparison_said_standard_first_is_found() -> None:
    # Was kept (4134): the standard fronted as a clause of time or reason
    assert reversed_as_comparison("As it has been in 60,000 years, the Red Planet will come by "
                                  "Wednesday as near to Earth.", MARS) == "as it ... as near"


def test_a_comparison_said_in_order_is_left() -> None:
    assert reversed_as_comparison("It is the Red Planet that will come by Wednesday as near to "
                                  "Earth as it has been in 60,000 years.", MARS) is None
    assert reversed_as_comparison("Stocks rose as much as 2 percent as investors bought bonds.",
                                  BONDS) is None
