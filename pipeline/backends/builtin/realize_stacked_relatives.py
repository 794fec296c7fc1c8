"""Two ", which" clauses stacked on one noun, which the source did not stack: the second
reads as a relative of the first's last word or hangs with no place ("International Security
Assistance Force, which is strong 4.600, which is helping with security ...", "Portage Bay,
which Scribner's body floated in, which it was found, of the city").  A rebuilt sentence says
one non-restrictive relative per noun, as the source did."""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["stacked_which"]

_STACKED = re.compile(r", which [^,]*, which ")


def stacked_which(text: str, tokens: Sequence[str]) -> str | None:
    """The stacked ", which ..., which" of ``text`` that the source (``tokens``) does not
    have, if any.

    >>> stacked_which("GeCAD, which was based in Bucharest, which provides anti-virus "
    ...               "products, was founded.", "GeCAD , which provides products , was founded".split())
    ', which was based in Bucharest, which '
    >>> stacked_which("GeCAD, which was based in Bucharest, was founded.", [])
    """
    source = " ".join(tokens).replace(" ,", ",")
    found = _STACKED.search(text)
    if found is None or _STACKED.search(source):
        return None
    return found.group(0)
