"""A rebuilt text that names a noun's owner twice, as a possessive before it and as "of it"
after it.

"It canceled its third-quarter earnings announcement, which had been scheduled for this
morning." came back "Its third-quarter earnings announcement of it that it canceled had been
scheduled for this morning." (MRPC train 4748, x3), and "Microsoft last month said it is
updating its MSN Messenger service in October" came back "It is its MSN Messenger service of it
that it is updating ..." (4654): the realizer said the owner once for the noun's possessive
and again for the canceling or updating one's relation to it.  A text whose "its/his/their
NOUN of it/him/them" the source did not say is refused (an entry of realize_source_faults'
table, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_text

__all__ = ["doubled_owner"]

# A possessive, up to four words of its noun phrase, and "of" with an object pronoun ("of them
# all" is a partitive and is left).
_DOUBLED = re.compile(
    r"\b(?:[Ii]ts|[Hh]is|[Tt]heir) (?:[\w-]+ ){0,3}?[\w-]+ of (?:it|him|them)\b(?! (?:all|both))")


def doubled_owner(text: str, tokens: Sequence[str]) -> str | None:
    """The "its NOUN of it" of ``text`` that the source (``tokens``) did not say, else None.

    >>> doubled_owner("Its third-quarter earnings announcement of it that it canceled had "
    ...     "been scheduled for this morning.", "It canceled its third-quarter earnings "
    ...     "announcement , which had been scheduled for this morning .".split())
    'Its third-quarter earnings announcement of it'
    >>> doubled_owner("It was its third-quarter earnings announcement that it canceled.",
    ...     "It canceled its third-quarter earnings announcement .".split())
    """
    found = _DOUBLED.search(text)
    if found is None or found.group(0).lower() in lowered_text(tokens):
        return None
    return found.group(0)
