"""A rebuilt text that says a count noun ("hundreds of") after the noun it counts.

"hundreds of Kenyan women" is parsed with the women as the head and "hundreds" a quantity
word hung on them; said from the noun, it comes out "Kenyan women of hundreds of a 20 m
compensation claim", the count after its noun and its "of" running into the next phrase.
Such a text is refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["count_after_noun"]

_COUNT_AFTER = re.compile(r"\b(\w+) of (hundreds|thousands|dozens|millions|billions|scores|tens)"
                          r" of\b")


def count_after_noun(text: str, tokens: Sequence[str]) -> str | None:
    """The count noun ``text`` says as "NOUN of COUNT of", where the source (``tokens``) has
    no such run, or None.

    >>> count_after_noun("Kenyan women of hundreds of a 20 m compensation claim that the "
    ...     "Ministry of Defence is facing claim British soldiers raped them.",
    ...     "from hundreds of Kenyan women who claim".split())
    'hundreds'
    >>> count_after_noun("Hundreds of Kenyan women claim it.", "hundreds of Kenyan women".split())
    """
    found = _COUNT_AFTER.search(text)
    if found is None or _COUNT_AFTER.search(joined_tokens(tokens)):
        return None
    return found.group(2)
