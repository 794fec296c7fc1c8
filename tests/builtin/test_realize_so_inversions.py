"""realize_so_inversions: the source's inverted "so do X" not said (MRPC train, tuning
stretches)."""

from __future__ import annotations

from pipeline.backends.builtin.realize_so_inversions import lost_so_inversion


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


OBESITY = _tokens("Although obesity can increase the risk of health problems , skeptics argue , "
                  "so do smoking and high cholesterol .")


def test_a_gerund_made_of_the_inversion_is_refused() -> None:
    # Were kept (3633, 3634, x4 each)
    assert lost_so_inversion("Obesity can increase the risk of health problems, and yet skeptics "
                             "argue so doing smoking and high cholesterol.", OBESITY) == "so do"
    assert lost_so_inversion("It is skeptics that argue although obesity can increase the risk "
                             "of health problems so doing smoking and high cholesterol.",
                             OBESITY) == "so do"


def test_the_inversion_said_is_left() -> None:
    assert lost_so_inversion("Skeptics argue that although obesity can increase the risk of "
                             "health problems, so do smoking and high cholesterol.",
                             OBESITY) is None
    # a "so" that opens no inverted clause ("so far", "and so on")
    assert lost_so_inversion("Sales rose.", _tokens("Sales rose so far this year .")) is None
