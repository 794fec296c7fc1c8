"""A rebuilt text that puts a possessive inside one of the source's names.

A name whose words include a small word ("Jack In The Box", "Bank of America") reads in the
parse as a head name and a phrase after it, and a possessive made for the text lands on the
head: "It was San Diego-based Jack's shares in the Box that closed at $21.49" for "Shares of
San Diego-based Jack In The Box closed at $21.49".  The text names a 'Jack' who owns shares
'in the Box'.  Read from words only: a word of a source's name that is not its last is said
with a possessive, the name's next words said after it elsewhere.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

# Small words a name may hold between its capitalized words ("Jack In The Box", "Bank of
# America", "Chemins de Fer").
_NAME_INNER_WORDS = frozenset(["of", "in", "the", "and", "de", "du", "la", "for", "on", "&"])


def _names(tokens: Sequence[str]) -> list[list[str]]:
    """The source's names of several words holding a small word: runs of capitalized tokens
    and small words that open and close on a capitalized one."""
    names = []
    k = 0
    while k < len(tokens):
        if not tokens[k][:1].isupper() or k == 0:
            k += 1
            continue
        end = k
        j = k + 1
        while j < len(tokens) and (tokens[j][:1].isupper()
                                   or tokens[j].lower() in _NAME_INNER_WORDS):
            if tokens[j][:1].isupper():
                end = j
            j += 1
        name = list(tokens[k:end + 1])
        if any(w.lower() in _NAME_INNER_WORDS for w in name):
            names.append(name)
        k = end + 1
    return names


def torn_possessive_name(text: str, tokens: Sequence[str]) -> str | None:
    """The word of a source's name said with a possessive inside that name, or None.

    >>> src = ("Shares of San Diego-based Jack In The Box closed at $21.49 , up 78 cents , "
    ...        "on the New York Stock Exchange .").split()
    >>> torn_possessive_name("It was San Diego-based Jack's shares in the Box that closed at "
    ...                      "$21.49.", src)
    "Jack's"
    >>> torn_possessive_name("It was shares of San Diego-based Jack In The Box that closed at "
    ...                      "$21.49.", src) is None
    True
    """
    lowered = text.lower()
    for name in _names(tokens):
        for k, word in enumerate(name[:-1]):
            rest = " ".join(name[k + 1:]).lower()
            said = re.search(rf"\b{re.escape(word)}(?:'s|')\s", text)
            if said and rest not in lowered[:said.start()] \
                    and f"{word} {rest}".lower() not in lowered and rest in lowered:
                return said.group(0).strip()
    return None
