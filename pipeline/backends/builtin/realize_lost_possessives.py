"""A rebuilt text that says the source's possessed noun bare after a preposition.

Where the parse gives a possessor a second role (she wrote in her autobiography that she
was an abused child: (c / child :domain s), (a / autobiography :poss s)), a rebuilt text
may say the possessor in the other place and leave the noun with nothing before it:
"There was an abused child in her that O'Donnell wrote in autobiography, "Find Me."" for
"wrote in her autobiography".  A singular count noun after a preposition with no
determiner is no English, and the text is refused.
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemma_pos

__all__ = ["lost_possessive"]

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
