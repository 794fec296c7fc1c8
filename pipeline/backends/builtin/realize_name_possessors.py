"""A pronoun possessor of a name, said as the source's own determiner.

"But its most popular comedy, Friends, is going into its last season": the parse puts
``:poss it`` on the named comedy.  Said after the name as a modifier it came out "most
popular comedy Friends of it"; the source's "its" before the phrase is the reading."""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.backends.builtin.realize_words import POSSESSIVE_DETERMINERS, PREPOSITIONS

# How far before a name its possessive determiner may stand ("its newly released Office
# 2003 suite", "its most popular comedy, Friends").
_REACH = 5


def possessive_before_name(tokens: Sequence[str], name_at: int, said: str) -> str | None:
    """``said`` (the owner's possessive pronoun, "its") when the source said it as the
    determiner of the phrase that ends in the name at ``name_at``: within a few words
    before it, with no preposition, verb-like break or other determiner between."""
    if said.lower() not in POSSESSIVE_DETERMINERS:
        return None
    for at in range(name_at - 1, max(-1, name_at - 1 - _REACH), -1):
        word = tokens[at].lower()
        if word == said.lower():
            return said.lower()
        if word in PREPOSITIONS or word in POSSESSIVE_DETERMINERS \
                or word in ("the", "a", "an", "and", "or", ".", ";", ":", "that", "which"):
            return None
    return None
