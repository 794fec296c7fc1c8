"""An opening "As" of a role stays first, before the subject it describes.

"As executive vice president of new ventures, Elias will report to ..." describes its
clause's subject: the role is Elias's.  A move that puts another phrase after the opener
gives the role to it, "As executive vice president of new ventures, it is Elias that will
report to ..." (the cleft's "it" holds the post), and one that moves the opener inside the
clause puts it where it reads as something else, "He was the one who stabbed as a teen a
6-year-old boy" for "As a teen, he stabbed a 6-year-old boy".  So a text of such a source
opens with the opener and the source's own subject after it, or is refused.  An "as" of
a clause ("As he left court, ...", "As temperatures soar ...") or of no person ("As a
result", "As part of his deal") is no role.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.parse_person_nouns import is_person_noun
from pipeline.backends.builtin.realize_words import NOUN_DETERMINERS

__all__ = ["role_opener_moved"]

# Posts that is_person_noun does not know by their ending.
_POSTS = frozenset(["chairman", "chairwoman", "secretary", "head", "teen", "ceo", "cfo",
                    "minister", "spokesman", "spokeswoman", "coach", "chief"])
# What may follow the role noun inside the opener: its comma or its complement.
_AFTER_ROLE = frozenset([",", "of", "for", "at", "in", "with"])
_ROLE_WORDS = 3


def _role_opener(tokens: Sequence[str]) -> int | None:
    """The index of the comma closing the source's opening role ("As a teen ,"), or None."""
    low = [t.lower() for t in tokens]
    if not low or low[0] != "as" or "," not in low:
        return None
    comma = low.index(",")
    words = low[1:comma]
    if words and words[0] in NOUN_DETERMINERS:
        words = words[1:]
    for k, word in enumerate(words[:_ROLE_WORDS]):
        after = words[k + 1] if k + 1 < len(words) else ","
        if (is_person_noun(word) or word in _POSTS) and after in _AFTER_ROLE:
            return comma
    return None


def role_opener_moved(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text`` parts the source's opening role from the subject it describes (None when
    it keeps them together or the source opens on no role).

    >>> tokens = "As a teen , he stabbed a 6-year-old boy .".split()
    >>> role_opener_moved("He was the one who stabbed as a teen a 6-year-old boy.", tokens)
    "an opening role ('As a teen') said apart from the subject it describes"
    >>> role_opener_moved("As a teen, he stabbed a 6-year-old boy.", tokens)
    >>> role_opener_moved("As a result, it was Murphy that sought ...",
    ...                   "As a result , Murphy sought".split())
    """
    comma = _role_opener(tokens)
    if comma is None or comma + 1 >= len(tokens):
        return None
    opener = " ".join(tokens[:comma])
    subject = tokens[comma + 1]
    if re.match(rf"{re.escape(opener)}, {re.escape(subject)}\b", text, re.IGNORECASE):
        return None
    return f"an opening role ({opener!r}) said apart from the subject it describes"
