"""A count of a pronoun ("three of them") said with a noun for the pronoun: the parse may
bind the pronoun to the wrong noun ("Police said three of them had also been detained" read
"them" as the police), and a rebuilt sentence then names it ("Three of police had also been
detained ..., they said").  The source's "of them" is kept as it is, or the text refused."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["partitive_pronoun_named"]

_PARTITIVE = re.compile(r"\b(\w+) of (them|us|those)\b", re.IGNORECASE)


def partitive_pronoun_named(text: str, tokens: Sequence[str]) -> str | None:
    """The source's "N of them" (``tokens``) whose pronoun ``text`` replaced, if any.

    >>> partitive_pronoun_named("Three of police had been detained, they said.",
    ...                         "Police said three of them had been detained".split())
    'three of them'
    >>> partitive_pronoun_named("Three of them had been detained, police said.",
    ...                         "Police said three of them had been detained".split())
    """
    source = joined_tokens(tokens)
    for found in _PARTITIVE.finditer(source):
        count, pronoun = found.group(1).lower(), found.group(2).lower()
        if re.search(rf"\b{re.escape(count)} of ", text, re.IGNORECASE) \
                and not re.search(rf"\b{re.escape(count)} of {pronoun}\b", text, re.IGNORECASE):
            return found.group(0).lower()
    return None
