"""The impersonal alternatives of the root: an impersonal report said after what it reported
(``verbatim-extraposed``: "It was announced on Friday that Goodrem had been diagnosed with
Hodgkin's disease, ..." -> "Goodrem had been diagnosed with Hodgkin's disease, ..., it was
announced on Friday."), and an existential of a fear or hope with a "that" clause said as its
impersonal passive (``verbatim-impersonal``: "There were fears that Heather would never have
children ..." -> "It was feared that Heather would never have children ...").

A report with no reporter cannot follow its clause as a rebuilt text ("..., announced on
Friday" has no subject), and a noun root (fear :topic ...) no focus can say as a sentence;
no other focus of such sentences makes one.  The source's own "it was announced" can follow
its clause, as news writing says it; "There were fears that X" and "It was feared that X" say
one thing, that X was feared by no one named.

Only for the plain shapes: the source opens with "It" or "There" and a form of "be" (the
tense kept: "There had been fears" -> "It had been feared"), no quotation, and the root's
clause after "that" to the end, every word its own.  The report: the root a verb of saying
or thinking (ATTRIBUTING: "announced", "reported", "believed") right after "be", at most a
phrase with no comma of the root's own before "that"; not an adjective ("It is unfortunate
that ...": said last it reads as a remark on the clause, not the clause's frame).  The
existential: its noun bare (FEELING_PARTICIPLES; "growing fears" would lose its "growing").
"""

from __future__ import annotations

from pipeline.backends.builtin.realize_base import RealizationRefused, stem
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_verbatim_spans import PHRASE_BREAKS, VerbatimSpans
from pipeline.backends.builtin.realize_words import (
    ANY_QUOTE_MARKS,
    ATTRIBUTING,
    FEELING_PARTICIPLES,
)

__all__ = ["VerbatimImpersonal"]

# The forms of "be" after the opening "It" or "There", each as its words, with the form an
# impersonal passive says for it ("There were fears" -> "It was feared").
_BE_GROUPS = {("is",): "is", ("are",): "is", ("was",): "was", ("were",): "was",
              ("has", "been"): "has been", ("have", "been"): "has been",
              ("had", "been"): "had been", ("will", "be"): "will be"}


class VerbatimImpersonal(VerbatimSpans):
    """The ``verbatim-extraposed`` and ``verbatim-impersonal`` alternatives (see the module
    docstring)."""

    variant_used: bool  # (realize_verbatim_alternatives)

    def verbatim_extraposed(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        low = [t.lower() for t in source.tokens]
        end, be = self.impersonal_opening("it")
        if stem(top.concept) not in ATTRIBUTING or top.align != (1 + len(be),) \
                or "that" not in low[top.align[0]:end]:
            raise RealizationRefused("no impersonal report to say last")
        that = low.index("that", top.align[0])
        if not self.clause_to_end(top, that, end) \
                or any(t in PHRASE_BREAKS for t in source.tokens[top.align[0]:that]):
            # (a phrase before "that" with an aside, or a clause that does not run to the
            # end)
            raise RealizationRefused("no impersonal report to say last")
        clause = source.text(that + 1, end - 1)
        self.variant_used = True
        return (f"{clause[:1].upper()}{clause[1:]}, it {source.text(1, that - 1)}"
                f"{self.end_mark(end)}", "reporting-last")

    def verbatim_impersonal(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        low = [t.lower() for t in source.tokens]
        end, be = self.impersonal_opening("there")
        at = 1 + len(be)
        if top.align != (at,) or low[at] not in FEELING_PARTICIPLES \
                or low[at + 1:at + 2] != ["that"] or not self.clause_to_end(top, at + 1, end):
            raise RealizationRefused("no existential fear or hope to say as a passive")
        self.variant_used = True
        return (f"It {_BE_GROUPS[be]} {FEELING_PARTICIPLES[low[at]]} that "
                f"{source.text(at + 2, end - 1)}{self.end_mark(end)}", "passive")

    def impersonal_opening(self, first: str) -> tuple[int, tuple[str, ...]]:
        """The source's end (:meth:`end_of_text`) and the form of "be" after its opening
        ``first`` word; refused for another opening, a closing quotation or any quotation
        mark."""
        assert self.source is not None
        tokens = self.source.tokens
        low = [t.lower() for t in tokens]
        end, closing = self.end_of_text()
        be = next((g for g in _BE_GROUPS if tuple(low[1:1 + len(g)]) == g), None)
        if low[:1] != [first] or be is None or closing \
                or any(t in ANY_QUOTE_MARKS for t in tokens):
            raise RealizationRefused(f"no impersonal '{first}' to move")
        return end, be

    def clause_to_end(self, top: Node, that: int, end: int) -> bool:
        """Whether the root's clause (:ARG1, or a noun's :topic) holds every word from after
        ``that`` to the ``end``, and no word before it, which is the root's own."""
        clause = next((e.target for e in top.edges if e.role in (":ARG1", ":topic")
                       and isinstance(e.target, Node)), None)
        span = self.owned_span(clause) if clause is not None else None
        return clause is not None and span is not None and span[0] > that \
            and span[1] >= end - 1 \
            and self.only_owned(that + 1, end - 1, self.owners(clause)) \
            and self.only_owned(0, that - 1, self.owners(top) - self.owners(clause))
