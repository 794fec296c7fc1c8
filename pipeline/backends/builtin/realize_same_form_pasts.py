"""A past tense that looks like the present, said in the present.

"It forecast 445 billion yen in loan-loss charges" and "Riley forecast significant cuts"
say a past: with a singular subject the present would be "forecasts".  The parse may read
such a verb ("forecast", "cut", "set", "hit" ...; its past the same as its base) as a
present, and the rebuilt text says "It forecasts 445 billion yen ...", "It is Riley who
forecasts significant cuts ...": the tense changed.  A text that says the verb with the
present's "-s" the source never gave it is refused (text_fault's source checks).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["present_for_same_form_past"]

# Verbs whose past tense is their base form.
_SAME_FORM_PASTS = frozenset([
    "forecast", "broadcast", "cast", "cut", "set", "reset", "put", "hit", "bid", "spread",
    "shut", "cost", "let", "hurt", "quit", "upset", "split", "thrust", "burst", "shed",
    "offset", "outbid", "undercut", "beset",
])


def present_for_same_form_past(text: str, tokens: Sequence[str]) -> str | None:
    """The source's (``tokens``) same-form past that ``text`` says with an "-s" the
    source never said, else None.

    >>> tokens = "It forecast 445 billion yen in loan-loss charges .".split()
    >>> present_for_same_form_past("It forecasts 445 billion yen in loan-loss charges.", tokens)
    'forecast'
    >>> present_for_same_form_past("In loan-loss charges, it forecast 445 billion yen.", tokens)
    """
    said = set(lowered_tokens(tokens))
    for verb in sorted(_SAME_FORM_PASTS & said):
        present = f"{verb}s"
        if present not in said and re.search(rf"(?i)\b{present}\b", text):
            return verb
    return None
