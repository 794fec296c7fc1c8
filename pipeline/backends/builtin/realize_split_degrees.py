"""A rebuilt text does not say a degree word of the source's adverb as an "of" phrase.

"Rudder was most recently senior vice president ..." refocused on "most" came back "Recently
of most, Rudder is senior vice president ...": the parse hangs "most" on "recent" as its
:degree, and the fronted phrase said it after its word with "of".  The source's "most
recently" ("more closely", "less often") said as "recently of most" is refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["degree_after_adverb"]

_DEGREES = frozenset(["most", "more", "least", "less"])


def degree_after_adverb(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text`` says the source's degree word after its adverb with "of" (module
    docstring), or None.

    >>> degree_after_adverb("Recently of most, Rudder is senior vice president.",
    ...                     "Rudder was most recently senior vice president .".split())
    "the source's 'most recently' said as 'recently of most'"
    >>> degree_after_adverb("Most recently, Rudder was senior vice president.",
    ...                     "Rudder was most recently senior vice president .".split())
    """
    for at in range(len(tokens) - 1):
        degree, word = tokens[at].lower(), tokens[at + 1].lower()
        if degree in _DEGREES and word.endswith("ly") \
                and re.search(rf"\b{re.escape(word)} of {degree}\b", text, re.IGNORECASE):
            return f"the source's {degree + ' ' + word!r} said as {word + ' of ' + degree!r}"
    return None
