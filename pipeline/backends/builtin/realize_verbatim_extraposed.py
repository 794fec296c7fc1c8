"""The ``verbatim-extraposed`` alternative of the root: an impersonal report said after what
it reported ("It was announced on Friday that Goodrem had been diagnosed with Hodgkin's
disease, ..." -> "Goodrem had been diagnosed with Hodgkin's disease, ..., it was announced on
Friday.").

A report with no reporter cannot follow its clause as a rebuilt text ("..., announced on
Friday" has no subject), and no other focus of such a sentence makes one; the source's own
"it was announced" can, as news writing says it.  Only for the plain shape: the source opens
with "It" and a form of "be" before the root's participle, a verb of saying or thinking
(ATTRIBUTING: "announced", "reported", "believed"), at most a phrase with no comma of the
root's own before "that", the root's clause after "that" to the end, and no quotation.  Not
an adjective ("It is unfortunate that ...": said last it reads as a remark on the clause,
not the clause's frame).
"""

from __future__ import annotations

from pipeline.backends.builtin.realize_base import RealizationRefused, stem
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_verbatim_spans import PHRASE_BREAKS, VerbatimSpans
from pipeline.backends.builtin.realize_words import ANY_QUOTE_MARKS, ATTRIBUTING

__all__ = ["VerbatimExtraposed"]

# The forms of "be" between "It" and the participle, each as its words.
_BE_GROUPS = (("is",), ("was",), ("has", "been"), ("had", "been"), ("will", "be"))


class VerbatimExtraposed(VerbatimSpans):
    """The ``verbatim-extraposed`` alternative (see the module docstring)."""

    variant_used: bool  # (realize_verbatim_alternatives)

    def verbatim_extraposed(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        low = [t.lower() for t in tokens]
        end, closing = self.end_of_text()
        be = next((g for g in _BE_GROUPS if tuple(low[1:1 + len(g)]) == g), None)
        if low[:1] != ["it"] or be is None or closing or stem(top.concept) not in ATTRIBUTING \
                or top.align != (1 + len(be),) or "that" not in low[top.align[0]:end] \
                or any(t in ANY_QUOTE_MARKS for t in tokens):
            raise RealizationRefused("no impersonal report to say last")
        that = low.index("that", top.align[0])
        said = self.verbatim_arg(top, ":ARG1")
        span = self.owned_span(said) if said is not None else None
        if said is None or span is None or span[0] <= that or span[1] < end - 1 \
                or not self.only_owned(that + 1, end - 1, self.owners(said)) \
                or any(t in PHRASE_BREAKS for t in tokens[top.align[0]:that]) \
                or not self.only_owned(0, that - 1, self.owners(top) - self.owners(said)):
            # (a phrase before "that" of the reported clause's own, or a clause that
            # does not run to the end)
            raise RealizationRefused("no impersonal report to say last")
        clause = source.text(that + 1, end - 1)
        self.variant_used = True
        return (f"{clause[:1].upper()}{clause[1:]}, it {source.text(1, that - 1)}"
                f"{self.end_mark(end)}", "reporting-last")
