"""A time phrase of the source moved whole ("Late last month Microsoft restricted access to
its MSN Messenger network" said "It was access to its MSN Messenger network that Microsoft
restricted late last month"): the phrase's first word then stands after a word the source
said after it, which swapped_source_words (realize_focus_checks) would read as two words of
one phrase said in reverse.  :func:`time_phrase_said_whole` tells the two apart.
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.backends.builtin.parse_words import TIME_ADVERBS, TIME_NOUNS

__all__ = ["time_phrase_said_whole"]

# Words that open a time phrase before its time noun or adverb ("last year", "late last
# month", "most recently", "earlier this week").
_TIME_LEADS = frozenset(["last", "next", "this", "that", "most", "earlier", "later", "late",
                         "early", "every"])


def time_phrase_said_whole(words: Sequence[str], at: int, low: Sequence[str], start: int) -> bool:
    """Whether the source's words ``low`` (lowercased tokens) open a time phrase at
    ``start`` ("late last month", "last year", "yesterday", "most recently") that the
    text's ``words`` (lowercased) say whole from ``at``.

    >>> low = "late last month microsoft restricted access .".split()
    >>> time_phrase_said_whole("microsoft restricted late last month .".split(), 2, low, 0)
    True
    >>> time_phrase_said_whole("microsoft restricted late access .".split(), 2, low, 0)
    False
    >>> time_phrase_said_whole("soldiers die more .".split(), 2, "every day more soldiers die".split(), 2)
    False
    >>> time_phrase_said_whole("national second highest".split(), 1, "second highest national".split(), 0)
    False
    """
    end = start
    while end < len(low) and low[end] in _TIME_LEADS:
        end += 1
    # a time noun needs its lead to be one ("last year"; not "second highest")
    if end >= len(low) or not (low[end] in TIME_ADVERBS or (end > start and low[end] in TIME_NOUNS)):
        return False
    phrase = list(low[start:end + 1])
    return list(words[at:at + len(phrase)]) == phrase
