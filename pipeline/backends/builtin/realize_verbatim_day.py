"""The ``verbatim-day`` alternative of the root: the day or time word of the root verb said
after it ("pleaded guilty Tuesday to one count of conspiracy", "was arrested Friday night at
an Alpharetta seafood restaurant") fronted, the rest of the source left as it stands: "On
Tuesday, the two others pleaded guilty to one count of conspiracy."

News style puts a bare weekday right after the verb or its object, where the rebuilt
fronting often fails for another part of the sentence; the verbatim fronting only moves a
place or time that closes the source.  Only a time that is the root verb's in the graph and
no more than a weekday with its part of the day ("Friday night"), "yesterday", "today" or
"last week" (with the source's "on" if it had one), and only where no other verb stands
between the root verb and the time, which could be the time's ("declined to comment
Friday", "accused of drowning her two children Saturday"), and no verb joined after it,
which the fronted time would take too.  A weekday said between the subject and the verb
("The US on Tuesday filed a long-anticipated case ...") is fronted the same way (medial_day),
where the subject runs up to it with no aside of its own.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from pipeline.backends.builtin.parse_entities import WEEKDAYS
from pipeline.backends.builtin.realize_base import RealizationRefused
from pipeline.backends.builtin.realize_tree import Node, is_inverted
from pipeline.backends.builtin.realize_verbatim_reporting import VerbatimReporting
from pipeline.backends.builtin.realize_verbatim_spans import (
    CLAUSE_COORDINATORS,
    CLAUSE_SUBORDINATORS,
    finite_verb,
)
from pipeline.backends.builtin.realize_words import PREPOSITIONS, QUOTE_MARKS

__all__ = ["VerbatimDay"]

# A weekday's part of the day said after it ("Friday night").
_DAY_PARTS = frozenset(["morning", "afternoon", "evening", "night"])
# Time words said alone, and the units "last" may take ("last week").
_DAY_WORDS = frozenset(["yesterday", "today"])
_LAST_UNITS = frozenset(["week", "month", "year", "night"])
# Words between the verb and the time that bring a verb or a clause the time could be of.
_VERB_MARKS = frozenset(["to", "who", "which", "that", ",", ";", "--", "(", ":"]) \
    | CLAUSE_COORDINATORS | CLAUSE_SUBORDINATORS


# What follows a "to" that is a preposition, not an infinitive's ("got off to a slow start").
_PREPOSITIONAL_TO = re.compile(r"^(a|an|the|his|her|its|their|our|\$|\d)", re.IGNORECASE)


class VerbatimDay(VerbatimReporting):
    """The ``verbatim-day`` alternative (see the module docstring)."""

    cleft_opener: Callable[[Node, int], int]  # (realize_verbatim_alternatives)

    def verbatim_day(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        end, closing = self.end_of_text()
        if not top.align or self.const(top, ":mode") is not None or closing \
                or any(is_inverted(e.role) for e in top.edges) \
                or any(t in QUOTE_MARKS for t in tokens) or not source.opens(0) \
                or tokens[0].lower() in PREPOSITIONS | CLAUSE_SUBORDINATORS \
                | CLAUSE_COORDINATORS | {"last", "yesterday", "today", "earlier"}:
            raise RealizationRefused("no day to front")
        verb = top.align[0]
        times = [e.target for e in top.edges if e.role == ":time" and isinstance(e.target, Node)]
        spans = [self.owned_span(t) for t in times]
        found = [(t, s) for t, s in zip(times, spans, strict=True) if s is not None and s[0] > verb]
        if not found:
            return self.medial_day(top, verb, times, end)
        if len(found) != 1:
            raise RealizationRefused("no day to front")
        time, (lo, hi) = found[0]
        words = [t.lower() for t in tokens[lo:hi + 1]]
        if words[0] in WEEKDAYS and words[1:] in ([], *([p] for p in _DAY_PARTS)):
            lead = " ".join(tokens[lo:hi + 1])
        elif words in ([w] for w in _DAY_WORDS):
            lead = tokens[lo]
        elif len(words) == 2 and words[0] == "last" and words[1] in _LAST_UNITS:
            lead = " ".join(tokens[lo:hi + 1])
        else:
            raise RealizationRefused("no day to front")
        cut = lo - 1 if tokens[lo - 1].lower() == "on" and words[0] in WEEKDAYS else lo
        if cut == lo and tokens[lo - 1][:1].isupper():
            # "said on Fox News Sunday that ...": the day a name's last word
            raise RealizationRefused("no day to front")
        if words[0] in WEEKDAYS:
            lead = f"on {lead}"
        if not self.only_owned(lo, hi, self.owners(time)) or cut <= verb:
            raise RealizationRefused("no day to front")
        between = tokens[verb + 1:cut]
        if any((t.lower() in _VERB_MARKS and not (t.lower() == "to" and _PREPOSITIONAL_TO.match(
                tokens[verb + 2 + k]))) or t.lower().endswith("ing") or finite_verb(t)
               for k, t in enumerate(between)):
            # ("declined to comment Friday", "accused of drowning her two children Saturday":
            # the time may be the other verb's)
            raise RealizationRefused("no day to front")
        if self.cleft_opener(top, verb) != 0:
            raise RealizationRefused("the source opens with a phrase of its own")
        self.refuse_second_verb(hi + 1, end)
        self.refuse_second_verb(verb + 1, cut)
        body = source.text(0, cut - 1)
        if hi + 1 < end:
            gap = "" if tokens[hi + 1] == "," else " "
            body = f"{body}{gap}{source.text(hi + 1, end - 1)}"
        subject = self.verbatim_arg(top, ":ARG0") or self.verbatim_arg(top, ":ARG1")
        span = self.owned_span(subject) if subject is not None else None
        if subject is None or span is None or span[0] > 1 or span[1] >= verb:
            raise RealizationRefused("no subject to say after the day")
        body = self.opening_lower(body, subject, 0, span == (0, 0))
        mark = self.end_mark(end)
        self.variant_used = True
        return f"{lead[:1].upper()}{lead[1:]}, {body}{mark}", "fronted-adjunct"

    def medial_day(self, top: Node, verb: int, times: list[Node], end: int) -> tuple[str, str]:
        """"On Thursday, Sun Microsystems Inc. said it had added ..." from "Sun Microsystems
        Inc. on Thursday said it had added ...": the root verb's day said between its
        subject and it, right before the verb (no other verb there for it to be of),
        fronted; the same day words as after the verb ("Last week, Toll offered to buy ...").
        """
        source = self.source
        assert source is not None
        tokens = source.tokens
        subject = self.verbatim_arg(top, ":ARG0") or self.verbatim_arg(top, ":ARG1")
        span = self.owned_span(subject) if subject is not None else None
        found = [(t, s) for t in times if (s := self.owned_span(t)) is not None and s[1] == verb - 1]
        if subject is None or span is None or span[0] > 1 or len(found) != 1 \
                or len(times) != 1:
            raise RealizationRefused("no day to front")
        time, (lo, hi) = found[0]
        cut = lo - 1 if tokens[lo - 1].lower() == "on" else lo
        words = [t.lower() for t in tokens[lo:hi + 1]]
        weekday = words[0] in WEEKDAYS and words[1:] in ([], *([p] for p in _DAY_PARTS))
        # ("Toll last week offered to buy the company ...": "Last week, Toll offered ...")
        day_word = cut == lo and (words in ([w] for w in _DAY_WORDS) or (
            len(words) == 2 and words[0] == "last" and words[1] in _LAST_UNITS))
        if not (weekday or day_word) \
                or span[1] != cut - 1 or not self.only_owned(lo, hi, self.owners(time)) \
                or not self.only_owned(span[0], span[1], self.owners(subject)) \
                or any(t in (",", "(", "--") for t in tokens[0:cut]):
            # (a subject with an aside, or words between it and the day that are no part
            # of it: the day may be theirs)
            raise RealizationRefused("no day to front")
        if self.cleft_opener(top, verb) != 0:
            raise RealizationRefused("the source opens with a phrase of its own")
        self.refuse_second_verb(verb + 1, end)
        body = f"{source.text(0, cut - 1)} {source.text(verb, end - 1)}"
        body = self.opening_lower(body, subject, 0, span == (0, 0))
        said = " ".join(tokens[lo:hi + 1])
        lead = f"On {said}" if weekday else said[:1].upper() + said[1:]
        self.variant_used = True
        return f"{lead}, {body}{self.end_mark(end)}", "fronted-adjunct"
