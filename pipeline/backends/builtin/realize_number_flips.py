"""A rebuilt text does not flip the number of a verb the source said after the same word.

The rebuilt clause decides its verb's number from its subject's node (realize_agreement),
which the parse does not always mark: "some of those attending were Tyco employees" said
"... and some of those attending was Tyco employees", "The Cubans were spotted" said "The
Cubans was spotted", "57 percent are cars" said "19 percent is light trucks".  Where the
source said a form of "be" or "have" right after a word and the text says the other number
right after that same word, and the source never said that form there, the text is
refused.  Not after "to" ("to likely have substantial evidence", an infinitive) nor after a
pronoun, whose number is its own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["flipped_number"]

_OTHER = {"was": "were", "were": "was", "is": "are", "are": "is", "has": "have", "have": "has"}
_VERB_AFTER = re.compile(r"\b([\w-]+) (was|were|is|are|has|have)\b")
_OWN_NUMBER = frozenset(["it", "he", "she", "they", "we", "i", "you", "there", "that", "this",
                         "which", "who", "what", "these", "those", "to"])


def flipped_number(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text`` says a verb after a word in the other number than the source
    (``tokens``) did (None when it does not).

    >>> tokens = "some of those attending were Tyco employees .".split()
    >>> flipped_number("The event included business, and some of those attending was Tyco "
    ...                "employees.", tokens)
    "'attending was' for the source's 'attending were'"
    >>> flipped_number("Those attending were Tyco employees.", tokens) is None
    True
    """
    low = lowered_tokens(tokens)
    said = {(low[k], low[k + 1]) for k in range(len(low) - 1)}
    for match in _VERB_AFTER.finditer(text):
        word, verb = match.group(1).lower(), match.group(2).lower()
        if word in _OWN_NUMBER or (word, verb) in said:
            continue
        if (word, _OTHER[verb]) in said:
            return f"'{word} {verb}' for the source's '{word} {_OTHER[verb]}'"
    return None
