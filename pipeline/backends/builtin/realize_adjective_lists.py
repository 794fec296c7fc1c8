"""Adjectives coordinated as the predicate of one subject: "his daughter was conscious and
alert", "feeling tired and unwell".

The parse (parse_adjective_lists) joins one predicate per adjective, each with the shared
subject re-entrant: (a / and :op1 (c / conscious :domain d) :op2 (a2 / alert-02 :ARG1 d)).
Said clause by clause, the later ones lost their tense and misread the subject ("his
daughter was conscious, and he is alert"); English says the subject and the copula once
and lists the adjectives.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_base import (
    RealizationRefused,
    is_adjective_frame,
    join_words,
)
from pipeline.backends.builtin.realize_tree import Const, Node, Ref, is_inverted

if TYPE_CHECKING:
    from pipeline.backends.builtin.realize_base import RealizerBase

__all__ = ["shared_subject_adjectives"]

_SUBJECT_ROLES = (":domain", ":ARG0", ":ARG1")
_ADVERB_ROLES = (":degree", ":manner", ":mod")


def shared_subject_adjectives(r: RealizerBase, node: Node, gap: str | None,
                              form: str) -> str | None:
    """The coordination ``node`` said as one clause with a list of adjectives, or None when
    it is no list of adjectives said of one subject."""
    ops = [e.target for e in node.edges if e.role.startswith(":op")]
    _refuse_taken_apart(r, ops)
    if gap is not None or len(ops) < 2 or not all(isinstance(t, Node) for t in ops):
        return None
    first, *rest = [t for t in ops if isinstance(t, Node)]
    subjects = [e.target for e in first.edges if e.role in _SUBJECT_ROLES]
    said = subjects[0] if len(subjects) == 1 else None
    if not isinstance(said, (Node, Ref)) or not _adjectival(r, first) or not r.is_clause(first):
        return None
    shared = said.var
    words = []
    for op in rest:
        if not _adjectival(r, op) or not _only_said_of(op, shared):
            return None
        adverbs = [e for e in op.edges if e.role in _ADVERB_ROLES]
        if any(not isinstance(e.target, Node) or e.target.edges for e in adverbs):
            return None
        before = [r.word_of(e.target) or "" for e in adverbs if isinstance(e.target, Node)]
        words.append(" ".join([*before, r.word_of(op) or ""]))
    if not all(w.strip() for w in words):
        return None
    for op in rest:
        r.done.add(op.var)
        r.done.update(e.target.var for e in op.edges if isinstance(e.target, Node))
    clause = r.clause(first, gap=None, form=form, relative=None)
    return join_words([clause, *words], "or" if node.concept == "or" else "and")


def _refuse_taken_apart(r: RealizerBase, ops: list[Node | Ref | Const]) -> None:
    """Refuse a list of adjectives whose shared subject a new focus hung elsewhere: one
    member then said as a modifier of the subject and the list as "to be intense and it"
    ("the eventual possibly rocky conference ... promises to be intense and it")."""
    nodes = [r.target_node(t) for t in ops if not isinstance(t, Const)]
    if len(nodes) < 2 or len(nodes) != len(ops) or not all(
            n is not None and _adjectival(r, n) for n in nodes):
        return
    taken = {n.var for n in nodes if n is not None}
    if any(isinstance(t, Ref) for t in ops) or any(
            isinstance(e.target, Ref) and e.target.var in taken and is_inverted(e.role)
            for n in r.nodes.values() for e in n.edges):
        raise RealizationRefused("a list of adjectives said of one subject would be taken apart")


def _adjectival(r: RealizerBase, node: Node) -> bool:
    if r.source is None or not node.align:
        return False
    return "ADJ" in lemma_pos(r.source.word(node.align[0]).lower()) \
        or is_adjective_frame(node.concept)


def _only_said_of(node: Node, shared: str) -> bool:
    """Whether ``node``'s one participant is the re-entrant ``shared`` subject and the rest
    of its edges are adverbs."""
    args = [e for e in node.edges if e.role not in _ADVERB_ROLES]
    return len(args) == 1 and args[0].role in _SUBJECT_ROLES \
        and isinstance(args[0].target, Ref) and args[0].target.var == shared
