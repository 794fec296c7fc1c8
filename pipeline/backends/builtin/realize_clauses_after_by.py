"""A rebuilt text that says a clause as the object of "by": the source's "Passed in 1999 but
never put into effect, the law would have made it illegal ..." (4647) becomes "By the law was
passed in 1999, but it never put into effect, it would have made it illegal ..." and "It was
the law that ... to light up by it was passed in 1999, ...", and "The CFTC has been
investigating several energy companies ... for manipulating energy markets by reporting false
..." (3528) becomes "Energy markets were manipulated by the CFTC has been investigating ...":
a finite verb right after the noun of "by" is no English, and the words no longer say who did
what.  Such a text is refused (a row of realize_meaning_faults' table, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["clause_after_by"]

# "by" and one noun ("it", "the law", "CFTC" after "the"), then a finite auxiliary and a
# participle: the noun is the subject of a clause, not the object of "by".
_CLAUSE_AFTER_BY = re.compile(r"\b[Bb]y (?P<noun>it|the [\w-]+|[A-Z]\w+) (?:was|were|is|are|had|has)"
                              r" (?:\w+ )?\w+(?:ed|en)\b")


def clause_after_by(text: str, tokens: Sequence[str]) -> str | None:
    """The words of ``text`` that put a clause after "by" ("by it was passed"), where the
    source (``tokens``) has no such words; else None.

    >>> clause_after_by("By the law was passed in 1999, it would have made it illegal.",
    ...                 "Passed in 1999 , the law would have made it illegal .".split())
    'By the law was passed'
    >>> clause_after_by("The law was passed by the council in 1999.",
    ...                 "The council passed the law in 1999 .".split()) is None
    True
    >>> clause_after_by("The 24-year-old cited by Bitdefender was questioned by police.",
    ...                 "Police questioned the 24-year-old cited by Bitdefender .".split()) is None
    True
    """
    found = _CLAUSE_AFTER_BY.search(text)
    source = joined_tokens(tokens)
    if found is None or _CLAUSE_AFTER_BY.search(source):
        return None
    # "the 24-year-old cited by Bitdefender was questioned": the source's own participle and
    # its agent, a noun phrase the passive's verb follows
    before = text[:found.start()].split()[-1:]
    if before and f"{before[0]} by {found.group('noun')}" in source:
        return None
    return found.group(0)
