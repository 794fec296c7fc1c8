"""The predeterminer "such", which takes no article before it ("such a plan", "such drugs").

"It is the such anti-psychotic drugs that can be used only in limited circumstances" for "In
a 6-3 ruling, the justices said such anti-psychotic drugs can be used only in ...": a cleft
on a modifier of the noun gave it "the" before "such"; refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["article_before_such"]

_ARTICLE_SUCH = re.compile(r"\b(?:the|a|an) such\b", re.IGNORECASE)


def article_before_such(text: str, tokens: Sequence[str]) -> str | None:
    """A refusal when ``text`` puts an article before "such" where the source (``tokens``)
    did not, else None.

    >>> article_before_such("It is the such drugs that can be used.", ["such", "drugs"])
    "an article before 'such'"
    >>> article_before_such("It is such drugs that can be used.", ["such", "drugs"]) is None
    True
    """
    if _ARTICLE_SUCH.search(text) and not _ARTICLE_SUCH.search(" ".join(tokens)):
        return "an article before 'such'"
    return None
