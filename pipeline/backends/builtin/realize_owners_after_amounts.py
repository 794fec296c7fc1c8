"""A rebuilt text that says the owner of an amount as "of X" after the amount and before the
amount's own phrase: "14 percent of Nokia's $20.5 billion in sales" becomes "14 percent of
$20.5 billion of Nokia in sales".  The "of Nokia" then reads as what the billions are
of, and "in sales" hangs after the owner.  Such a text is refused (a row of
realize_moved_word_faults' table, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["owner_after_amount"]

_POSSESSIVE = frozenset(["'s", "'"])
# An amount's first token: "$26.7", "$", "14", "14%".
_AMOUNT_START = re.compile(r"^(?:[$£€]|\d)")


def owner_after_amount(text: str, tokens: Sequence[str]) -> str | None:
    """The owner ("Nokia") where the source (``tokens``) said "Nokia's <amount>" and
    ``text`` says the amount then "of Nokia", never "Nokia's"; else None.

    >>> src = "China accounted for 14 percent of Nokia 's $ 20.5 billion in sales .".split()
    >>> owner_after_amount("China accounted for 14 percent of $20.5 billion of Nokia in"
    ...                    " sales last year.", src)
    'Nokia'
    >>> owner_after_amount("China accounted for 14 percent of Nokia's $20.5 billion in"
    ...                    " sales last year.", src) is None
    True
    """
    for at in range(1, len(tokens) - 1):
        if tokens[at] not in _POSSESSIVE or not _AMOUNT_START.match(tokens[at + 1]):
            continue
        owner = tokens[at - 1]
        if not owner[:1].isupper() or f"{owner}'" in text:
            continue
        if re.search(r"\d[\d.,%]*(?: (?:million|billion|trillion|percent))? of (?:the )?"
                     r"(?:[A-Z][\w.&-]* )*" + re.escape(owner) + r"\b", text):
            return owner
    return None
