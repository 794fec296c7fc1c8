"""A rebuilt text that says the source's predicate noun after "be" as its verb: "Many of the
changes improve to the original plan" for "Many of the changes are improvements to the
original plan" (MRPC train 6731, found in this session's blind read of kept tuning clefts).
The parse reads the noun as its event (improve-01) with the subject as its doer; said as a
verb it keeps the noun's preposition ("improve to") and says the changes improve rather than
are improvements.  Such a text is refused (a row at the end of realize_source_faults'
table, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_text

__all__ = ["predicate_noun_as_verb"]

# "be" with an event noun after it, at most an article and one word between ("are
# improvements", "was a clear violation"); group 1 is the noun's stem.
_PREDICATE_NOUN = re.compile(
    r"\b(?:is|are|was|were|be|been) (?:an |a |the )?(?:[a-z-]+ )?([a-z]{4,}?)"
    r"(?:ements|ement|ments|ment|ations|ation|ions|ion|ances|ance)\b")


def predicate_noun_as_verb(text: str, tokens: Sequence[str]) -> str | None:
    """The verb of ``text`` made of the predicate noun the source (``tokens``) said after
    "be", where the source says no such verb, or None.

    >>> predicate_noun_as_verb("Many of the changes improve to the original plan.",
    ...     "Many of the changes are improvements to the original plan .".split())
    'improve'
    >>> predicate_noun_as_verb("Of the changes, many are improvements to the plan.",
    ...     "Many of the changes are improvements to the plan .".split())
    """
    source = lowered_text(tokens)
    lowered = text.lower()
    for found in _PREDICATE_NOUN.finditer(source):
        stem = found.group(1)
        verb = re.search(rf"\b{stem}(?:e|es|ed|s|ing)?\b", lowered)
        if verb is not None and not re.search(rf"\b{stem}(?:e|es|ed|s)\b", source):
            return verb.group(0)
    return None
