"""A rebuilt text that says the source's "because" clause first, as "CAUSE, so EFFECT", with
a pronoun of that clause now said before the noun it stood for.

In the source the reason follows its clause, and its pronoun looks back at a noun of that
clause: "Last year Bloomberg boycotted the parade because he wanted to march with two actors
from 'The Sopranos'" (MRPC train 3683).  Said as "He wanted to march with two actors ...,
so Bloomberg boycotted the parade last year", a main clause opens on a pronoun that can
stand for nothing before it, and the name after "so" reads as someone else: "His voluntary
resignation helped to keep the concessions deals in place, so Carty would get ..." (4661),
"It was treating opposition supporters, so the Avenues Clinic was targeted" (6881), "Sen.
Ben Nelson ... has become their top lobbying target ..., so Bush's aides describe ..."
(218), "Patrick had tried to shoot him, so Dotson ... admitted" (854).  Such a text is
refused (an entry of realize_source_faults' table, rebuilt texts only).  A pronoun after a
noun of the source's main clause ("The two blond opponents wore matching outfits to their
dismay, so they appeared ...", 121) and a reason with no pronoun are left.
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.backends.builtin.morphology import FUNCTION_WORDS
from pipeline.backends.builtin.realize_words import TEXT_WORD, THIRD_PERSON_PRONOUNS

__all__ = ["pronoun_before_its_cause"]

# The subordinators whose clause the realizer says first with "so" (a :cause).
_CAUSAL = frozenset(["because", "since"])
# Where the source's reason clause ends.
_CLAUSE_ENDS = frozenset([",", ".", ";", ":", "\"", "''", "\u201d", "--"])


def pronoun_before_its_cause(text: str, tokens: Sequence[str]) -> str | None:
    """"PRONOUN ..., so" where ``text`` says the source's (``tokens``) reason first with a
    pronoun of it before any word of the source's main clause, or None.

    >>> pronoun_before_its_cause(
    ...     "He wanted to march with two actors, so Bloomberg boycotted the parade.",
    ...     "Bloomberg boycotted the parade because he wanted to march with two actors .".split())
    'He ..., so'
    >>> pronoun_before_its_cause(
    ...     "The opponents wore matching outfits to their dismay, so they looked identical.",
    ...     "The opponents looked identical because they wore matching outfits to their dismay ."
    ...     .split())
    """
    head_end = text.find(", so ")
    if head_end < 0:
        return None
    lowered = [t.lower() for t in tokens]
    cause_at = next((k for k, t in enumerate(lowered)
                     if t in _CAUSAL and lowered[k + 1:k + 2] != ["of"]), None)
    if cause_at is None:
        return None
    clause: list[str] = []
    for token in lowered[cause_at + 1:]:
        if token in _CLAUSE_ENDS:
            break
        clause.append(token)
    pronouns = THIRD_PERSON_PRONOUNS.intersection(clause)
    if not pronouns:
        return None
    main_words = {_content(t) for t in lowered[:cause_at]} - {None}
    said = TEXT_WORD.findall(text[:head_end])
    for at, word in enumerate(said):
        if word.lower() not in pronouns:
            continue
        # A noun of the source's main clause said before the pronoun gives it its noun.
        if not main_words.intersection(_content(w.lower()) for w in said[:at]):
            return f"{word} ..., so"
        return None
    return None


def _content(word: str) -> str | None:
    """``word`` (lower case) where it may name what a pronoun stands for: no function word,
    pronoun or "-ly" adverb ("presumably")."""
    if word in FUNCTION_WORDS or word in THIRD_PERSON_PRONOUNS or word.endswith("ly") \
            or not word[:1].isalnum():
        return None
    return word
