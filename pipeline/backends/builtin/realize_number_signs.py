"""The number sign "No." before a figure ("a No. 4 seed"), which the parse splits into the
word "no" and a stop: a rebuilt sentence that says "no 4" negates where the source ranked
("and it was no 4 seed in the NCAA Tournament" for "was a No. 4 seed")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["number_sign_lost"]

_SIGN = re.compile(r"\bNo\. ?(\d+)")


def number_sign_lost(text: str, tokens: Sequence[str]) -> str | None:
    """The source's "No. N" (``tokens``) that ``text`` says without its stop, if any.

    >>> number_sign_lost("It was no 4 seed.", "was a No . 4 seed".split())
    'No. 4'
    >>> number_sign_lost("It was a No. 4 seed.", "was a No . 4 seed".split())
    """
    source = joined_tokens(tokens).replace(" .", ".")
    for found in _SIGN.finditer(source):
        if not re.search(rf"\bNo\. ?{found.group(1)}\b", text):
            return f"No. {found.group(1)}"
    return None
