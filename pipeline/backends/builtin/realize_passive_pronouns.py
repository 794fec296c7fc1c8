"""A passive of ours does not open with a possessive that stands for its own agent.

The source said the agent first and the possessive after it, in the object; our passive
puts the object first, so the pronoun comes before the noun it stands for and reads as
someone else's:

- "The Borgata Hotel Casino & Spa opened its doors a day early." became "Its doors were
  opened by the Borgata Hotel Casino & Spa a day early.";
- "Spain, Poland, United Arab Emirates and Lithuania have advised their citizens not to
  travel to Taiwan" became "Their citizens have been advised not to travel to Taiwan for any
  reason by Spain, Poland, United Arab Emirates and Lithuania.";
- "Blair's Foreign Secretary Jack Straw was to take his place on Monday" became "His place
  was to be taken by Blair's Foreign Secretary Jack Straw on Monday".

Only where the agent can be what the pronoun stands for: "Her parents, Ed and Lois Smart,
are played by Dylan Baker and Lindsay Frost" (two actors are no "her") and "His home in
Muenster was being searched by investigators" (his is someone else's) still read well.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.parse_entities import WEEKDAYS
from pipeline.backends.builtin.realize_base import is_human
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import (
    FIRM_SUFFIXES,
    MONTH_NAMES,
    PLURAL_ONLY,
    PREPOSITIONS,
    TIME_WORDS,
)

__all__ = ["possessive_before_agent"]

_OPENING = re.compile(r"(Its|Their|His|Her) ")
# The agent: the words after the first "by", up to a comma, a preposition or a clause word.
_AGENT = re.compile(r" by ((?:[\w.&'\u2019-]+ ?)+)")
_ENDS = PREPOSITIONS | frozenset(["who", "which", "that", "when", "while", "because", "as",
                                  "to", "and", "or", "but"])
# Words of time after the agent ("by the Competition Commission yesterday")
_TIMES = TIME_WORDS | {m.lower() for m in MONTH_NAMES} | WEEKDAYS | frozenset([
    "early", "late", "last", "this", "next", "twice", "immediately", "also"])
_COMPANY_ENDS = FIRM_SUFFIXES | {"group", "company"}


def possessive_before_agent(text: str, construction: str | None,
                            tokens: Sequence[str]) -> str | None:
    """Why the passive ``text``, rebuilt from ``tokens``, opens with a possessive that
    stands for its agent (None when it does not)."""
    if construction != "passive":
        return None
    opening = _OPENING.match(text)
    found = _AGENT.search(text)
    if opening is None or found is None:
        return None
    word = opening.group(1).lower()
    low = lowered_tokens(tokens)
    if word not in low or low.index(word) == 0 or (low[0] == word):
        return None  # the source opened with it too: its noun is in another sentence
    agent = _agent_words(found.group(1))
    if not agent or agent[0].lower() in ("him", "her", "them", "it", "us", "me", "turning"):
        return None
    head = agent[-1]
    # The agent's first word said before the pronoun in the source: a noun it may stand for
    # ("Albertson's", "Wal-Mart" as one token or several)
    first = re.sub(r"\W|['\u2019]s$", "", agent[0].lower())
    if not first or first not in re.sub(r"\W", "", "".join(low[:low.index(word)])):
        return None
    # a list: "by Dylan Baker and Lindsay Frost", "by Spain, Poland, United Arab Emirates and
    # Lithuania" (the first name, then a comma and the next)
    whole = len(agent) == len(found.group(1).split())
    plural = "and" in agent or _plural(head) or (
        whole and bool(re.match(r", [A-Z]", text[found.end(1):])))
    if word == "their":
        agrees = plural
    elif word == "its":
        agrees = not plural and (head[:1].isupper() or not is_human(head.lower()))
    else:  # his, her: a person
        agrees = not plural and (is_human(head.lower()) or (
            head[:1].isupper() and head.lower() not in _COMPANY_ENDS))
    if not agrees:
        return None
    return f"a passive opens with {word!r}, which stands for its agent said after it"


def _agent_words(phrase: str) -> list[str]:
    """The agent's own words: those before a preposition or clause word, lists joined by
    "and" kept whole ("Dylan Baker and Lindsay Frost")."""
    words = phrase.split()
    kept: list[str] = []
    for k, w in enumerate(words):
        low = w.lower()
        if low == "and" and kept and k + 1 < len(words) and (
                words[k + 1][:1].isupper() or words[k + 1] in ("the", "a", "an")):
            kept.append(w)
            continue
        if (low in _ENDS or low in _TIMES) and kept:
            break
        kept.append(w)
    while kept and kept[-1].lower() == "and":
        kept.pop()
    return kept


def _plural(head: str) -> bool:
    low = head.lower()
    if low in PLURAL_ONLY or low == "people":
        return True
    return low.endswith("s") and not low.endswith(("ss", "us", "is", "'s", "\u2019s")) \
        and not head[:1].isupper()
