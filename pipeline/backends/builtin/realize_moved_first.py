"""A rebuilt passive that says after its participle the "first" a passive source said
between its auxiliary and participle ("was first observed", "were first spotted").

The parse hangs "first" on the verb with no place and the realizer says it after the
verb's phrases, where a passive reads as broken or takes another meaning: "The rock was
observed by the Lincoln Near Earth Asteroid Research Program, also known as LINEAR, first."
for "The rock was first observed by ..." (1), "The migrants were spotted by a Coast Guard
jet first around 2 p.m. Tuesday" (902), "the American Soldier was selected as Times Person
of the Year first in 1950" (4224: the first time, now the first of several selections that
year), "The notification was reported by MSNBC first Friday." (6356).  An active text
("A Coast Guard jet spotted the migrants first": the first to spot them, as the source's
agent was) reads as the source did and is left, as is an active source's "first"
("MSNBC.com first reported the CIA request").  Such a text is refused (an entry of
realize_source_faults' table, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["passive_first_moved"]

_BE_FORMS = frozenset(["is", "are", "was", "were", "be", "been", "being"])
_WORD = re.compile(r"[\w'-]+|[^\w\s]")


def passive_first_moved(text: str, tokens: Sequence[str]) -> str | None:
    """"PARTICIPLE ... first" where the source (``tokens``) said "be first PARTICIPLE" and
    ``text`` says that participle after "be" with "first" after it; else None.

    >>> src = "The rock was first observed by the Lincoln program .".split()
    >>> passive_first_moved("The rock was observed by the Lincoln program, first.", src)
    'observed ... first'
    >>> passive_first_moved("The Lincoln program first observed the rock.", src) is None
    True
    >>> passive_first_moved("The Lincoln program observed the rock first.", src) is None
    True
    >>> src = "MSNBC.com first reported the CIA request on Friday .".split()
    >>> passive_first_moved("On Friday, MSNBC.com reported the CIA request first.", src) is None
    True
    """
    lowered = lowered_tokens(tokens)
    if lowered.count("first") != 1:
        return None
    at = lowered.index("first")
    if at == 0 or at + 1 >= len(lowered) or lowered[at - 1] not in _BE_FORMS:
        return None
    participle = lowered[at + 1]
    words = [w.lower() for w in _WORD.findall(text)]
    if words.count("first") != 1 or words.count(participle) != 1:
        return None
    first_at, verb_at = words.index("first"), words.index(participle)
    if first_at < verb_at or words[first_at - 1] in ("the", "its", "their", "his", "her") \
            or verb_at == 0 or words[verb_at - 1] not in _BE_FORMS:
        return None
    return f"{participle} ... first"
