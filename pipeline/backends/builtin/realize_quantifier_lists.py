"""A list of quantifiers before one noun ("one or both boys") said whole or not at all.

The parse reads "one or both boys" as a list of a bare count and the noun with its
quantifier, (o / or :op1 (t / thing :quant 1) :op2 (b / boy :mod both)), and may resolve a
later pronoun to the second member alone: "Doctors say one or both boys may die, and that
some brain damage is possible if they survive" became "If both boys survive, some brain
damage is possible, and one or may die, doctors say." (the noun said first as the
pronoun's, the list left with an empty member before its verb) and "There is some brain
damage that is possible if both boys survive, ..." (the pronoun, which stood for one boy
or both, said as both).  A rebuilt text is refused where it says such a list's first
quantifier and its conjunction right before a verb (:func:`quantifier_list_fault`), or the
second quantifier with the noun without the first before them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.parse_entities import number_value
from pipeline.backends.builtin.parse_words import PARTITIVES
from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["quantifier_list_fault"]

# Auxiliaries and copulas that open a verb group after a list's empty member.
_VERB_OPENERS = frozenset({"may", "might", "will", "would", "can", "could", "should", "must",
                           "is", "are", "was", "were", "has", "have", "had", "do", "does",
                           "did"})
_QUANTIFIER_PAIR = re.compile(r"(?i)\b(\S+) (or|and) (\S+) (\S+)")


def _quantifier(word: str) -> bool:
    """A quantifier or a number said as a word ("one", "both"; not "2,800", whose "or 12
    percent" may restate another amount)."""
    return word.isalpha() and (word.lower() in PARTITIVES or number_value(word) is not None)


def quantifier_list_fault(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text``, rebuilt from ``tokens``, breaks the source's list of quantifiers
    before one noun (module docstring), or None.

    >>> src = "Doctors say one or both boys may die , and that damage is possible".split()
    >>> quantifier_list_fault("Damage is possible, and one or may die, doctors say.", src)
    "a list of quantifiers said without its noun ('one or may')"
    >>> quantifier_list_fault("If both boys survive, damage is possible, and one or both "
    ...                       "boys may die, doctors say.", src)
    "a list of quantifiers said in part ('both boys' without 'one or')"
    >>> quantifier_list_fault("Damage is possible, and one or both boys may die.", src) is None
    True
    """
    source = joined_tokens(tokens)
    for first, conjunction, second, noun in _QUANTIFIER_PAIR.findall(source):
        if not (_quantifier(first) and _quantifier(second)) or second.lower() in _VERB_OPENERS:
            continue
        bare = re.search(rf"(?i)\b{re.escape(first)} {conjunction} (\w+)", text)
        if bare is not None and bare.group(1).lower() in _VERB_OPENERS:
            return f"a list of quantifiers said without its noun ({bare.group(0)!r})"
        part = f"{second} {noun}"
        whole = f"{first} {conjunction} {part}"
        if text.lower().count(part.lower()) > text.lower().count(whole.lower()):
            return f"a list of quantifiers said in part ({part!r} without " \
                f"{first + ' ' + conjunction!r})"
    return None
