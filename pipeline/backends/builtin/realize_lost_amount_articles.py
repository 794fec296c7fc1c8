"""A rebuilt text that says an amount the source gave "the" (or a possessive) with none.

The parse reads "the $14.10 it lost" as the amount alone, and a relative or cleft rebuilt
around it says "recouping some of $14.10 that it lost Monday" (3245), "the U.S. branch of
77 million-member global Anglican Communion" (1865).  A bare amount after "of" where the
source said a known one reads as broken; such a text is refused (an entry of
realize_source_faults' table, rebuilt texts only).  Elsewhere a bare amount reads well
("the company must pay NTP $53.7 million" for "the $53.7 million", 1513) and is left.
realize_lost_determiners reads a preposition's noun; this module the amount, which that one
leaves (a number is no common noun).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["lost_amount_article"]

# "the" and the possessives before an amount ("that" is left: often the complementizer,
# "estimates that 1.2 million women").
_AMOUNT_OWNERS = ("the", "its", "their", "his", "her", "our", "these", "those")
_OWNED_AMOUNT = re.compile(r"\b(" + "|".join(_AMOUNT_OWNERS) + r") ((?:US|C|A)?\$\d[\d.,]*"
                           r"|\d[\d.,]* (?:percent|million|billion|trillion))", re.IGNORECASE)


def lost_amount_article(text: str, tokens: Sequence[str]) -> str | None:
    """The source's "the AMOUNT" (``tokens``) that ``text`` says after "of" without its
    "the", the amount said once in each, or None.

    >>> lost_amount_article("It spurted $3.95, recouping some of $14.10 that it lost Monday.",
    ...     "It spurted $3.95 , recouping some of the $14.10 it lost Monday .".split())
    'the $14.10'
    >>> lost_amount_article("It spurted $3.95, recouping some of the $14.10 that it lost.",
    ...     "It spurted $3.95 , recouping some of the $14.10 it lost Monday .".split())
    >>> lost_amount_article("It must pay NTP $53.7 million.",
    ...     "It must pay NTP the $ 53.7 million .".split())
    """
    # (the tokenizer may part the currency sign from its number)
    source = re.sub(r"\$ (?=\d)", "$", joined_tokens(tokens))
    for found in _OWNED_AMOUNT.finditer(source):
        amount = found.group(2)
        if source.count(amount) != 1 or text.count(amount) != 1:
            continue
        if re.search(rf"\bof {re.escape(amount)}", text) is not None \
                and re.search(rf"\b{found.group(1)} {re.escape(amount)}", text,
                              re.IGNORECASE) is None:
            return found.group(0)
    return None
