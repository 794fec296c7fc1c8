"""A focusing or degree adverb that the source said before a noun phrase's article, said by
a rebuilt sentence inside the phrase, after its article.

The parse gives "just", "even", "also", "really" or "only" before "the"/"a" to the noun or
its adjective, and the realizer then says it among the noun's modifiers: "It is a really
wonder that ..." for "it's really a wonder that", "this is the just latest movement" for
"This is just the latest movement", "It was the even pizza delivery ..." for "Even the
pizza delivery took part", "the also largest land conservation transaction".  No graph
check sees it, so the realizer refuses the text.  An adverb the source itself said after
the article ("the country's still unformed interim government") stays.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import ARTICLES

__all__ = ["adverb_inside_phrase"]

_FOCUSING = frozenset(["just", "even", "also", "really", "only", "still"])
_INSIDE = re.compile(r"(?i)\b(a|an|the) (" + "|".join(sorted(_FOCUSING)) + r")\b")


def adverb_inside_phrase(text: str, tokens: Sequence[str]) -> str | None:
    """The first "ARTICLE ADVERB" of ``text`` whose adverb the source (``tokens``) said right
    before an article and never right after one; or None.

    >>> adverb_inside_phrase("This is the just latest movement.",
    ...                      "This is just the latest movement .".split())
    'the just'
    >>> adverb_inside_phrase("It is a just matter of time.",
    ...                      "It 's just a matter of time .".split())
    'a just'
    >>> adverb_inside_phrase("It is the still unformed government that they will lead.",
    ...                      "They will lead the still unformed government .".split())
    """
    said = lowered_tokens(tokens)
    before_article = {w for w, after in pairwise(said) if after in ARTICLES}
    after_article = {w for before, w in pairwise(said) if before in ARTICLES}
    for found in _INSIDE.finditer(text):
        adverb = found.group(2).lower()
        if adverb in before_article and adverb not in after_article:
            return found.group(0)
    return None
