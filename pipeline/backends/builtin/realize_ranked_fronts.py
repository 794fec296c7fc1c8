"""A rebuilt text that fronts a phrase the source said inside a ranked predicate noun's
phrase, where it bounds the ranking: after the ranked noun's infinitive ("the first named
storm to develop in the Caribbean in December") or as the ranking's only complement ("may
be the first for pixel-perfect pin-ups").

"It is the first named storm to develop in the Caribbean in December." (1899) becomes "In
December, it is the first named storm to develop in the Caribbean.": fronted, the month
sets the scene (this December's first storm) instead of saying which storms are ranked
(the first ever to form in a December).  "A beauty contest ... may be the first for
pixel-perfect pin-ups." (2603) becomes "For pixel-perfect pin-ups, a beauty contest ... may
be the first.".  A phrase after the ranked noun itself reads as the source did and is left
("In what has been broad growth in services ..., the March downturn was the only break.",
1773; "Since 1960, it was the first speech ..."; "In Texas history, it would have been the
first time that ...").  Such a text is refused (an entry of realize_source_faults' table,
rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["front_off_ranked_noun"]

# "LEAD, BODY": an opening prepositional phrase (not a "since" span) before its clause.
_FRONTED = re.compile(r"^(?P<lead>(?:In|For|Among|On|At|Of|During|Across|Within) [^,]+), "
                      r"(?P<body>.+)$")
# A copula before a ranked noun phrase ("is the first named storm", "was the only break",
# "may be the first"), not "the first time".
_RANKED = re.compile(r"\b(?:is|are|was|were|be|been) (?:the|its|their) (?:\w+ )?"
                     r"(?P<rank>first|second|third|last|only|\w+est)\b(?! time\b)")
_WORD = re.compile(r"[\w'$%.-]+|[^\w\s]")


def front_off_ranked_noun(text: str, tokens: Sequence[str]) -> str | None:
    """The fronted phrase where ``text`` opens on a phrase that the source (``tokens``) said
    after the infinitive of the ranked noun ``text``'s copula still says, or after the
    ranking word that now ends ``text``; else None.

    >>> src = "It is the first named storm to develop in the Caribbean in December .".split()
    >>> front_off_ranked_noun("In December, it is the first named storm to develop in the "
    ...     "Caribbean.", src)
    'In December'
    >>> src = "It was the first speech by a US president to Congress since 1960 .".split()
    >>> front_off_ranked_noun("Since 1960, it was the first speech by a US president to "
    ...     "Congress.", src) is None
    True
    >>> src = ("The March downturn was the only break in what has been broad growth in "
    ...        "services .").split()
    >>> front_off_ranked_noun("In what has been broad growth in services, the March downturn "
    ...     "was the only break.", src) is None
    True
    """
    found = _FRONTED.match(text)
    if found is None:
        return None
    ranked = _RANKED.search(found.group("body"))
    if ranked is None:
        return None
    lowered = lowered_tokens(tokens)
    lead = [w.lower() for w in _WORD.findall(found.group("lead"))]
    rank = ranked.group("rank").lower()
    if rank not in lowered:
        return None
    ranked_at = lowered.index(rank)
    rest = found.group("body")[ranked.end():].strip(" .")
    if rest:
        # the ranked noun's infinitive ("the first named storm to develop ...")
        if not re.match(r"(?:[\w-]+ ){0,4}to [a-z]+\b", rest) or "to" not in lowered[ranked_at:]:
            return None
        ranked_at = lowered.index("to", ranked_at)
    for start in range(ranked_at + 1, len(lowered) - len(lead) + 1):
        if lowered[start:start + len(lead)] == lead:
            return found.group("lead")
    return None
