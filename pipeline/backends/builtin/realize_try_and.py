"""A rebuilt text that says the source's "try and VERB" as two infinitives: "Companies are
working with the FDA and academics to try and to get some firm answers" for "to try and get
some firm answers" (MRPC train 2824).  "Try and get" is one verb phrase, an informal "try to
get"; with its own "to" the second verb reads as a second aim beside an aim of trying
nothing.  Such a text is refused (a row at the end of realize_source_faults' table,
rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["split_try_and"]

_SPLIT = re.compile(r"(?i)\b(try|tries|tried|trying) and to\b")


def split_try_and(text: str, tokens: Sequence[str]) -> str | None:
    """The words of ``text`` that say the source's "try and VERB" with a "to" between
    ("try and to"), or None.

    >>> split_try_and("They work to try and to get answers.",
    ...               "They work to try and get answers .".split())
    'try and to'
    >>> split_try_and("They try and to a degree succeed.",
    ...               "They try and to a degree succeed .".split())
    """
    found = _SPLIT.search(text)
    if found is None:
        return None
    lowered = lowered_tokens(tokens)
    word = found.group(1).lower()
    if any(lowered[k] == word and lowered[k + 1] == "and" and lowered[k + 2] != "to"
           for k in range(len(lowered) - 2)):
        return found.group(0)
    return None
