"""A dash aside carried whole by a verbatim move of the root.

"He had served nine years in prison for the crime -- two on death row -- when he was
released." read only its source back: every rebuilt text took the aside apart, and the
verbatim moves refused any dash in the part they keep, for fear that the moved phrase would
land inside it.  A closed aside (two dashes round words, no other mark but commas) is one
phrase of the part it stands in; a move that keeps that part in the source's order keeps the
aside after the word it describes: "When he was released, he had served nine years in
prison for the crime -- two on death row." (the second dash, which closed the aside before
the clause, is dropped where the aside now ends the sentence).  An aside the source's end
closed is closed by a dash of its own where a phrase said last now follows it: "The Huskies
have fielded six national championship teams in three sports -- men's basketball, women's
basketball and men's soccer -- since Perkins arrived at UConn in 1990 from Maryland."  So is
a closing apposition of the sentence's last noun by a comma: "There were 66 probable cases in
and around Toronto, a city of 4 million people, as of Monday." (said right after its noun,
as the source said it, and closed before the phrase).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from pipeline.backends.builtin.realize_words import DASH_TOKENS, QUOTE_MARKS

__all__ = ["closed_dash_aside", "closing_apposition", "closing_dash_aside", "dash_aside_indices",
           "word_hyphens"]

# What a closing apposition opens with: an indefinite article ("Toronto, a city of 4 million
# people"), which no list member after a comma or a clause's subject opens with as often.
_APPOSITION_LEADS = frozenset(["a", "an"])
# Marks an aside said whole may not hold: a quotation, a bracket, another clause's break.
_FOREIGN_MARKS = QUOTE_MARKS | {"(", ")", ";", ":"}


def word_hyphens(tokens: Sequence[str], starts: Sequence[int], sentence: str) -> frozenset[int]:
    """The indices of the hyphens that join the words round them in ``sentence`` ("the
    10th-floor ledge", "8-0", split by the tokenizer; ``starts``: each token's offset in
    it): no dash of an aside.

    >>> word_hyphens("a 10th - floor ledge - high".split(), [0, 2, 6, 7, 13, 19, 21],
    ...              "a 10th-floor ledge - high")
    frozenset({2})
    """
    return frozenset(i for i, t in enumerate(tokens) if t == "-" and 0 < starts[i] < len(sentence) - 1
                     and sentence[starts[i] - 1] != " " and sentence[starts[i] + 1] != " ")


def closed_dash_aside(tokens: Sequence[str], lo: int, hi: int,
                      joined: Collection[int] = ()) -> tuple[int, int] | None:
    """The two dashes of the one aside in ``tokens[lo:hi + 1]``, when that stretch holds
    exactly two dashes with words between them, the first not opening it, and no mark but
    commas inside; else None (no dash, or one the stretch cannot carry whole).  ``joined``:
    the hyphens inside words (:func:`word_hyphens`), no dashes.

    >>> toks = "He served nine years -- two on death row -- when he was released".split()
    >>> closed_dash_aside(toks, 0, 9)
    (4, 9)
    >>> closed_dash_aside(toks, 0, 8) is None  # (its closing dash outside the stretch)
    True
    >>> closed_dash_aside("It fell -- a $ 408 dip".split(), 0, 6) is None
    True
    """
    dashes = [i for i in range(lo, hi + 1) if tokens[i] in DASH_TOKENS and i not in joined]
    if len(dashes) != 2 or dashes[0] == lo or dashes[1] <= dashes[0] + 1 \
            or any(t in _FOREIGN_MARKS for t in tokens[dashes[0]:dashes[1]]):
        return None
    return dashes[0], dashes[1]


def dash_aside_indices(tokens: Sequence[str], lo: int, hi: int,
                       joined: Collection[int] = ()) -> frozenset[int]:
    """The indices of :func:`closed_dash_aside`'s aside, its dashes included; none when
    the stretch holds no aside it can carry whole.

    >>> sorted(dash_aside_indices("The officers -- Boss , Carroll -- were acquitted".split(), 0, 6))
    [2, 3, 4, 5, 6]
    """
    aside = closed_dash_aside(tokens, lo, hi, joined)
    return frozenset(range(aside[0], aside[1] + 1)) if aside is not None else frozenset()


def closing_dash_aside(tokens: Sequence[str], lo: int, end: int,
                       joined: Collection[int] = ()) -> frozenset[int]:
    """The indices of the aside that the one dash in ``tokens[lo:end]`` opens and the
    source's ``end`` closes, its dash included, when it holds words and no mark but commas;
    none else.

    >>> sorted(closing_dash_aside("fielded teams in three sports -- golf , tennis".split(), 1, 9))
    [5, 6, 7, 8]
    >>> closing_dash_aside("fell -- a dip -- in May".split(), 1, 7)
    frozenset()
    """
    dashes = [i for i in range(lo, end) if tokens[i] in DASH_TOKENS and i not in joined]
    if len(dashes) != 1 or dashes[0] >= end - 1 \
            or any(t in _FOREIGN_MARKS for t in tokens[dashes[0]:end]):
        return frozenset()
    return frozenset(range(dashes[0], end))


def closing_apposition(tokens: Sequence[str], lo: int, end: int) -> frozenset[int]:
    """The indices of a closing apposition (its comma included): the one comma in
    ``tokens[lo:end]``, after a word, and an indefinite article after it, with no other mark
    nor "and" or "or" to the source's ``end`` (not a list's last members: "five Kurds, an
    Assyrian Christian and a Turkmen"); none else.

    >>> sorted(closing_apposition("were cases in Toronto , a city of 4 million".split(), 0, 9))
    [4, 5, 6, 7, 8]
    >>> closing_apposition("comprises Shiites , Kurds , an Assyrian".split(), 0, 6)
    frozenset()
    >>> closing_apposition("comprises Kurds , an Assyrian and a Turkmen".split(), 0, 7)
    frozenset()
    """
    commas = [i for i in range(lo, end) if tokens[i] == ","]
    if len(commas) != 1 or commas[0] == lo or commas[0] + 2 >= end \
            or tokens[commas[0] + 1].lower() not in _APPOSITION_LEADS \
            or any(t in DASH_TOKENS or t in _FOREIGN_MARKS or t.lower() in ("and", "or")
                   for t in tokens[commas[0]:end]):
        return frozenset()
    return frozenset(range(commas[0], end))
