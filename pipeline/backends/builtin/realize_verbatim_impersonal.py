"""The ``verbatim-impersonal`` alternative of the root: an existential of a fear or hope with
a "that" clause said as its impersonal passive ("There were fears that Heather would never
have children ..." -> "It was feared that Heather would never have children ...").

The parse makes the noun the root (fear :topic ...), which no focus can say as a sentence, and
an existential of a bare plural cannot be clefted.  "There were fears that X" and "It was
feared that X" say one thing: that X was feared, by no one named.  Only for the plain shape:
"There" opens the source, a form of "be" (the tense kept: "There had been fears" -> "It had
been feared"), the noun bare (FEELING_PARTICIPLES: "growing fears" would lose its "growing"), "that", and
the root's clause to the end, every word its own, no quotation.
"""

from __future__ import annotations

from pipeline.backends.builtin.realize_base import RealizationRefused
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_verbatim_spans import VerbatimSpans
from pipeline.backends.builtin.realize_words import ANY_QUOTE_MARKS, FEELING_PARTICIPLES

__all__ = ["VerbatimImpersonal"]

# The existential's "be" and the impersonal passive's, each as its words.
_BE_GROUPS = {("is",): "is", ("are",): "is", ("was",): "was", ("were",): "was",
              ("has", "been"): "has been", ("have", "been"): "has been",
              ("had", "been"): "had been"}


class VerbatimImpersonal(VerbatimSpans):
    """The ``verbatim-impersonal`` alternative (see the module docstring)."""

    variant_used: bool  # (realize_verbatim_alternatives)

    def verbatim_impersonal(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        low = [t.lower() for t in tokens]
        end, closing = self.end_of_text()
        be = next((g for g in _BE_GROUPS if tuple(low[1:1 + len(g)]) == g), None)
        at = 1 + len(be) if be is not None else 0
        if low[:1] != ["there"] or be is None or closing or top.align != (at,) \
                or low[at] not in FEELING_PARTICIPLES or low[at + 1:at + 2] != ["that"] \
                or any(t in ANY_QUOTE_MARKS for t in tokens):
            raise RealizationRefused("no existential fear or hope to say as a passive")
        feared = next((e.target for e in top.edges if e.role in (":topic", ":ARG1")
                       and isinstance(e.target, Node)), None)
        span = self.owned_span(feared) if feared is not None else None
        if feared is None or span is None or span[0] <= at + 1 or span[1] < end - 1 \
                or not self.only_owned(at + 2, end - 1, self.owners(feared)):
            raise RealizationRefused("no existential fear or hope to say as a passive")
        self.variant_used = True
        return (f"It {_BE_GROUPS[be]} {FEELING_PARTICIPLES[low[at]]} that {source.text(at + 2, end - 1)}"
                f"{self.end_mark(end)}", "passive")
