"""A rebuilt text that says the standard of the source's "as ADJ as" comparison before the
comparison itself.

"By Wednesday, the Red Planet will come as near to Earth as it has been in 60,000 years."
(4134) becomes "As it has been in 60,000 years, the Red Planet will come by Wednesday as near
to Earth.": the parse reads the second "as" as a subordinator of the verb, and the realizer
fronts it as a clause of time or reason, so the comparison loses its standard and the
fronted clause asserts a reason.  Such a text is refused (an entry of realize_source_faults'
table, rebuilt texts only).  realize_as_comparisons refuses the comparison inflected or made
a clause of its own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["reversed_as_comparison"]

_WORD = re.compile(r"[\w'$.,-]+")


def _words(text: str) -> list[str]:
    return [w.strip(".,").lower() for w in _WORD.findall(text) if w.strip(".,")]


def reversed_as_comparison(text: str, tokens: Sequence[str]) -> str | None:
    """"as STANDARD ... as ADJ" where ``text`` says the source's (``tokens``) second "as"
    and its first word before the comparison's "as ADJ"; else None.

    >>> src = ("By Wednesday , the Red Planet will come as near to Earth as it has been in "
    ...        "60,000 years .").split()
    >>> reversed_as_comparison("As it has been in 60,000 years, the Red Planet will come by "
    ...     "Wednesday as near to Earth.", src)
    'as it ... as near'
    >>> reversed_as_comparison("The Red Planet will come as near to Earth as it has been in "
    ...     "60,000 years by Wednesday.", src) is None
    True
    """
    said = _words(joined_tokens(tokens))
    words = _words(text)
    for k, word in enumerate(said[:-1]):
        if word != "as":
            continue
        # the comparison's second "as", at most four words after the first
        second = next((j for j in range(k + 2, min(k + 6, len(said) - 1)) if said[j] == "as"),
                      None)
        if second is None:
            continue
        compared, standard = ["as", said[k + 1]], ["as", said[second + 1]]
        at_compared = [i for i in range(len(words) - 1) if words[i:i + 2] == compared]
        at_standard = [i for i in range(len(words) - 1) if words[i:i + 2] == standard]
        if len(at_compared) == 1 and len(at_standard) == 1 and at_standard[0] < at_compared[0]:
            return f"as {said[second + 1]} ... as {said[k + 1]}"
    return None
