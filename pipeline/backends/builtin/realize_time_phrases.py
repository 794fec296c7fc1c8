"""A time modifier's words: the preposition a date or a time takes ("on Friday", "in
March") and the times said without one ("late Thursday", "this fall", "last week").

Split from realize_modifiers.py (which says every non-core role): the words of a time are
rules of their own.
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.parse_entities import WEEKDAYS
from pipeline.backends.builtin.parse_words import BARE_TIME_WORDS
from pipeline.backends.builtin.realize_base import RealizationRefused, RealizerBase
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_words import (
    MONTH_NAMES,
    PREPOSITIONS,
    TIME_WORDS,
)

# Before a weekday, a part of the day needs no preposition: "late Thursday", "early Monday".
_PART_OF_DAY = frozenset(["late", "early"])
_DEICTIC_TIME = frozenset(["this", "that", "these", "those", "next", "last", "later", "earlier",
                           "every", "each", "all"])
# Times a deictic word says without a preposition ("this fall"; but "at that point").
_CALENDAR_UNITS = frozenset(["year", "month", "week", "day", "morning", "afternoon", "evening",
                             "night", "weekend", "fall", "autumn", "spring", "summer", "winter",
                             "season", "quarter", "decade", "century", "time"])


class TimePhrases(RealizerBase):
    """A time said as a modifier, with or without its preposition."""

    def time_phrase(self, node: Node, text: str) -> str:
        concept = node.concept
        first, _, rest = text.partition(" ")
        if first in ("the", "a", "an") and rest.split(" ", 1)[0] in ("this", "these", "those"):
            # a demonstrative focus said with its noun: "this year" ("In a this month, the
            # North Shore Long Island Jewish Health System ... announced plans")
            text = rest
        words = text.split()
        if len(words) >= 3 and words[0] == "the" and words[1].lower() in ("earlier", "later") \
                and words[2].lower() in _DEICTIC_TIME:
            # "In the earlier this week, the UAW reached ..." for "The UAW earlier this week
            # reached ...": a time adverb focus said before its deictic noun takes no article
            text = " ".join(words[1:])
            words = words[1:]
        if len(words) >= 3 and words[0].lower() in _PART_OF_DAY \
                and words[1].lower() in _DEICTIC_TIME and words[-1].lower() in _CALENDAR_UNITS:
            return " ".join([words[0].lower(), *words[1:]])  # "late last month", not "in late ..."
        if text.split(" ", 1)[0].lower() in _DEICTIC_TIME:
            if text.partition(" ")[2][:1].isdigit() and self.source is not None:
                raise RealizationRefused(f"a time word before a number ({text!r})")  # "last 1998"
            last = text.rsplit(" ", 1)[-1].lower()
            if last in _CALENDAR_UNITS or last in WEEKDAYS or last.capitalize() in MONTH_NAMES:
                # "later this year", "this fall", "last October", not "in later this year",
                # "at this fall", "in last October"
                return text
        if text.startswith(("the last ", "the next ")):
            return text[4:]  # "last week", as a time adverbial
        words = text.split()
        if len(words) >= 2 and words[0].lower() in WEEKDAYS and words[-1].lower() in _PART_OF_DAY:
            words = [words[-1], *words[:-1]]  # a focus weekday put first: "Thursday (night) late"
        if len(words) >= 2 and words[1].lower() in WEEKDAYS | BARE_TIME_WORDS \
                and words[0].lower() in _PART_OF_DAY:
            # "late Thursday (night)" takes no "on" ("On late Thursday, Weber said ..."), nor
            # "late yesterday morning" an "in" ("In late yesterday morning, the bodies ...")
            return " ".join([words[0].lower(), *words[1:]])
        if len(words) >= 3 and words[0].lower() in ("early", "earlier", "late", "later") \
                and words[1] == "on" and words[2].lower() in WEEKDAYS:
            # "early on Saturday" read back whole (parse_date_adverbs) takes no second "on"
            # ("On early on Saturday, special police detained Khodorkovsky ...")
            return " ".join([words[0].lower(), *words[1:]])
        if text.split(" ", 1)[0].lower() in WEEKDAYS:
            return "on " + text
        if concept == "since" and text.lower() == "since":
            return text + " then"  # "has since reimbursed", said apart from its verb
        if concept in TIME_WORDS or concept in ("after", "before", "since", "until") \
                or text.split(" ")[0] in ("after", "before", "since", "until", "when"):
            return text
        if concept == "date-entity":
            if self.const(node, ":time") or self.const(node, ":dayperiod"):
                return text
            return ("on " if self.const(node, ":day") or self.const(node, ":weekday") or
                    self.edges(node, ":weekday") else "in ") + text
        if concept in ("day", "night", "morning", "evening", "afternoon", "moment", "time",
                       "week", "month", "year", "minute", "hour",
                       # "In the second quarter of last year, AK Steel reported ...", not "At"
                       "quarter", "half", "period", "season", "decade", "century"):
            return ("at " if concept in ("moment", "time", "night") else "in ") + text \
                if not text.startswith(("this", "that", "every", "each", "one", "next", "last", "all")) \
                else text
        if "NOUN" in lemma_pos(concept) and not text.startswith(tuple(PREPOSITIONS)):
            return "at " + text
        return text
