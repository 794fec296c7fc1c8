"""A rebuilt text does not say the source's opening age phrase inside its clause.

"Only 66 years old, Brooks was killed on Monday, Aug. 11, 2003 in an automobile accident"
came back "On Monday, Aug. 11, 2003, Brooks was killed only 66 years old in an automobile
accident ..." and "It was Brooks who was killed only 66 years old on Monday, ...": the parse
hangs the opening adjective phrase on the verb as its :mod, and the realizer says a
clause's adjective after the verb, where it reads as the manner of the killing.  The
source's opening "... years old," said after another word than a comma is refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["opening_age_inside"]


def opening_age_inside(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text`` says the age phrase that opens its source (``tokens``) inside its clause
    (module docstring), or None.

    >>> src = "Only 66 years old , Brooks was killed on Monday in an accident .".split()
    >>> opening_age_inside("It was Brooks who was killed only 66 years old on Monday.", src)
    "the source's opening 'only 66 years old' said inside the clause"
    >>> opening_age_inside("Only 66 years old, Brooks was killed on Monday.", src) is None
    True
    """
    comma = next((i for i, word in enumerate(tokens) if word == ","), None)
    if comma is None or comma < 3 or comma > 6 or tokens[comma - 1].lower() != "old" \
            or tokens[comma - 2].lower() not in ("years", "year"):
        return None
    phrase = " ".join(tokens[:comma]).lower()
    said = re.search(rf"(\S+) {re.escape(phrase)}\b", text, re.IGNORECASE)
    if said is None or said.group(1).endswith(","):
        return None
    return f"the source's opening {phrase!r} said inside the clause"
