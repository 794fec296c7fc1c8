"""The ``verbatim-existential`` alternative of the root: "There are N X <where or doing>"
said with its counted noun phrase as the subject, in the source's own words ("There are
three warships with 2,300 Marines lingering off its coast." -> "Three warships with 2,300
Marines are lingering off its coast.", "There are 100,000 U.S. troops in Asia, most of them
in South Korea and Japan." -> "100,000 U.S. troops are in Asia, most of them in South Korea
and Japan.").

An existential's parse is its noun phrase alone (warship :quant 3 :instrument ...): every
focus said a noun phrase or a fragment, and no verbatim alternative had a clause to move.
A counted noun phrase ("three", "an estimated 25,000", "only 2,000") with a place or an
ongoing deed after it says the same as the subject of "are" with that place or deed, and
only "There" goes and the copula moves.  Only for the plain shape: "There" and a bare
"are"/"were" open the source (an adverb after it, "now", "still", moves with the
copula); the noun phrase opens with a count or "a"/"an" (not "no", "more" or a quantifier
that would be said in a new scope: "No immediate response was from North Korea"), holds no
mark, relative word or content clause ("There were fears that ...": "Fears were that" is no
English), and stops before the first of: a place preposition, "still", or a participle
followed by a preposition or a comma ("living in Banja Luka", "enrolled at the academy":
"659 women were enrolled at ...", not "659 women enrolled were at ..."; "challenging the
recall", a participle with its object, stays in the noun phrase).  The parse's root must be
the noun phrase's own noun, whatever its modifiers before it: a refocused graph's top is
some other word of the sentence.
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.number_words import CARDINALS
from pipeline.backends.builtin.realize_base import RealizationRefused
from pipeline.backends.builtin.realize_tree import Node, is_inverted
from pipeline.backends.builtin.realize_verbatim_spans import VerbatimSpans
from pipeline.backends.builtin.realize_words import PREPOSITIONS, QUOTE_MARKS, RELATIVE_PRONOUNS

__all__ = ["VerbatimExistential"]

# Plural only: a singular noun phrase's "-ing" word may be a noun of its own ("There is a
# tradition of Labor Day racing in ...": "A tradition of Labor Day is racing").
_COPULAS = frozenset(["are", "were"])
# An adverb between the copula and the noun phrase, said after the copula still.
_VERB_ADVERBS = frozenset(["now", "still", "also", "currently"])
# What a counted noun phrase may open with.
_COUNT_OPENERS = frozenset(["a", "an", "only", "about", "some", "nearly", "almost", "over",
                            "several", "dozens", "hundreds", "thousands", "millions"])
# Prepositions of place that open the predicate ("in the region", "off its coast").
_PLACE_PREPOSITIONS = frozenset(["in", "on", "at", "off", "near", "inside", "outside",
                                 "around", "across", "aboard", "along", "behind", "within"])
_RELATIVE_WORDS = RELATIVE_PRONOUNS
# Words that break a plain noun phrase: a relative or content clause, a mark.
_BREAKS = frozenset([",", ";", ":", "(", ")", "--", "-", "than", "as"]) | _RELATIVE_WORDS


class VerbatimExistential(VerbatimSpans):
    """The ``verbatim-existential`` alternative (see the module docstring)."""

    variant_used: bool  # (realize_verbatim_alternatives)

    def verbatim_existential(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        low = [t.lower() for t in tokens]
        end, closing = self.end_of_text()
        if closing or len(tokens) < 5 or low[0] != "there" or low[1] not in _COPULAS \
                or any(t in QUOTE_MARKS or t in ("?", "!") for t in tokens) \
                or self.const(top, ":polarity") is not None:
            raise RealizationRefused("no plain existential")
        start = 2 + (low[2] in _VERB_ADVERBS)
        if not (low[start] in _COUNT_OPENERS or low[start] in CARDINALS
                or low[start][:1].isdigit()):
            raise RealizationRefused("no counted noun phrase after 'There'")
        stop = self.existential_predicate(start, end)
        if stop is None or any(t in _BREAKS for t in low[start:stop]) \
                or any(t in _RELATIVE_WORDS for t in low[stop:end]):
            # (a relative clause after the place may be the noun phrase's: "There are many
            # people in the city who ...", not "Many people are in the city who ...")
            raise RealizationRefused("no place or deed after the noun phrase")
        if not top.align or not start < top.align[0] < stop or not self.root_noun(top):
            raise RealizationRefused("the noun phrase's noun is not the root")
        adverb = f" {low[2]}" if start == 3 else ""
        subject = source.text(start, stop - 1)
        self.variant_used = True
        return (f"{subject[:1].upper()}{subject[1:]} {low[1]}{adverb} "
                f"{source.text(stop, end - 1)}{self.end_mark(end)}", "existential-subject")

    def existential_predicate(self, start: int, end: int) -> int | None:
        """Where the place or deed after the noun phrase from ``start`` begins (see the
        module docstring), or None."""
        assert self.source is not None
        low = [t.lower() for t in self.source.tokens]
        for at in range(start + 2, end - 1):
            word, after = low[at], low[at + 1]
            if word in _PLACE_PREPOSITIONS or word == "still" or (
                    word.endswith(("ing", "ed")) and "VERB" in lemma_pos(word)
                    and (after in PREPOSITIONS or after == ",")):
                return at
        return None

    def root_noun(self, top: Node) -> bool:
        """Whether ``top`` is the parse's own root, not a refocused word: each inverted
        edge (a modifier or relative clause of its noun) goes to a phrase said after it,
        or to a bare word before it or of its own ("active probable cases", "fighters":
        person :ARG0-of fight-01)."""
        at = top.align[0]
        for edge in top.edges:
            target = edge.target
            if not is_inverted(edge.role) or not isinstance(target, Node):
                continue
            words = [i for n in target.walk() for i in n.align]
            bare = not any(isinstance(e.target, Node) for e in target.edges)
            if not words or not (min(words) > at or (bare and max(words) <= at)):
                return False
        return True
