"""A rebuilt text that says "being" before a word of the source that is no participle, where
the source said no "being": an adjective or a phrase the parse read as a state of its noun,
said as a gerund of "be" hung after the clause.  "Ukrainian President Leonid Kuchma cut a
visit to Latin America today being short" for "cut short a visit" (MRPC train 1447), "The
dollar was last at $1.1149 to the euro being close to its strongest level" for "..., close
to its strongest level" (1329), "Those Santa Ana winds that are dry being hot and minimal
humidity created ..." for "hot, dry Santa Ana winds" (399), "... about 320 miles east of
Brownsville being shy 9 mph of hurricane strength" (3997), "Good people do not being
something" (4655), "... somewhere in California being able not to find a home for him" for
"Unable to find a home for him" (1851).  Such a text reads as broken and is refused (an
entry of realize_source_faults' table, rebuilt texts only).  A progressive passive ("was
being treated"), a participle ("without being obliged to") and a "being" the source said
are left.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import past_participle
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["being_before_non_participle"]

_BEING = re.compile(r"\b([\w'-]+) being ([\w'-]+)")
# Forms of "be" before a progressive passive's "being" ("was being treated").
_BE = frozenset(["am", "is", "are", "was", "were", "be", "been", "also", "still", "already",
                 "not", "now"])


def being_before_non_participle(text: str, tokens: Sequence[str]) -> str | None:
    """The "being WORD" of ``text`` whose WORD is no past participle, after no form of "be",
    where the source (``tokens``) said no "being"; or None.

    >>> being_before_non_participle(
    ...     "He cut a visit to Latin America today being short.",
    ...     "He today cut short a visit to Latin America .".split())
    'being short'
    >>> being_before_non_participle("The explosion was being treated as a crime.",
    ...     "Police were treating the explosion as a crime .".split())
    >>> being_before_non_participle("It can be used without being obliged to install a chip.",
    ...     "It can be used without having to install a chip .".split())
    """
    if "being" in lowered_tokens(tokens):
        return None
    for found in _BEING.finditer(text):
        before, word = found.group(1).lower(), found.group(2)
        if before in _BE or past_participle(word.lower()) or word.lower().endswith("ed"):
            continue
        return f"being {word}"
    return None
