
"""The ``verbatim-inversion`` alternative of the root: a copular clause the source said
with its predicate first ("Still pending against Rambus is a lawsuit brought by the Federal
Trade Commission.") said in subject-first order, in the source's own words ("A lawsuit
brought by the Federal Trade Commission is still pending against Rambus.", "A 6000 series
aluminum alloy rolled plate that is used for general-purpose engineering is at the center
of the petition.").

The parse makes the noun phrase after the copula the root, with or without the fronted
phrase as its :domain; the copula's swap wants the subject first in the source and refuses
an indefinite side.  After a fronted place, state or "also"/"still" phrase the noun phrase
is the subject already (the copula agrees with it), so putting it first is English's plain
order and says the same.  Only for the plain shape: the source opens with one of
_INVERSION_LEADS, its first "is"/"are"/"was"/"were" follows with no mark before it, the
root's noun is said after the copula and every word after it is the root's own, and the
noun phrase holds no aside (a comma only inside a closing list, "cancer, diabetes and
AIDS") and no quotation.
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import PRONOUNS
from pipeline.backends.builtin.realize_base import RealizationRefused, is_frame
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_verbatim_spans import VerbatimSpans
from pipeline.backends.builtin.realize_words import (
    DASH_TOKENS,
    FINITE_BE,
    QUOTE_MARKS,
    RELATIVE_PRONOUNS,
)

__all__ = ["INVERSION_LEADS", "VerbatimInversion"]

# What a fronted predicate opens with: a place, a state, or an adverb of addition.
INVERSION_LEADS = frozenset(["still", "also", "among", "at", "in", "on", "near", "behind",
                             "beside", "inside", "outside", "atop", "under", "pending"])
_RELATIVE_WORDS = RELATIVE_PRONOUNS - {"that"}
# Adverbs of addition or continuation said before the fronted phrase.
_ADDITIONS = frozenset(["still", "also"])


class VerbatimInversion(VerbatimSpans):
    """The ``verbatim-inversion`` alternative (see the module docstring)."""

    variant_used: bool  # (realize_verbatim_alternatives)

    def verbatim_inversion(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        low = [t.lower() for t in tokens]
        end, closing = self.end_of_text()
        cop = next((i for i, t in enumerate(low[:end]) if t in FINITE_BE), None)
        if cop is None or cop < 2 or closing or low[0] not in INVERSION_LEADS \
                or cop in source.owner or not source.opens(0) \
                or any(t in QUOTE_MARKS or t in DASH_TOKENS or t in (",", ";", ":", "(")
                       for t in tokens[:cop]) \
                or any(t in QUOTE_MARKS or t in DASH_TOKENS or t in (";", ":", "(")
                       for t in tokens[cop:end]) \
                or self.const(top, ":polarity") is not None:
            raise RealizationRefused("no fronted predicate")
        if low[1] in ("least", "most") or is_frame(top.concept):
            # "At least 13 flights out of Atlanta were listed as canceled": a hedged count
            # opens the subject, and the root is its verb, no fronted predicate
            raise RealizationRefused("no fronted predicate")
        if not top.align or top.align[0] <= cop or top.concept in PRONOUNS \
                or not self.only_owned(0, cop - 1, self.fronted(top, cop)) \
                or not self.only_owned(cop + 1, end - 1, self.owners(top) - self.fronted(top, cop)):
            raise RealizationRefused("the noun phrase after the copula is not the root's")
        commas = [i for i in range(cop + 1, end) if tokens[i] == ","]
        if commas and (any(low[i + 1] in _RELATIVE_WORDS for i in commas)
                       or not any(t in ("and", "or") for t in low[commas[-1]:end])):
            raise RealizationRefused("an aside in the noun phrase")
        subject = source.text(cop + 1, end - 1)
        fronted = source.text(0, cop - 1)
        self.variant_used = True
        return (f"{subject[:1].upper()}{subject[1:]} {low[cop]} {fronted[:1].lower()}{fronted[1:]}"
                f"{self.end_mark(end)}", "subject-first")

    def fronted(self, top: Node, cop: int) -> set[str]:
        """The variables of the one phrase below ``top`` said before the copula at ``cop``
        (the fronted predicate, its :domain or a place of the root's), with an adverb of
        addition before it ("Still", "Also"); refused where two phrases are ("In the past
        year the company's revenue was $5 million": a time and the subject, no inversion)."""
        inside: set[str] = set()
        phrases = 0
        for edge in top.edges:
            span = self.owned_span(edge.target) if isinstance(edge.target, Node) else None
            if span is not None and span[1] < cop:
                assert isinstance(edge.target, Node)
                inside |= self.owners(edge.target)
                if edge.target.concept not in _ADDITIONS:
                    phrases += 1
                    if span[1] != cop - 1:
                        raise RealizationRefused("no fronted predicate")
        if phrases != 1:
            raise RealizationRefused("no fronted predicate")
        return inside
