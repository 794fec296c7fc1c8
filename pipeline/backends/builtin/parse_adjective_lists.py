"""Coordinated adjectives said of one thing: "feeling tired and unwell", "to be kind and
sensitive and gentle", "was conscious and alert".

spaCy hangs the later adjectives on the first as conjuncts.  The predicate of a copula or
the complement of "feel" was made from the first adjective alone, so the others were lost
(and every paraphrase refused for the drop).  AMR joins the predicates, each with the
shared subject re-entrant: (a / and :op1 (t / tired :domain h) :op2 (u / unwell :domain h));
"but" is (contrast-01 :ARG1 ... :ARG2 ...), and mixed coordinators nest as for clauses
(:func:`~pipeline.backends.builtin.parse_coordination.nest_mixed`), but a contrast is left
out for now: the realizer says it clause by clause ("it was worrying, but it is common
relatively"), where realize_adjective_lists says "and"/"or" lists as one clause.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_base import ConverterBase, _ref
from pipeline.backends.builtin.parse_coordination import (
    Plan,
    add_conjuncts,
    coordinator_words,
    nest_mixed,
)
from pipeline.backends.builtin.parse_words import COORD

if TYPE_CHECKING:
    from spacy.tokens import Token

    from pipeline.backends.builtin.parse_base import Context
    from pipeline.backends.builtin.parse_graph import Child, Node

__all__ = ["AdjectiveLists"]


class AdjectiveLists(ConverterBase):
    """Predicate adjectives joined by a coordinator, sharing their subject."""

    def predicate_adjectives(self, adj: Token, ctx: Context,
                             subject: Child | None = None) -> Node:
        """The predicate ``adj`` with its adjective conjuncts, each said of ``subject``."""
        conjuncts = [c for c in self._conjuncts(adj) if c is adj or c.pos_ == "ADJ"]
        if len(conjuncts) == 1:
            return self.adjective(adj, ctx, subject=subject)
        conjuncts.sort(key=lambda t: t.i)
        words = coordinator_words(conjuncts, [c for t in conjuncts for c in self.kids(t)
                                              if c.dep_ in ("cc", "preconj")
                                              and c.lower_ in COORD])
        concepts = [COORD[w.lower_] if w is not None else "" for w in words]
        if not any(concepts) or "contrast-01" in concepts:
            # "worrying but relatively common": the realizer says a contrast of adjectives
            # clause by clause ("it was worrying, but it is common relatively"); left as it was
            return self.adjective(adj, ctx, subject=subject)
        members = [self.adjective(c, ctx, subject=subject if k == 0 else _ref(subject))
                   for k, c in enumerate(conjuncts)]
        for c in conjuncts[1:]:
            self.consumed.add(c.i)
        for k in range(len(concepts) - 1, 0, -1):  # "A, B and C": the comma says "and"
            concepts[k] = concepts[k] or (concepts[k + 1] if k + 1 < len(concepts) else "")
        plan = nest_mixed(concepts, [False] * len(concepts)) or \
            (concepts[-1], len(concepts) - 1, list(range(len(members))))
        return self._joined(plan, members, words, adj)

    def _joined(self, plan: Plan, members: list[Node], words: list[Token | None],
                adj: Token) -> Node:
        if isinstance(plan, int):
            return members[plan]
        concept, k, parts = plan
        word = words[k]
        node = self._node(concept, word.i if word is not None else adj.i)
        add_conjuncts(node, [self._joined(part, members, words, adj) for part in parts])
        return node
