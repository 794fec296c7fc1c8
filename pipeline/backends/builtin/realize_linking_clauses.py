"""A rebuilt text that says a linking verb's adjective as a clause of its own: "feeling they
are increasingly sunny" for "feeling increasingly sunny".

"Top U.S. executives are feeling increasingly sunny about business conditions and corporate
profits, according to a survey released Monday." (MRPC train 6684): the parse gives "feel"
a clause of its subject being sunny, and the texts say "... are feeling they are increasingly
sunny about ...", which no one says (a feeling that something is so takes "that" and reads
as a belief, not a mood).  A text whose linking verb (realize_words.LINKING) the source said
right before its adjective, now with a subject pronoun and "be" between them, is refused (a
row of realize_added_word_faults' table, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemmas
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import LINKING

__all__ = ["linking_adjective_made_clause"]

_VERB_PRONOUN_BE = re.compile(
    r"\b([a-z]+) (?:that )?(?:he|she|it|they|we|I) (?:is|are|was|were|am) (\w+)")


def linking_adjective_made_clause(text: str, tokens: Sequence[str]) -> str | None:
    """``text``'s "VERB PRONOUN BE WORD" of a linking verb the source (``tokens``) said
    right before WORD, or None.

    >>> linking_adjective_made_clause("Executives are feeling they are increasingly sunny.",
    ...     "Executives are feeling increasingly sunny .".split())
    'feeling they are increasingly'
    >>> linking_adjective_made_clause("He felt they were wrong.",
    ...     "He felt they were wrong .".split())
    """
    low = lowered_tokens(tokens)
    for found in _VERB_PRONOUN_BE.finditer(text):
        verb, word = found.group(1), found.group(2).lower()
        if not lemmas(verb) & LINKING or verb not in low:
            continue
        at = low.index(verb)
        if low[at + 1:at + 2] == [word]:
            return found.group(0)
    return None
