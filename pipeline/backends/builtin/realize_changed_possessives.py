"""A rebuilt text that says the source's possessive pronoun on a noun as another one.

"Brando said that "somebody ought to put a bullet" through her head, according to the
defense." (MRPC train 6833): the parse takes "her" for the "somebody" of the quotation,
and the realizer says that owner's pronoun, "... through its head": the head is no longer
the woman's.  A text that says "its head" where the source said "her head" (and never "its
head") changes whose the noun is; it is refused (a row of realize_meaning_faults' table,
rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_text

__all__ = ["possessive_pronoun_changed"]

_POSSESSED = re.compile(r"\b(his|her|its|their) ([a-z-]+)")


def possessive_pronoun_changed(text: str, tokens: Sequence[str]) -> str | None:
    """``text``'s "PRONOUN NOUN" whose noun the source (``tokens``) said only with another
    possessive pronoun, or None.

    >>> possessive_pronoun_changed("Someone ought to put a bullet through its head.",
    ...     "Someone ought to put a bullet through her head .".split())
    'its head'
    >>> possessive_pronoun_changed("Its shares fell, and his shares rose.",
    ...     "Its shares fell and his shares rose .".split())
    """
    said = set(_POSSESSED.findall(lowered_text(tokens)))
    for pronoun, noun in _POSSESSED.findall(text.lower()):
        if (pronoun, noun) not in said and any(n == noun for _, n in said):
            return f"{pronoun} {noun}"
    return None
