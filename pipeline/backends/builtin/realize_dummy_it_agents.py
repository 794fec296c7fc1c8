"""A rebuilt passive whose agent is the source's dummy "it": "It would take two votes to
block the merger." becomes "Two votes would be taken by it to block the merger.".  The
"it" of "it takes", "it costs", "it seems" stands for no doer (it holds the place of the
infinitive after it), so a passive that makes it the one who took or cost something says
nonsense.  Such a text is refused (a row of realize_meaning_faults' table, rebuilt texts
only); a referring "it" ("It also supports coloured labels", 4409) is left.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemmas
from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["dummy_it_made_agent"]

# Verbs whose "it" subject is a dummy holding the place of the infinitive or clause after.
_DUMMY_SUBJECT_VERBS = frozenset(["take", "cost", "seem", "appear"])
# The source's "it" and the verb after it, past the words that may come between: "it would
# still take", "it has taken".
_IT_AND_VERB = re.compile(r"\b[Ii]t (?:(?:would|will|could|may|might|should|can|'ll|also|still"
                          r"|only|has|had|have|does|did|usually|often) )*(\w+)")
_BY_IT = re.compile(r"\bby it\b", re.IGNORECASE)


def dummy_it_made_agent(text: str, tokens: Sequence[str]) -> str | None:
    """The source's (``tokens``) dummy "it" and its verb ("It would take") where ``text``
    says "by it" and the source does not; else None.

    >>> dummy_it_made_agent("Two votes would be taken by it to block the merger.",
    ...                     "It would take two votes to block the merger .".split())
    'It would take'
    >>> dummy_it_made_agent("Coloured labels are also supported by it.",
    ...                     "It also supports coloured labels .".split()) is None
    True
    """
    if not _BY_IT.search(text) or _BY_IT.search(joined_tokens(tokens)):
        return None
    for match in _IT_AND_VERB.finditer(joined_tokens(tokens)):
        if lemmas(match.group(1).lower()) & _DUMMY_SUBJECT_VERBS:
            return match.group(0)
    return None
