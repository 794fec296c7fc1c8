"""An arrangement that fell through ("was to have been tried") said as a done deed.

parse_be_to leaves "be to have" + participle in spaCy's tree ("Sorkin ... was to have been
tried separately": the plan did not happen), and a rebuilt text read its "have been" as
the clause's tense: "Separately, Sorkin, who faces charges of ... and lying to a grand
jury, has been tried." says he was tried, the opposite of the source.  No node carries the
"was to", so no graph check sees it; the realizer refuses such a text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["lost_arrangement"]

_ARRANGED = re.compile(r"(?i)\b(?:is|are|was|were|'s|'re)(?: not| also| then| now| still)?"
                       r" to have\b")


def lost_arrangement(text: str, tokens: Sequence[str]) -> str | None:
    """The source's (``tokens``) "was to have" when ``text`` does not say "to have", or None.

    >>> tokens = "Sorkin , who faces charges , was to have been tried separately .".split()
    >>> lost_arrangement("Separately, Sorkin, who faces charges, has been tried.", tokens)
    'was to have'
    >>> lost_arrangement("Separately, Sorkin, who faces charges, was to have been tried.",
    ...                  tokens) is None
    True
    """
    found = _ARRANGED.search(joined_tokens(tokens))
    if found is None or re.search(r"(?i)\bto have\b", text):
        return None
    return found.group(0)
