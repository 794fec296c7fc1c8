"""A rebuilt text that says in the plural a noun the source said only in the singular, before
a singular verb.

"The 2001 recession is considered short and shallow relative to the nine others since World
War II, which averaged 11 months." came back "Since World War II, which averaged 11 months, the
2001 recessions is considered short and shallow relative to the nine others." (MRPC train 442,
and its declarative): the noun took the number of "the nine others" it is set against, and
the text no longer agrees.  A text whose "NOUNs is/was/has" names a noun the source said only
as "NOUN is/was/has" is refused (an entry of realize_source_faults' table, rebuilt texts
only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_text

__all__ = ["pluralized_subject"]

_PLURAL_BEFORE_SINGULAR_VERB = re.compile(r"\b([a-z]{3,})s (?:is|was|has)\b")


def pluralized_subject(text: str, tokens: Sequence[str]) -> str | None:
    """The "NOUNs is" of ``text`` whose noun the source (``tokens``) said only in the singular
    before a singular verb, else None.

    >>> src = ("The 2001 recession is considered short relative to the nine others since World "
    ...        "War II , which averaged 11 months .").split()
    >>> pluralized_subject("Since World War II, which averaged 11 months, the 2001 recessions "
    ...                    "is considered short relative to the nine others.", src)
    'recessions is'
    >>> pluralized_subject("It is the 2001 recession that is considered short.", src)
    """
    source = lowered_text(tokens)
    for found in _PLURAL_BEFORE_SINGULAR_VERB.finditer(text):
        noun = found.group(1)
        if re.search(rf"\b{noun} (?:is|was|has)\b", source) \
                and not re.search(rf"\b{noun}s\b", source):
            return found.group(0)
    return None
