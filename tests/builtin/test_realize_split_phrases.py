"""realize_split_phrases: a phrasal verb's particle said after a phrase or clause of its own,
before an amount or an aside (MRPC train, tuning stretches)."""

from __future__ import annotations

import re

from pipeline.backends.builtin.realize_split_phrases import split_source_phrase

_WORD = re.compile(r"[\w'-]+|[^\w\s]")

PRICES = _WORD.findall("Prices had pulled back from offshore highs when the Empire State survey "
                       "far exceeded expectations by jumping to 26.8 in June, a record high, "
                       "from 10.6 in May.")
GILLETTE = _WORD.findall("Shares of Gillette closed down 45 cents at $33.70 in trading Wednesday "
                         "on the New York Stock Exchange.")


def test_back_before_an_aside_is_found() -> None:
    # Was kept (2670): "back, a record high" read as the amount the prices pulled back
    assert split_source_phrase("When the Empire State survey exceeded expectations by jumping "
                               "to 26.8 in June far, prices had pulled from offshore highs back, "
                               "a record high, from 10.6 in May.", PRICES) \
        == "the source's 'pulled back' said apart"


def test_a_change_before_its_amount_is_left() -> None:
    # "down 45 cents" says the change with its amount wherever it stands (3649)
    assert split_source_phrase("Shares of Gillette closed at $33.70 in trading Wednesday down "
                               "45 cents on the New York Stock Exchange.", GILLETTE) is None
