"""A time the source said between a reporting verb's subject and the verb ("Microsoft last
month said it is updating ...", "The Prime Minister today admitted that ...") put after the
verb and its own words in the verbatim pseudo-cleft's clause: "What Microsoft said last month was that ...".

Inside "what ... was" a time before the verb reads as part of the subject ("What Microsoft
last month said was that ...", "What the U.N. Office ... for Iraq last week reported was
..."), where news style's medial time only works in a main clause; after the verb it reads
as the rebuilt pseudo-cleft says it ("What U.S. Energy Secretary Spencer Abraham said
Wednesday at the Department of Energy was, ...").  Only a day word, a weekday (with the
source's "on" and its part of the day), "last"/"this" with a unit, or "later"/"earlier" right
before the verb is moved; any other word there ("also", "repeatedly") stays."""

from __future__ import annotations

from pipeline.backends.builtin.parse_entities import WEEKDAYS

__all__ = ["time_after_verb"]

# Time words said alone before the verb ("The SEC yesterday said ...").
_LONE_TIMES = frozenset(["yesterday", "today", "tonight", "later", "earlier"])
# A weekday's part of the day said after it ("Friday night") and the units "last" and "this"
# take ("last week").
_DAY_PARTS = frozenset(["morning", "afternoon", "evening", "night"])
_UNITS = frozenset(["week", "month", "year", "night", "weekend"])


def _time_before(words: list[str], verb_at: int) -> int | None:
    """Where the time that ends right before ``words[verb_at]`` begins, or None."""
    low = [w.lower() for w in words[:verb_at]]
    if low and low[-1] in _LONE_TIMES:
        return len(low) - 1
    if len(low) >= 2 and low[-2] in ("last", "this") and low[-1] in _UNITS:
        return len(low) - 2
    end = len(low) - 1 if low and low[-1] in _DAY_PARTS else len(low)
    if end >= 1 and low[end - 1] in WEEKDAYS:
        start = end - 1
        return start - 1 if start >= 1 and low[start - 1] == "on" else start
    return None


def time_after_verb(reporting: str, verb: str) -> str:
    """``reporting`` (a subject and its reporting verb ``verb``, as the source said them)
    with the time said between the two moved after the verb; ``reporting`` itself when there
    is none, or nothing before it to be the subject.

    >>> time_after_verb("Microsoft last month said", "said")
    'Microsoft said last month'
    >>> time_after_verb("BEA Systems Inc. on Thursday said", "said")
    'BEA Systems Inc. said on Thursday'
    >>> time_after_verb("the Prime Minister today admitted", "admitted")
    'the Prime Minister admitted today'
    >>> time_after_verb("Colorado Attorney-General Ken Salazar later said", "said")
    'Colorado Attorney-General Ken Salazar said later'
    >>> time_after_verb("the SEC on Friday night said in a statement", "said")
    'the SEC said in a statement on Friday night'
    >>> time_after_verb("Mr. Bloomberg later told reporters", "told")
    'Mr. Bloomberg told reporters later'
    >>> time_after_verb("PeopleSoft also said", "said")
    'PeopleSoft also said'
    >>> time_after_verb("Today said", "said")
    'Today said'
    """
    words = reporting.split(" ")
    lowered = [w.lower() for w in words]
    if verb.lower() not in lowered:
        return reporting
    verb_at = lowered.index(verb.lower())
    start = _time_before(words, verb_at)
    if start is None or start == 0:
        return reporting
    # (after the verb's own words: "told reporters later", not "told later reporters")
    moved = [*words[:start], *words[verb_at:], *words[start:verb_at]]
    return " ".join(moved)
