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
(:func:`moved_possessor`).  So does a common noun's: "It was the slide versus the yen of the
dollar that ... curbed" for "the dollar's slide versus the yen" hangs the dollar on the yen
(:func:`moved_common_possessor`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import PREPOSITIONS

__all__ = ["lost_possessive", "moved_common_possessor", "moved_possessor"]

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


def moved_common_possessor(text: str, tokens: Sequence[str]) -> str | None:
    """The source's (``tokens``) possessor "the NOUN 's" of a common noun that ``text`` says
    as "of the NOUN" after other words of its owned noun's phrase: the owned noun (the last
    noun or adjective after "'s") said with a phrase of a preposition between it and the
    "of" (not a compound's nouns: "the risk controls of the bank"), or None.

    >>> source = ("Despite hefty losses , the dollar 's slide versus the yen was curbed by "
    ...           "wariness .").split()
    >>> moved_common_possessor("It was the slide versus the yen of the dollar that wariness "
    ...                        "curbed despite hefty losses.", source)
    'the dollar'
    >>> moved_common_possessor("Wariness curbed the slide of the dollar versus the yen "
    ...                        "despite hefty losses.", source) is None
    True
    """
    said = _words(text)
    heard = lowered_tokens(tokens)
    for k, token in enumerate(tokens):
        if token != "'s" or k < 2 or not tokens[k - 1].isalpha() or not tokens[k - 1].islower():
            continue
        start = k - 1
        while start > 0 and tokens[start - 1].isalpha() and tokens[start - 1].islower() \
                and lemma_pos(heard[start - 1]) & {"NOUN", "ADJ"}:
            start -= 1
        if start == 0 or heard[start - 1] != "the":
            continue
        owner = ["the", *heard[start:k]]
        at = k + 1
        while at < len(tokens) and tokens[at].isalpha() and tokens[at].islower() \
                and lemma_pos(heard[at]) & {"NOUN", "ADJ"}:
            at += 1
        if at == k + 1:
            continue
        head = heard[at - 1]  # (the owned noun: "slide" of "slide versus the yen")
        lowered = [w.lower() for w in said]
        for place in (i for i, w in enumerate(lowered) if w == head):
            for of in range(place + 2, min(place + 8, len(lowered) - len(owner))):
                between = lowered[place + 1:of]
                if not all(w.isalpha() and w != "of" for w in between):
                    break
                if lowered[of] == "of" and lowered[of + 1:of + 1 + len(owner)] == owner \
                        and PREPOSITIONS.intersection(between) and " ".join(lowered[place:of + 1 + len(owner)]) not in " ".join(heard):
                    return " ".join(["the", *tokens[start:k]])
    return None
