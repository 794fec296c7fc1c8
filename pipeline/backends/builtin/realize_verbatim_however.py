"""The ``verbatim-however`` alternative of the root: a "however" the source set off after
the clause's first phrase said first, the rest in the source's own words ("There is,
however, no photo of Peter Hollingworth in the June issue ..." -> "However, there is no
photo of Peter Hollingworth in the June issue ...", "The companies, however, declined to give
specifics ..." -> "However, the companies declined to give specifics ...").

The parse hangs the "however" on the root (:mod however), and the existential or the
subject before it gave no other alternative.  Set off by its two commas, "however" is a
sentence adverb: said first it says the same contrast with the sentence before.  Only for
the plain shape: the source opens with the phrase (no quotation, no opening connective or
subordinator), the "however" is the root's own and follows that phrase's first comma, and
nothing but the two commas is dropped.  Not "though" ("Though, she insisted ..." reads as
the subordinator).

The ``verbatim-though`` alternative says such a "though" last instead ("She insisted,
though, that it not be published until after her death." -> "She insisted that it not be
published until after her death, though."): at the clause's end it reads as well.  Only where
no other comma, dash or bracket is in the sentence, whose last phrase the adverb would
otherwise seem to belong to ("... before Sangakkara's boot (262 for 4), though."), and no
quotation.
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
from pipeline.backends.builtin.realize_words import ANY_QUOTE_MARKS, PREPOSITIONS, QUOTE_MARKS

__all__ = ["VerbatimHowever"]


class VerbatimHowever(VerbatimSpans):
    """The ``verbatim-however`` and ``verbatim-though`` alternatives (see the module
    docstring)."""

    variant_used: bool  # (realize_verbatim_alternatives)

    def verbatim_however(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        low = [t.lower() for t in tokens]
        end, closing = self.end_of_text()
        adverb = _root_adverb(top, "however")
        comma = low.index(",") if "," in low else -1
        if adverb is None or closing or not source.opens(0) or comma < 1 \
                or comma + 3 >= end or low[comma + 1] != "however" or low[comma + 2] != "," \
                or adverb.align != (comma + 1,) \
                or low[0] in CLAUSE_COORDINATORS | CLAUSE_SUBORDINATORS | {"however"} \
                or any(t in QUOTE_MARKS for t in tokens):
            raise RealizationRefused("no 'however' to say first")
        first = self.nodes.get(source.owner.get(0, ""))
        opening = source.text(0, comma - 1)
        if first is not None:
            opening = self.opening_lower(opening, first, 0, comma == 1)
        elif low[0] in ("there", "the", "a", "an"):
            # (an existential's "There", or an article no node holds: "the companies")
            opening = opening[:1].lower() + opening[1:]
        if low[0] in PREPOSITIONS:
            opening += ","  # ("However, between 1960 and 2000, the state's population grew ...")
        self.variant_used = True
        return (f"However, {opening} {source.text(comma + 3, end - 1)}{self.end_mark(end)}",
                "fronted-adverb")

    def verbatim_though(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        end, closing = self.end_of_text()
        adverb = _root_adverb(top, "though")
        if adverb is None or closing or len(adverb.align) != 1 or not source.opens(0):
            raise RealizationRefused("no 'though' to say last")
        at = adverb.align[0]
        breaks = [i for i in range(end) if tokens[i] in PHRASE_BREAKS]
        if at < 2 or at + 2 >= end or breaks != [at - 1, at + 1] \
                or tokens[0].lower() in CLAUSE_COORDINATORS | CLAUSE_SUBORDINATORS \
                or any(t in ANY_QUOTE_MARKS for t in tokens):
            raise RealizationRefused("no 'though' to say last")
        self.variant_used = True
        return (f"{source.text(0, at - 2)} {source.text(at + 2, end - 1)}, though"
                f"{self.end_mark(end)}", "closing-adjunct")


def _root_adverb(top: Node, concept: str) -> Node | None:
    """The root's own sentence adverb ``concept`` (:mod however), if it has one."""
    return next((e.target for e in top.edges if e.role == ":mod"
                 and isinstance(e.target, Node) and e.target.concept == concept), None)
