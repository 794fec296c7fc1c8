"""An article a rebuilt noun phrase put before a word that takes none there.

* the predeterminer "such" ("such a plan", "such drugs"): "It is the such anti-psychotic
  drugs that can be used only in limited circumstances" for "In a 6-3 ruling, the justices
  said such anti-psychotic drugs can be used only in ...", a cleft on a modifier of the noun
  gave it "the";
* the focusing adverb "only", which the parse keeps as its object's :mod ("referring only to
  the kissing", (k / kiss-01 :mod (o / only))): before the noun with an article it is the
  adjective "only" ("It was the only kissing that she was referring to", as if there were no
  other kissing), which the source does not say.

Refused unless the source itself said the article before the word ("the only way out").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["article_before_word"]

_ARTICLE_BEFORE = re.compile(r"\b(?:the|a|an) (such|only)\b", re.IGNORECASE)


def article_before_word(text: str, tokens: Sequence[str]) -> str | None:
    """A refusal when ``text`` puts an article before "such" or "only" where the source
    (``tokens``) did not, else None.

    >>> article_before_word("It is the such drugs that can be used.", ["such", "drugs"])
    "an article before 'such'"
    >>> article_before_word("It was the only kissing that she was referring to.",
    ...                     "she was referring only to the kissing".split())
    "an article before 'only'"
    >>> article_before_word("It was the only way out.", "was the only way out".split()) is None
    True
    """
    said = {m.group(1).lower() for m in _ARTICLE_BEFORE.finditer(" ".join(tokens))}
    for match in _ARTICLE_BEFORE.finditer(text):
        if match.group(1).lower() not in said:
            return f"an article before {match.group(1).lower()!r}"
    return None
