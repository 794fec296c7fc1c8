"""The ``verbatim-partitive`` alternative of the root: the group a counted subject is taken
from said first, "Of the defendants, four have pleaded guilty ...".

"Four of the defendants have pleaded guilty to weapons charges and other counts." read only
its source back: a count cannot lead a cleft ("It was four of the defendants who ..." says
no others did), and the parse's partitive cannot be the focus.  English fronts the group
instead, every phrase in its own words: "Of the defendants, four have pleaded guilty to
weapons charges and other counts.", "Of those on board, most were Lebanese but some were from
Benin, Guinea and Sierra Leone."

Only for a subject that opens the source as "(hedge) count of group" and ends where the verb
group starts, the group with no comma, dash, bracket or relative clause of its own (whose verb
could be taken for the sentence's), all its words the parse's one phrase.
"""

from __future__ import annotations

from pipeline.backends.builtin.parse_entities import number_value
from pipeline.backends.builtin.realize_base import RealizationRefused
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_verbatim_spans import (
    FINITE_AUXILIARIES,
    VerbatimSpans,
    finite_verb,
)
from pipeline.backends.builtin.realize_words import QUOTE_MARKS

__all__ = ["VerbatimPartitive"]

# What may count a subject's group: a quantifier, a number, a percentage or a fraction.
_COUNTS = frozenset(["all", "most", "some", "many", "none", "half", "several", "each", "both",
                     "few", "much", "more", "neither", "either", "third", "quarter",
                     "two-thirds", "percent"])
_HEDGES = frozenset(["about", "nearly", "almost", "only", "just", "roughly", "some"])
_GROUP_BREAKS = frozenset([",", ";", ":", "--", "-", "(", ")", "who", "which", "that", "whose",
                           "whom"])


class VerbatimPartitive(VerbatimSpans):
    """The ``verbatim-partitive`` alternative (see the module docstring)."""

    def verbatim_partitive(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        words = [t.lower() for t in tokens]
        end, closing = self.end_of_text()
        of = next((i for i in range(1, min(5, end)) if words[i] == "of"), None)
        if of is None or closing or not source.opens(0) \
                or any(t in QUOTE_MARKS for t in tokens) \
                or not self.counted(words[:of]):
            raise RealizationRefused("no counted subject")
        # (the root's verb, an auxiliary, or a finite past spaCy found: "Most of the alleged
        # spammers engaged in ..., said Brad Smith", the root the reporting verb)
        verb = next((i for i in range(of + 2, end) if source.owner.get(i) == top.var
                     or words[i] in FINITE_AUXILIARIES or i in source.finite), None)
        if verb is None or any(w in _GROUP_BREAKS for w in words[of + 1:verb]) \
                or not finite_verb(tokens[verb]):
            # ("About 18 percent of men taking finasteride developed ...": a participle of
            # the group's, no verb of the sentence)
            raise RealizationRefused("no counted subject")
        subject = next((n for n in self.nodes.values()
                        if self.owned_span(n) is not None
                        and self.owned_span(n) == self.owned_span_of(0, verb - 1)
                        and self.only_owned(0, verb - 1, self.owners(n))), None)
        if subject is None or subject is top:
            raise RealizationRefused("a counted subject the parse does not hold as one phrase")
        group = source.text(of + 1, verb - 1)
        count = source.text(0, of - 1)
        if not self.keeps_capital(tokens[0], subject, 0):
            count = count[:1].lower() + count[1:]
        self.variant_used = True
        return f"Of {group}, {count} {source.text(verb, end - 1)}", "fronted-group"

    def counted(self, words: list[str]) -> bool:
        """Whether ``words`` count a group: "four", "most", "about 18 percent", "more than
        60 percent", "a third"."""
        while len(words) > 1 and (words[0] in _HEDGES or words[:2] == ["more", "than"]):
            words = words[2:] if words[:2] == ["more", "than"] else words[1:]
        if words[:1] == ["a"]:
            words = words[1:]
        if not words or len(words) > 2:
            return False
        if len(words) == 2 and words[1] != "percent":
            return False
        return words[0] in _COUNTS or number_value(words[0]) is not None \
            or words[-1] == "percent"

    def owned_span_of(self, lo: int, hi: int) -> tuple[int, int] | None:
        """The first and last token of ``lo..hi`` that the parse aligned."""
        assert self.source is not None
        at = [i for i in range(lo, hi + 1) if i in self.source.owner]
        return (min(at), max(at)) if at else None
