"""A rebuilt text that says a placeholder concept's word the source never said: "thing",
"someone", "something".

The parse stands a concept for what it could not read ("thing" for a quoted verb phrase, the
word of a name node for "her name"), and the realizer says it: "But the department woefully
underestimates thing the changes that would occur ..." for "the department ''woefully
underestimates'' the changes", "Jane Doe's lawyers asked Verizon to withhold someone" for
"to withhold her name" (MRPC train 3199, 3566).  The word fills a slot the source filled with
words of its own, so the text says less, or else, than the source.  Such a text is refused
(an entry of realize_source_faults' table, rebuilt texts only): a placeholder word no
form of which the source says.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["unsaid_placeholder"]

# The words the realizer says for a concept with no words of its own.
_PLACEHOLDERS = ("thing", "someone", "something", "somebody", "None")


def unsaid_placeholder(text: str, tokens: Sequence[str]) -> str | None:
    """The placeholder word ``text`` says that the source (``tokens``) does not, or None.

    >>> unsaid_placeholder("Jane Doe's lawyers asked Verizon to withhold someone.",
    ...     "She said Jane Doe 's lawyers asked Verizon to withhold her name .".split())
    'someone'
    >>> unsaid_placeholder("Someone had broken in, police said.",
    ...     "Police said someone had broken in .".split())
    """
    said = " ".join(tokens).lower()
    for word in _PLACEHOLDERS:
        if re.search(rf"\b{word}\b", text, 0 if word == "None" else re.I) \
                and not re.search(rf"\b{word.lower()}", said):
            return word
    return None
