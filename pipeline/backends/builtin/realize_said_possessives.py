"""A name the source said as the possessive of a noun ("Thursday's close", "Selenski's
Mount Olivet Road home") that a rebuilt sentence says bare.

The parse may hang the possessive on the wrong noun or lose it: "from close Thursday of
$28.91" for "from Thursday's close of $28.91", "in Selenski Mount Olivet Road's home" for
"at Selenski's Mount Olivet Road home", "From mark from August of 6.6 percent".  (A firm
named by its owner's possessive, "including Tesco and Sainsbury's,", with no noun after
it, is left alone: "Sainsbury" names the same firm.)
A name said without its "'s" (or an "of" before it) names something else or reads as no
English, so the realizer refuses the sentence.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

__all__ = ["possessive_lost"]

# Words before a contracted "'s" ("It's", "That's", "There's"), which own nothing.
_NOT_OWNERS = frozenset(["it", "he", "she", "that", "there", "here", "what", "who", "where",
                         "how", "let", "this", "everyone", "everything", "nobody", "one"])


def possessive_lost(text: str, tokens: Sequence[str]) -> str | None:
    """The first capitalized word the source (``tokens``) said before "'s" and a word that
    ``text`` says, but never as a possessive ("X's", "X'") nor after "of"; else None.

    >>> possessive_lost("It fell from close Thursday of $28.91.",
    ...                 "It fell from Thursday 's close of $28.91".split())
    'Thursday'
    >>> possessive_lost("Rivals, including Tesco and Sainsbury were excluded.",
    ...                 "Rivals , including Tesco and Sainsbury 's , were excluded".split())
    >>> possessive_lost("It is also a win.", "It 's also a win".split())
    >>> possessive_lost("It is the family of Dennehy that reported him.",
    ...                 "Dennehy 's family reported him".split())
    >>> possessive_lost("Dennehy's family reported him.", "Dennehy 's family reported him".split())
    """
    for k, (word, after) in enumerate(pairwise(tokens)):
        owned = tokens[k + 2] if k + 2 < len(tokens) else ""
        if after not in ("'s", "’s") or not word[:1].isupper() or not word.isalpha() \
                or word.lower() in _NOT_OWNERS or not owned[:1].isalnum():
            continue
        name = re.escape(word)
        if not re.search(rf"\b{name}\b", text):
            continue  # not said at all (other checks see that)
        if re.search(rf"\b{name}(?:'s|’s|'|’)", text) \
                or re.search(rf"\bof (?:the )?(?:[A-Z][\w.&-]* )*{name}\b", text):
            continue
        return word
    return None
