"""A member clause's text that says a pronoun before the noun it stands for.

A root "X, and Y" is said with a move made inside one clause (realize_member_clauses).  Moved
there, a report said last puts the reported clause's pronoun before its speaker: "The treaty
was agreed by 40 countries in March, and it will sign it, Germany has since said." for "...,
and Germany has since said it will sign it."; after the first clause's nouns, "it" reads as
one of them (the treaty), and the speaker said last comes too late to mend it.  Such a text is
refused: the source's first third-person pronoun said in the text before a name of the source
said before that pronoun, or ("it" too, unless it opens "it is/was", the "it" of no one)
before the speaker of a report whose verb the source said before it ("the company has said
it expects ..." said "..., but it expects ..., the company has said.").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import FUNCTION_WORDS
from pipeline.backends.builtin.realize_words import REPORT_VERBS

__all__ = ["pronoun_before_antecedent"]

# Pronouns that stand for a noun said before them.
_THIRD_PERSON = frozenset(["he", "she", "him", "his", "her", "they", "them", "their", "its",
                           "it"])
# What may stand between a speaker and its verb of saying ("Germany has since said").
_BETWEEN_SPEAKER_AND_VERB = frozenset(["has", "have", "had", "also", "since", "later", "then",
                                       "again", "previously", "already", "earlier"])


def _pronoun_at(words: Sequence[str]) -> int | None:
    """Where the first third-person pronoun of ``words`` stands, passing over the "it" of
    "it is" / "it was" (a cleft's or an extraposition's: no one's)."""
    for at, word in enumerate(words):
        low = word.lower()
        if low not in _THIRD_PERSON:
            continue
        if low == "it" and at + 1 < len(words) and words[at + 1].lower() in ("is", "was"):
            continue
        return at
    return None


def _speaker(tokens: Sequence[str], before: int) -> str | None:
    """The head word of the speaker of a verb of saying that ``tokens`` say before index
    ``before`` ("company" of "the company has said"), or None."""
    for at in range(before - 1, 0, -1):
        if tokens[at].lower() not in REPORT_VERBS:
            continue
        head = at - 1
        while head > 0 and tokens[head].lower() in _BETWEEN_SPEAKER_AND_VERB:
            head -= 1
        word = tokens[head]
        return word if word.isalpha() and word.lower() not in FUNCTION_WORDS else None
    return None


def _agrees(pronoun: str, speaker: str) -> bool:
    """Whether ``pronoun`` may stand for ``speaker`` by number ("it" for "the company", not
    for "politicians": "..., and it offered little comfort ..., politicians said" has the
    announcement for its "it")."""
    plural = speaker.lower().endswith("s") and not speaker[:1].isupper()
    if pronoun in ("it", "its"):
        return not plural
    if pronoun in ("they", "them", "their"):
        return plural
    return not plural  # "he", "she": one person


def _named_before(tokens: Sequence[str], at: int, text_words: set[str]) -> list[str]:
    """The names ``tokens`` say before index ``at``: capitalized words, the sentence's first
    only where the text does not say it in lower case ("Civil liberties groups filed suit"
    is no name)."""
    return [t for i, t in enumerate(tokens[:at])
            if t[:1].isupper() and t.isalpha() and (i or t.lower() not in text_words)]


def pronoun_before_antecedent(text: str, tokens: Sequence[str]) -> bool:
    """Whether ``text`` says the source's (``tokens``) first third-person pronoun before a
    name the source said before it, or before the speaker of the report it was said in.

    >>> pronoun_before_antecedent("He would surrender, Lamo had told reporters.",
    ...                           "Lamo had told reporters he would surrender .".split())
    True
    >>> pronoun_before_antecedent("The police were investigating, he said.",
    ...                           "He said the police were investigating .".split())
    False
    >>> pronoun_before_antecedent("The treaty was agreed in March, and it will sign it, "
    ...     "Germany has since said.", "The treaty was agreed in March , and Germany has "
    ...     "since said it will sign it .".split())
    True
    >>> pronoun_before_antecedent("Prices fell, but it expects a recovery in 2004, the "
    ...     "company has said.", "Prices fell , but the company has said it expects a "
    ...     "recovery in 2004 .".split())
    True
    >>> pronoun_before_antecedent("It was the treaty that 40 countries agreed, and Germany "
    ...     "has since said it will sign it.", "40 countries agreed the treaty , and Germany "
    ...     "has since said it will sign it .".split())
    False
    """
    at = _pronoun_at(tokens)
    if at is None:
        return False
    words = re.findall(r"\w+", text)  # ("Tanzi's" says "Tanzi")
    said_at = _pronoun_at(words)
    if said_at is None:
        return False
    before = {w.lower() for w in words[:said_at]}
    # "it" by the speaker only: "Aquila is short of cash, and it may default ..., Avon
    # bondholders at one point feared." has a name before it the "it" is.
    if tokens[at].lower() != "it" and any(t.lower() not in before for t in _named_before(tokens, at, set(words))):
        return True
    speaker = _speaker(tokens, at)
    return speaker is not None and speaker.lower() not in before \
        and speaker.lower() in {w.lower() for w in words} \
        and _agrees(tokens[at].lower(), speaker)
