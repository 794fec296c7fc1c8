"""A rebuilt text that strands "become" with its complement moved before it, outside a cleft.

"According to Sanmina-SCI, Newisys, based in Austin, Texas, will become a wholly-owned
subsidiary." came back "According to Sanmina-SCI, Newisys, based in Austin, Texas, a
wholly-owned subsidiary will become." (the complement read as the subject; MRPC train 1603),
and "... are increasingly reluctant to impose the death penalty, which they have become." (a
relative clause of the complement hung on another noun, 1285).  A cleft may say the
complement first ("It is part of IBM's Software Group that Think Dynamics will become": that
is realize_predicate_clefts' to judge); elsewhere a "become" the source said with a word after
it, said in the text before a comma or the end, has lost its complement.  Such a text is
refused (an entry of realize_text_checks' source faults, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["stranded_become"]

_STRANDED = re.compile(r"(?i)\b(become|becomes|became|becoming)\s*[.,;!?]")


def stranded_become(text: str, tokens: Sequence[str]) -> str | None:
    """The form of "become" ``text`` says with no complement after it, outside a cleft, where
    the source (``tokens``) said every "become" with a word after it; or None.

    >>> stranded_become("According to Sanmina-SCI, Newisys, a wholly-owned subsidiary will "
    ...     "become.", "According to Sanmina-SCI , Newisys will become a wholly-owned "
    ...     "subsidiary .".split())
    'become'
    >>> stranded_become("It is part of IBM's Software Group that Think Dynamics will become.",
    ...     "Think Dynamics will become part of IBM 's Software Group .".split())
    """
    found = _STRANDED.search(text)
    if found is None or re.match(r"It (?:is|was) ", text):
        return None
    low = [t.lower() for t in tokens]
    if any(word.startswith("becom") or word == "became" for word in low) \
            and all(low[at + 1].isalpha() for at, word in enumerate(low[:-1])
                    if word.startswith("becom") or word == "became"):
        return found.group(1)
    return None
