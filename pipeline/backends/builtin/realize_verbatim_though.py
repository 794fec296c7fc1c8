"""The ``verbatim-though`` alternative of the root: a "though" the source set off between two
commas inside its clause said last ("She insisted, though, that it not be published until
after her death." -> "She insisted that it not be published until after her death, though.").

The parse hangs the "though" on the root (:mod though) and no focus of such a sentence made
a text.  Set off by its commas, "though" is a sentence adverb, which reads as well at the
clause's end; said first it would read as the subordinator ("Though, she insisted ..."),
which is why realize_verbatim_however leaves it.  Only for the plain shape: the source opens
with its clause (no quotation, no opening connective or subordinator), the "though" is the
root's own, and no other comma, dash or bracket is in the sentence, whose last phrase the
adverb would otherwise seem to belong to ("... before Sangakkara's boot (262 for 4),
though.").
"""

from __future__ import annotations

from pipeline.backends.builtin.realize_base import RealizationRefused
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_verbatim_spans import (
    CLAUSE_COORDINATORS,
    CLAUSE_SUBORDINATORS,
    PHRASE_BREAKS,
    VerbatimSpans,
)
from pipeline.backends.builtin.realize_words import ANY_QUOTE_MARKS

__all__ = ["VerbatimThough"]


class VerbatimThough(VerbatimSpans):
    """The ``verbatim-though`` alternative (see the module docstring)."""

    variant_used: bool  # (realize_verbatim_alternatives)

    def verbatim_though(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        low = [t.lower() for t in tokens]
        end, closing = self.end_of_text()
        adverb = next((e.target for e in top.edges if e.role == ":mod"
                       and isinstance(e.target, Node) and e.target.concept == "though"), None)
        if adverb is None or closing or len(adverb.align) != 1 or not source.opens(0):
            raise RealizationRefused("no 'though' to say last")
        at = adverb.align[0]
        breaks = [i for i in range(end) if tokens[i] in PHRASE_BREAKS]
        if at < 2 or at + 2 >= end or breaks != [at - 1, at + 1] \
                or low[0] in CLAUSE_COORDINATORS | CLAUSE_SUBORDINATORS \
                or any(t in ANY_QUOTE_MARKS for t in tokens):
            raise RealizationRefused("no 'though' to say last")
        self.variant_used = True
        return (f"{source.text(0, at - 2)} {source.text(at + 2, end - 1)}, though"
                f"{self.end_mark(end)}", "closing-adjunct")
