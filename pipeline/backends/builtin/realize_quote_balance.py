"""A quotation whose opening or closing mark a realization lost.

A phrase read back from the source can begin or end inside its quotation: "in a
islandwide take-your-temperature'' campaign" for "in an islandwide
``take-your-temperature'' campaign", "a sign reading CAUTION Low Flying Planes'' on a
building" for "``CAUTION Low Flying Planes''", "on the CIA's ''watch list since 1998" for
"''watch list''".  A lone mark leaves the reader unable to tell what is quoted; where the
source paired its marks, a text that does not is refused.
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["unpaired_quote"]

# Marks as a text says them: the tokenizer's ``/'' pairs, curly quotes, straight quotes.
_OPENING = ("``", "\u201c")
_CLOSING = ("''", "\u201d")


def _paired(text: str) -> bool:
    """Whether every quotation of ``text`` opens and closes (''...'' may open as well)."""
    opening = sum(text.count(mark) for mark in _OPENING)
    closing = sum(text.count(mark) for mark in _CLOSING)
    if text.count('"') % 2:
        return False
    return opening == closing if opening else closing % 2 == 0


def unpaired_quote(text: str, tokens: Sequence[str]) -> bool:
    """Whether ``text`` leaves a quotation mark unpaired that the source (``tokens``) paired.

    >>> tokens = "an islandwide `` take-your-temperature '' campaign".split()
    >>> unpaired_quote("a islandwide take-your-temperature'' campaign", tokens)
    True
    >>> unpaired_quote("an islandwide ``take-your-temperature'' campaign", tokens)
    False
    >>> unpaired_quote("on the CIA's ''watch list since 1998", "the '' watch list ''".split())
    True
    >>> unpaired_quote('He said "no', 'He said " no'.split())
    False
    """
    return _paired(joined_tokens(tokens)) and not _paired(text)
