"""Coordinated clauses: whose subject a bare verb shares, and how "but ... and" nests.

"The other inmate fell but Selenski shimmed down the rope and used the mattress to
scale a fence": spaCy hangs every conjunct under the first verb, and the rules gave the
bare "used" the first clause's subject (the inmate) and made one flat
(contrast-01 :op1 fell :op2 shimmed :op3 used).  A realization then said "The other
inmate used the mattress ..., but it fell".  In English a conjunct with no subject of its
own shares the subject of the clause just before it ("Selenski ... and used"), and "but"
joins bigger parts than "and" does: (contrast-01 :ARG1 fell :ARG2 (and :op1 shimmed
:op2 used)).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import pairwise
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Token

__all__ = ["Plan", "coordinator_words", "has_own_subject", "nest_mixed"]

# A member's index, or (concept, the member whose coordinator says it, the parts joined).
Plan = int | tuple[str, int, list["Plan"]]

_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass", "expl"})


def coordinator_words(conjuncts: Sequence[Token], coordinators: Iterable[Token]
                      ) -> list[Token | None]:
    """For each conjunct (in surface order) the coordinator said just before it, or None
    ("A, B and C": B has only a comma); the first conjunct has none."""
    words = sorted(coordinators, key=lambda t: t.i)
    out: list[Token | None] = [None]
    for before, conjunct in pairwise(conjuncts):
        between = [w for w in words if before.i < w.i < conjunct.i]
        out.append(between[-1] if between else None)
    return out


def has_own_subject(verb: Token, time_words: frozenset[str]) -> bool:
    """Whether the clause of ``verb`` names its own subject ("Selenski shimmed"), not a bare
    time word that spaCy calls one ("... and today is called MSN TV")."""
    return any(c.dep_ in _SUBJECT_DEPS and c.lower_ not in time_words for c in verb.children)


def nest_mixed(concepts: list[str], own_subject: list[bool]) -> Plan | None:
    """How members joined by mixed coordinators nest, or None when one coordinator joins
    them all (a flat list says that well).  concepts[k] is the coordinator's concept before
    member k (concepts[0] unused); own_subject[k] whether member k names its subject.

    A member with no subject of its own binds to the clause before it ("Heaton was in
    detention but had not been charged, and that officials had visited him"); among the
    rest "but" holds the largest parts ("fell but recovered and closed higher").
    """
    if len(set(concepts[1:])) < 2:
        return None
    starts = [k for k in range(len(concepts)) if k == 0 or own_subject[k]]
    clusters = [list(range(a, b)) for a, b in pairwise([*starts, len(concepts)])]
    parts = [_combine(cluster, concepts) for cluster in clusters]
    return _combine_plans(parts, [concepts[k] for k in starts], starts)


def _combine(indices: list[int], concepts: list[str]) -> Plan:
    return _combine_plans(list(indices), [concepts[k] for k in indices], indices)


def _combine_plans(parts: list[Plan], said: list[str], firsts: list[int]) -> Plan:
    """``parts`` joined by the coordinators ``said`` before each (said[0] unused); firsts[k]
    is the member that opens part k."""
    if len(parts) == 1:
        return parts[0]
    if len(set(said[1:])) == 1 or "contrast-01" not in said[1:]:
        return (said[1], firsts[1], parts)
    cuts = [0] + [k for k in range(1, len(parts)) if said[k] == "contrast-01"]
    segments = [_combine_plans(parts[a:b], said[a:b], firsts[a:b])
                for a, b in pairwise([*cuts, len(parts)])]
    return ("contrast-01", firsts[cuts[1]], segments)
