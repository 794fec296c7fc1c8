"""A range of two amounts of one unit the source said whole, said torn apart.

"it expects profit of 11 cents to 15 cents a share" came back "profit of 11 cents is
expected by it to 15 cents a share" (MRPC train 1101, a passive) and "There is a
second-quarter profit of 68 cents that it now expects to 72 cents a share" (513): the
range's first end made the object's whole amount, its second a goal of the verb.  A text
that says both ends, each with the unit the source gave both, but not as the source's
range is refused (an entry of realize_source_faults' table, rebuilt texts only).
The date kind is realize_torn_date_ranges'; "rose 54 cents to $7.74" (a change and the
level it reached, units apart) is no range here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["torn_amount_range"]

_NUMBER = r"\$?\d[\d.,]*"


def torn_amount_range(text: str, tokens: Sequence[str]) -> str | None:
    """The source's (``tokens``) "NUMBER UNIT to NUMBER UNIT" range that ``text`` says both
    ends of apart, else None.

    >>> tokens = "It expects profit of 11 cents to 15 cents a share .".split()
    >>> torn_amount_range("Profit of 11 cents is expected by it to 15 cents a share.", tokens)
    '11 cents to 15 cents'
    >>> torn_amount_range("Profit of 11 cents to 15 cents a share is expected by it.", tokens)
    >>> torn_amount_range("Corixa shares rose to $7.74, up 54 cents.",
    ...                   "Corixa shares rose 54 cents to $7.74 .".split())
    """
    source = joined_tokens(tokens).replace("$ ", "$")
    for found in re.finditer(rf"({_NUMBER}) ([a-z]+) to ({_NUMBER}) \2\b", source):
        low, unit, high = found.groups()
        whole = found.group(0)
        if whole in text:
            continue
        if re.search(rf"(?<![\d.,$]){re.escape(low)} {unit}\b", text) \
                and re.search(rf"\bto {re.escape(high)} {unit}\b", text):
            return whole
    return None
