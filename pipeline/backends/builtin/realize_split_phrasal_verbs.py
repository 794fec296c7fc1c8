"""A rebuilt text that says the source's adverb between a phrasal verb and its particle:
"but he turns then around" for "but then turn around" (MRPC train 3607, 3608).  The
source said the adverb before the verb; said inside the verb it reads as no English, and
the clause that says it so has lost its place in the source's sequence (here its "would"
too).  Such a text is refused (a row at the end of realize_source_faults' table,
rebuilt texts only).  The clause realizer puts a pre-verb adverb before a phrasal verb said
without an auxiliary (realize_clause_assembly); this catches the texts other paths build.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import AUXILIARIES
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import PARTICLES, PRE_VERB_ADVERBS

__all__ = ["adverb_inside_phrasal_verb"]

_ADVERBS = PRE_VERB_ADVERBS | frozenset(["then", "later", "now"])
# Not "in", "on", "over": mostly prepositions ("is available now in the U.S.", 4996)
_PARTICLES = (PARTICLES - {"in", "on", "over"}) | frozenset(["around"])
_SPLIT = re.compile(r"\b([a-z]+) ({}) ({})\b".format("|".join(sorted(_ADVERBS)),
                                                     "|".join(sorted(_PARTICLES))))


def adverb_inside_phrasal_verb(text: str, tokens: Sequence[str]) -> str | None:
    """The words of ``text`` that put the source's adverb between a verb and its particle
    ("turns then around") where the source (``tokens``) said the adverb before the verb, or
    None.

    >>> source = "Her son would get upset , his mom said , but then turn around .".split()
    >>> adverb_inside_phrasal_verb("Her son would get upset, but he turns then around, his "
    ...     "mom said.", source)
    'turns then around'
    >>> adverb_inside_phrasal_verb("Solomon 5.5 is available now in the U.S.",
    ...     "Solomon 5.5 is now available in the U.S. .".split())
    >>> adverb_inside_phrasal_verb("A jet spotted the migrants first around 2 p.m.",
    ...     "The migrants were first spotted by a jet around 2 p.m. .".split())
    """
    lowered = lowered_tokens(tokens)
    for found in _SPLIT.finditer(text):
        verb, adverb, particle = found.groups()
        if verb in AUXILIARIES:
            continue
        if any(lowered[k] == adverb and lowered[k + 2] == particle
               for k in range(len(lowered) - 2)):
            return found.group(0)
    return None
