"""A rebuilt text that drops the pronoun the source put after a preposition, and the
preposition with it.

"Smiledge said he hasn't spoken with his son in eight years and wants nothing to do with
him." (MRPC train 4650) became "..., and he wants nothing to do, he said.": the parse shares
the son with the first clause, and the realizer, which says a shared node once, left the
second clause's "with him" out.  "Park rangers ... found no sign of them" (1874) became
"but they found no sign": the searched-for people are gone.  The checks of lost content
count only content words, and a pronoun and a preposition are none.  Such a text is refused
(an entry of realize_lost_word_faults' table, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["lost_pronoun_object"]

# The prepositions whose pronoun object the realizer may leave out.  Not "for": "if it
# cannot find a buyer, it could liquidate the other two chains" (6767, "a buyer for them")
# still says whose buyer.
_PREPOSITIONS = frozenset(["with", "to", "about", "on", "at", "from", "of", "against", "into",
                           "in", "by"])
# The object pronouns such a preposition takes.
_OBJECTS = frozenset(["him", "her", "them", "it", "us", "me"])


def lost_pronoun_object(text: str, tokens: Sequence[str]) -> str | None:
    """"WORD PREPOSITION PRONOUN" of the source (``tokens``) whose ``text`` says WORD, once in
    both, right before a comma or its close, and says the preposition's pronoun nowhere after
    that preposition; else None.

    >>> src = ("Smiledge said he has n't spoken with his son in eight years and wants nothing "
    ...        "to do with him .").split()
    >>> lost_pronoun_object("Smiledge has not spoken with his son in eight years, and he wants "
    ...                     "nothing to do, he said.", src)
    'do with him'
    >>> lost_pronoun_object("It was Smiledge who said he wants nothing to do with him.", src)
    """
    lowered = lowered_tokens(tokens)
    for at in range(1, len(lowered) - 1):
        preposition, pronoun = lowered[at], lowered[at + 1]
        if preposition not in _PREPOSITIONS or pronoun not in _OBJECTS:
            continue
        word = lowered[at - 1]
        if not word.isalpha() or lowered.count(word) != 1:
            continue
        if re.search(rf"\b{preposition} {pronoun}\b", text, re.IGNORECASE):
            continue
        said = re.findall(rf"\b{re.escape(word)}\b(\s*[,.]|\s*$)?", text, re.IGNORECASE)
        if len(said) == 1 and said[0]:
            return f"{word} {preposition} {pronoun}"
    return None
