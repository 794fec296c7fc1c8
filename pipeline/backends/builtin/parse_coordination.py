"""Coordinated clauses: whose subject a bare verb shares, and how "but ... and" nests.

"The other inmate fell but Selenski shimmed down the rope and used the mattress to
scale a fence": spaCy hangs every conjunct under the first verb, and the rules gave the
bare "used" the first clause's subject (the inmate) and made one flat
(contrast-01 :op1 fell :op2 shimmed :op3 used).  A realization then said "The other
inmate used the mattress ..., but it fell".  In English a conjunct with no subject of its
own shares the subject of the clause just before it ("Selenski ... and used"), and "but"
joins bigger parts than "and" does: (contrast-01 :ARG1 fell :ARG2 (and :op1 shimmed
:op2 used)).

:class:`Coordination` is the converter's mixin (see :mod:`parse_rules`) that builds the
coordinator node over the conjuncts by these plans.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from itertools import pairwise
from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_base import Context, ConverterBase
from pipeline.backends.builtin.parse_graph import Child, Const, Node, Ref, target
from pipeline.backends.builtin.parse_partitives import share_partitive
from pipeline.backends.builtin.parse_words import BARE_TIME_WORDS, COORD, PARTITIVES

if TYPE_CHECKING:
    from spacy.tokens import Token

__all__ = ["Coordination", "Plan", "add_conjuncts", "coordinator_words", "has_own_subject",
           "nest_mixed"]

# A member's index, or (concept, the member whose coordinator says it, the parts joined).
Plan = int | tuple[str, int, list["Plan"]]

_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass", "expl"})


def add_conjuncts(node: Node, children: Sequence[Child]) -> None:
    """Hang ``children`` on the coordinator ``node``: "but" (contrast-01) joins two as its
    :ARG1 and :ARG2, "and" / "or" any number as :op1, :op2, ..."""
    if node.concept == "contrast-01" and len(children) == 2:
        node.add(":ARG1", children[0])
        node.add(":ARG2", children[1])
    else:
        for n, child in enumerate(children, start=1):
            node.add(f":op{n}", child)


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


class Coordination(ConverterBase):
    """Coordinated phrases and clauses: one coordinator node over the conjuncts, nested
    by :func:`nest_mixed`, a bare conjunct sharing its subject."""

    def _take_both(self, top: Node, first: Token, word: str = "both") -> None:
        """Hang the "both" of "Both Blair and Bush" on the coordination, not on its first
        member: moved with that member, it read "It is Bush and both Blair who ..." once a
        focus put the second member first.  So too the "neither" of "neither the girl nor
        her family", which no rule read (every rebuilt focus was refused for dropping it):
        the realizer says it with the "nor" (realize_concepts.with_both)."""
        for kid in first.children:
            if kid.lower_ == word and kid.dep_ in ("det", "preconj", "predet") \
                    and kid.i == first.left_edge.i and kid.i not in self.consumed:
                self.consumed.add(kid.i)
                top.add(":mod", self._node(word, kid.i))

    def _take_not_only(self, top: Node, first: Token) -> None:
        """Hang the "not only" of "angered not only victims' advocates but parishioners" on
        the coordination (spaCy: "not" a preconj of the first member, "only" its advmod),
        which no rule read; the realizer says it before the members (with_both)."""
        for kid in first.children:
            only = [c for c in kid.children if c.lower_ == "only" and c.i == kid.i + 1]
            if kid.lower_ == "not" and kid.dep_ == "preconj" and only \
                    and kid.i == first.left_edge.i and kid.i not in self.consumed:
                self.consumed.update((kid.i, only[0].i))
                self.builder.covered.add(only[0].i)
                top.add(":mod", self._node("not-only", kid.i))

    def coordination(self, head: Token, conjuncts: list[Token], ctx: Context) -> Child | None:
        conjuncts = sorted(conjuncts, key=lambda t: t.i)
        # spaCy may hang the coordinator on a word of the first conjunct that coordinates
        # nothing ("close the gap by July or the schools will not open": "or" under "gap"):
        # without it the clauses would be joined by "and".
        strays = (t for t in head.doc[conjuncts[0].i + 1:conjuncts[-1].i]
                  if head.pos_ in ("VERB", "AUX") and t.dep_ == "cc" and t.lower_ in COORD
                  and not any(c.dep_ == "conj" for c in t.head.children)
                  and any(t.i < c.left_edge.i for c in conjuncts if c.i > t.i))
        words = coordinator_words(conjuncts, [*(c for t in conjuncts for c in self.kids(t)
                                                if c.dep_ in ("cc", "preconj") and c.lower_ in COORD),
                                              *strays])
        cc = next((w for w in words if w is not None), None)
        verbal = head.pos_ in ("VERB", "AUX")
        top = self._node(COORD.get(cc.lower_, "and") if cc is not None else "and",
                         cc.i if cc is not None else head.i)
        if cc is not None and cc.lower_ == "and":
            self._take_both(top, conjuncts[0])
        elif cc is not None and cc.lower_ == "nor" and not verbal:
            self._take_both(top, conjuncts[0], "neither")
        elif cc is not None and cc.lower_ == "but" and not verbal:
            self._take_not_only(top, conjuncts[0])
        shared = ctx.subject
        members: list[Child] = []
        said: list[Token | None] = []
        own_subject: list[bool] = []
        for conjunct, word in zip(conjuncts, words, strict=True):
            sub_ctx = ctx
            if conjunct is not head and shared is not None:
                sub_ctx = replace(ctx, subject=shared)
            child = self.token(conjunct, sub_ctx, coordinated=False)
            if child is None:
                continue
            own = conjunct.pos_ in ("VERB", "AUX") and has_own_subject(conjunct, BARE_TIME_WORDS)
            # A bare conjunct shares the subject of the clause just before it: "the inmate
            # fell but Selenski shimmed down ... and used the mattress" (parse_coordination).
            if conjunct is head or own:
                subj = self._subject_of(target(child), conjunct)
                if subj is not None:
                    shared = subj
            members.append(child)
            said.append(word)
            own_subject.append(own)
        if len(members) == 1:
            return members[0]
        if not verbal:
            share_partitive(members, self._node, PARTITIVES)  # "one or both of the boys"
        concepts = [COORD[w.lower_] if w is not None else "" for w in said]
        for k in range(len(concepts) - 1, 0, -1):  # "A, B and C": the comma says "and"
            concepts[k] = concepts[k] or (concepts[k + 1] if k + 1 < len(concepts) else "")
        concepts = [c or next((d for d in concepts if d), "and") for c in concepts]
        plan = nest_mixed(concepts, own_subject) if verbal else None
        if plan is None:
            plan = (top.concept, 0, list(range(len(members))))
        return self._coordinated(plan, members, said, top, head)

    def _coordinated(self, plan: Plan, members: list[Child], said: list[Token | None],
                     top: Node | None, head: Token) -> Child:
        """The coordination ``plan`` (parse_coordination) of ``members``; ``top`` is the
        node made for the whole list, used when it says the outermost coordinator."""
        if isinstance(plan, int):
            return members[plan]
        concept, k, parts = plan
        word = said[k]
        wrapper = top if top is not None and top.concept == concept else \
            self._node(concept, word.i if word is not None else head.i)
        add_conjuncts(wrapper, [self._coordinated(part, members, said, None, head)
                                for part in parts])
        return wrapper

    def _subject_of(self, node: Node | None, verb: Token | None = None) -> Child | None:
        """The node of ``verb``'s subject in its clause ``node``, to share with a bare
        conjunct: the one aligned to the subject word ("The December decision ... upheld the
        law and revived the debate": the decision, though it is an event, and never the
        law); else the first :ARG0 or :ARG1 that is no clause."""
        node = _own_node(node, verb)
        if node is None:
            return None
        said = next((c.i for c in self.kids(verb) if c.dep_ in ("nsubj", "nsubjpass")),
                    None) if verb is not None else None
        for role, edge_child in node.edges:
            # (":domain": "Mr. Bergonzi was the finance chief ... and was intimately involved
            # in the alleged scheme": a copula's subject is its domain; in a reported clause
            # only with no comma before "and", as spaCy hangs the main verb's conjunct on a
            # reported copula: "The governor said the use of the credit card was a mistake,
            # and has since reimbursed the party")
            roles = (":ARG0", ":ARG1", ":domain") if verb is not None and (
                verb.dep_ in ("ROOT", "conj") or not any(
                    c.dep_ == "cc" and c.i > 0 and c.doc[c.i - 1].text == ","
                    for c in verb.children)) and _bare_verb_conjuncts(verb) else (":ARG0", ":ARG1")
            found = target(edge_child) if role in roles else None
            if found is not None and said is not None and found.align == said:
                return Ref(found)
        for role in (":ARG0", ":ARG1"):
            child = node.get(role)
            if child is not None and not isinstance(child, Const):
                found = target(child)
                if found is not None and found.concept[-3:-2] != "-":
                    return Ref(found)
        return None


def _bare_verb_conjuncts(verb: Token) -> bool:
    """Whether every conjunct of the copula ``verb`` is a verb right after its coordinator,
    one that can share the copula's subject: not a noun or a second copula ("his comments were
    not reflective of Washington's policy and were merely an observation about the economy":
    not "they observed"), nor a clause whose
    subject spaCy took into a list before it ("are a frequent target for rebels and tension
    is running high")."""
    conjuncts = [c for c in verb.children if c.dep_ == "conj"]
    return all(c.pos_ in ("VERB", "AUX") and c.lemma_ != "be" and c.left_edge.i > 0
               and c.doc[c.left_edge.i - 1].dep_ == "cc" for c in conjuncts)


def _own_node(node: Node | None, verb: Token | None) -> Node | None:
    """The node of ``verb`` itself inside its clause ``node``: a modal or negation wraps it
    ("Mr. Young can file a response and request a hearing": possible-01 :ARG1 file-01, whose
    :ARG0 the bare "request" shares); ``node`` when no node below it is aligned to ``verb``."""
    if node is None or verb is None:
        return node
    seen = node
    for _ in range(3):
        if seen.align == verb.i:
            return seen
        inner = next((target(c) for r, c in seen.edges if r in (":ARG1", ":ARG2")
                      and not isinstance(c, (Const, Ref))), None)
        if inner is None:
            break
        seen = inner
    return node
