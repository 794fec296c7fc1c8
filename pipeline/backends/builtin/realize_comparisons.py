"""Comparisons on a noun or a clause: a "compared with" phrase (compare-01 :ARG2) said
where the source said it, and a have-degree-91 said back as the graded adjective before
its noun ("higher profits").

Split from realize_modifiers.py (which says every non-core role): these two frames of
degree and comparison are said by rules of their own.
"""

from __future__ import annotations

from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    RealizationRefused,
    RealizerBase,
)
from pipeline.backends.builtin.realize_tree import (
    Node,
    is_inverted,
)


class Comparisons(RealizerBase):
    """compare-01 and have-degree-91 said as the source said them."""

    def comparison_phrase(self, node: Node) -> str | None:
        """"compared with 74 percent of men" for (compare-01 :ARG2 X) below what is compared,
        as the source said it (parse_prepositions.PARTICIPLE_PREPOSITIONS), not ", which was
        compared with ..." (the source does not say anyone compared them); None for any other
        node."""
        prep = self.said_compared(node)
        if prep is None or any(e.role != ":ARG2" and not is_inverted(e.role) for e in node.edges):
            return None
        what = next((e.target for e in node.edges if e.role == ":ARG2"), None)
        if not isinstance(what, Node):
            return None
        self.refuse_comparison_past_modifiers(node)
        self.done.add(node.var)
        return f"compared {prep} {self.np(what, 'obj').text}"

    def refuse_comparison_past_modifiers(self, node: Node) -> None:
        """Refuse a "compared with" phrase the source said after other words of the clause
        ("collect $182.5 million in tax revenue from the 2003 bonuses, compared with the
        $125.4 million it collected in 2002"): said next to what it compares, those words
        follow it and read as part of it ("compared with $125.4 million that it collected in
        2002 from 2003 bonuses")."""
        head = node.parent
        if self.source is None or head is None or not head.align or not node.align:
            return
        below = {n.var for n in head.walk()}
        owners = {self.source.owner.get(i) for i in range(head.align[0] + 1, node.align[0])}
        if owners - below - self.done - {None}:  # (not words fronted before the clause)
            raise RealizationRefused("a 'compared with' phrase said before the clause's other "
                                     "words would take them in")

    def said_compared(self, node: Node) -> str | None:
        """The preposition of a compare-01 the source said as "compared with" or "compared
        to" ("with", "to"); None for any other node."""
        if node.concept != "compare-01" or self.source is None or not node.align \
                or (self.word_of(node) or "").lower() != "compared":
            return None
        prep = self.source.word(node.align[0] + 1).lower()
        return prep if prep in ("with", "to") else None

    def attributive(self, head: Node, degree: Node) -> bool:
        """Whether a have-degree-91 on ``head`` was one graded adjective before it in the
        source ("higher profits"), so it can go back there."""
        if not (head.align and degree.align and degree.align[0] < head.align[0]) \
                or any(not ARG_ROLE.match(e.role) for e in degree.edges):
            return False
        quality = [e.target for e in degree.edges if e.role == ":ARG2"]
        extent = [e.target for e in degree.edges if e.role == ":ARG3"]
        if len(quality) != 1 or not isinstance(quality[0], Node) or any(
                not isinstance(e.target, Node) or not (e.role == ":degree" or (
                    e.role == ":mod" and e.target.concept == "ordinal-entity"))
                for e in quality[0].edges):
            # a rank ("second biggest") or an intensifier ("much larger") the degree phrase
            # says with it
            return False
        word = (self.word_of(quality[0]) or "").lower()
        if extent and isinstance(extent[0], Node) and extent[0].concept in ("too", "so") \
                and word in ("much", "many", "few", "little"):
            return True  # "too much leeway", not "leeway that was too much"
        if extent and (not isinstance(extent[0], Node)
                       or extent[0].concept not in ("more", "most", "less")):
            return False
        if extent and self.source is not None and isinstance(quality[0], Node) \
                and isinstance(extent[0], Node) and quality[0].align and extent[0].align \
                and extent[0].align[0] + 1 == quality[0].align[0] \
                and self.source.word(extent[0].align[0]).lower() == "most":
            return True  # "the most important Muslim nations", as the source said it
        if extent and self.source is not None and isinstance(extent[0], Node) \
                and extent[0].concept in ("more", "less") and extent[0].align and quality[0].align \
                and extent[0].align[0] + 1 == quality[0].align[0] and extent[0].align[0] > 0 \
                and self.source.word(extent[0].align[0] - 1).lower() in ("a", "an"):
            # "a more accurate picture of the economy": after "a", "more" grades the
            # adjective (no "more pictures"), not "a economy picture that was more accurate";
            # "a less enthusiastic bidder", not "a bidder who was less enthusiastic" (its
            # tense the relative clause's own, in a present clause)
            return True
        # "stronger", "latest", "the worst outbreak"; not "more isolated"
        return (word.endswith(("er", "est")) or word in ("worse", "worst")) and " " not in word
