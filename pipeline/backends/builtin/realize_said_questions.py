"""An embedded yes/no question with "if" that a rebuilt sentence said as a condition.

After a word of knowing or asking, "if" opens a question, not a condition: "it was not known
if the man would be charged" says nobody knew whether he would be.  The parse reads every
"if" clause as the :condition of the clause it hangs from, so a focus may front it as one:
"If the man, 30, would be charged, it was not known, federal agent Bill Polychronopoulos
said" (it was not known in the case he would be charged).  The graph cannot tell the two
apart; the source can, so a rebuilt sentence must keep the question word where the source
said it (:func:`question_if_moved`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["question_if_moved"]

# Words of knowing, asking and deciding after which "if" asks a question ("not known if",
# "asked if", "unclear if", "to see if", "to determine if").
_QUESTION_HEADS = frozenset([
    "know", "knows", "knew", "known", "knowing", "ask", "asks", "asked", "asking", "wonder",
    "wonders", "wondered", "wondering", "unclear", "clear", "sure", "unsure", "certain",
    "uncertain", "unknown", "decide", "decides", "decided", "deciding", "determine",
    "determines", "determined", "see", "check", "checked", "doubt", "doubts", "doubted",
    "question", "questioned", "inquire", "inquired", "tell", "confirm", "confirmed",
])


def question_if_moved(text: str, tokens: Sequence[str]) -> str | None:
    """The source's "<head> if" of an embedded question (``tokens``) that ``text`` no longer
    says together, if any: the question read as a condition.

    >>> question_if_moved("If the man would be charged, it was not known, he said.",
    ...                   "He said it was not known if the man would be charged .".split())
    'known if'
    >>> question_if_moved("It was not known if the man would be charged, he said.",
    ...                   "He said it was not known if the man would be charged .".split())
    >>> question_if_moved("If it rains, we stay.", "We stay if it rains .".split())
    """
    low = text.lower()
    for k in range(1, len(tokens)):
        head = tokens[k - 1].lower()
        if tokens[k].lower() == "if" and head in _QUESTION_HEADS \
                and not re.search(rf"\b{head} if\b", low):
            return f"{head} if"
    return None
