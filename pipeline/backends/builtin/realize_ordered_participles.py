"""An object and its participle after a verb of ordering, said as a noun with a relative
participle in a passive: "High Court Judge Frank Kapanda ordered the men released on bail
immediately" came back "The men released on bail immediately were ordered by High Court
Judge Frank Kapanda" (the judge ordered their release, not the released men).  The parse
reads "released" as a reduced relative of "men" (``acl``), so the graph cannot tell; the
words can: the source's verb of ordering, its object, a participle right after it, and the
text's passive of that verb with the participle before it."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["ordered_participle_passive"]

# Verbs whose object takes a participle that says what is to be done to it ("ordered the
# men released", "wanted the case dismissed").
_PARTICIPLE_ORDERING = frozenset({"ordered", "orders", "order", "wanted", "wants", "want", "needed",
                       "needs", "need"})
_DETERMINERS = frozenset({"the", "a", "an", "his", "her", "their", "its", "our", "all", "both",
                          "these", "those", "two", "three"})


def ordered_participle_passive(text: str, tokens: Sequence[str]) -> str | None:
    """The source's "<verb> <object> <participle>" that ``text`` says as a passive of the
    verb with the participle on its subject, if any.

    >>> src = "The judge ordered the men released on bail .".split()
    >>> ordered_participle_passive("The men released on bail were ordered by the judge.", src)
    'ordered the men released'
    >>> ordered_participle_passive("It was the judge who ordered the men released on bail.", src)
    """
    low = lowered_tokens(tokens)
    for k, verb in enumerate(low):
        if verb not in _PARTICIPLE_ORDERING:
            continue
        at = k + 1
        while at < len(low) and low[at] in _DETERMINERS:
            at += 1
        if at + 1 >= len(low) or not tokens[at].isalpha() or not low[at + 1].endswith("ed") \
                or len(low[at + 1]) < 5:
            continue
        participle = low[at + 1]
        if re.search(rf"\b{re.escape(participle)}\b.*\b(?:is|are|was|were|be|been|being) "
                     rf"{re.escape(verb)} by\b", text.lower()):
            return " ".join(tokens[k:at + 2])
    return None
