"""A rebuilt text that drops the "where" of the source's "PLACE is where ..." and says the
place as a bare word of the clause.

"Nevada is where the most women smoke, 28 percent." (3227) became "It is the most women who
smoke Nevada, 28 percent.": the parse reads the place as the smoking's object, and the text
says the women smoke the state.  A text that says no "where" for the source's copula and
"where" is refused (a row of realize_lost_word_faults' table, rebuilt texts only).
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["lost_where_place"]

_COPULAS = frozenset(["is", "was", "are", "were", "'s"])


def lost_where_place(text: str, tokens: Sequence[str]) -> str | None:
    """The source's (``tokens``) "is where" where ``text`` says no "where"; else None.

    >>> src = "Nevada is where the most women smoke , 28 percent .".split()
    >>> lost_where_place("It is the most women who smoke Nevada, 28 percent.", src)
    'is where'
    >>> lost_where_place("Nevada is where the most women smoke, 28 percent.", src) is None
    True
    """
    said = lowered_tokens(tokens)
    if "where" in text.lower().replace(",", " ").split():
        return None
    for at in range(1, len(said)):
        # "is also where"
        before = at - 2 if said[at - 1] in ("also", "just", "exactly") and at > 1 else at - 1
        if said[at] == "where" and said[before] in _COPULAS:
            return f"{tokens[before]} where"
    return None
