"""A rebuilt text that loses the source's opening partitive ("Of those, 14 were ...").

"Of those, 14 were passengers sitting within four seats of the SARS patient and two were
flight attendants, Ryan said." (MRPC train 4378): the parse keeps "those" as a word on the
passengers, and the texts say "14 were those passengers that sat within four seats of the
SARS patient, ...": the fourteen are no longer counted out of those infected, and "those
passengers" points at passengers never named.  A text that does not say the source's
opening "of" phrase is refused (a row of realize_lost_word_faults' table, rebuilt texts
only); "16.3 million of the 23.5 million high-speed lines" for "Of the 23.5 million
high-speed lines, 16.3 million ..." (2683) says it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["lost_partitive_opener"]


def lost_partitive_opener(text: str, tokens: Sequence[str]) -> str | None:
    """The source's (``tokens``) opening "Of ..." phrase (up to its comma) when ``text``
    does not say it, or None.

    >>> lost_partitive_opener("14 were those passengers, Ryan said.",
    ...     "Of those , 14 were passengers , Ryan said .".split())
    'of those'
    >>> lost_partitive_opener("16.3 million of the 23.5 million lines provided services.",
    ...     "Of the 23.5 million lines , 16.3 million provided services .".split())
    """
    words = [t for t in tokens if re.search(r"\w", t) or t == ","]
    if not words or words[0].lower() != "of" or "," not in words:
        return None
    phrase = " ".join(words[:words.index(",")]).lower()
    if len(phrase.split()) > 8 or phrase in " ".join(re.findall(r"[\w.,'-]+", text.lower())):
        return None
    return phrase
