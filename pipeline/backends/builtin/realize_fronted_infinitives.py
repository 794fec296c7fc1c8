"""A rebuilt text that fronts, as the clause's purpose, an infinitive the source said as the
complement of a verb or noun before it.

"The MTA argued it needed to raise fares ..." (963) becomes "To raise fares ..., it needed,
the MTA argued.", "... internal chaos has allowed foreign companies to set up ..." (2525)
"To set up ..., internal chaos has allowed foreign companies.", "He also reaffirmed his
wish to resolve the crisis" (2705) "To resolve the crisis, he also reaffirmed his wish.":
what was needed, allowed or wished is said as what the clause is done for, and the verb or
noun is left without its content.  Such a text is refused (a row of realize_meaning_faults'
table, rebuilt texts only).  realize_fronting keeps a noun's infinitive in place where the
parse tied it to the noun; this reads the words, for the parses that did not.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemma_pos, lemmas
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import (
    CONTENT_INFINITIVE_NOUNS,
    CONTROL,
    OBJECT_CONTROL,
)

__all__ = ["complement_fronted_as_purpose"]

# The text's opening infinitive, after a connective or a focus word of the source's.
_OPENING = re.compile(r"^(?:(?:But|And|Also|However|Only|Not|So)[, ]+)*(?:only |not )?"
                      # the infinitive's own subject, put there by the realizer: "For those
                      # people to spend in restaurants and stores, they will have enough money"
                      r"(?:[Ff]or [^,]{1,40}? )?[Tt]o (\w+)")
# Heads whose infinitive right after them is their content, beyond the shared lists: "his
# wish to resolve", "won his fight to remain", "was given leave to appeal", "had no evidence
# to suggest", "their agenda to hand over power", "is about to fly".
_MORE_HEADS = frozenset(["wish", "fight", "leave", "evidence", "agenda", "about", "need",
                         # "got the money to hire part-time water samplers"
                         "money",
                         # "went to pay employee costs", "everything possible to minimize"
                         "go", "possible"])
# Words that may come between a verb of allowing or asking and its object's infinitive: the
# object, at most four words with no mark ("allows the government to administer").
_OBJECT_SPAN = 4
_TIME_WORDS = frozenset(["about", "yesterday", "today", "years", "months", "weeks", "days",
                         "hours", "minutes", "seconds", "two", "three", "several", "some"])


def _is_head(word: str, heads: frozenset[str]) -> bool:
    return bool(lemmas(word.lower()) & heads)


def complement_fronted_as_purpose(text: str, tokens: Sequence[str]) -> str | None:
    """The source's head and infinitive ("needed to raise") where ``text`` opens on an
    infinitive the source (``tokens``) said as a complement of the word before it, or of a
    verb of allowing or asking before its object; else None.

    >>> src = "The MTA argued it needed to raise fares to close a deficit .".split()
    >>> complement_fronted_as_purpose("To raise fares to close a deficit, it needed, the MTA"
    ...                               " argued.", src)
    'needed to raise'
    >>> src = "Internal chaos has allowed foreign companies to set up logging .".split()
    >>> complement_fronted_as_purpose("To set up logging, internal chaos has allowed foreign"
    ...                               " companies.", src)
    'allowed ... to set'
    >>> src = "We will work with the board to ensure a smooth transition .".split()
    >>> complement_fronted_as_purpose("To ensure a smooth transition, we will work with the"
    ...                               " board.", src) is None
    True
    """
    opening = _OPENING.match(text)
    if opening is None:
        return None
    verb = opening.group(1).lower()
    said = lowered_tokens(tokens)
    for at in range(1, len(said) - 1):
        if said[at] != "to" or said[at + 1] != verb:
            continue
        before = at - 1
        while before > 0 and said[before] in ("only", "not", "never"):
            before -= 1
        # a quoted noun's infinitive: called the blackout "a wake-up call" to modernise
        if said[before] in ('"', "''", "”") and before > 0 and said[before - 1] == "call":
            return f"{tokens[before - 1]} to {tokens[at + 1]}"
        # "work with foreign port authorities to seek out cargo" is the work's purpose
        if said[before] != "authorities" \
                and _is_head(said[before], CONTROL | CONTENT_INFINITIVE_NOUNS | _MORE_HEADS):
            return f"{tokens[before]} to {tokens[at + 1]}"
        # "have enough money left over to spend": what the amount suffices for
        if "enough" in said[max(before - _OBJECT_SPAN, 0):at]:
            return f"enough ... to {tokens[at + 1]}"
        for head in range(before - 1, max(before - _OBJECT_SPAN, 0) - 1, -1):
            if not re.match(r"\w", said[head + 1]) or said[head + 1] == "to":
                break
            if _is_head(said[head], OBJECT_CONTROL):
                return f"{tokens[head]} ... to {tokens[at + 1]}"
            # the infinitive's own subject after a noun: "a pathway for hot gasses to
            # penetrate" (no length of time: "in the courtroom for about two minutes
            # yesterday to allow"; no fronted purpose of the source's own: "I know for them
            # to approve this price, they'll need ...")
            if said[head] == "for" and head > 0 and lemma_pos(said[head - 1]) == {"NOUN"} \
                    and not any(
                    any(c.isdigit() for c in word) or word in _TIME_WORDS
                    for word in said[head + 1:at]):
                return f"for ... to {tokens[at + 1]}"
    return None
