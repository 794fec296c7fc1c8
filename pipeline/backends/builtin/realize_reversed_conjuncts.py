"""A rebuilt text that says the second of the source's coordinated clauses first, with a
pronoun of that clause now said before the noun of the first clause it stood for.

"The teen was in surgery at Sacred Heart Medical Center, and the extent of his injuries was
not available" (MRPC train 6379) became "It was the extent of his injuries that was not
available, and the teen was in surgery at ...": the cleft's focus sits in the second member,
and the realizer says that member first.  "Tikrit is Saddam Hussein's hometown and the region
around it is known as a hotbed of ..." (4431) became "The region around it is known as ...,
and Tikrit is Saddam Hussein's hometown.": the pronoun now looks forward, and a reader takes
it for something else or nothing.  Such a text is refused (an entry of
realize_moved_word_faults' table, rebuilt texts only).  realize_reversed_clauses does the
same for a fronted "because" or "where" clause.

A pronoun said after a word of the source's first clause ("..., and it will protect key
institutions"), a clause whose pronoun's noun is its own ("and Swisher raised his head", a
name before the pronoun), and a pronoun the first clause says too are left.
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.backends.builtin.realize_reversed_clauses import content_word
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import (
    PREPOSITIONS,
    TEXT_WORD,
    THIRD_PERSON_PRONOUNS,
    THIRD_PERSON_SUBJECTS,
)

__all__ = ["pronoun_before_its_conjunct"]

# The coordinators that join the source's two clauses.
_COORDINATORS = frozenset(["and", "but"])
# Where the source's second clause ends.
_CLAUSE_ENDS = frozenset([",", ".", ";", ":", "\"", "''", "\u201d", "--", "and", "but"])


def pronoun_before_its_conjunct(text: str, tokens: Sequence[str]) -> str | None:
    """"... PRONOUN ..., and" where ``text`` says a pronoun of the source's (``tokens``)
    second coordinated clause before any word of its first clause, or None.

    >>> src = ("The teen was in surgery at Sacred Heart , and the extent of his injuries was "
    ...        "not available .").split()
    >>> pronoun_before_its_conjunct("It was the extent of his injuries that was not available,"
    ...     " and the teen was in surgery at Sacred Heart.", src)
    'of his ..., and'
    >>> pronoun_before_its_conjunct("The teen was in surgery at Sacred Heart, and it was the "
    ...     "extent of his injuries that was not available.", src)
    >>> src = "The academy will get a report and it will be made public .".split()
    >>> pronoun_before_its_conjunct("It will be made public, and the academy will get a report.",
    ...                             src)
    'it ..., and'
    >>> pronoun_before_its_conjunct("It was the academy that will get a report, and it will be "
    ...     "made public.", src)
    """
    head_end = min((at for at in (text.find(", and "), text.find(", but ")) if at >= 0),
                   default=-1)
    if head_end < 0:
        return None
    lowered = lowered_tokens(tokens)
    for joint, word in enumerate(lowered):
        if word not in _COORDINATORS or joint == 0:
            continue
        first = {word for word in map(content_word, lowered[:joint]) if word}
        if not first:
            continue
        found = _forward_pronoun(text[:head_end], tokens, lowered, joint, first)
        if found:
            return found
    return None


def _forward_pronoun(head: str, tokens: Sequence[str], lowered: Sequence[str], joint: int,
                     first: set[str]) -> str | None:
    """The pronoun of the clause after ``joint`` that ``head`` (the text before its
    coordinator) says with no word of the source's first clause (``first``) before it."""
    said = [w.lower() for w in TEXT_WORD.findall(head)]
    for at in range(joint + 1, len(lowered)):
        word = lowered[at]
        if word in _CLAUSE_ENDS and at > joint + 1:
            return None
        # A name before the pronoun may be its noun ("and Swisher raised his head").
        if tokens[at][:1].isupper() and at > joint + 1:
            return None
        if word not in THIRD_PERSON_PRONOUNS or word in lowered[:joint]:
            continue
        before = lowered[at - 1]
        opens = before in _COORDINATORS or before == ","
        # A subject pronoun inside the clause is its own subject's ("the lady told me she
        # was talking"); one that opens the clause stands for the first clause's noun, and
        # "it" after a preposition is no subject ("the region around it").
        if word in THIRD_PERSON_SUBJECTS and not opens and before not in PREPOSITIONS:
            continue
        # The source's word before the pronoun, said before it in the text ("of his"); a
        # clause that opens on the pronoun opens the text ("They will ...").
        for k, text_word in enumerate(said):
            if text_word != word:
                continue
            if opens:
                # The clause's own opening, not a cleft's "It was ... that".
                if k != 0 or said[1:2] != lowered[at + 1:at + 2]:
                    continue
            elif k == 0 or said[k - 1] != before:
                continue
            if not first.intersection(content_word(w) for w in said[:k]):
                return f"{before} {word} ..., and" if k else f"{word} ..., and"
            return None
        return None
    return None
