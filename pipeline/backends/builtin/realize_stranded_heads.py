"""A rebuilt text that strands a word that heads what follows it: "become" with its
complement moved before it, a subordinator or a conjunction with its clause lost.

"According to Sanmina-SCI, Newisys, based in Austin, Texas, will become a wholly-owned
subsidiary." came back "According to Sanmina-SCI, Newisys, based in Austin, Texas, a
wholly-owned subsidiary will become." (the complement read as the subject; MRPC train 1603),
and "... are increasingly reluctant to impose the death penalty, which they have become." (a
relative clause of the complement hung on another noun, 1285).  A cleft may say the
complement first ("It is part of IBM's Software Group that Think Dynamics will become": that
is realize_predicate_clefts' to judge); elsewhere a "become" the source said with a word after
it, said in the text before a comma or the end, has lost its complement.  Likewise a
subordinator or conjunction said before a comma or the end where the source said it with its
clause: "A metal cleat at the Columbia ship attraction struck a 33-year-old man who died in
1998 after." for "died after he was struck by a metal cleat ..." (1229), "..., which the
individual would pay 100 percent of the bill until." (590).  Such texts are refused (entries
of realize_source_faults' table, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["stranded_become", "stranded_subordinator"]

_STRANDED = re.compile(r"(?i)\b(become|becomes|became|becoming)\s*[.,;!?]")
# Words that head a clause after them and never end one ("before", "since", "as" may be
# adverbs or stranded prepositions: "twice before", "who authorities identified him as").
_SUBORDINATORS = ("after", "until", "because", "while", "although", "though", "unless",
                  "whether", "if", "when", "and", "or", "but")
_STRANDED_SUBORDINATOR = re.compile(rf"(?i)\b({'|'.join(_SUBORDINATORS)})\s*[.,;!?]")


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
    low = lowered_tokens(tokens)
    if any(word.startswith("becom") or word == "became" for word in low) \
            and all(low[at + 1].isalpha() for at, word in enumerate(low[:-1])
                    if word.startswith("becom") or word == "became"):
        return found.group(1)
    return None


def stranded_subordinator(text: str, tokens: Sequence[str]) -> str | None:
    """The subordinator or conjunction ``text`` says before a comma or the end that the
    source (``tokens``) said only with words after it; or None.

    >>> stranded_subordinator("A metal cleat struck a 33-year-old man who died in 1998 after.",
    ...     "In 1998 , a 33-year-old man died after he was struck by a metal cleat .".split())
    'after'
    >>> stranded_subordinator("A man died after he was struck by a metal cleat in 1998.",
    ...     "In 1998 , a 33-year-old man died after he was struck by a metal cleat .".split())
    """
    low = lowered_tokens(tokens)
    for found in _STRANDED_SUBORDINATOR.finditer(text):
        word = found.group(1).lower()
        if all(low[at + 1][:1].isalnum() for at, said in enumerate(low[:-1]) if said == word):
            return found.group(1)
    return None
