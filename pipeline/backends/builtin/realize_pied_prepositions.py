"""A rebuilt existential whose relative clause opens on a preposition the source never said
before the noun it puts forward: "There was a good friend of whom Taylor lost when Brooks
was killed ..." for "Taylor lost a good friend" (MRPC train 1444), "There was a great
citizen of whom the nation lost with Hope's death" (2597), "There were 'little minds' of
which he also accused royal courtiers poisoning the brothers" (6824, the "of" of "accused
... of poisoning").  The parse gave the noun a role whose preposition the verb does not
take, or took a preposition of another phrase; the clause reads as broken.  Such a text is
refused (an entry of realize_source_faults' table, rebuilt texts only).  The source's own
phrase ("There was a charitable trust to which Mr. Turner transferred about 10 million
shares" for "transferred ... to a charitable trust", 647) is left.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens
from pipeline.backends.builtin.realize_words import NOUN_DETERMINERS, TEXT_WORD

__all__ = ["made_up_pied_preposition"]

_PIED_EXISTENTIAL = re.compile(
    r"^(?:(?:But|And|However), )?There (?:is|are|was|were|will be|has been|have been) "
    r"(?P<noun>.+?) (?P<preposition>to|with|from|for|by|of|at|in|on|about|into|over|under"
    r"|against|through) (?:which|whom) ")
# How far before the noun's first word the source's preposition may stand ("to a
# charitable trust", "at a friend 's closed ... proceeding").
_REACH = 3


def made_up_pied_preposition(text: str, tokens: Sequence[str]) -> str | None:
    """The "PREPOSITION which|whom" of an existential ``text`` whose preposition the source
    (``tokens``) did not say shortly before the first word of the noun put forward, or None.

    >>> made_up_pied_preposition(
    ...     "There was a good friend of whom Taylor lost when Brooks was killed.",
    ...     "When Brooks was killed , Taylor lost a good friend .".split())
    'of whom'
    >>> made_up_pied_preposition(
    ...     "There was a charitable trust to which Mr. Turner transferred 10 million shares.",
    ...     "Mr. Turner transferred 10 million shares to a charitable trust .".split())
    """
    found = _PIED_EXISTENTIAL.match(text)
    if found is None:
        return None
    words = [w for w in TEXT_WORD.findall(found.group("noun").lower())
             if w not in NOUN_DETERMINERS]
    if not words:
        return None
    first = words[0].removesuffix("'s")
    preposition = found.group("preposition")
    said = [w.lower() for w in TEXT_WORD.findall(joined_tokens(tokens))]
    if any(word == first and preposition in said[max(0, at - _REACH):at]
           for at, word in enumerate(said)):
        return None
    return found.group(0).split()[-2] + " " + found.group(0).split()[-1]
