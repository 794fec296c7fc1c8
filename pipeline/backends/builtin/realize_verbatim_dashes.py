"""A dash aside carried whole by a verbatim move of the root.

"He had served nine years in prison for the crime -- two on death row -- when he was
released." read only its source back: every rebuilt text took the aside apart, and the
verbatim moves refused any dash in the part they keep, for fear that the moved phrase would
land inside it.  A closed aside (two dashes round words, no other mark but commas) is one
phrase of the part it stands in; a move that keeps that part in the source's order keeps the
aside after the word it describes: "When he was released, he had served nine years in
prison for the crime -- two on death row." (the second dash, which closed the aside before
the clause, is dropped where the aside now ends the sentence).
"""

from __future__ import annotations

from pipeline.backends.builtin.realize_words import DASH_TOKENS, QUOTE_MARKS

__all__ = ["closed_dash_aside", "dash_aside_indices"]

# Marks an aside said whole may not hold: a quotation, a bracket, another clause's break.
_FOREIGN_MARKS = QUOTE_MARKS | {"(", ")", ";", ":"}


def closed_dash_aside(tokens: list[str], lo: int, hi: int) -> tuple[int, int] | None:
    """The two dashes of the one aside in ``tokens[lo:hi + 1]``, when that stretch holds
    exactly two dashes with words between them, the first not opening it, and no mark but
    commas inside; else None (no dash, or one the stretch cannot carry whole).

    >>> toks = "He served nine years -- two on death row -- when he was released".split()
    >>> closed_dash_aside(toks, 0, 9)
    (4, 9)
    >>> closed_dash_aside(toks, 0, 8) is None  # (its closing dash outside the stretch)
    True
    >>> closed_dash_aside("It fell -- a $ 408 dip".split(), 0, 6) is None
    True
    """
    dashes = [i for i in range(lo, hi + 1) if tokens[i] in DASH_TOKENS]
    if len(dashes) != 2 or dashes[0] == lo or dashes[1] <= dashes[0] + 1 \
            or any(t in _FOREIGN_MARKS for t in tokens[dashes[0]:dashes[1]]):
        return None
    return dashes[0], dashes[1]


def dash_aside_indices(tokens: list[str], lo: int, hi: int) -> frozenset[int]:
    """The indices of :func:`closed_dash_aside`'s aside, its dashes included; none when
    the stretch holds no aside it can carry whole.

    >>> sorted(dash_aside_indices("The officers -- Boss , Carroll -- were acquitted".split(), 0, 6))
    [2, 3, 4, 5, 6]
    """
    aside = closed_dash_aside(tokens, lo, hi)
    return frozenset(range(aside[0], aside[1] + 1)) if aside is not None else frozenset()
