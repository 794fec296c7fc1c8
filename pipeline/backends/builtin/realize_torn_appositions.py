"""A rebuilt text that says the source's closing apposition without its comma.

A sentence may close on a possessed noun phrase set off by a comma that says what the
clause before it was: "Berkshire Hathaway made profits of $1.7 billion in the first three
months of this year alone, its best performance."  The parse hangs that phrase on a noun of
the clause, and a rebuilt text says it right after that noun with no comma: "Berkshire
Hathaway made profits of $1.7 billion its best performance in the first three months ...",
two noun phrases run together.  Such a text is refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_words import BE_FORMS

__all__ = ["torn_apposition"]

_POSSESSIVES = frozenset(["its", "his", "her", "their", "our"])


def torn_apposition(text: str, tokens: Sequence[str]) -> str | None:
    """The source's (``tokens``) closing ", its/his/... NOUN PHRASE." that ``text`` says
    after a word with no comma, or None.  Only a phrase of no verb: a closing report
    (", his spokesman said.") is no apposition.

    >>> tokens = ("Berkshire Hathaway made profits of $ 1.7 billion in the first three "
    ...           "months of this year alone , its best performance .").split()
    >>> torn_apposition("Berkshire Hathaway made profits of $1.7 billion its best "
    ...                 "performance in the first three months of this year alone.", tokens)
    'its best performance'
    >>> torn_apposition("In the first three months of this year alone, Berkshire Hathaway "
    ...                 "made profits of $1.7 billion, its best performance.", tokens) is None
    True
    >>> torn_apposition("His first Father's Day as a dad is his first major as a champion.",
    ...     "His first Father 's Day as a dad , his first major as a champion .".split()) is None
    True
    """
    words = list(tokens)
    while words and words[-1] in (".", "!", '"', "'"):
        words.pop()
    if "," not in words:
        return None
    last = len(words) - 1 - words[::-1].index(",")
    phrase = words[last + 1:]
    if not phrase or phrase[0].lower() not in _POSSESSIVES or len(phrase) > 8 \
            or any("VERB" in lemma_pos(w.lower()) and not lemma_pos(w.lower()) & {"NOUN", "ADJ"}
                   for w in phrase[1:]):
        return None
    said = " ".join(phrase)
    for found in re.finditer(r"([\w%)]+) " + re.escape(said) + r"\b", text):
        if found.group(1).lower() not in BE_FORMS:  # ("... is his first major": a predicate)
            return said
    return None
