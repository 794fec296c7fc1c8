"""A sum whose currency sign a realization lost.

The source's "$358.65/359.15" is two tokens, the sign and the number, and the parse may
keep the number without its unit ("Spot gold was quoted at $358.65/359.15 an ounce" read as
a concept "358.65-359.15"): "At 358.65/359.15 an ounce, spot gold was quoted at 0500 GMT"
says a bare figure, no longer a price.  No graph check sees it (the graph has no dollar),
and the realizer refuses the text, as it refuses a lost "%" (realize_percent_sign).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["lost_currency"]

_SIGNS = frozenset({"$", "US$", "€", "£"})
# What may follow a sum said without its sign: its currency's word ("5 million dollars").
_SAID_AS_MONEY = re.compile(
    r"(?:\s+(?:million|billion|trillion|thousand))?\s+(?:dollars?|euros?|pounds?)\b",
    re.IGNORECASE)


def lost_currency(text: str, tokens: Sequence[str]) -> str | None:
    """The first "$N" of the source (``tokens``) that ``text`` says as a bare "N", or None.

    >>> tokens = "Spot gold was quoted at $ 358.65/359.15 an ounce .".split()
    >>> lost_currency("At 358.65/359.15 an ounce, spot gold was quoted.", tokens)
    '$358.65/359.15'
    >>> lost_currency("At $358.65/359.15 an ounce, spot gold was quoted.", tokens) is None
    True
    >>> lost_currency("It cost 5 million dollars.", "It cost $ 5 million .".split()) is None
    True
    """
    for at, number in enumerate(tokens[1:], start=1):
        sign = tokens[at - 1]
        if sign not in _SIGNS or not re.fullmatch(r"[\d.,/]*\d", number):
            continue
        for said in re.finditer(r"(?<![\w.,/])" + re.escape(number) + r"(?![\w/]|[.,]\d)", text):
            # ("US$70" said "$70" is the same sum)
            if not text[:said.start()].endswith(sign[-1]) \
                    and not _SAID_AS_MONEY.match(text, said.end()):
                return sign + number
    return None
