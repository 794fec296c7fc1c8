"""The ``verbatim-level`` and ``verbatim-from-to`` alternatives of the root: a price or index
move said with its level first and its change after it, as market reports say it, or with
its two levels traded ("rose from 45.4 in April to 49.4 in May" for "rose to 49.4 in May
from 45.4 in April"), each phrase in the source's words.

"The Nasdaq composite index rose 15.82, or 0.9 percent, to 1,861.52." read back only as the
subject's cleft: the move's change and level are numbers, which no focus can head.  Said the
other common way: "The Nasdaq composite index rose to 1,861.52, up 15.82, or 0.9 percent."; a
state "was down 25.36 points, or 1.53 percent, at 1,628.26" as "was at 1,628.26, down 25.36
points, or 1.53 percent"; "rose 54 cents, or about 8 percent, to close at $7.74" as "rose to
close at $7.74, up 54 cents, or about 8 percent".

Only a verb that rises or falls of itself ("rose", "fell", "slipped"): a verb with an object
("gained 24 cents to $15.44", "gave up 3.88 points") has no form without its change; the
change is only numbers and units, the level one number with its unit, and what follows the
level (the market, the time) a phrase with no comma or clause of its own, which stays with
the level ("... to $3.23 Monday on the Nasdaq Stock Market, down $1.99").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import pairwise

from pipeline.backends.builtin.parse_entities import MONTH_NAMES
from pipeline.backends.builtin.parse_words import TIME_NOUNS
from pipeline.backends.builtin.realize_base import RealizationRefused, stem
from pipeline.backends.builtin.realize_tree import Node, is_inverted
from pipeline.backends.builtin.realize_verbatim_reporting import VerbatimReporting
from pipeline.backends.builtin.realize_verbatim_spans import PHRASE_BREAKS
from pipeline.backends.builtin.realize_words import PREPOSITIONS, QUOTE_MARKS

__all__ = ["VerbatimLevel"]

# Verbs of a price or index that moves of itself, by the direction the change is said in.
_RISING = frozenset(["rise", "climb", "jump", "advance", "soar", "surge", "rally", "increase",
                     "grow", "rebound", "spike", "leap"])
_FALLING = frozenset(["fall", "drop", "slip", "decline", "tumble", "plunge", "sink", "slide",
                      "ease", "dip", "retreat", "sag", "skid", "decrease", "shrink", "plummet",
                      "slump"])
# A state of a price said with "be": "was up/down X at Y".
_STATES = {"up": "up", "down": "down"}
_BE = frozenset(["is", "are", "was", "were"])
# Words of a change besides its numbers: "54 cents, or about 8 percent", "$1.20",
# "more than 8 percent".
_CHANGE_WORDS = frozenset(["$", "cents", "cent", "points", "point", "percent", "%", "pence",
                           "or", "about", "nearly", "almost", "roughly", "some", "more", "less",
                           "than", "just", "over", "under", "a", "full", "percentage", "basis",
                           "penny", "per", "million", "billion", "pounds", "by", ","])
# Units a level may carry after its number: "$27.45 a barrel", "$3 a share".
_LEVEL_SCALES = frozenset(["percent", "%", "million", "billion", "trillion"])
_LEVEL_UNITS = frozenset(["share", "barrel", "ounce", "pound", "gallon", "ton", "tonne",
                          "bushel"])
# What may end a level's move: "to close at $7.74", "to end at 1,698.02".
_CLOSINGS = frozenset(["close", "end", "finish", "settle"])
_NUMBER = re.compile(r"^\$?\d[\d,]*(\.\d+)?$")
# Words that open an adverbial clause with an "-ing" verb ("after adding 56 cents").
_CLAUSE_LEADS = frozenset(["after", "before", "while", "since", "by", "when", "despite"])
# Words of the time a level was at ("in April", "a year earlier", "in the same period last
# year"): nothing else may follow a level that moves, or it would land on the other level.
_TIME_WORDS = TIME_NOUNS | frozenset(MONTH_NAMES) | frozenset([
    "in", "on", "during", "at", "the", "a", "an", "last", "earlier", "ago", "before",
    "previous", "same", "prior", "quarter", "first", "second", "third", "fourth", "fiscal",
    "mid", "late", "early", "year-earlier", "'s"])
_YEAR = re.compile(r"^(1[89]|20)\d\d$")


class VerbatimLevel(VerbatimReporting):
    """The ``verbatim-level`` and ``verbatim-from-to`` alternatives (see the module
    docstring)."""

    refuse_joined_clause: Callable[[int, int], None]  # (realize_verbatim_alternatives)

    def verbatim_level(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        lemma = stem(top.concept).split("-")[0]
        if not top.align or self.const(top, ":mode") is not None \
                or self.const(top, ":polarity") == "-" \
                or any(is_inverted(e.role) for e in top.edges) \
                or any(t in QUOTE_MARKS for t in tokens):
            raise RealizationRefused("no move to a level")
        verb = top.align[0]
        word = tokens[verb].lower()
        if lemma in _RISING or lemma in _FALLING:
            direction, lead, state = ("up" if lemma in _RISING else "down"), "to", False
        elif word in _STATES and verb > 0 and tokens[verb - 1].lower() in _BE:
            # ("were down 13 cents to $19.72" too: the state's level is where it is at)
            direction, state = _STATES[word], True
            lead = next((t.lower() for t in tokens[verb + 1:] if t.lower() in ("at", "to")), "at")
        else:
            raise RealizationRefused("no move to a level")
        at = next((i for i in range(verb + 1, len(tokens)) if tokens[i].lower() == lead), None)
        if at is None or at == verb + 1:
            raise RealizationRefused("no move to a level")
        change = tokens[verb + 1:at]
        while change and change[-1] == ",":
            change = change[:-1]
        if not change or not any(_NUMBER.match(t) for t in change) or change[0] == "," \
                or not all(_NUMBER.match(t) or t.lower() in _CHANGE_WORDS for t in change):
            raise RealizationRefused("no change to say after the level")
        if change.count(",") not in (0, 1) or ("," in change and "or" not in change):
            raise RealizationRefused("no change to say after the level")
        level_at = at + 1
        if not state and tokens[level_at:level_at + 1] and tokens[level_at].lower() in _CLOSINGS \
                and tokens[level_at + 1:level_at + 2] == ["at"]:
            level_at += 2  # ("to close at $7.74")
        end, closing = self.end_of_text()
        level_end = level_at + (tokens[level_at:level_at + 1] == ["$"])
        if level_end >= end or not _NUMBER.match(tokens[level_end]):
            raise RealizationRefused("no level to say first")
        after = [t.lower() for t in tokens[level_end + 1:level_end + 3]]
        if after[:1] and after[0] in _LEVEL_SCALES:
            level_end += 1  # ("to 2.61 percent", "to $107.6 million")
        elif len(after) == 2 and after[0] in ("a", "an", "per") and after[1] in _LEVEL_UNITS:
            level_end += 2  # ("to $27.45 a barrel")
        rest_at = level_end + 1
        if tokens[rest_at:rest_at + 1] == [","] and rest_at + 1 < end \
                and tokens[rest_at + 1].lower() in PREPOSITIONS:
            # "rose 4 cents, to $16.96, in Monday trading": the level's comma closes it, and
            # the phrase after it is the move's place or time, which the level keeps
            rest_at += 1
        rest = tokens[rest_at:end]
        if closing or any(t in PHRASE_BREAKS for t in rest) or len(rest) > 12:
            # (a comma or a clause after the level would take the change for its own:
            # "..., while the Nasdaq fell 34 points, or 2.1%, to 1610, down ...", "rose a
            # tenth of a percentage point to 6.1%, the highest level since July 1994")
            raise RealizationRefused("the level is not the clause's last phrase")
        if any(lead_word.lower() in _CLAUSE_LEADS and next_word.lower().endswith("ing")
               for lead_word, next_word in pairwise(rest)):
            # "rose to $22.83 after adding 56 cents in the regular session, up 62 cents": the
            # change said after another act's reads as that act's
            raise RealizationRefused("the level is not the clause's last phrase")
        self.refuse_joined_clause(rest_at, end)
        self.refuse_second_verb(rest_at, end)
        subject = self.verbatim_arg(top, ":ARG1") or self.verbatim_arg(top, ":ARG0")
        span = self.owned_span(subject) if subject is not None else None
        inside = self.owners(top) - (self.owners(subject) if subject is not None else set())
        if span is None or span[1] >= verb or not self.only_owned(verb, end - 1, inside) \
                or not source.opens(0):
            # (every word after the verb the move's, none of the subject's: "rose 5 percent
            # to $30 a share from $28" with the price parsed into the subject is no move)
            raise RealizationRefused("no move to a level")
        mark = self.end_mark(end)
        head = source.text(0, verb - 1 if state else verb)
        level = source.text(level_at - (2 if level_at > at + 1 else 0), level_end)
        if rest:
            level += " " + source.text(rest_at, end - 1)
        said_change = source.text(verb + 1, verb + len(change))
        self.variant_used = True
        return f"{head} {'at' if state else 'to'} {level}, {direction} {said_change}{mark}", "level-first"

    def verbatim_from_to(self, top: Node) -> tuple[str, str]:
        """"The index rose from 45.4 in April to 49.4 in May." for "rose to 49.4 in May from
        45.4 in April", and back: a move's two levels, each with its own time, trade places
        at the clause's end."""
        source = self.source
        assert source is not None
        tokens = source.tokens
        lemma = stem(top.concept).split("-")[0]
        if not top.align or lemma not in _RISING | _FALLING \
                or self.const(top, ":mode") is not None \
                or self.const(top, ":polarity") == "-" \
                or any(is_inverted(e.role) for e in top.edges) \
                or any(t in QUOTE_MARKS for t in tokens) or not source.opens(0):
            raise RealizationRefused("no move between two levels")
        verb = top.align[0]
        end, closing = self.end_of_text()
        first = next((i for i in range(verb + 1, end) if tokens[i].lower() in ("to", "from")), None)
        if first is None or closing:
            raise RealizationRefused("no move between two levels")
        word = tokens[first].lower()
        other = "from" if word == "to" else "to"
        second = next((i for i in range(first + 1, end) if tokens[i].lower() == other), None)
        change = tokens[verb + 1:first]
        if second is None or any(t in PHRASE_BREAKS for t in change) or not all(
                _NUMBER.match(t) or t.lower() in _CHANGE_WORDS for t in change):
            raise RealizationRefused("no move between two levels")
        parts = [self.level_with_time(first, second), self.level_with_time(second, end)]
        if parts[1][1] and not parts[0][1] and parts[1][1] not in ("a", "the"):
            # "dipped to 53.7 from 54.7 in August": the last time may be the whole move's,
            # which said after the first level would be that level's alone ("a year
            # earlier" is only the old level's)
            raise RealizationRefused("a time of the whole move or of one level")
        subject = self.verbatim_arg(top, ":ARG1") or self.verbatim_arg(top, ":ARG0")
        span = self.owned_span(subject) if subject is not None else None
        inside = self.owners(top) - (self.owners(subject) if subject is not None else set())
        if span is None or span[1] >= verb or not self.only_owned(verb, end - 1, inside):
            raise RealizationRefused("no move between two levels")
        mark = self.end_mark(end)
        self.variant_used = True
        return f"{source.text(0, first - 1)} {parts[1][0]} {parts[0][0]}{mark}", "from-to"

    def level_with_time(self, lo: int, hi: int) -> tuple[str, str]:
        """Tokens ``lo..hi-1``: "to" or "from", a level with its unit, and no more than its
        time ("from $610.6 million a year earlier"), said as the source has them; and the
        time's first word ("" for none)."""
        assert self.source is not None
        tokens = self.source.tokens
        at = lo + 1 + (tokens[lo + 1:lo + 2] == ["$"])
        if at >= hi or not _NUMBER.match(tokens[at]):
            raise RealizationRefused("no move between two levels")
        tail = tokens[at + 1:hi]
        if tail and tail[0].lower() in _LEVEL_SCALES:
            tail = tail[1:]
        if len(tail) > 6 or not all(t.lower() in _TIME_WORDS or _YEAR.match(t) for t in tail) \
                or (tail and tail[0].lower() not in ("in", "on", "during", "a", "last", "the")):
            # ("dropped to 64 on Tuesday from 66 on Monday in and around Toronto": a place
            # said after the second level, which the swap would give to the first)
            raise RealizationRefused("no move between two levels")
        return self.source.text(lo, hi - 1), tail[0].lower() if tail else ""
