"""A rebuilt text that says the second member of the source's gapped coordination ("X to A
and Y to B", the verb said once) with its phrase stacked on the first member's.

"The 25 percent hike takes annual UC undergraduate tuition to $4,794 and graduate fees to
$5,019" shares "takes" between two pairs; the parse joins the nouns and the amounts each in
their own coordination, and the realizer says both amounts after the first noun: "... takes
annual UC undergraduate tuition to $4,794 to $5,019, and graduate fees." (a range the source
never gave), "The contract sets his annual base salary at $1.4 million at a minimum of $1
million and his target bonus."  The check reads words only: the text says the source's
"PREP A" right before the second member's "PREP B", where the source put "and Y" between.
Such a text is refused (an entry of realize_source_faults' table, rebuilt texts only).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens, lowered_tokens

__all__ = ["gapped_member_stacked"]

_PAIR_PREPOSITIONS = frozenset(["to", "at", "by", "from", "in", "on", "of", "for", "with"])
# How far a gapped member's preposition may stand from its "and".
_SPAN = 7


def _said(tokens: Sequence[str]) -> str:
    """The tokens as a text says them ("$ 4,794 ," -> "$4,794,")."""
    joined = joined_tokens(tokens)
    joined = re.sub(r"([$\u20ac\u00a3]) (?=\d)", r"\1", joined)
    return re.sub(r" (?=[,.;:%]|'s\b)", "", joined)


def gapped_member_stacked(text: str, tokens: Sequence[str]) -> str | None:
    """"PREP A PREP B" where ``text`` says the two phrases of the source's gapped pairs
    ("PREP A and Y PREP B") one after the other; else None.

    >>> src = ("The 25 percent hike takes annual UC undergraduate tuition to $ 4,794 and "
    ...        "graduate fees to $ 5,019 .").split()
    >>> gapped_member_stacked("The 25 percent hike takes annual UC undergraduate tuition to "
    ...     "$4,794 to $5,019, and graduate fees.", src)
    'to $4,794 to $5,019'
    >>> gapped_member_stacked("The 25 percent hike takes annual UC undergraduate tuition to "
    ...     "$4,794, and it takes graduate fees to $5,019.", src) is None
    True
    """
    lowered = lowered_tokens(tokens)
    source = _said(tokens)
    for at, token in enumerate(lowered):
        if token != "and":
            continue
        for first in range(at - 1, max(at - _SPAN, 0) - 1, -1):
            if lowered[first] in (",", ";"):
                break
            if lowered[first] not in _PAIR_PREPOSITIONS:
                continue
            second = next((k for k in range(at + 1, min(at + _SPAN, len(lowered) - 1))
                           if lowered[k] == lowered[first]), None)
            if second is None or "," in lowered[at:second]:
                break
            # the second phrase's first two words, up to a mark ("$ 5,019 ." -> "$5,019")
            opening = list(itertools.takewhile(lambda t: t[:1].isalnum() or t in "$\u20ac\u00a3",
                                               tokens[second + 1:second + 3]))
            stacked = f"{tokens[first]} {_said(tokens[first + 1:at])} {tokens[second]} " \
                      f"{_said(opening)}"
            if stacked in text and stacked not in source:
                return stacked
            break
    return None
