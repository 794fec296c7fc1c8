"""A sum whose currency code a rebuilt text says after it, its sign said twice.

The source's "C$16.90" (Canadian dollars) or "US$1.1914" may come back as "$16.90 C$",
"$1.1914 US$": the sum takes a plain dollar sign and the code trails it as a word of its
own ("Axcan's shares were down 3.8 percent, or 66 cents, at $16.90 C$ in Toronto", "The
euro soared to $1.1914 US$ in Asian trading").  Such a text is refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["trailing_currency_code"]

_TRAILING_CODE = re.compile(r"\$[\d.,/]*\d (?:[A-Z]{1,3})\$")


def trailing_currency_code(text: str, tokens: Sequence[str]) -> str | None:
    """The first "$N XX$" of ``text`` whose "XX$N" the source (``tokens``) said, or None.

    >>> tokens = "at C$ 16.90 in Toronto on Tuesday .".split()
    >>> trailing_currency_code("It was at $16.90 C$ in Toronto on Tuesday.", tokens)
    '$16.90 C$'
    >>> trailing_currency_code("It was at C$16.90 in Toronto on Tuesday.", tokens) is None
    True
    """
    found = _TRAILING_CODE.search(text)
    if found is None:
        return None
    code = found.group(0).rsplit(" ", 1)[1]
    return found.group(0) if code in tokens or any(t.startswith(code) for t in tokens) else None
