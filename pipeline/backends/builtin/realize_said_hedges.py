"""A number's hedge ("as many as 1,200", "more than a million", "nearly a year") that a
rebuilt sentence lost.

The parse may keep a number and drop the word that bounds it, or fold "more than a million"
into its value: "1,200 students at Wheaton College will gather" for "As many as 1,200
students", "Amazon.com shipped 1 million copies" for "more than a million copies", "a year
after the sniper shootings started" for "nearly a year after".  The rebuilt sentence reads
well and says a different amount; no graph check sees it, so the realizer refuses it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens
from pipeline.backends.builtin.realize_source_words import NUMBER_WORDS

__all__ = ["hedge_apart_from_number", "hedge_inside_determiner", "lost_number_hedge"]

# Hedges that bound the amount after them, and may do so before "a"/"an" ("more than a
# million", "nearly a year", "almost an hour").
_HEDGES_BEFORE_A = ("as many as", "as much as", "as few as", "as little as", "more than",
                    "less than", "fewer than", "nearly", "almost", "at least", "at most",
                    "up to", "roughly", "approximately")
# Words that are prepositions too ("about a society", "over a period"): a hedge only before
# a number itself.  "below"/"above" bound a number as a limit ("The bonds traded to below 60
# percent of face value"): the parse keeps no node for them, and "traded 60 percent" without
# it says another amount.
# And "all", which says the count is the whole group ("All three were studied" said "three
# were studied", "all 16 crew members survived").
_HEDGES_BEFORE_NUMBER = ("about", "around", "some", "over", "under", "below", "above", "all")
# Multiples a hedge bounds as it bounds a number: "more than double its prediction" (said
# "double its prediction", a different amount).
_MULTIPLES = ("double", "triple", "twice", "half")
_NUMBER = r"(?:(?:[$€£] ?)?\d|(?:" + "|".join(sorted(NUMBER_WORDS) + list(_MULTIPLES)) + r")\b)"
_HEDGED = re.compile(
    r"(?i)\b(" + "|".join(_HEDGES_BEFORE_A) + r") (?:an? |" + _NUMBER + r")"
    r"|\b(" + "|".join(_HEDGES_BEFORE_NUMBER) + r") " + _NUMBER
    # a count of one round number: "guarded by about a dozen undercover police" (MRPC train
    # 370 said "a dozen")
    + r"|\b(" + "|".join(_HEDGES_BEFORE_NUMBER) + r") an? "
    r"(?:dozen|hundred|thousand|million|billion|trillion)\b")


def lost_number_hedge(text: str, tokens: Sequence[str]) -> str | None:
    """The first hedge of a number in the source (``tokens``) that ``text`` says fewer times
    than the source does, if any.

    >>> lost_number_hedge("1,200 students will gather.", "As many as 1,200 students will gather".split())
    'as many as'
    >>> lost_number_hedge("It shipped 1 million copies.", "It shipped more than a million copies".split())
    'more than'
    >>> lost_number_hedge("The bonds traded 60 percent.", "The bonds traded to below 60 percent".split())
    'below'
    >>> lost_number_hedge("Three would be charged.", "All three would be charged".split())
    'all'
    >>> lost_number_hedge("It sold about 30 cars.", "It sold about 30 cars".split())
    >>> lost_number_hedge("It is guarded by a dozen officers.",
    ...                   "It is guarded by about a dozen officers".split())
    'about'
    >>> lost_number_hedge("They worried.", "They worried about a society".split())
    >>> lost_number_hedge("The bonds traded 60 percent of face value.",
    ...                   "The bonds traded to below 60 percent of face value".split())
    'below'
    >>> lost_number_hedge("The networks could fetch $7 billion.",
    ...                   "The networks could fetch as much as $ 7 billion".split())
    'as much as'
    >>> lost_number_hedge("Earnings were double its prediction.",
    ...                   "Earnings were more than double its prediction".split())
    'more than'
    """
    source = joined_tokens(tokens)
    wanted: dict[str, int] = {}
    for found in _HEDGED.finditer(source):
        hedge = (found.group(1) or found.group(2) or found.group(3)).lower()
        wanted[hedge] = wanted.get(hedge, 0) + 1
    low = text.lower()
    for hedge, count in wanted.items():
        if len(re.findall(rf"\b{hedge}\b", low)) < count:
            return hedge
    return None


# A determiner before a hedged "a"/"an": the hedged count was put before a noun as its
# modifier ("During a period of nearly a decade, ..." came back "During a nearly a decade
# period, ...").
_HEDGE_AFTER_DETERMINER = re.compile(
    r"(?i)\b(?:a|an|the|this|that|its|his|her|their|our|my|your)\s+"
    r"(?:nearly|almost|roughly|approximately)\s+an?\b")


def hedge_inside_determiner(text: str) -> str | None:
    """Why ``text`` says a hedged count of one after another determiner, if it does.

    >>> hedge_inside_determiner("During a nearly a decade period, they raised $7 million.")
    'a hedged count of one said inside a noun phrase'
    >>> hedge_inside_determiner("Nearly a year after the shootings, the book goes on sale.")
    """
    if _HEDGE_AFTER_DETERMINER.search(text):
        return "a hedged count of one said inside a noun phrase"
    return None


def hedge_apart_from_number(text: str, tokens: Sequence[str]) -> str | None:
    """The source's (``tokens``) "HEDGE NUMBER" whose number ``text`` says without the hedge
    before it (the hedge said elsewhere, or not at all), if any: "1 million songs have been
    sold over by Apple's iTunes Music Store" for "has sold over 1 million songs" (MRPC train
    766, a passive that took the hedge for the verb's particle).

    >>> hedge_apart_from_number("1 million songs have been sold over by the store.",
    ...                         "The store has sold over 1 million songs .".split())
    'over 1'
    >>> hedge_apart_from_number("Over 1 million songs have been sold by the store.",
    ...                         "The store has sold over 1 million songs .".split())
    """
    source = joined_tokens(tokens).replace("$ ", "$")
    for found in _HEDGED.finditer(source):
        hedge = found.group(1) or found.group(2) or found.group(3)
        # the figure after the hedge ("1" of "over 1 million"; none for "more than a")
        number = source[found.start(0) + len(hedge) + 1:].split(" ", 1)[0]
        if not number[-1:].isdigit() \
                or not re.search(rf"(?<![\w.,$]){re.escape(number)}(?![\w.,])", text):
            continue
        if not re.search(rf"(?i)\b{re.escape(hedge)} {re.escape(number)}(?![\w.,])", text):
            return f"{hedge} {number}"
    return None
