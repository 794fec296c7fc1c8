"""A title the source put between quotation marks, said without them.

'"Three Weeks in October" goes on sale Monday, nearly a year after the ... sniper shootings
started.' came back 'Three Weeks in October go on sale Monday nearly a year after ...' and
'On Monday, three Weeks in October go on sale ...': without its marks the book's title
reads as a time span ("three weeks"), the verb agrees with a plural, and a fronted phrase
lower-cases the title's first word.  The marks are what make the words a name; a rebuilt
sentence that says the title's words without them is refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from pipeline.backends.builtin.realize_words import QUOTE_MARKS

__all__ = ["unquoted_title"]

_TEXT_MARKS = "\"\u201c\u201d'"


def _titles(tokens: Sequence[str]) -> list[str]:
    """The runs of two to six capitalised-first words that the source put between a pair
    of quotation marks (a title or a name, not a quoted sentence)."""
    marks = [i for i, t in enumerate(tokens) if t in QUOTE_MARKS]
    found = []
    for a, b in pairwise(marks):
        run = tokens[a + 1:b]
        if run and run[-1] in (",", "."):
            run = run[:-1]  # the comma or period the source set inside: '"Jungle Fever,"'
        if 2 <= len(run) <= 6 and all(t.isalpha() for t in run) and run[0][:1].isupper() \
                and run[-1][:1].isupper():
            found.append(" ".join(run))
    return found


def unquoted_title(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text`` says a quoted title of ``tokens`` without its quotation marks, if it does.

    >>> src = '" Three Weeks in October " goes on sale Monday .'.split()
    >>> unquoted_title("On Monday, three Weeks in October go on sale.", src)
    'a quoted title said without its quotation marks'
    >>> unquoted_title('On Monday, "Three Weeks in October" goes on sale.', src) is None
    True
    """
    for title in _titles(tokens):
        for found in re.finditer(rf"(?<!\w){re.escape(title)}(?!\w)", text, re.IGNORECASE):
            start = found.start()
            if start == 0 or text[start - 1] not in _TEXT_MARKS:
                return "a quoted title said without its quotation marks"
    return None
