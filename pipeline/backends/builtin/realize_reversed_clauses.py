"""A rebuilt text that says the source's subordinate clause as its first main clause, with a
pronoun of that clause now said before the noun it stood for.

In the source the subordinate clause follows its main clause, and its pronoun looks back at
a noun of that clause.  Two such clauses are rebuilt first:

- a "because"/"since" reason, said as "CAUSE, so EFFECT": "Last year Bloomberg boycotted
  the parade because he wanted to march with two actors from 'The Sopranos'" (MRPC train
  3683) said "He wanted to march with two actors ..., so Bloomberg boycotted the parade
  last year"; "His voluntary resignation helped to keep the concessions deals in place, so
  Carty would get ..." (4661), "It was treating opposition supporters, so the Avenues Clinic
  was targeted" (6881), "Sen. Ben Nelson ... has become their top lobbying target ..., so
  Bush's aides describe ..." (218), "Patrick had tried to shoot him, so Dotson ..." (854);
- a "where" clause, said first with the old main clause made its relative: "It weakened
  considerably over the Sea of Japan, over which Typhoon Maemi later moved out" (6992),
  "He managed products such as Folgers ... for Procter & Gamble Corp., for which Palumbo
  worked" (6869), "She is under house arrest at the lakeside home in Yangon that the
  veteran Malyasian diplomat met Suu Kyi at Wednesday" (7051).

A main clause that opens on a pronoun can stand for nothing before it, and the name after
reads as someone else.  Such a text is refused (entries of realize_source_faults' table,
rebuilt texts only).  A pronoun after a noun of the source's main clause ("The two blond
opponents wore matching outfits to their dismay, so they appeared ...", 121), a clause with
no pronoun and a source that opened on the pronoun itself are left.
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.backends.builtin.morphology import FUNCTION_WORDS
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import (
    TEXT_WORD,
    THIRD_PERSON_PRONOUNS,
    THIRD_PERSON_SUBJECTS,
)

__all__ = ["content_word", "pronoun_before_its_cause", "pronoun_before_its_place"]

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
    lowered = lowered_tokens(tokens)
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
    main_words = {content_word(t) for t in lowered[:cause_at]} - {None}
    said = TEXT_WORD.findall(text[:head_end])
    for at, word in enumerate(said):
        if word.lower() not in pronouns:
            continue
        # A noun of the source's main clause said before the pronoun gives it its noun.
        if not main_words.intersection(content_word(w.lower()) for w in said[:at]):
            return f"{word} ..., so"
        return None
    return None


def pronoun_before_its_place(text: str, tokens: Sequence[str]) -> str | None:
    """"PRONOUN ... where" where ``text`` opens on the subject pronoun of the source's
    (``tokens``) "where" clause, the source having said a noun before it that ``text`` says
    only later, or None.

    >>> pronoun_before_its_place(
    ...     "It weakened considerably over the Sea of Japan, over which Typhoon Maemi moved.",
    ...     "Typhoon Maemi moved over the Sea of Japan , where it weakened considerably .".split())
    'It ... where'
    >>> pronoun_before_its_place(
    ...     "It was Typhoon Maemi that moved over the Sea of Japan, where it weakened.",
    ...     "Typhoon Maemi moved over the Sea of Japan , where it weakened considerably .".split())
    """
    lowered = lowered_tokens(tokens)
    where_at = next((k for k, t in enumerate(lowered) if t == "where"), None)
    if where_at is None or where_at + 1 >= len(lowered) \
            or lowered[where_at + 1] not in THIRD_PERSON_SUBJECTS:
        return None
    pronoun = lowered[where_at + 1]
    if pronoun in lowered[:where_at]:
        return None  # the source's own pronoun before its "where": its noun is elsewhere
    said = TEXT_WORD.findall(text)
    if not said or said[0].lower() != pronoun:
        return None
    # The pronoun opens the "where" clause's own words ("It weakened considerably", "She is
    # the one who is under house arrest"), not a cleft's "It was Typhoon Maemi that".
    clause = [w.lower() for w in said[1:]]
    if clause[1:4] in (["the", "one", "who"], ["the", "one", "that"],
                       ["the", "ones", "who"], ["the", "ones", "that"]):
        clause = clause[4:]
    if clause[:2] != lowered[where_at + 2:where_at + 4]:
        return None
    main_words = {content_word(t) for t in lowered[:where_at]} - {None}
    if main_words.intersection(content_word(w.lower()) for w in said[1:]):
        return f"{said[0]} ... where"
    return None


def content_word(word: str) -> str | None:
    """``word`` (lower case) where it may name what a pronoun stands for: no function word,
    pronoun or "-ly" adverb ("presumably")."""
    if word in FUNCTION_WORDS or word in THIRD_PERSON_PRONOUNS or word.endswith("ly") \
            or not word[:1].isalnum():
        return None
    return word
