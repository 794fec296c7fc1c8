"""An existential on a bare plural of a market's or an institution's known things: "There
were stocks that barely budged Friday ..." (2666, for "Stocks barely budged Friday"), "There
were government bonds that sold off sharply ..." (2393), "Instead, there are bond bulls that
focus on the fact ..." (4312), "There are data that will be used to verify ..." (4433),
"There were proceedings that were taken up ..." (1438), "There were recent dealings in which
shares of Roslyn were up 40 cents ..." (4863).

The source's bare plural names the market's stocks or bonds, the case's proceedings, the
data the story is about: all of a known kind.  "There were stocks that ..." says only that
some such things existed and did it, and reads as a riddle besides.  Such a text is refused
(a row at the end of realize_meaning_faults' table, rebuilt texts only).  A plural opened by
a quantifier or "other" ("There were other data that showed ...", "There were many
investors who ...") and a bare plural of people or things found there ("There were
helicopters that hovered ...", "There are water samples that are being sent ...") are
left."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_verbatim_cleft_subjects import OWNED_PLURALS

__all__ = ["existential_market_plural"]

# Plurals of a market's, a case's or a story's known things, besides what a company owns.
_KNOWN_PLURALS = OWNED_PLURALS | frozenset([
    "bonds", "yields", "futures", "treasuries", "equities", "bulls", "bears", "markets",
    "currencies", "dealings", "proceedings", "data"])
# What opens a plural the text brings in as some of a kind ("other data", "many investors").
_OPENERS = frozenset(["a", "an", "some", "many", "several", "few", "no", "more", "other", "most", "both",
                      "these", "those", "such", "fewer", "numerous", "the", "about", "nearly",
                      "almost", "around", "roughly", "at", "up", "over", "only", "also",
                      "still", "even", "now", "again", "already"])
_EXISTENTIAL = re.compile(r"(?i)^(?:[^,]*, )?there (?:are|were) (?P<thing>.+?) "
                          r"(?:(?:in|of|at|on|to|for|from|with) )?(?:that|who|which|whom)\b")
_PREPOSITIONS = frozenset(["of", "in", "for", "on", "from", "at", "with", "to"])


def existential_market_plural(text: str, tokens: Sequence[str]) -> str | None:
    """The head of ``text``'s existential noun when it is a bare plural of a market's or an
    institution's known things (see the module docstring), None otherwise.

    >>> existential_market_plural("There were stocks that barely budged Friday.", [])
    'stocks'
    >>> existential_market_plural("Instead, there are bond bulls that focus on it.", [])
    'bulls'
    >>> existential_market_plural("There were recent dealings in which shares were up.", [])
    'dealings'
    >>> existential_market_plural("There were other data that showed it.", [])
    >>> existential_market_plural("There were helicopters that hovered over it.", [])
    >>> existential_market_plural("It was stocks that barely budged Friday.", [])
    """
    found = _EXISTENTIAL.match(text)
    if found is None:
        return None
    words = found.group("thing").split()
    if not words or words[0].lower() in _OPENERS or words[0][:1].isdigit():
        return None
    # (the head before the noun's first preposition: "falls in euro/yen")
    head = next((words[at - 1] for at, word in enumerate(words)
                 if at and word.lower() in _PREPOSITIONS), words[-1])
    return head if head.lower() in _KNOWN_PLURALS else None
