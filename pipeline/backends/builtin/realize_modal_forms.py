"""A modal said with "do" support, as if it were a main verb.

"If the companies won't, their drugs could be prescribed to Medicaid patients only with the
state's say-so" (an elided verb after "won't") came back "If the companies did not will,
their drugs could be prescribed ...": refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_tree import said_anew

__all__ = ["modal_with_do"]

_DO_MODAL = re.compile(r"\b(?:do|does|did)(?: not|n't)? (?:will|would|can|could|shall|should|may|"
                       r"might|must)\b", re.IGNORECASE)


def modal_with_do(text: str, tokens: Sequence[str]) -> str | None:
    """A refusal when ``text`` says a modal after "do" where the source (``tokens``) did not.

    >>> modal_with_do("If the companies did not will, their drugs could be prescribed.",
    ...               "If the companies wo n't , their drugs could be prescribed".split())
    "a modal said after 'do'"
    >>> modal_with_do("If a company will not do so, its drugs could be prescribed.",
    ...               "If a company wo n't do so".split()) is None
    True
    """
    if said_anew(_DO_MODAL, text, tokens):
        return "a modal said after 'do'"
    return None
