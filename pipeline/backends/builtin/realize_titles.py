"""Titles the source set in quotation marks, said again in them.

'O'Donnell wrote in her autobiography, "Find Me," that ...': the parse names the title
(a ``work-of-art`` with a :name; see :mod:`parse_titles`).  Said without its quotation
marks the title reads as words of the sentence ("In her Find Me autobiography", "Find me,
O'Donnell wrote"), and left to the quotation rules the marks around it were taken for a
direct quotation ('in her autobiography, Find Me,: "An abused child."').  A name whose
words the source quoted, and nothing else with them, is a title: it is said in quotes,
and its marks open no quotation.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from pipeline.backends.builtin.realize_tree import Const, Node
from pipeline.backends.builtin.realize_words import QUOTE_MARKS

__all__ = ["is_title", "quoted_title_bounds", "title_bounds", "without_title_marks"]

_WORK = "work-of-art"
# Nouns a quoted name calls something, said in its marks like a title: 'the word "refugee"'
# (parse_quoted_words).
_QUOTED_NAMES = frozenset({_WORK, "word", "term", "phrase", "expression", "label", "slogan",
                           "nickname", "motto"})


def quoted_title_bounds(tokens: Sequence[str], align: Sequence[int]) -> tuple[int, int] | None:
    """The quotation marks' positions around the name words at ``align`` (a comma or a
    period may sit inside the closing mark: '"Find Me,"'), when the source quoted those
    words alone.

    >>> tokens = 'in her autobiography , " Find Me , " that'.split()
    >>> quoted_title_bounds(tokens, [5, 6])
    (4, 8)
    >>> quoted_title_bounds('he said " we won . "'.split(), [3])
    """
    if not align:
        return None
    first, last = min(align), max(align)  # (a name leaves out its "the": "Gone with the Wind")
    if first == 0 or not all(tokens[i].isalpha() for i in range(first, last + 1)):
        return None
    close = last + 1
    if close < len(tokens) and tokens[close] in (",", ".") and close + 1 < len(tokens) \
            and tokens[close + 1] in QUOTE_MARKS:
        close += 1  # the list's comma or the sentence's period inside: '"Jungle Fever."'
    if close >= len(tokens) or tokens[first - 1] not in QUOTE_MARKS or tokens[close] not in QUOTE_MARKS:
        return None
    return first - 1, close


def _work(name: Node) -> Node | None:
    """The ``work-of-art`` ``name`` names, above or below it after a refocusing."""
    if name.concept != "name":
        return None
    if name.parent is not None and name.role == ":name":
        return name.parent if name.parent.concept in _QUOTED_NAMES else None
    return next((e.target for e in name.edges if e.role == ":name-of" and isinstance(e.target, Node)
                 and e.target.concept in _QUOTED_NAMES), None)


def is_title(name: Node) -> bool:
    """Whether ``name`` names a work; a place or a firm alone in quotes is a quotation
    ('"Iraq," he said')."""
    return _work(name) is not None


def _apposed(work: Node) -> bool:
    """Whether ``work`` is a noun's apposition ('her autobiography, "Find Me,"'), not what
    someone said ('they cried "Allahu Akbar"')."""
    return work.role == ":mod" or any(e.role == ":mod-of" for e in work.edges)


def title_bounds(tokens: Sequence[str], nodes: Iterable[Node], *,
                 apposed: bool = False) -> list[tuple[int, int]]:
    """The quotation marks around each quoted title of ``nodes`` (``apposed``: only those
    of a title in apposition to a noun)."""
    found = []
    for node in nodes:
        work = _work(node)
        if work is None or (apposed and not _apposed(work)):
            continue
        align = [i for e in node.edges if isinstance(e.target, Const) for i in e.target.align]
        bounds = quoted_title_bounds(tokens, align)
        if bounds is not None:
            found.append(bounds)
    return found


def without_title_marks(marks: list[int], tokens: Sequence[str], nodes: Iterable[Node]) -> list[int]:
    """``marks`` less those around a title in apposition, which open no quotation."""
    around = {i for bounds in title_bounds(tokens, nodes, apposed=True) for i in bounds}
    return [i for i in marks if i not in around]
