"""The trailing phrase that an opening phrase said last may go before (realize_verbatim_closing).

"In March, 67 percent connected through cable, up from 63 percent a year earlier." has no
place at its end for "in March": said after "a year earlier" it would seem the comparison's.
The clause before the comma is whole, though, and the phrase fits at its end, before the
trailing phrase: "67 percent connected through cable in March, up from 63 percent a year
earlier."  Only a trailing phrase that reads as the whole clause's from there: a participle
("..., including two relocations", "..., killing a security guard as well as himself"), a
comparison ("..., up from 48 million BOE", "..., compared with 34 percent ...", "..., up 0.07
percent on the day"), an
accompaniment ("..., with some gusts reaching 60 mph"), a source ("..., according to ..."), a
span ("..., from 1,540 in 2001 to 416 last year") or a short report ("..., Mulloy said").
Not an apposition, which must follow its noun ("..., a city of 4 million people"), nor any
other phrase after a second break.

An opening place or time goes before a closing adverbial clause too, which said after it
would take it ("A 33-year-old woman died in December 1998 when she was hit by a metal cleat
...", "62 Spanish peacekeepers died last month when their plane crashed in Turkey ..."): a
clause of the root's own circumstance (its :time, :cause ...), not one of a noun's ("recalled
the time when ...") nor an argument's.
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_base import is_frame
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_verbatim_spans import (
    PHRASE_BREAKS,
    VerbatimSpans,
    finite_verb,
)
from pipeline.backends.builtin.realize_words import REPORT_VERBS, SUBORDINATORS

__all__ = ["ClosingTails"]

# Words that open a comparison with the clause's figure ("up from", "down from", "compared
# with"), an accompaniment ("with ... reaching ...") or a source ("according to").
_TAIL_PAIRS = frozenset([("up", "from"), ("down", "from"), ("according", "to"),
                         ("compared", "with"), ("compared", "to")])
# What an amount said after "up" or "down" opens with ("up 0.07 percent", "up almost $600"),
# after a hedge of its size.
_AMOUNT_OPENERS = frozenset("0123456789$\u00a3\u20ac")
_AMOUNT_HEDGES = frozenset(["almost", "about", "nearly", "some", "roughly", "around", "over",
                            "more", "than", "less", "just"])
# The longest report tail: "the officials said", "program supervisor Peter Smith said".
_REPORT_TAIL_WORDS = 5


def _change_of_figure(tail: list[str]) -> bool:
    """Whether the trailing phrase ``tail`` (lowercased words) says the clause's figure's
    change as an amount: "up 0.07 percent on the day", "up almost $600 from the year before".

    >>> _change_of_figure(["up", "almost", "$", "600", "from", "the", "year", "before"])
    True
    >>> _change_of_figure(["up", "the", "river"])
    False
    """
    words = [w for w in tail[1:3] if w not in _AMOUNT_HEDGES]
    return tail[0] in ("up", "down") and bool(words) and words[0][:1] in _AMOUNT_OPENERS


class ClosingTails(VerbatimSpans):
    """:meth:`tail_start` for ``verbatim-closing`` (see the module docstring)."""

    def inside_word(self, at: int) -> bool:
        """Whether the hyphen at ``at`` joins the words around it in the source ("8-0",
        "15-year-olds", which the tokenizer split): no break of a phrase."""
        assert self.source is not None
        start, sentence = self.source.starts[at], self.source.sentence
        return self.source.tokens[at] == "-" and 0 < start < len(sentence) - 1 \
            and sentence[start - 1] != " " and sentence[start + 1] != " "

    def tail_start(self, verb: int, end: int) -> int:
        """The index of the comma after the root's word ``verb`` that opens a trailing phrase
        the closing phrase may go before, or ``end`` (the source's end mark) when none."""
        assert self.source is not None
        tokens = self.source.tokens
        marks = [i for i in range(verb + 1, end)
                 if tokens[i] in PHRASE_BREAKS and not self.inside_word(i)]
        if len(marks) != 1 or tokens[marks[0]] != "," or marks[0] + 1 >= end:
            return end
        tail = [t.lower() for t in tokens[marks[0] + 1:end]]
        if tuple(tail[:2]) in _TAIL_PAIRS or (tail[0] == "with" and len(tail) > 2) \
                or _change_of_figure(tail) \
                or (tail[0] == "from" and "to" in tail[2:]) \
                or (tail[0].endswith("ing") and "VERB" in lemma_pos(tail[0])) \
                or (len(tail) <= _REPORT_TAIL_WORDS and tail[-1] in REPORT_VERBS
                    and not any(w in REPORT_VERBS for w in tail[:-1])):
            return marks[0]
        return end

    def clause_tail(self, top: Node, verb: int, end: int) -> int:
        """The index of the subordinator after the root's word ``verb`` that opens a closing
        adverbial clause of ``top``'s own (see the module docstring), or ``end``."""
        assert self.source is not None
        tokens, owner = self.source.tokens, self.source.owner
        at = next((k for k in range(verb + 1, end) if tokens[k].lower() in SUBORDINATORS), end)
        if at == end or tokens[at - 1] in PHRASE_BREAKS \
                or not any(finite_verb(t) for t in tokens[at + 1:end]):
            return end
        head = next((self.nodes[owner[k]] for k in range(at + 1, end)
                     if k in owner and is_frame(self.nodes[owner[k]].concept)), None)
        if head is None or head.parent is not top or head.role is None \
                or head.role.startswith(":ARG") or head.role.startswith(":op"):
            return end
        return at
