"""A pronoun of a later conjunct is not said first, before the noun it stands for.

A focus on the second of two joined clauses puts it first ("parenthetical-root", a cleft of
its subject); when that clause's subject is a pronoun whose noun is in the other clause,
the pronoun comes before its noun and reads as someone else:

- 'In the present case, Mr. Day said he hoped there would be another mediated out-of-court
  settlement, and he estimated that it could approach $30 million.' became 'He estimated
  that it could approach $30 million, and Mr. Day said he hoped ...' ("it": nothing yet);
- 'A recent poll showed Edwards with a narrow lead in South Carolina, and he plans a rally
  there later on Tuesday.' became 'He plans a rally there later on Tuesday, and a recent
  poll showed Edwards ...';
- 'The second rover is scheduled for launch on June 25 and both will arrive at Mars in
  January.' became 'Both will arrive at Mars in January, and the second rover is ...'.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["pronoun_before_its_noun"]

_LEADING = re.compile(r"(He|She|They|Both)\b")
_JOINERS = frozenset({"and", "but"})


def pronoun_before_its_noun(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text``, rebuilt from ``tokens``, says a later conjunct's pronoun first (None
    when it does not)."""
    opening = _LEADING.match(text)
    if opening is None or (", and " not in text and ", but " not in text):
        return None
    word = opening.group(1).lower()
    low = [t.lower() for t in tokens]
    if not low or low[0] == word:
        return None  # the source opened with it too: its noun is in another sentence
    if any(t == word and _JOINERS & set(low[max(0, k - 3):k]) for k, t in enumerate(low)):
        return f"a later conjunct's {word!r} said before the noun it stands for"
    return None
