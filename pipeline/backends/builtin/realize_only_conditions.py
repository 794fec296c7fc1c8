"""A rebuilt text that parts the source's "only" from the condition or time it limits:
"Berlin will consider sending peacekeepers if an interim Iraqi government or the United
Nations only requested it" for "only if requested by an interim Iraqi government or the United
Nations" (MRPC train 6932, 6931).  The source says the one condition under which Berlin
acts; the text, "only" on the verb, says the request is all it takes.  Such a text is refused
(a row at the end of realize_source_faults' table, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["parted_only"]

# The subordinators whose clause "only" may limit ("only if", "only after")
_LIMITED = frozenset(["if", "when", "after", "because", "until", "once", "by"])


def parted_only(text: str, tokens: Sequence[str]) -> str | None:
    """The source's "only if" (or "only when", ...) that ``text`` says without "only"
    before its subordinator, or None.

    >>> source = "Berlin will consider it only if requested by the United Nations .".split()
    >>> parted_only("Berlin will consider it if the United Nations only requested it.", source)
    'only if'
    >>> parted_only("It is Berlin that will consider it only if the United Nations requests it.",
    ...     source)
    """
    lowered = lowered_tokens(tokens)
    for at in range(len(lowered) - 1):
        if lowered[at] == "only" and lowered[at + 1] in _LIMITED:
            word = lowered[at + 1]
            if re.search(rf"(?i)\b{word}\b", text) and not re.search(rf"(?i)\bonly {word}\b", text):
                return f"only {word}"
    return None
