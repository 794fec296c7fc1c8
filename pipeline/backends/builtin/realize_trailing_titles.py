"""A rebuilt text that says the title the source put before a name after it, bare.

"... names former Enron Chairman Kenneth Lay and former chief executive Jeff Skilling,
among others" (4250) became "It is former Enron Chairman Kenneth Lay and Jeff Skilling
former chief executive that the lawsuit ... names among others.": the title, said after the
name with no comma, reads as a word of the next phrase, and the list as three members.
Such a text is refused (a row of realize_moved_word_faults' table, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemma_pos

__all__ = ["title_after_name"]

# Words that neither open nor close a title ("of", "the", a possessive pronoun).
_NO_TITLE_EDGE = frozenset(["the", "a", "an", "of", "and", "or", "to", "in", "on", "at", "by",
                            "for", "with", "from", "as", "that", "his", "her", "its", "their"])
_TITLE_WORD = re.compile(r"[a-z][a-z-]*")
_NAME_WORD = re.compile(r"[A-Z][\w.'-]*")


def title_after_name(text: str, tokens: Sequence[str]) -> str | None:
    """The name and title ("Jeff Skilling former chief executive") where ``text`` says,
    right after a name of two or more words, the lowercase title that the source
    (``tokens``) said right before it, and never in the source's order; else None.

    >>> src = ("The lawsuit names former Enron Chairman Kenneth Lay and former chief executive "
    ...        "Jeff Skilling , among others .").split()
    >>> title_after_name("It is former Enron Chairman Kenneth Lay and Jeff Skilling former chief"
    ...                  " executive that the lawsuit names among others.", src)
    'Jeff Skilling former chief executive'
    >>> title_after_name("It is former Enron Chairman Kenneth Lay and former chief executive"
    ...                  " Jeff Skilling that the lawsuit names among others.", src) is None
    True
    """
    for start in range(len(tokens)):
        for length in range(1, 5):
            end = start + length
            title = list(tokens[start:end])
            if end >= len(tokens) or not _TITLE_WORD.fullmatch(title[-1]):
                break
            if title[0] in _NO_TITLE_EDGE or title[-1] in _NO_TITLE_EDGE:
                continue
            # a noun closes a title ("executive"), no verb ("George Scalise stated")
            if "NOUN" not in lemma_pos(title[-1]):
                continue
            close = end
            while close < len(tokens) and _NAME_WORD.fullmatch(tokens[close]):
                close += 1
            if close - end < 2:
                continue
            name, said_title = " ".join(tokens[end:close]), " ".join(title)
            if re.search(rf"(?<!\w){re.escape(name)} {re.escape(said_title)}(?!\w)", text) \
                    and not re.search(rf"(?<!\w){re.escape(said_title)} {re.escape(name)}", text):
                return f"{name} {said_title}"
    return None
