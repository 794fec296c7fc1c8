"""A title the source put between quotation marks, said without them.

'"Three Weeks in October" goes on sale Monday, nearly a year after the ... sniper shootings
started.' came back 'Three Weeks in October go on sale Monday nearly a year after ...' and
'On Monday, three Weeks in October go on sale ...': without its marks the book's title
reads as a time span ("three weeks"), the verb agrees with a plural, and a fronted phrase
lower-cases the title's first word.  The marks are what make the words a name; a rebuilt
sentence that says the title's words without them is refused, unless every word keeps the
capital the source gave it after a preposition, "the" or a possessor ("developing the Freedom
Tower").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from pipeline.backends.builtin.morphology import FUNCTION_WORDS
from pipeline.backends.builtin.realize_words import PREPOSITIONS, QUOTE_MARKS

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
    >>> src = ["Hagel", "said", "on", "ABC", "'s", '"', "This", "Week", ".", '"']
    >>> unquoted_title("Hagel said on ABC's This Week.", src)
    'a quoted title said without its quotation marks'
    >>> src = ["In", '"', "Open", "Range", ",", '"', "Costner", "plays", "a", "cowboy", "."]
    >>> unquoted_title("It is in Open Range that Costner plays a cowboy.", src) is None
    True
    >>> unquoted_title("It is in open Range that Costner plays a cowboy.", src)
    'a quoted title said without its quotation marks'
    >>> unquoted_title("Open Range, it is Costner that plays a cowboy.", src)
    'a quoted title said without its quotation marks'
    """
    for title in _titles(tokens):
        for found in re.finditer(rf"(?<!\w){re.escape(title)}(?!\w)", text, re.IGNORECASE):
            start = found.start()
            if start > 0 and text[start - 1] in _TEXT_MARKS:
                continue
            before = re.findall(r"[\w']+", text[:start])[-1:]
            if before and found.group(0) == title \
                    and all(word[:1].isupper() for word in title.split()) \
                    and title.split()[0].lower() not in FUNCTION_WORDS \
                    and (before[0].lower() in PREPOSITIONS or before[0].lower() == "the"
                         or before[0].endswith("'s")):
                # every word a capital, as the source wrote it, after a preposition, "the" or
                # a possessor: a name still ("the lead role in developing the Freedom Tower",
                # "in Open Range"), not words a reader takes as common ones ("Hagel said on
                # ABC's This Week", a time)
                # or, as a subject or a list, as a person ("It was Shattered Glass, starring
                # Hayden Christensen ..., who debuted well")
                continue
            return "a quoted title said without its quotation marks"
    return None
