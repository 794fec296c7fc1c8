"""A rebuilt text that takes apart the source's "as ADJ as" comparison: its adjective said as a
verb, or the comparison said as a participle clause.

"The yield ... rose as high as 4.66 percent Aug. 14 from 3.07 percent in June" is parsed with
"as high as" a state of the yield, and rebuilt it said "The yield ... rose from 3.07 percent
in June being as high as 4.66 percent August 14." (the rise's end point now a separate state);
"dropping as low as $2.93 billion" came back "being as lowed as $2.93 billion" (the adjective
inflected as a verb).  Such texts are refused (an entry of realize_source_faults' table,
rebuilt texts only): one that says "as X as" where the source said "as Y as" of the same stem,
and one that says "being", "been" or "be" before an "as X as" the source said without it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["torn_as_comparison"]

_TEXT_COMPARISON = re.compile(r"(?i)\b(\w+) as (\w+) as\b")
# The forms of "be" that make a comparison a clause of its own ("being as high as").
_BE_FORMS = frozenset(["being", "been", "be"])


def torn_as_comparison(text: str, tokens: Sequence[str]) -> str | None:
    """The "as X as" phrase of ``text`` that says the source's (``tokens``) "as Y as"
    comparison with Y inflected, or after a "be" the source did not say before it, or None.

    >>> torn_as_comparison("The yield rose from 3.07 percent in June being as high as "
    ...     "4.66 percent August 14.", "The yield rose as high as 4.66 percent Aug. 14 from "
    ...     "3.07 percent in June .".split())
    'being as high as'
    >>> torn_as_comparison("The budget fell, being as lowed as $2.93 billion in 1998.",
    ...     "The budget fell until dropping as low as $ 2.93 billion in 1998 .".split())
    'being as lowed as'
    >>> torn_as_comparison("As many as 200 operatives have slipped back, Bremer said.",
    ...     "Bremer said that as many as 200 operatives have slipped back .".split())
    """
    low = lowered_tokens(tokens)
    said = {low[at + 1]: low[at - 1] if at else ""
            for at in range(len(low) - 2) if low[at] == "as" and low[at + 2] == "as"}
    if not said:
        return None
    for match in _TEXT_COMPARISON.finditer(text):
        before, middle = match.group(1).lower(), match.group(2).lower()
        if middle not in said:
            # "lowed" for "low": the adjective inflected as the verb the parse made of it.
            if any(middle.startswith(word) and len(middle) > len(word) for word in said):
                return match.group(0)
            continue
        if before in _BE_FORMS and said[middle] != before:
            return match.group(0)
    return None
