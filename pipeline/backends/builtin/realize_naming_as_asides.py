"""A rebuilt text that moves the source's "as X are also known" aside off the noun it names.

"... tolerates the tradition of arranged child weddings among Roma, as Gypsies are also
known." came back "The tradition of arranged child weddings among Roma is generally
tolerated by the country though the legal age for marriage in Romania is 18 as Gypsies are
also known." (MRPC train 4985, and its cleft and fronted kin): said after another clause, the
aside names that clause's last noun ("18"), or reads as a clause of manner.  A text that says
the source's aside but not right after the word the source said before it is refused (an
entry of realize_source_faults' table, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["moved_naming_aside"]

_NAMING_ASIDE = re.compile(
    r"([\w'-]+) ,? ?(as [^,.]*? (?:is|are|was|were) (?:also |sometimes |commonly |better |"
    r"widely |often )?(?:known|called))\b")


def moved_naming_aside(text: str, tokens: Sequence[str]) -> str | None:
    """The source's (``tokens``) naming aside that ``text`` says after another word than
    the one it named, else None.

    >>> src = "It tolerates weddings among Roma , as Gypsies are also known .".split()
    >>> moved_naming_aside("Weddings among Roma are tolerated though the age is 18 as Gypsies "
    ...                    "are also known.", src)
    'as Gypsies are also known'
    >>> moved_naming_aside("Weddings among Roma, as Gypsies are also known, are tolerated.",
    ...                    src)
    """
    found = _NAMING_ASIDE.search(joined_tokens(tokens))
    if found is None:
        return None
    named, aside = found.groups()
    at = text.find(aside)
    if at < 0:
        return None
    before = re.findall(r"[\w'-]+", text[:at])
    return aside if before[-1:] != [named] else None
