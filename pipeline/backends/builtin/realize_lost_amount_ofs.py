"""A rebuilt text that says the source's "NOUN of AMOUNT" as "NOUN AMOUNT".

"But the Russell 2000 index ... had a weekly gain of 3.71, or 0.9 percent, closing at
418.40." (4185) became "But it was weekly gain 3.71 that closed at 418.40 or 0.9 percent
that the Russell 2000 index ... had.": the amount run into its noun reads as the noun's name
or number, not its measure.  Such a text is refused (a row of realize_lost_word_faults'
table, rebuilt texts only).  realize_lost_amount_articles refuses the amount's "the" lost.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["lost_amount_of"]

# "a weekly gain of 3.71", "a loss of $1.2 million"
_MEASURED = re.compile(r"\b([a-z]+) of (\$?\d[\d.,]*\d|\$?\d)")


def lost_amount_of(text: str, tokens: Sequence[str]) -> str | None:
    """The source's (``tokens``) "NOUN of AMOUNT" where ``text`` says "NOUN AMOUNT"; else
    None.

    >>> src = ("But the Russell 2000 index had a weekly gain of 3.71 , or 0.9 percent , "
    ...        "closing at 418.40 .").split()
    >>> lost_amount_of("But it was weekly gain 3.71 that closed at 418.40 or 0.9 percent that"
    ...                " the Russell 2000 index had.", src)
    'gain of 3.71'
    >>> lost_amount_of("But it was the Russell 2000 index that had a weekly gain of 3.71, or"
    ...                " 0.9 percent, closing at 418.40.", src) is None
    True
    """
    # (the tokenizer may part the currency sign from its number)
    source = re.sub(r"\$ (?=\d)", "$", joined_tokens(tokens))
    for found in _MEASURED.finditer(source):
        noun, amount = found.group(1), found.group(2)
        if re.search(rf"\b{noun} {re.escape(amount)}(?![\d.,]*\d)", text) is not None \
                and re.search(rf"\b{noun} of {re.escape(amount)}", text) is None:
            return found.group(0)
    return None
