"""What the first steps of a clause settled (realize_clause.py), for the later steps that
place words around its verb group (realize_clause_tail.py, realize_clause_assembly.py)."""

from __future__ import annotations

from dataclasses import dataclass

from pipeline.backends.builtin.realize_base import NP, VerbFeatures
from pipeline.backends.builtin.realize_tree import Edge, Node

__all__ = ["ClauseHead"]


@dataclass
class ClauseHead:
    """One clause as its first steps settled it: what it was asked for (the arguments of
    :meth:`~pipeline.backends.builtin.realize_clause.Clauses.clause`), its roles and voice,
    its subject and the agreement of its verb, and a question's role and word."""

    node: Node
    gap: str | None
    form: str
    relative: str | None
    stranded: str
    agree: NP | None
    front: list[str] | None
    pipe: bool
    args: dict[str, Edge]
    modal: str | None
    negated: bool
    passive: bool
    imperative: bool
    adjectival: bool
    features: VerbFeatures
    subject_role: str
    subj_np: NP | None
    subject_gapped: bool
    person: int
    plural_subject: bool
    wh_role: str | None
    wh_word: str
