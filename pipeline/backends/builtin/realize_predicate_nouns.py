"""A copula's predicate noun the refocusing hung on its subject, never said as an "of"
phrase of the subject.

AMR's ``:domain`` turns into a ``:mod`` when a focus below the subject moves the root
("The $22 million deal, announced Thursday, is also the largest land conservation
transaction in Hawaii history" said from "announced": deal :mod transaction), and the noun
phrase said such a long modifier after its head with "of": "The $22 million deal of also
the largest land conservation transaction in Hawaii history was announced Thursday", "It
was those findings of latest bad news about estrogen-progestin therapy that were
published ...".  The "of" makes the predicate a part or a kind of the subject and drops
the source's statement; such a modifier is refused where the source said it right after a
copula following its head (:func:`predicate_after_copula`).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from pipeline.backends.builtin.realize_base import RealizationRefused, RealizerBase
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_words import BE_FORMS

__all__ = ["PredicateNouns", "predicate_after_copula"]

# ("being" after a noun opens a participle, not the noun's predicate)
_COPULAS = BE_FORMS - {"am", "being"}
# Words between a copula and its predicate's own words that belong to neither.
_BETWEEN = frozenset({"also", "still", "now", "not", "n't", "already", "only", "just",
                      "the", "a", "an", "then", "again", "currently", "probably"})


def predicate_after_copula(tokens: Sequence[str], owner: Mapping[int, str],
                           inside: Collection[str], start: int, head_at: int) -> bool:
    """Whether the modifier whose words (nodes ``inside``) start at token ``start`` follows
    a copula right after its head's token ``head_at`` in the source, the head's predicate.

    >>> toks = "The deal , announced Thursday , is also the largest transaction .".split()
    >>> predicate_after_copula(toks, {9: "l", 10: "t"}, {"l", "t"}, 9, 1)
    True
    >>> toks = "the town of Al-Kut is quiet".split()
    >>> predicate_after_copula(toks, {3: "k"}, {"k"}, 3, 1)
    False
    """
    i = start - 1
    while i > head_at and (owner.get(i) in inside or tokens[i].lower() in _BETWEEN):
        i -= 1
    return i > head_at and tokens[i].lower() in _COPULAS


class PredicateNouns(RealizerBase):
    """The refusal of a copula's predicate said as its subject's "of" phrase."""

    def refuse_predicate_of(self, head: Node, modifier: Node) -> None:
        """Refuse to say ``modifier`` as ``head``'s "of" phrase where the source said it
        as ``head``'s predicate (module docstring)."""
        start = self.position(modifier)
        if self.source is None or start is None or not head.align:
            return
        inside = {below.var for below in modifier.walk()}
        if predicate_after_copula(self.source.tokens, self.source.owner, inside, start,
                                  max(head.align)):
            raise RealizationRefused("a copula's predicate said as an 'of' phrase of its "
                                     "subject ('the deal of the largest transaction')")
