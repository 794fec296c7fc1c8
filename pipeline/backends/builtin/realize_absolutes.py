"""An absolute "with" phrase whose own predicate is a place at someone's side ("with his wife
of 48 years, Veronique, by his side"): one circumstance of its clause, said whole or not at
all.  Taken apart, its predicate reads as the clause's own place ("With his wife of 48 years,
Veronique, Peck died peacefully by his side": Peck died by his own side) or is lost ("...
with his wife of 48 years, Veronique, side")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["absolute_taken_apart"]

_ABSOLUTE = re.compile(r"\bwith ((?:(?!\bwith\b)[^.;:])*?) ((?:by|at) (?:his|her|their|its) side)\b",
                       re.IGNORECASE)


def absolute_taken_apart(text: str, tokens: Sequence[str]) -> str | None:
    """The source's absolute "with ... by his side" (``tokens``) that ``text`` no longer
    says whole, if any.

    >>> absolute_taken_apart("By his side, Peck died with his wife.",
    ...                      "Peck died with his wife by his side .".split())
    'with his wife by his side'
    >>> absolute_taken_apart("Early Thursday, Peck died with his wife by his side.",
    ...                      "Peck died early Thursday with his wife by his side .".split())
    """
    source = joined_tokens(tokens).replace(" ,", ",")
    for found in _ABSOLUTE.finditer(source):
        if found.group(0).lower() not in text.lower():
            return found.group(0)
    return None
