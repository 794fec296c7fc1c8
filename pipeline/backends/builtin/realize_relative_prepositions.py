"""The preposition of a relative clause's "which" ("during which", "in which"), which a
sentence rebuilt around the clause's verb must still say.

"The quick conviction followed a 2 1/2 week trial, during which the Venango County man
represented himself", refocused on "represented", became "The Venango County man
represented himself a 2 1/2 week trial that the quick conviction followed" (the trial the
clause's :time, said with no preposition); "the jurisdiction in which he was convicted"
became "He was convicted to the jurisdiction that ...".  A rebuilt text that no longer says
the preposition at all is refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["lost_relative_preposition"]

_PREPOSITION_WHICH = re.compile(
    r"\b(during|in|at|on|under|by|for|after|before|through|within|from|to|with)"
    r" (?:which|whom)\b", re.IGNORECASE)


def lost_relative_preposition(text: str, tokens: Sequence[str]) -> str | None:
    """A refusal when the source (``tokens``) said "PREP which" and ``text`` says no "PREP",
    else None.

    >>> lost_relative_preposition(
    ...     "Waagner represented himself a 2 week trial that the verdict followed.",
    ...     "the verdict followed a 2 week trial , during which Waagner represented himself".split())
    "the source's 'during which' lost its preposition"
    >>> lost_relative_preposition(
    ...     "A 2 week trial, during which Waagner represented himself, was followed by it.",
    ...     "it followed a 2 week trial , during which Waagner represented himself".split()) is None
    True
    """
    for match in _PREPOSITION_WHICH.finditer(" ".join(tokens)):
        word = match.group(1).lower()
        if not re.search(rf"\b{word}\b", text, re.IGNORECASE):
            return f"the source's {match.group(0).lower()!r} lost its preposition"
    return None
