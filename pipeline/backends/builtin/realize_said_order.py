"""Words a rebuilt sentence says in an order no English has.

A quantity "more than 5,200" (more-than :op1 5,200) said as the thing of an existential
came out "There are than more 5,200 that SARS infected": the comparison's two words
swapped.  A rebuilt text that says "than more" (or "than less", "than fewer") where the
source did not is refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

_SWAPPED_COMPARISON = re.compile(r"\bthan (more|less|fewer)\b", re.IGNORECASE)


def swapped_comparison(text: str, tokens: Sequence[str]) -> str | None:
    """A refusal when ``text`` says a comparison's words swapped ("than more 5,200") that
    the source (``tokens``) did not, else None.

    >>> swapped_comparison("There are than more 5,200 that SARS infected.", ["more", "than"])
    "a comparison said swapped ('than more')"
    >>> swapped_comparison("More than 5,200 were infected.", ["more", "than"]) is None
    True
    """
    said = _SWAPPED_COMPARISON.search(text)
    if said is None or _SWAPPED_COMPARISON.search(joined_tokens(tokens)):
        return None
    return f"a comparison said swapped ({said.group(0).lower()!r})"
