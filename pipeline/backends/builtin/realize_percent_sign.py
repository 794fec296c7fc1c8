"""A percentage whose "%" a realization lost.

The source's "4.5%" is two tokens, the number and the sign, and a phrase read back from the
source can end on the number: "Sovereign's shares lost 74 cents, or 4.5 to $15.68." for
"Sovereign's shares lost 74 cents, or 4.5%, to $15.68.", "the Dow Jones industrial average
has rallied 13.8." for "has rallied 13.8%.".  The text reads as a share price or a count and
says another amount; the parse's percentage-entity is there, so no graph check sees it, and
the realizer refuses the text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["lost_percent"]

# What may follow a percentage's number in a text: the sign, or the word for it.
_SAID_AS_PERCENT = re.compile(r"\s?%|\s+(?:percent|per cent|percentage)\b", re.IGNORECASE)


def lost_percent(text: str, tokens: Sequence[str]) -> str | None:
    """The first "N%" of the source (``tokens``) that ``text`` says as a bare "N", or None.

    >>> tokens = "Sovereign 's shares lost 74 cents , or 4.5 % , to $ 15.68 .".split()
    >>> lost_percent("It was Sovereign's shares that lost 74 cents, or 4.5 to $15.68.", tokens)
    '4.5%'
    >>> lost_percent("It was Sovereign's shares that lost 74 cents, or 4.5 percent, to $15.68.",
    ...              tokens) is None
    True
    >>> lost_percent("Shares lost 4.5%.", tokens) is None
    True
    """
    for at, token in enumerate(tokens[1:], start=1):
        number = tokens[at - 1]
        if token != "%" or not re.fullmatch(r"[\d.,]*\d", number):
            continue
        for said in re.finditer(r"(?<![\w.,$])" + re.escape(number) + r"(?![\w]|[.,]\d)", text):
            if not _SAID_AS_PERCENT.match(text, said.end()):
                return number + "%"
    return None
