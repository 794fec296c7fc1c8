"""Two times said side by side, where the source kept them apart.

A time of the main verb said after its clause's complement lands next to the complement's
own time: "It was Foreign Minister Alexander Downer that claimed the group of 14 Kurds had
not asked to be considered as refugees when they arrived off Melville Island last week
yesterday" for "Foreign Minister Alexander Downer yesterday claimed ...", and "The dollar
was helped by talk of yen-selling intervention by Japanese authorities on Thursday and
Friday on Friday".  Read together, the two say one muddled time.  A range's two months come
apart so too: "It was the Institute's national manufacturing barometer that slipped to 53.7
from 54.7 in August in September" for "slipped to 53.7 in September from 54.7 in August"
(MRPC train 975; 989, 1591, 1592, 4688 the same).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.parse_entities import WEEKDAYS
from pipeline.backends.builtin.realize_tree import said_anew
from pipeline.backends.builtin.realize_words import MONTH_NAMES

__all__ = ["stacked_times"]

_DAY = "(?:" + "|".join(sorted(WEEKDAYS)) + ")"
_MONTH = "(?:" + "|".join(MONTH_NAMES) + ")"
_TIME = (rf"(?:yesterday|today|tonight|tomorrow|(?:last|next|this) (?:week|month|year|night)"
         rf"|(?:on )?{_DAY}|earlier this (?:week|month|year)"
         rf"|(?:in|on) {_MONTH}(?: \d{{1,2}})?|in (?:19|20)\d\d)")
_STACKED = re.compile(rf"\b{_TIME},? {_TIME}\b", re.IGNORECASE)


def stacked_times(text: str, tokens: Sequence[str]) -> str | None:
    """A refusal when ``text`` says two times in a row and the source (``tokens``) does not.

    >>> stacked_times("He claimed they arrived last week yesterday.",
    ...               "He yesterday claimed they arrived last week .".split())
    'two times said side by side'
    >>> stacked_times("It rose to 49.4 from 45.4 in April in May.",
    ...               "It rose to 49.4 in May from 45.4 in April .".split())
    'two times said side by side'
    >>> stacked_times("He claimed yesterday that they arrived last week.",
    ...               "He yesterday claimed they arrived last week .".split()) is None
    True
    """
    if said_anew(_STACKED, text, tokens):
        return "two times said side by side"
    return None
