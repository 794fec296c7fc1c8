"""A rebuilt text that hangs the source's relative clause on the first member of a list and
makes the clause's own verb a relative clause of the last.

"In New York City, bars and restaurants that allow people to smoke can face hefty fines."
(MRPC train 2620), the relative clause on "bars" in the parse, came back for the focus on
one member "It is bars that allow people to smoke and restaurants that can face hefty fines
in New York City.": read as two relative clauses, the restaurants are the ones that face
fines and the bars only allow smoking.  Such a text is refused (an entry of
realize_source_faults' table, rebuilt texts only): a first member said with its
relative clause before "and" and a last member right before a relative word, where the
source said the two members joined by "and", the relative clause after them ("bars and
restaurants that allow ...").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_text

__all__ = ["relative_moved_into_list"]

# "bars that allow people to smoke and restaurants that can face": the first member, its
# relative clause (no comma: one phrase), "and", the last member (a word or two), a relative
_TORN = re.compile(r"\b(\w+) (?:that|who|which) [^,]+? and ((?:\w+ ){0,2}\w+) (?:that|who|which) ")


def relative_moved_into_list(text: str, tokens: Sequence[str]) -> str | None:
    """The first member of a list whose relative clause ``text`` says between it and the
    list's last member, which the source (``tokens``) said joined to it by "and"; or None.

    >>> relative_moved_into_list("It is bars that allow people to smoke and restaurants that "
    ...     "can face hefty fines.", "In New York City , bars and restaurants that allow "
    ...     "people to smoke can face hefty fines .".split())
    'bars'
    >>> relative_moved_into_list("It is bars and restaurants that allow people to smoke that "
    ...     "can face hefty fines.", "bars and restaurants that allow people to smoke can "
    ...     "face hefty fines .".split())
    """
    low = lowered_text(tokens)
    for found in _TORN.finditer(text):
        first, last = found.group(1).lower(), found.group(2).lower()
        if re.search(rf"\b{re.escape(first)} and {re.escape(last)} (?:that|who|which)\b", low):
            return found.group(1)
    return None
