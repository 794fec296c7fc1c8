"""Refusals of a fronted topic whose preposition the source never said there (issue 12:
kept paraphrases that read as broken).

A circumstance said first gets a preposition where the source had none; the realizer
picks "at" or "on" from its role, and on a misread phrase the guess says nonsense:

- 'Three times in a row, they failed ...' became 'At three times in a row, they failed ...';
  '... climbed more than 140 points to above the 9,000 mark, the first time since December.'
  became 'At the first time since December, ...';
- 'The contract sets his annual base salary at $1.4 million and his target bonus at a
  minimum of $1 million.' became 'At his target bonus, the contract sets ...' (the second
  "at" belongs to the minimum);
- '... died Sunday of brain cancer.' became 'On Sunday brain cancer, ... died.' (a weekday
  fused with the noun after it);
- 'In New England Journal of Medicine Thursday, the results will be published' for "in
  Thursday's New England Journal of Medicine" (a possessive weekday said after its noun);
- a preposition stacked on the source's own ('In across the company and all levels, ...',
  'In around the Straits of Gibraltar ...', 'On available July 7, ...').
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.parse_entities import WEEKDAYS
from pipeline.backends.builtin.parse_words import DAYPERIODS
from pipeline.backends.builtin.realize_base import RealizationRefused
from pipeline.backends.builtin.realize_words import PREPOSITIONS

__all__ = ["fused_weekday", "refuse_inserted_lead_preposition"]

_LEAD = re.compile(r"^(?:\w+, )?([Aa]t|[Oo]n|[Ii]n) ([^,]+),")
_FRONTED = frozenset(["fronted-topic", "fronted-adjunct"])
_CLEFT_LEAD = re.compile(r"(?i)^(?:\w+, )?it (?:is|was) on ([^,]+?) that ")
# What may follow a weekday in its own phrase ("Sunday of last week").
_WEEKDAY_OF = frozenset(["last", "next", "this", "that"])


def said_with(preposition: str, words: list[str], sentence: str) -> bool:
    """Whether ``sentence`` says ``preposition`` before the first two of ``words`` ("in
    Monday trading" is the source's phrase, "on Sunday of brain cancer" no phrase of it)."""
    return re.search(rf"(?i)\b{preposition} {re.escape(' '.join(words[:2]))}\b", sentence) is not None


def fused_weekday(words: list[str]) -> bool:
    """Whether the phrase ``words`` (after its preposition) fuses a weekday with a noun after
    it ("Sunday brain cancer", "Sunday of brain cancer"), not its part of the day or a
    phrase of its own ("Monday morning", "Monday in Dallas").

    >>> fused_weekday("Sunday of brain cancer".split()), fused_weekday("Monday night".split())
    (True, False)
    """
    if len(words) < 2 or words[0].lower() not in WEEKDAYS or not words[1].islower():
        return False
    if words[1] == "of":
        return len(words) < 3 or words[2] not in _WEEKDAY_OF
    return words[1] not in DAYPERIODS and words[1] not in PREPOSITIONS \
        and words[1] not in ("and", "or")  # "On Sunday and Monday"


def refuse_inserted_lead_preposition(text: str, sentence: str, kind: str) -> None:
    """Refuse the fronted topic of ``text`` (a ``kind`` of fronting) where its "at", "on" or
    "in" stands before another preposition or an adjective, fuses a weekday with a noun, or
    is an "at" ``sentence`` did not say before that phrase.

    >>> refuse_inserted_lead_preposition("At three times in a row, they failed.",
    ...     "Three times in a row, they failed.", "fronted-topic")
    Traceback (most recent call last):
    ...
    pipeline.backends.builtin.realize_base.RealizationRefused: a fronted topic's 'at' the source did not say there
    >>> refuse_inserted_lead_preposition("On Sunday brain cancer, Kroc died.",
    ...     "Kroc died Sunday of brain cancer.", "fronted-topic")
    Traceback (most recent call last):
    ...
    pipeline.backends.builtin.realize_base.RealizationRefused: a fronted weekday fused with the noun after it
    >>> refuse_inserted_lead_preposition("At 10:30 a.m., the parade begins.",
    ...     "The parade begins at 10:30 a.m.", "fronted-topic")
    """
    cleft = _CLEFT_LEAD.match(text) if kind == "adjunct-cleft" else None
    if cleft is not None and fused_weekday(cleft.group(1).split()) \
            and not said_with("on", cleft.group(1).split(), sentence):
        # "It was on Sunday of brain cancer that Joan B. Kroc ... died"
        raise RealizationRefused("a fronted weekday fused with the noun after it")
    lead = _LEAD.match(text) if kind in _FRONTED else None
    if lead is None:
        return
    preposition, phrase = lead.group(1).lower(), lead.group(2)
    words = phrase.split()
    if len(words) > 1 and words[0].lower() == preposition:
        words = words[1:]  # "at at 4 a.m.": said once when the text is finished
    first = words[0].lower()
    hedge = len(words) > 1 and (words[1][:1].isdigit() or (first == "at" and words[1] in ("least", "most")))
    if (first in PREPOSITIONS and not hedge) or first == "available":
        # "In across the company", "On available July 7"; not a number's hedge ("At about 2
        # p.m.", "In at least 10 places")
        raise RealizationRefused(f"a fronted topic's {preposition!r} stacked on another word "
                                 "of the source's")
    if fused_weekday(words) and not said_with(preposition, words, sentence):
        raise RealizationRefused("a fronted weekday fused with the noun after it")
    if any(w.lower() in WEEKDAYS and re.search(rf"\b{w}['’]s\b", sentence) for w in words[1:]):
        # "In New England Journal of Medicine Thursday" for "in Thursday's New England
        # Journal of Medicine": the possessive weekday said after its noun
        raise RealizationRefused("a fronted topic's possessive weekday said after its noun")
    if preposition == "at" and not re.search(
            rf"(?i)\bat (?:\S+ ){{0,2}}{re.escape(words[0])}", sentence) \
            and not re.match(r"\d", first):
        raise RealizationRefused("a fronted topic's 'at' the source did not say there")
