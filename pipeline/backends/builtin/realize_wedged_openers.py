"""A rebuilt text that wedges the source's opening phrase between a verb and its bare object.

"As part of the changes, Microsoft will also tie stock awards ... to the growth ..." came back
"It is Microsoft that will also tie as part of the changes stock awards to the growth ..."
(MRPC train 1563): read in order, "the changes stock awards" is one noun phrase and the verb
has no object.  Likewise "It was the board that proposed for lofts increases of 4 percent
..." (313), "It is the house that means for Kathy Nicolo (Jennifer Connelly) stability and
family." (1371).  A text that says the source's opening phrase (a preposition's, before the
first comma) between two words the source said side by side, the second a lower-case word
that opens no phrase of its own (a bare noun), is refused (an entry of realize_source_faults'
table, rebuilt texts only).  An object with a determiner ("used in his female
disguise the name Dorothy Ciner") or an adjunct after ("shot on Wednesday near Kut") reads
well and is left.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_words import (
    NOUN_PHRASE_OPENERS,
    PERSONAL_SUBJECT_PRONOUNS,
    PREPOSITIONS,
    SUBORDINATORS,
)

__all__ = ["wedged_opener"]

_OPENING_PREPOSITIONS = PREPOSITIONS | frozenset(["as", "despite", "amid", "among", "within"])
# Words after which a phrase is no bare object: a determiner's, a clause's, an adverb's.
_NO_BARE_OBJECT = NOUN_PHRASE_OPENERS | PREPOSITIONS | SUBORDINATORS | PERSONAL_SUBJECT_PRONOUNS \
    | frozenset(["to", "and", "or", "but", "who", "which", "where", "more", "less", "than",
                 "again", "near", "close", "here", "there", "today", "yesterday", "tomorrow",
                 "now", "then", "home", "ago", "early", "late", "up", "down", "out", "off"])


def wedged_opener(text: str, tokens: Sequence[str]) -> str | None:
    """The words of ``text`` around the source's (``tokens``) opening phrase said between a
    verb and its bare object, else None.

    >>> src = "As part of the changes , Microsoft will tie stock awards to growth .".split()
    >>> wedged_opener("It is Microsoft that will tie as part of the changes stock awards to "
    ...               "growth.", src)
    'tie as part of the changes stock'
    >>> wedged_opener("It is Microsoft that, as part of the changes, will tie stock awards "
    ...               "to growth.", src)
    >>> wedged_opener("He used in his female disguise the name Dorothy Ciner.",
    ...               "In his female disguise , he used the name Dorothy Ciner .".split())
    """
    low = [t.lower() for t in tokens]
    if not low or low[0] not in _OPENING_PREPOSITIONS or "," not in low[:10]:
        return None
    phrase = low[:low.index(",")]
    source = f" {' '.join(low)} "
    said = re.findall(r"[\w'-]+|[^\w\s]", text)
    words = [w.lower() for w in said]
    size = len(phrase)
    for at in range(1, len(words) - size):
        if words[at:at + size] != phrase:
            continue
        before, after = words[at - 1], said[at + size]
        if not before.isalpha() or not after.isalpha() or not after.islower() \
                or after in _NO_BARE_OBJECT or after.endswith("ly"):
            continue
        if f" {before} {after} " in source:
            return " ".join(words[at - 1:at + size + 1])
    return None
