"""Whether a graph's top is no longer the parse's root, so that the sentence must be
rebuilt for its focus rather than read back in the source's order: an inverted edge up to
an old parent, a modifier that became the focus, or an inverted edge whose subtree no
longer covers a clean stretch of the source.

Split from realizer.py (the realization's entry point and its run): this decides, once
per realization, which of the two ways the sentence is said.
"""

from __future__ import annotations

from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    RealizerBase,
)
from pipeline.backends.builtin.realize_tree import (
    Node,
    is_inverted,
)
from pipeline.backends.builtin.realize_words import INVERTED_CONNECTIVES, ROLE_RELATIONS


class RefocusedTop(RealizerBase):
    """Whether the top of the tree is a refocused one."""

    def looks_refocused(self) -> bool:
        """Whether the top is no longer the parse's root, so the sentence must be rebuilt.

        A refocused top has an inverted edge up to its old parent, or somewhere
        below it an inverted edge whose subtree no longer covers a clean stretch
        of the source (the old root's clause with a hole where the focus was).
        """
        top = self.tree
        if not self.parse_root(top) and any(self.is_refocus_edge(top, e) for e in top.edges):
            return True
        if self.source is None:
            return False
        for edge in top.edges:
            # "X :domain Y" said as "the X Y" in the source: the modifier became the focus.
            if edge.role == ":domain" and isinstance(edge.target, Node) and top.align:
                start = edge.target.align[0] if edge.target.align else None
                if start is not None and top.align[0] < start:
                    self.modifier_focus = edge
                    return True
        for node in top.walk():
            if node.parent is None or not node.role or not is_inverted(node.role) \
                    or not any(isinstance(e.target, Node) for e in node.edges):
                continue
            if self.source.span(node, {n.var for n in node.walk()}, loose=True) is None \
                    and not self.role_of_its_noun(node):
                return True
            # A relative clause follows its head noun; a clause with arguments before
            # it ("the drawn picture" has none) is an old root.
            start = self.position(node)
            head = node.parent.align
            if start is not None and head and start < head[0] and not self.is_clause(node.parent) \
                    and node.concept not in INVERTED_CONNECTIVES \
                    and not node.concept.endswith("-91") and any(
                    ARG_ROLE.match(e.role) for n in node.walk() for e in n.edges):
                return True
            if node.role == ":ARG0-of" and head and node.align and self.main_verb_after(
                    head[0], node):
                return True
        return False

    def parse_root(self, node: Node) -> bool:
        """Whether ``node`` is the top of the parse's own graph, whose inverted edges are the
        source's own ("..., according to Bloomberg data": ``say-01 :ARG1-of``), no path up to
        an old root (see parse_root)."""
        return self.source is not None and node.parent is None and self.source.root == node.var

    def role_of_its_noun(self, node: Node) -> bool:
        """Whether ``node`` is the role relation of the noun above it, said in that noun's
        own word ("their son", "her husband": ``person :ARG0-of (have-rel-role-91 :ARG1 they
        :ARG2 son)``, every word aligned to the person): the parser's own reading of a role
        noun, no old root, though its words are its parent's and its possessor's a pronoun
        said elsewhere, so it covers no stretch of the source of its own."""
        parent = node.parent
        return node.concept in ROLE_RELATIONS and node.role == ":ARG0-of" \
            and parent is not None and bool(parent.align) and node.align == parent.align \
            and all(child.align == parent.align or not child.align
                    for child in node.walk() if child is not node)
