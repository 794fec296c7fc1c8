"""A rebuilt text that says two subordinators in a row where the source never did.

"A verbal flare-up between Keating and Mahony began when the cardinal initially refused to
participate in that survey unless procedures were changed." (2802) becomes "When if
procedures were not changed, the cardinal initially refused to participate in that survey,
a verbal flare-up ... began.": the "unless" clause, said as "if ... not" and fronted inside
the "when" clause, stacks its subordinator on the other.  "... who he is temporarily
serving as while his boss ... is running" (4371) likewise.  Such a text is refused (an
entry of realize_source_faults' table, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_text

__all__ = ["stacked_subordinators"]

# A subordinator right after another ("when if", "as while", "because although").
_STACKED = re.compile(
    r"\b(?:when|while|because|although|though|if|unless|until|before|after|since|as) "
    r"(?:if|when|unless|because|while|although|though)\b", re.IGNORECASE)


def stacked_subordinators(text: str, tokens: Sequence[str]) -> str | None:
    """The two subordinators ``text`` says in a row that the source (``tokens``) never
    said so; else None.

    >>> stacked_subordinators("When if procedures were not changed, he refused.",
    ...     "He refused unless procedures were changed .".split())
    'When if'
    >>> stacked_subordinators("He left as if nothing happened.",
    ...     "He left as if nothing happened .".split()) is None
    True
    """
    said = lowered_text(tokens)
    for found in _STACKED.finditer(text):
        if found.group(0).lower() not in said:
            return found.group(0)
    return None
