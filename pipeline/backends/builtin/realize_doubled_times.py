"""A rebuilt text that says a day or month name more often than the source does.

Where the realizer says a clause's time where it moved it and again where the source had it,
the time is said twice: "Marjorie Magner was promoted to chairman ... on Wednesday by
Citigroup Inc., the world's largest financial services company, on Wednesday." (1902),
"In November last year, SARS or severe acute respiratory syndrome emerged November." (1995).
realize_repeated_phrases counts runs of four words and more; a time is one or two.  Such a
text is refused (an entry of realize_source_faults' table, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.parse_entities import WEEKDAYS
from pipeline.backends.builtin.realize_source_tokens import joined_tokens
from pipeline.backends.builtin.realize_words import MONTH_NAMES

__all__ = ["doubled_time_word"]

_WORD = re.compile(r"[A-Za-z]+")
# Time words a text says once per time it names ("on Wednesday", "in November",
# "yesterday"); not "may", a modal as often as a month.
_TIME_WORDS = frozenset({w.lower() for w in (*WEEKDAYS, *MONTH_NAMES)} | {"yesterday", "today"}) \
    - {"may"}
# A month's abbreviation ("Nov.", "Sept.") as the realizer spells it out.
_MONTH_ABBREVIATIONS = {**{m.lower()[:3]: m.lower() for m in MONTH_NAMES}, "sept": "september"}


def _time_words(text: str) -> list[str]:
    """The words of ``text``, lowercased, a month's abbreviation spelled out."""
    words = [w.lower() for w in _WORD.findall(text)]
    return [_MONTH_ABBREVIATIONS.get(w, w) for w in words]


def doubled_time_word(text: str, tokens: Sequence[str]) -> str | None:
    """The day or month word ``text`` says more often than the source (``tokens``); else None.

    >>> src = "In November last year , SARS emerged .".split()
    >>> doubled_time_word("In November last year, SARS emerged November.", src)
    'november'
    >>> doubled_time_word("SARS emerged in November last year.", src) is None
    True
    >>> doubled_time_word("On November 7, the dividend is payable.",
    ...     "The dividend is payable Nov. 7 .".split()) is None
    True
    """
    said = _time_words(joined_tokens(tokens))
    words = _time_words(text)
    for word in dict.fromkeys(words):
        if word in _TIME_WORDS and words.count(word) > said.count(word):
            return word
    return None
