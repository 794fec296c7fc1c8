"""Telephone numbers, which spaCy splits into numbers the rules read as one or none.

"You can reach George Hunter at (313) 222-2027", "call Detective Kevin Umphrey at
688-4163": spaCy makes "313" the object of "at" and hangs "222" and "2027" beside it (or
reads "688-4163" as a range); the rules kept "313" and dropped the rest.  A telephone
number is one string, as AMR writes any identifier that is no quantity:

    (r / reach-01 :ARG1 (p / person ...) :location "(313) 222-2027")
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_graph import Const
from pipeline.backends.builtin.parse_words import NUMBER_DASHES

if TYPE_CHECKING:
    from spacy.tokens import Token

__all__ = ["phone_number", "phone_pair"]

# "( 313 ) 222 - 2027" or "688 - 4163", as spaCy's tokens, joined by spaces
_PHONE = re.compile(r"(?:\( \d{3} \) )?\d{3} - \d{4}")


def phone_number(tok: Token, consumed: set[int]) -> Const | None:
    """The telephone number starting at ``tok`` (its area code or first digits), its words
    consumed; None when ``tok`` starts none."""
    doc = tok.doc
    start = tok.i - 1 if tok.i and doc[tok.i - 1].text == "(" else tok.i
    for length in (6, 3):  # "( 313 ) 222 - 2027", then "688 - 4163"
        words = doc[start:start + length] if length == 6 or start == tok.i else None
        if words is None or len(words) != length or any(w.i in consumed for w in words):
            continue
        if not _PHONE.fullmatch(" ".join(w.text for w in words)) or (
                words.end < len(doc) and doc[words.end].like_num):
            continue
        text = words.text  # as the source wrote it: "(313) 222-2027"
        consumed.update(w.i for w in words)
        # aligned from its first word, so that the realizer finds the preposition before it
        return Const(text, words[0].i, quoted=True, also=tuple(w.i for w in words[1:]))
    return None


def phone_pair(first: Token, second: Token) -> bool:
    """Whether two numbers joined by a dash belong to a telephone number ("(248) 647-7221",
    "561-688-4068"), which parse_ranges then reads as no range or score."""
    doc = first.doc
    before = doc[first.i - 1].text if first.i else ""
    after = doc[second.i + 1].text if second.i + 1 < len(doc) else ""
    return after in NUMBER_DASHES or (len(first.text) == 3 and len(second.text) == 4 and first.text.isdigit()
            and second.text.isdigit()) or before in NUMBER_DASHES or before == ")"
