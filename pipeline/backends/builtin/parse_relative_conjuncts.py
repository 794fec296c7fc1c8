"""Coordinated verbs of a relative clause or participle: "the man who was shot and killed",
"where he was evaluated and treated", "homes damaged or destroyed", "the first flaw
discovered and fixed".

A relative clause's verb is parsed alone (its conjuncts are no list of the noun's), so the
later verbs were lost and every focus was refused for the dropped word.  Each later verb
without a subject of its own shares the first verb's subject and holds the noun the way the
first one does: (m / man :ARG1-of (s / shoot-02) :ARG1-of (k / kill-01)).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_base import Context, ConverterBase
from pipeline.backends.builtin.parse_graph import Node, Ref, target

if TYPE_CHECKING:
    from spacy.tokens import Token

__all__ = ["RelativeConjuncts"]


def invert(role: str) -> str:
    return role[:-3] if role.endswith("-of") else f"{role}-of"


class RelativeConjuncts(ConverterBase):
    """The later verbs of a coordinated relative clause or participle."""

    def relative_conjuncts(self, node: Node, verb: Token, clause: Node, held_by: str | None,
                           ctx: Context) -> None:
        """Attach to ``node`` each bare verb coordinated with ``verb`` (whose clause
        ``clause`` holds ``node`` by the role ``held_by``, None when it holds it by no
        argument): it shares ``verb``'s subject and holds ``node`` by the same role."""
        shared = self._subject_of(clause, verb)
        for conjunct in self._conjuncts(verb)[1:]:
            if conjunct.pos_ != "VERB" or any(
                    k.dep_ in ("nsubj", "nsubjpass", "expl") for k in self.kids(conjunct)):
                continue  # "who left and the others stayed": a clause of its own
            sub = self.token(conjunct, Context(subject=shared, bindings=ctx.bindings,
                                               question=False), coordinated=False)
            second = target(sub)
            if second is None or second is node:
                continue
            for role, child in list(second.edges):
                if isinstance(child, Ref) and child.node is node:
                    second.remove(role, child)  # "who was shot and killed": its shared subject
                    node.add(invert(role), second)
                    break
            else:
                if held_by is None or second.has(held_by):
                    continue
                node.add(invert(held_by), second)  # "whom he married and divorced"
