"""A rebuilt text that drops a small cardinal the source spelled out.

"The affidavit said Mr. al-Amoudi made at least 10 trips to Libya using one Yemeni and two
U.S. passports." parsed with one passport node (its "and two" lost) was said as "...,
using one Yemeni U.S. passports."; "One in seven 15-year-olds ... are obese" as "One
15-year-olds ...", and "referring to his 42 on the front nine" as "referring 42 on the
front".  The source's count is gone and the text around it rarely reads; such a text is
refused (an entry of realize_source_faults' table, rebuilt texts only).  "two dozen"
said as "24" keeps its count.
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.backends.builtin.number_words import SMALL_CARDINALS
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import TEXT_WORD

__all__ = ["lost_number_word"]

# "two" .. "twelve": "one" is as often a pronoun ("one of them", "the one that").
_COUNTED = {word: str(value) for value, word in enumerate(SMALL_CARDINALS) if value >= 2}
# Words after a cardinal that make it part of a larger amount the text may say in digits.
_MULTIPLIERS = frozenset(["dozen", "dozens", "hundred", "thousand", "million", "billion",
                          "trillion", "score"])


def lost_number_word(text: str, tokens: Sequence[str]) -> str | None:
    """The small cardinal the source (``tokens``) says more often than ``text`` says it in
    words or digits, or None.

    >>> lost_number_word("Using one Yemeni U.S. passports, he made 10 trips.",
    ...     "He made 10 trips using one Yemeni and two U.S. passports .".split())
    'two'
    >>> lost_number_word("At least 24 people were killed.",
    ...     "At least two dozen people were killed .".split())
    >>> lost_number_word("He has 2 sons.", "He has two sons .".split())
    """
    lowered = lowered_tokens(tokens)
    said = [w.lower() for w in TEXT_WORD.findall(text)]
    for word, digits in _COUNTED.items():
        counted = sum(1 for at, token in enumerate(lowered) if token == word and (
            at + 1 == len(lowered) or lowered[at + 1] not in _MULTIPLIERS))
        if counted and counted > said.count(word) + said.count(digits):
            return word
    return None
