"""A rebuilt text that does not say the source's inverted "so do X" ("X does too").

"Although obesity can increase the risk of health problems, skeptics argue, so do smoking
and high cholesterol." (MRPC train 3633, 3634) became "Obesity can increase the risk of
health problems, and yet skeptics argue so doing smoking and high cholesterol.": the parse
reads "do" as a verb of its own, and the realizer makes it a gerund, so the claim that
smoking raises the risk too is lost.  Such a text is refused (an entry of
realize_meaning_faults' table, rebuilt texts only); a text that says "so do" as the source
did is left.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["lost_so_inversion"]

# The auxiliaries an inverted "so"/"neither"/"nor" takes before its subject.
_INVERTED = frozenset(["do", "does", "did", "is", "are", "was", "were", "has", "have", "had",
                       "can", "will", "would"])
# Where the inverted clause may open: after a comma or a coordinator.
_OPENINGS = frozenset([",", "and", "but", ";"])


def lost_so_inversion(text: str, tokens: Sequence[str]) -> str | None:
    """"so AUX" where the source (``tokens``) opens a clause on it and ``text`` does not say
    it; else None.

    >>> src = ("Although obesity can increase the risk , skeptics argue , so do smoking and "
    ...        "high cholesterol .").split()
    >>> lost_so_inversion("Obesity can increase the risk, and yet skeptics argue so doing "
    ...                   "smoking and high cholesterol.", src)
    'so do'
    >>> lost_so_inversion("Skeptics argue that although obesity can increase the risk, so do "
    ...                   "smoking and high cholesterol.", src)
    """
    lowered = lowered_tokens(tokens)
    for at in range(1, len(lowered) - 1):
        if lowered[at] != "so" or lowered[at + 1] not in _INVERTED \
                or lowered[at - 1] not in _OPENINGS:
            continue
        phrase = f"so {lowered[at + 1]}"
        if not re.search(rf"\b{phrase}\b", text, re.IGNORECASE):
            return phrase
    return None
