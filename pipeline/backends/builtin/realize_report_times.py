"""A rebuilt text that says the time of a report at the end of the reported clause.

"On the stand Wednesday, she said she was referring only to the kissing." (4047) becomes
"On the stand, she said she was referring only to the kissing Wednesday.", and "In
Washington on Sunday, FBI spokesman John Iannarelli said the bureau will join the
investigation in An-Najaf." (4700) "In Washington, FBI spokesman John Iannarelli said the
bureau will join the investigation in An-Najaf on Sunday.": said last, the day dates what
was reported (the joining now on Sunday) instead of the report.  The source's day said
before its verb of saying, which its reported clause follows, said in the text after that
verb at the close of the clause it opens, is refused (an entry of realize_source_faults'
table, rebuilt texts only).  A day the source said inside the reported clause ("Police
arrested on Friday ..., Sarkozy said") and one the text says right after the verb ("she said
on the stand Wednesday") are left.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.parse_entities import WEEKDAYS
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import PREPOSITIONS

__all__ = ["report_time_moved_into_clause"]

# Verbs of saying that take a reported clause right after them ("reported 131 cases" takes a
# noun, "told Times News Network" its hearer first).
_SAYING = frozenset(["said", "says", "testified", "added", "insisted",
                     "argued", "warned", "noted", "stated", "explained"])
_DAYS = WEEKDAYS | {"yesterday", "today", "tonight"}
_WORD = re.compile(r"[\w'-]+|[,.;:]")


def report_time_moved_into_clause(text: str, tokens: Sequence[str]) -> str | None:
    """"VERB ... DAY" where ``text`` closes the clause its verb of saying reports with the
    day the source (``tokens``) said before that verb; else None.

    >>> src = "On the stand Wednesday , she said she was referring only to the kissing .".split()
    >>> report_time_moved_into_clause("On the stand, she said she was referring only to the "
    ...     "kissing Wednesday.", src)
    'said ... Wednesday'
    >>> report_time_moved_into_clause("She was referring only to the kissing, she said on the "
    ...     "stand Wednesday.", src) is None
    True
    >>> src = ("The search had been going on since the tragedy happened on Thursday night , "
    ...        "Gautam said .").split()
    >>> report_time_moved_into_clause("Gautam said the search had been going on since the "
    ...     "tragedy happened on Thursday night.", src) is None
    True
    """
    said = lowered_tokens(tokens)
    words = _WORD.findall(text)
    lowered = [w.lower() for w in words]
    verbs = [k for k, w in enumerate(said) if w in _SAYING]
    text_verbs = [k for k, w in enumerate(lowered) if w in _SAYING]
    if len(verbs) != 1 or len(text_verbs) != 1:
        return None
    verb, text_verb = verbs[0], text_verbs[0]
    if verb + 3 >= len(said) or text_verb + 1 >= len(lowered) \
            or lowered[text_verb + 1] in PREPOSITIONS or lowered[text_verb + 1] in ",.":
        return None  # a source whose reported clause came first, or a report said last
    opening = lowered[text_verb + 1:text_verb + 3]
    if opening[:1] == ["that"]:
        opening = lowered[text_verb + 2:text_verb + 4]
    if not any(said[k:k + len(opening)] == opening for k in range(verb + 1, len(said))):
        return None  # the reported clause came before the verb in the source
    for day in _DAYS:
        if said.count(day) != 1 or lowered.count(day) != 1 or said.index(day) > verb:
            continue
        at = lowered.index(day)
        closing = lowered[at + 1:]
        if at > text_verb + 2 and "," not in lowered[text_verb:at] \
                and all(w in (".", "night", "morning", "afternoon", "evening") for w in closing):
            return f"{words[text_verb]} ... {words[at]}"
    return None
