"""A rebuilt text that tears a phrase the source said as one: its opening phrase put between a
verb and the verb's object, or a phrase that completes the noun before it ("in a row") said
after another word.

"As part of the changes, Microsoft will also tie stock awards for its top 600 or so executives
to the growth ..." came back "For its top 600 or so executives, Microsoft will also tie as part
of the changes stock awards to the growth ..." (MRPC train 1563; the clefts of the same
sentence say it too): the source's opening phrase, no longer first, was said right after the
verb, before the object it had no part in.  Likewise "It was the board that proposed for lofts
increases of 4 percent ..." (313), "the Dow Jones industrial average was up in early trading
3.90, or 0.04 percent" (4762), "It is the house that means for Kathy Nicolo (Jennifer Connelly) stability and
family." (1371).  An opening phrase said mid-clause before an adverb, a time
word or another phrase reads well ("24 patients were quarantined in Hong Kong Wednesday",
"What Putin said before the meeting was ...") and is left; so is one before a subject pronoun
("announced at a news conference she would ...": a clause, no object).

"Treasury prices gained for the third day in a row" came back "For the third day, Treasury
prices gained in a row" and "In a row, Treasury prices gained for the third day" (1451): the
parse read "in a row" as the verb's own argument, and the focus took it from "the third day"
it counts.  A text that says "in a row" (or "on end", "at a time") after another word than the
source's is refused.

Both are entries of realize_source_faults' table (rebuilt texts only).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.parse_entities import MONTHS, WEEKDAYS
from pipeline.backends.builtin.realize_source_tokens import lowered_text
from pipeline.backends.builtin.realize_words import (
    NOUN_PHRASE_OPENERS,
    PREPOSITIONS,
    RELATIVE_PRONOUNS,
    SUBJECT_PRONOUNS,
    SUBORDINATORS,
)

__all__ = ["buried_opening_phrase", "torn_counting_phrase"]

# Phrases that complete the count or span said right before them ("the third day in a row",
# "for hours on end", "one step at a time").
_COUNTING_PHRASES = ("in a row", "on end", "at a time")
_WORD = re.compile(r"[^\s,;:.!?]+")
# Words that open a clause or join one, never an object ("that" is a demonstrative too, but
# after a moved phrase it opens the complement: "said in May that ...").
_CLAUSE_WORDS = SUBORDINATORS | RELATIVE_PRONOUNS | frozenset(
    ["while", "when", "where", "and", "or", "but", "than"])


def _opening_phrase(tokens: Sequence[str]) -> str | None:
    """The source's opening prepositional phrase set off by a comma ("As part of the
    changes"), its words joined by spaces, or None."""
    if not tokens or tokens[0].lower() not in PREPOSITIONS | {"as"} or "," not in tokens:
        return None
    end = list(tokens).index(",")
    if end < 2 or any(not re.match(r"[\w$()]", t) for t in tokens[1:end]):
        return None  # a quotation mark inside: not one plain phrase
    # (a parenthesis is said against its words: "For Kathy Nicolo (Jennifer Connelly)")
    return " ".join(tokens[:end]).replace("( ", "(").replace(" )", ")")


def _opens_object(word: str, before: str, tokens: Sequence[str]) -> bool:
    """Whether ``word``, said right after the moved phrase, opens a noun phrase that the
    word ``before`` it took as its object: a determiner, a number, a noun that is no adverb,
    or a name the source said right after ``before``."""
    low = word.lower()
    if low in _CLAUSE_WORDS or low in PREPOSITIONS or low in SUBJECT_PRONOUNS or low in WEEKDAYS or low.rstrip(".") in MONTHS:
        return False
    if low in NOUN_PHRASE_OPENERS or word[:1].isdigit() or word[:1] == "$":
        return True
    if word[:1].isupper():
        return any(a.lower() == before.lower() and b == word
                   for a, b in itertools.pairwise(tokens))
    tags = lemma_pos(low)
    return "NOUN" in tags and "ADV" not in tags


def buried_opening_phrase(text: str, tokens: Sequence[str]) -> str | None:
    """The source's (``tokens``) opening phrase as ``text`` says it between a verb and its
    object, or None.

    >>> buried_opening_phrase("For its top executives, Microsoft will also tie as part of the "
    ...     "changes stock awards to the growth.", "As part of the changes , Microsoft will "
    ...     "also tie stock awards for its top executives to the growth .".split())
    'as part of the changes'
    >>> buried_opening_phrase("24 patients were quarantined in Hong Kong Wednesday.",
    ...     "In Hong Kong , 24 patients were quarantined Wednesday .".split())
    """
    phrase = _opening_phrase(tokens)
    if phrase is None:
        return None
    moved = phrase[0].lower() + phrase[1:]
    for found in re.finditer(rf"(\S+) {re.escape(moved)} ([\"\u201c]?)({_WORD.pattern})", text):
        if _opens_object(found.group(3), found.group(1), tokens):
            return moved
    return None


def torn_counting_phrase(text: str, tokens: Sequence[str]) -> str | None:
    """The counting phrase ("in a row") ``text`` says after another word than the source
    (``tokens``) said it after, or None.

    >>> torn_counting_phrase("For the third day, Treasury prices gained in a row.",
    ...     "Treasury prices gained for the third day in a row .".split())
    'in a row'
    >>> torn_counting_phrase("It was Treasury prices that gained for the third day in a row.",
    ...     "Treasury prices gained for the third day in a row .".split())
    """
    source = lowered_text(tokens)
    low = text.lower()
    for phrase in _COUNTING_PHRASES:
        said = {m.group(1) for m in re.finditer(rf"(\S+) {phrase}\b", source)}
        if not said:
            continue
        for found in re.finditer(rf"(?:^|(\S+) ){phrase}\b", low):
            if found.group(1) not in said:
                return phrase
    return None
