"""A gapped second passive kept with the circumstances it shares with the first.

"At least 61 people were killed and dozens injured across Afghanistan yesterday in the
worst outbreak of violence for more than a year": the second passive ("dozens injured")
shares the first one's "were" and the circumstances after it belong to both.  A rebuilt
text that says the second conjunct first with those circumstances and the first one after
("Across Afghanistan, dozens were injured yesterday in the worst outbreak of violence for
more than a year, and at least 61 people were killed") gives them to the injuring alone,
and the killing loses its place and time.  Such a text is refused; said first, before both
conjuncts ("In the past few days, 1,000 were wounded, and about 300 people had been
killed"), or in the source's order, they still cover both.
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.realize_base import RealizationRefused

__all__ = ["refuse_split_shared_circumstance"]

# "were killed and dozens injured ...": a passive, "and", a short subject, a bare participle
# and what follows it up to the end of the sentence or an attribution's comma
_GAPPED = re.compile(r"\b(?:were|was|had been|have been|has been) (\w+(?:ed|en)) and "
                     r"((?:[\w,.$'-]+ ){1,4}?)(\w+(?:ed|en|hurt))\b([^,.;:]*)")
_WORD = re.compile(r"[a-z0-9]+")
_LIGHT = frozenset(["the", "a", "an", "of", "in", "on", "at", "for", "to", "and", "by", "as",
                    "more", "than", "some", "its", "their", "his", "her"])


def refuse_split_shared_circumstance(text: str, sentence: str) -> None:
    """Refuse a rebuilt ``text`` that says the gapped second passive of ``sentence`` (see
    the module) before the first with a word of their shared circumstances between them.

    >>> refuse_split_shared_circumstance("Scores were injured, and at least 24 people were "
    ...     "killed.", "At least two dozen people were killed and scores injured.")
    >>> refuse_split_shared_circumstance("Across Afghanistan, dozens were injured yesterday, "
    ...     "and at least 61 people were killed.", "At least 61 people were killed and "
    ...     "dozens injured across Afghanistan yesterday.")
    Traceback (most recent call last):
    ...
    pipeline.backends.builtin.realize_base.RealizationRefused: a shared circumstance left with the second conjunct
    """
    found = _GAPPED.search(sentence)
    if found is None:
        return
    first, second, tail = found.group(1), found.group(3), found.group(4)
    shared = set(_WORD.findall(tail.lower())) - _LIGHT
    low = text.lower()
    at_second = re.search(rf"\b{re.escape(second)}\b", low)
    at_first = re.search(rf"\b{re.escape(first)}\b", low)
    if not shared or at_second is None or at_first is None or at_second.start() > at_first.start():
        return
    between = set(_WORD.findall(low[at_second.end():at_first.start()]))
    if between & shared:
        raise RealizationRefused("a shared circumstance left with the second conjunct")
