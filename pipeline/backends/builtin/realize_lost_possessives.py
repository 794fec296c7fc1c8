"""A rebuilt text that says the source's possessed noun bare after a preposition, or its
name's possessor after another noun.

Where the parse gives a possessor a second role (she wrote in her autobiography that she
was an abused child: (c / child :domain s), (a / autobiography :poss s)), a rebuilt text
may say the possessor in the other place and leave the noun with nothing before it:
"There was an abused child in her that O'Donnell wrote in autobiography, "Find Me."" for
"wrote in her autobiography".  A singular count noun after a preposition with no
determiner is no English, and the text is refused.

A name's possessor said with "of" belongs after the noun it owns: "It is IBM endorsement
of Linux of International Business Machines Corp. that has ..." for "International
Business Machines Corp.'s (IBM) endorsement of Linux" hangs the firm on Linux
(:func:`moved_possessor`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemma_pos

__all__ = ["lost_possessive", "moved_possessor"]

_POSSESSIVES = frozenset(["his", "her", "its", "their", "my", "our", "your"])
_PREPOSITIONS = frozenset(["in", "on", "at", "to", "of", "for", "from", "with", "by", "into",
                           "about", "under", "over"])


def _words(text: str) -> list[str]:
    return text.replace(",", " ,").replace(".", " .").replace('"', ' " ').split()


def lost_possessive(text: str, tokens: Sequence[str]) -> str | None:
    """The source's (``tokens``) "POSSESSIVE NOUN" that ``text`` says as "PREPOSITION NOUN",
    the noun said once in each and no adjective, or None.

    >>> lost_possessive('There was an abused child in her that O\\'Donnell wrote in '
    ...     'autobiography, "Find Me."', 'O\\'Donnell wrote in her autobiography , " Find Me , '
    ...     '" that she was " an abused child . "'.split())
    'her autobiography'
    >>> lost_possessive("Durst was acquitted in the murder of elderly Morris Black.",
    ...     "Durst was acquitted in the murder of his elderly neighbor Morris Black .".split())
    """
    source = list(tokens)
    said = _words(text)
    for at in range(1, len(said)):
        word = said[at]
        if not word.isalpha() or not word.islower() or said[at - 1].lower() not in _PREPOSITIONS \
                or source.count(word) != 1 or said.count(word) != 1:
            continue
        k = source.index(word)
        pos = lemma_pos(word)
        if k and source[k - 1].lower() in _POSSESSIVES and "NOUN" in pos and "ADJ" not in pos:
            return f"{source[k - 1]} {word}"
    return None


def moved_possessor(text: str, tokens: Sequence[str]) -> str | None:
    """The source's (``tokens``) capitalised possessor "NAME 's" that ``text`` says as "of
    NAME" after a word that is none of the lower-case words the source owned with it, or
    None.  Words in parentheses after "'s" are the name's own aside ("Corp.'s (IBM)").

    >>> source = ("He added International Business Machines Corp. 's ( IBM ) endorsement of "
    ...           "Linux has added credibility .").split()
    >>> moved_possessor("It is IBM endorsement of Linux of International Business Machines "
    ...                 "Corp. that has added credibility, he added.", source)
    'International Business Machines Corp.'
    >>> moved_possessor("It is the endorsement of International Business Machines Corp. that "
    ...                 "has added credibility, he added.", source) is None
    True
    """
    for k, token in enumerate(tokens):
        if token != "'s" or k == 0:
            continue
        start = k
        while start > 0 and tokens[start - 1][:1].isupper():
            start -= 1
        if start == k or (start > 0 and tokens[start - 1].lower() == "of"):
            continue  # (none, or the source's own "of": "their risk of Alzheimer's by half")
        owner = " ".join(tokens[start:k])
        owned: set[str] = set()
        at = k + 1
        if at < len(tokens) and tokens[at] == "(":
            while at < len(tokens) and tokens[at] != ")":
                at += 1
            at += 1
        while at < len(tokens) and tokens[at].isalpha() and tokens[at].islower():
            owned.add(tokens[at])
            at += 1
        if not owned:
            continue
        for said in re.finditer(rf"(\S+) of {re.escape(owner)}(?!\w|'s|')", text):
            if said.group(1).lower() not in owned:
                return owner
    return None
