"""A rebuilt adjunct cleft on a phrase that is neither a place nor a time: a state, a
manner, a purpose or an exchange ("It was in critical condition that the victim ... was
taken to Kings County Hospital", "It is in an unusual move that the U.S. Patent and
Trademark Office is reconsidering a patent", "It is at age 93 that Sir Wilfred Thesiger
... has died", "It was in exchange for new tax breaks that it would remove ...", "It was at
first that the animals' performance declined").

The parse gives such a phrase a :location or :time role, as it gives "in the courtroom";
only its noun tells it apart.  A cleft picks out a place or time among others ("It was in
Chicago that ..."): on a state or a manner it reads as nonsense or asserts a contrast the
source never drew.  Such a text is refused (an entry of realize_source_faults' table,
rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_words import PREPOSITIONS

__all__ = ["cleft_on_no_place_or_time"]

# Head nouns of a prepositional phrase that names a state, a manner, a purpose, a stance or
# an event's bearing on others, never a place or time a cleft could pick out ("in critical
# condition", "in an unusual move", "in a bid to", "in exchange for", "in terms of", "at
# age 93", "at first", "in a major setback to consumers", "at the heart of the fight").
_NO_PLACE_HEADS = frozenset([
    "condition", "move", "bid", "effort", "attempt", "exchange", "terms", "setback", "blow",
    "boost", "sign", "reversal", "departure", "twist", "turnaround", "first", "last", "heart",
    "response", "reaction", "retaliation", "protest", "contrast", "addition",
    "general", "particular", "short", "age", "way", "manner", "fashion", "style", "support",
    "favor", "favour", "honor", "honour", "memory", "view", "spite", "lieu", "tandem", "concert",
    "conjunction", "accordance", "keeping", "danger", "trouble", "jeopardy", "doubt", "unison",
    "vain", "earnest", "odds", "stake", "run",
])

# Words before a phrase's head noun: articles, owners, degree words.
_BEFORE_HEAD = frozenset(["a", "an", "the", "his", "her", "its", "their", "our", "my", "your",
                          "this", "that", "these", "those", "very", "more", "most"])

# "It is/was LEAD that": a cleft whose focus opens on a preposition.
_ADJUNCT_CLEFT = re.compile(
    r"\b[Ii]t (?:is|was|will be|would be|has been|had been) (?P<lead>[a-z]+ [^,]*?) that ")


def _head(words: Sequence[str]) -> str | None:
    """The head noun of the phrase ``words`` (after its preposition): the last word before
    a preposition, a number or the end; None for an empty phrase or a name's word ("on the
    New York Stock Exchange")."""
    head = None
    for word in words:
        low = word.lower()
        if low in PREPOSITIONS or low == "to" or word[:1].isdigit():
            break
        if low not in _BEFORE_HEAD:
            head = low if word.islower() else None
    return head


def cleft_on_no_place_or_time(text: str, tokens: Sequence[str]) -> str | None:
    """The cleft's focus where ``text`` clefts a phrase whose noun names a state, a manner,
    a purpose or a stance, never a place or time; else None.  (``tokens``, the source's,
    are not needed: the words alone say no place or time.)

    >>> cleft_on_no_place_or_time("It was in critical condition that the victim, who was "
    ...     "also not identified, was taken to Kings County Hospital.", [])
    'in critical condition'
    >>> cleft_on_no_place_or_time("It is at age 93 that Sir Wilfred Thesiger has died.", [])
    'at age 93'
    >>> cleft_on_no_place_or_time("It was in a run on a groundout against Franklin that he "
    ...     "also drove in the fifth.", [])
    'in a run on a groundout against Franklin'
    >>> cleft_on_no_place_or_time("It was in a statement that Microsoft said the dividend is "
    ...     "payable.", [])
    >>> cleft_on_no_place_or_time("It was on Monday that both sets of findings were "
    ...     "presented.", [])
    >>> cleft_on_no_place_or_time("It was on the New York Stock Exchange that GE's shares "
    ...     "closed at $30.65 on Friday.", [])
    >>> cleft_on_no_place_or_time("It was Media moguls that jostled for position.", [])
    """
    del tokens
    for found in _ADJUNCT_CLEFT.finditer(text):
        lead = found.group("lead")
        words = lead.split()
        if words[0].lower() not in PREPOSITIONS:
            continue
        if _head(words[1:]) in _NO_PLACE_HEADS:
            return lead
    return None
