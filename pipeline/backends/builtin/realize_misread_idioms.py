"""A rebuilt text that says a word of the source the parse misread as another word: "has yet
to" read as an obligation, the month "May" read as the modal.

"Nonetheless, the economy "has yet to exhibit sustainable growth."" parses "has ... to" as
"have to", an obligation, with "yet" a modifier of it; rebuilt, it says "the economy must
exhibit sustainable growth yet", the opposite of "has not exhibited it so far".  "His birth on
4 May is revealed today" parses "May" as the modal: "Today, his birth on 4 May may be
revealed" says a possibility the source did not.  Such texts are refused (entries of
realize_source_faults' table, rebuilt texts only): one that does not say "yet to" of a
source's "has yet to" / "is yet to", and one that says "may" where the source said only the
month.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["lost_yet_to", "month_said_as_modal"]

# The verbs before "yet to" that make it "not yet" ("has yet to", "is yet to", "remains yet
# to").
_YET_TO_HEADS = frozenset(["has", "have", "had", "having", "is", "are", "was", "were", "be",
                           "been", "am", "remain", "remains", "remained"])


def lost_yet_to(text: str, tokens: Sequence[str]) -> str | None:
    """The source's "has yet to" (or "is yet to") a text does not say as "yet to", or None.

    >>> lost_yet_to("Nonetheless, the economy must exhibit sustainable growth yet.",
    ...             "Nonetheless , the economy has yet to exhibit sustainable growth .".split())
    'has yet to'
    >>> lost_yet_to("The economy has yet to exhibit growth, analysts said.",
    ...             "Analysts said the economy has yet to exhibit growth .".split())
    """
    low = [t.lower().strip('"') for t in tokens]
    for at in range(1, len(low) - 1):
        if low[at] == "yet" and low[at + 1] == "to" and low[at - 1] in _YET_TO_HEADS \
                and not re.search(r"(?i)\byet to\b", text):
            return f"{low[at - 1]} yet to"
    return None


def month_said_as_modal(text: str, tokens: Sequence[str]) -> str | None:
    """"May" where the source named only the month, said as the modal "may", or None.

    >>> month_said_as_modal("Today, his birth on 4 May may be revealed in the journal Science.",
    ...                     "His birth on 4 May is revealed today in the journal Science .".split())
    'May'
    >>> month_said_as_modal("Sales may rise in May.", "Sales may rise in May .".split())
    """
    if not any(t == "May" for t in tokens[1:]) or any(t.lower() == "may" and t != "May"
                                                       for t in tokens):
        return None  # (the source's own modal, or a "May" that opened it: either may be one)
    if tokens[0] == "May":
        return None
    return "May" if re.search(r"\bmay\b", text) else None
