"""A clefted phrase does not hold a clause's subject and its finite verb.

Where the parse misreads two joined clauses as one noun phrase ("Long lines formed outside
gas stations and people rushed to get money": 'formed' read as a participle of 'lines',
"lines formed ... and people" one subject of 'rushed'; "Hoy confirmed the woman's age
Tuesday and said ..., but is expected to return": 'Hoy' read as the name of a long
phrase), a cleft picks that phrase out whole: "It was long lines formed outside gas
stations and people that rushed to get money", "It is Hoy confirmed the woman's age
Tuesday and said she was on vacation with her family that is expected to return this
week".  The source's finite past verbs and their subjects (parse_finite_verbs, the
``::finite`` pairs) tell it: a clefted phrase, or one picked out as "the one(s)", that says
a subject and its own finite verb holds a clause, and the cleft is refused.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

__all__ = ["clefted_finite_verb"]

_SUBJECT_LEAD = 2
_CLAUSE_OPENERS = frozenset(["after", "before", "when", "while", "as", "because", "since", "if",
                             "until", "though", "although", "where", "who", "which", "that"])
_CLEFT = re.compile(r"^(?:[^,]*, )?[Ii]t (?:is|was) (.+?) (?:that|who) ")
_ONE_CLEFT = re.compile(r"^(?:[^,]*, )?(.+?) (?:is|was|are|were) the ones? (?:that|who) ")


def _words(text: str) -> str:
    """``text`` lower-cased with its words and marks apart, as the source's tokens are."""
    return " " + " ".join(re.findall(r"'s\b|\w+(?:[-.&']\w+)*|[^\w\s]", text.lower())) + " "


def clefted_finite_verb(text: str, tokens: Sequence[str], finite: Mapping[int, int]) -> str | None:
    """Why the phrase ``text`` clefts holds a subject and its finite verb (None when it does
    not); ``finite`` maps the source's finite past verbs to their subjects' indices.

    >>> tokens = "Hoy confirmed the woman 's age Tuesday and said she was away .".split()
    >>> clefted_finite_verb("It is Hoy confirmed the woman's age Tuesday and said she was "
    ...                     "away that is expected to return.", tokens, {1: 0})
    "a cleft would pick out a phrase holding the clause 'Hoy confirmed'"
    >>> clefted_finite_verb("It is Hoy that confirmed the woman's age Tuesday.", tokens, {1: 0})
    >>> clefted_finite_verb("It was after Hoy confirmed the woman's age that she left.",
    ...                     tokens, {1: 0})
    """
    match = _CLEFT.match(text) or _ONE_CLEFT.match(text)
    if match is None:
        return None
    phrase = _words(match.group(1))
    for verb, subject in finite.items():
        if not 0 <= subject < verb < len(tokens) or verb - subject > 4:
            continue
        between = {t.lower() for t in tokens[subject:verb]}  # (the subject's word too: "who were")
        if between & _CLAUSE_OPENERS or between & {",", "--", "(", ")"}:
            continue  # the subject's own relative clause: "Adults, who were shy as toddlers,"
        clause = " ".join(t.lower() for t in tokens[subject:verb + 1])
        at = phrase.find(f" {clause} ")
        # (the phrase's own subject, among its first words: not a clause it holds after a
        # relative word or a subordinator, "It was after its leader John Smith died ...
        # that Blair took the reins", "Adults, who were shy as toddlers, were the ones ...")
        before = phrase[:at].split()
        if at >= 0 and len(before) <= _SUBJECT_LEAD and not set(before) & _CLAUSE_OPENERS:
            return f"a cleft would pick out a phrase holding the clause {' '.join(tokens[subject:verb + 1])!r}"
    return None
