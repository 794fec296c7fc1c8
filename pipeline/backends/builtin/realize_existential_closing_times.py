"""A time the source said before a clause of its existential's relative said after that
clause, at the text's end, where it dates the wrong verb: "There was a California state
senator who proposed a law requiring motorists over the age of 75 to take driving tests to
renew their licenses in 1999." (2173, for "In 1999 a California state senator proposed
..."), "There were rebel gunmen who also assassinated a Sunni Muslim tribal leader who
backed the coalition in Mosul on Friday." (94: the backing now on Friday), "There was a
suburban Chicago man who was arrested on charges of secretly gathering information ... as an
unregistered agent of Saddam Hussein's intelligence service Wednesday." (2544), "There was a
federal appeals court that overturned a judge's order that would have forced Microsoft to
include ... in its Windows operating system on Thursday." (4834).

The existential says the rest of the sentence as its noun's relative clause, and the
realizer puts the source's opening or medial time at that clause's end; past a clause of the
object's own (a relative, an infinitive, a gerund) it reads as that clause's time.  Such a
text is refused (a row at the end of realize_meaning_faults' table, rebuilt texts only).  A
time the source said after that clause too is left ("... software, which was released last
month."), and so is one said at the end with no clause before it ("There was a team of 32
Singaporean police officers that was sent to Baghdad on July 10.")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["existential_time_after_inner_clause"]

_EXISTENTIAL = re.compile(
    r"(?i)^(?:[^,]*, )?there (?:is|are|was|were) .+? (?:that|who|whom|which) (?P<clause>.*)$")
# A report said after the existential ("..., a federal defender in California said Friday."):
# its time is the report's.
_CLOSING_REPORT = re.compile(r",[^,]*\b(?:said|says|reported|reports|added|adds|told|show|"
                             r"shows|stated|announced|concluded|thinks)\b[^,]*$")
_DAY_OR_YEAR = (r"(?:\d{4}|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|"
                r"yesterday|today|tonight|week|month|year|January|February|March|April|May|"
                r"June|July|August|September|October|November|December|Jan\.|Feb\.|Aug\.|"
                r"Sept\.|Oct\.|Nov\.|Dec\.)")
# The text's closing time: its last word a day, month, year or a span of them ("in 1999", "on
# Friday", "Wednesday", "last week", "on July 10").
_CLOSING_TIME = re.compile(r"\b(?P<day>" + _DAY_OR_YEAR + r")(?: (?:morning|afternoon|evening|"
                           r"night|\d{1,2}(?:, \d{4})?))?$")
# Words that open a clause of their own inside the relative clause.
_CLAUSE_OPENERS = frozenset(["who", "whom", "which", "that", "whose", "where", "when", "while",
                             "because", "after", "before", "until"])

# Words before an "-ing" form that make it a noun's modifier, not a clause's verb.
_NOUN_OPENERS = frozenset(["a", "an", "the", "and", "or", "his", "her", "its", "their", "our",
                           "my", "your", "this", "that", "these", "those"])


def _inner_clause_words(words: Sequence[str]) -> list[tuple[int, str]]:
    """The words of ``words`` (a relative clause, its first verb past) that open a clause of
    their own: a relative or subordinate word, an infinitive's "to VERB" ("to take"), a
    gerund or participle ("requiring", "gathering")."""
    found = []
    for at, word in enumerate(words):
        low = word.lower()
        if low in _CLAUSE_OPENERS:
            found.append((at, low))
        elif low == "to" and at + 1 < len(words) and words[at + 1].islower() \
                and lemma_pos(words[at + 1]) & {"VERB"} and not lemma_pos(words[at + 1]) & {
                    "NOUN", "PROPN", "ADJ"}:
            found.append((at + 1, words[at + 1].lower()))
        elif low.endswith("ing") and word.islower() and "VERB" in lemma_pos(low) \
                and (at == 0 or words[at - 1].lower() not in _NOUN_OPENERS):
            # (not a noun's modifier: "and managing editor Gerald Boyd", "the governing party")
            found.append((at, low))
    return found


def existential_time_after_inner_clause(text: str, tokens: Sequence[str]) -> str | None:
    """The closing day or year of ``text``'s existential when it follows a clause of the
    relative clause's own that the source (``tokens``) said it before (see the module
    docstring), None otherwise.

    >>> existential_time_after_inner_clause(
    ...     "There was a senator who proposed a law requiring tests to renew licenses in 1999.",
    ...     "In 1999 a senator proposed a law requiring tests to renew licenses .".split())
    '1999'
    >>> existential_time_after_inner_clause(
    ...     "There were gunmen who assassinated a leader who backed the coalition on Friday.",
    ...     "Rebel gunmen on Friday assassinated a leader who backed the coalition .".split())
    'Friday'
    >>> existential_time_after_inner_clause(
    ...     "There was a team that was sent to Baghdad on July 10.",
    ...     "On July 10 , a team was sent to Baghdad .".split())
    >>> existential_time_after_inner_clause(
    ...     "There is a programmer who has developed a tool, which was released last month.",
    ...     "A programmer has developed a tool , which was released last month .".split())
    >>> existential_time_after_inner_clause(
    ...     "There is a hacker who is sought on a warrant, a defender said Friday.",
    ...     "A hacker is sought on a warrant , a defender said Friday .".split())
    """
    found = _EXISTENTIAL.match(text)
    if found is None:
        return None
    clause = _CLOSING_REPORT.sub("", found.group("clause").rstrip(".").rstrip())
    closing = _CLOSING_TIME.search(clause)
    if closing is None:
        return None
    day = closing.group("day")
    low = lowered_tokens(tokens)
    if day.lower() not in low:
        return None
    said_at = low.index(day.lower())
    words = clause[:closing.start()].split()
    for _, word in _inner_clause_words(words[1:]):
        if word in low[said_at + 1:] and word not in low[:said_at]:
            # (the source said the time before this clause, the text after it)
            return day
    return None
