"""A rebuilt conjunct whose subject, said again as "it", meets an object "it" in its own
clause: "Yucaipa bought Dominick's for $693 million in 1995, and it sold it to Safeway ..."
for "Yucaipa bought Dominick's in 1995 for $693 million and sold it to Safeway ..." (MRPC
train 6373).  The source's conjunct had no subject of its own; said as "it" beside the
object "it" that stands for another thing, the clause reads as one thing selling itself, or
as either one doing it.  Such a text is refused (a row at the end of realize_source_faults'
table, rebuilt texts only); the conjunct said with its name instead is left ("...,
and Yucaipa sold it to Safeway").

Only an object "it" counts (a clause's subject after the verb is no object: "and it believes
it has substantial evidence"), and only a subject "it" the source did not say before that
verb.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["doubled_it"]

# "it VERB it" (one auxiliary or particle allowed), the object "it" before a preposition,
# an adverb of place or the clause's end.
_DOUBLED = re.compile(
    r"(?:, and|, but|;) it ((?:[a-z]+ ){1,2})it(?= (?:to|for|in|on|at|with|from|by|into|back"
    r"|off|up|out|down|over|away|again|later)\b|[.,;]|$)")


def doubled_it(text: str, tokens: Sequence[str]) -> str | None:
    """The "it VERB it" of ``text`` whose subject "it" the source (``tokens``) did not say
    before that verb, or None.

    >>> doubled_it("Yucaipa bought Dominick's, and it sold it to Safeway.",
    ...            "Yucaipa bought Dominick 's and sold it to Safeway .".split())
    'it sold it'
    >>> doubled_it("The firm bought the unit, and it sold it to Safeway.",
    ...            "The firm bought the unit , and it sold it to Safeway .".split())
    >>> doubled_it("Such a letter indicates ..., and it believes it has evidence.",
    ...            "Such a letter indicates ... and believes it has evidence .".split())
    """
    found = _DOUBLED.search(text)
    if found is None:
        return None
    verb_group = found.group(1).split()
    lowered = lowered_tokens(tokens)
    # (the source's own "it" subject before the same verb group: said so, it is left)
    width = len(verb_group)
    if any(lowered[k] == "it" and lowered[k + 1:k + 1 + width] == verb_group
           for k in range(len(lowered) - width)):
        return None
    return f"it {' '.join(verb_group)} it"
