"""A rebuilt text that says a noun the source gave a determiner with none.

The parse keeps a preposition's object but sometimes loses its article or possessive with
the preposition, when the object's owner is the focus or the phrase is torn from its
clause: "It is his members who are ... , Stern says speech." for "In his speech, Stern says
...", "In his nose and a portable oxygen tank beside him, Avants had tubes sentencing." for
"At his sentencing, ...", "the Mariners torched Randy Choate and Juan Acevedo in eighth",
"to fix a bug with suite of its Office 2003", "would help to pay for $3,450 first".  A bare
common noun where the source said "PREP the/a/his ... NOUN" reads as broken; such a text is
refused (an entry of realize_source_faults' table, rebuilt texts only) when it says
the noun bare more often than the source does.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import PRONOUNS
from pipeline.backends.builtin.parse_words import TIME_NOUNS
from pipeline.backends.builtin.realize_source_tokens import joined_tokens, lowered_tokens
from pipeline.backends.builtin.realize_words import (
    DETERMINERS,
    NOUN_DETERMINERS,
    PREPOSITIONS,
    TIME_WORDS,
)

__all__ = ["lost_determiner"]

_OWNERS = NOUN_DETERMINERS | DETERMINERS
# How far back a determiner may stand before its noun ("the newly released Office 2003
# suite", "the Manhattan School of Music faculty").
_REACH = 6
# Phrase-closing words that are no head noun: a time, a place adverb, a pronoun.
_NOT_HEADS = TIME_WORDS | TIME_NOUNS | frozenset(PRONOUNS) | frozenset(
    ["him", "her", "them", "us", "me", "here", "there", "home", "abroad"])
# Words that end a noun phrase: a conjunction or a relative word.
_CLAUSE_WORDS = frozenset(["and", "or", "but", "that", "which", "who", "whom", "whose", "where",
                           "when", "as", "than", "is", "are", "was", "were", "has", "have",
                           "had", "will", "would", "can", "could"])
# Words and marks ("U.S." and "3.5" whole); a mark ends the stretch a determiner reaches over.
_WORD = re.compile(r"(?:[A-Z]\.){2,}[\w'-]*|[\w$'%-]+(?:[.,]\d+)*|[^\w\s]")


def _bare(words: Sequence[str], noun: str) -> int:
    """How many times ``words`` (lower case) say ``noun`` with no determiner, possessive
    ("'s") or number within reach before it in its stretch between marks."""
    count = 0
    for at, word in enumerate(words):
        if word != noun:
            continue
        owned = False
        for back in range(at - 1, max(-1, at - 1 - _REACH), -1):
            before = words[back]
            if before in _OWNERS or before.endswith("'s") or before == "'s" \
                    or before[:1].isdigit() or before.startswith("$"):
                owned = True  # (an amount before a mark: "a $210 million all-cash deal")
                break
            if (not before[:1].isalnum() and before not in ("'s", "'")) \
                    or (before in PREPOSITIONS and before != "of") or before.endswith("ing"):
                break  # "a bug with suite", "the Mercury News seeking comment": another's
        count += not owned
    return count


def lost_determiner(text: str, tokens: Sequence[str]) -> str | None:
    """The source's "PREP DET NOUN" (``tokens``) whose common noun ``text`` says bare more
    often than the source does, or None.

    >>> lost_determiner("It is his members who are comfortable, Stern says speech.",
    ...     "In his speech , Stern says his members are comfortable .".split())
    'In his speech'
    >>> lost_determiner("He fixed a bug with suite of its Office 2003.",
    ...     "He fixed a bug with its newly released Office 2003 suite .".split())
    'with its newly released Office 2003 suite'
    >>> lost_determiner("Stern says in his speech that his members are comfortable.",
    ...     "In his speech , Stern says his members are comfortable .".split())
    >>> lost_determiner("It was on the Manhattan School of Music faculty that he served.",
    ...     "He served on the faculty of the Manhattan School of Music .".split())
    """
    # both sides split alike, so that a word's stretch is the same in each
    tokens = _WORD.findall(joined_tokens(tokens))
    source = lowered_tokens(tokens)
    said = [w.lower() for w in _WORD.findall(text)]
    for at in range(len(tokens) - 2):
        if tokens[at].lower() not in PREPOSITIONS or source[at + 1] not in NOUN_DETERMINERS:
            continue
        # the word after the determiner and the phrase's last word ("with its newly
        # released Office 2003 suite"): the head noun is one of them
        end = at + 2
        while end + 1 < len(tokens) and end < at + 7 and tokens[end + 1][:1].isalnum() \
                and source[end + 1] not in PREPOSITIONS and source[end + 1] not in _CLAUSE_WORDS:
            end += 1
        # the last word is the head only where a mark closes the phrase ("..., at his
        # sentencing.", not "in the courtroom yesterday" or "from the struggle he had")
        closed = end + 1 < len(tokens) and not tokens[end + 1][:1].isalnum() \
            and source[end] not in _NOT_HEADS
        for noun in dict.fromkeys((tokens[at + 2], tokens[end] if closed else "")):
            if not re.fullmatch(r"[a-z]+", noun) or noun.endswith("ly"):
                continue  # a name, a number or an adverb ("out of the nearly $20 billion")
            if noun in said and _bare(said, noun) > _bare(source, noun):
                return " ".join(tokens[at:end + 1])
    return None
