"""Clauses on a noun: a relative clause (its gap inverted to the role that points back at
the noun, (n :ARG0-of (c ...))), the place of several clauses after "where", a
participle before or after its noun (a reduced relative), and a content clause said
without "that" ("the fact the Fed has done nothing").

Split from parse_nominals.py (the noun's own concept, determiners and modifiers): these
parse a whole clause below the noun and hang it there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.morphology import inflect
from pipeline.backends.builtin.parse_base import Context, ConverterBase
from pipeline.backends.builtin.parse_graph import Node, Ref, target
from pipeline.backends.builtin.parse_words import TIME_NOUNS
from pipeline.backends.builtin.realize_words import BARE_CONTENT_NOUNS

if TYPE_CHECKING:
    from spacy.tokens import Token

__all__ = ["NounClauses"]


def _participle_tagged_past(verb: Token) -> bool:
    """A verb after its noun that spaCy tagged a finite past (VBD) but that has no subject
    and no object of its own, in the participle's form: a reduced passive relative, "The jury
    verdict, reached Wednesday after less than four hours of deliberation, followed ..."
    (was verdict :ARG0-of reach-01, said "The jury verdict that reached Wednesday")."""
    if verb.tag_ != "VBD" or verb.i < verb.head.i:
        return False
    if any(c.dep_ in ("nsubj", "nsubjpass", "dobj", "aux", "auxpass") for c in verb.children):
        return False
    return verb.lower_ == inflect(verb.lemma_.lower(), "VBN")


def _names_its_noun(verb: Token) -> bool:
    """Whether a passive participle after its noun says what the noun is called or held to
    be: a noun complement ("dubbed Operation Avalanche", "called The NIH Roadmap") or "to be"
    with one ("considered to be the oldest person"), not an infinitive of a deed ("believed
    to have killed", whose noun is the doer of the deed, not the thing believed)."""
    start = verb.left_edge.i  # ("temporarily dubbed")
    if start != verb.head.i + 1 and verb.doc[start - 1].text != ",":
        # "has a book out Monday titled Living History": a participle away from its noun
        # (the realizer reads the past "titled" after a date as a finite verb)
        return False
    for comp in verb.children:
        if comp.i < verb.i:
            continue
        if comp.dep_ == "oprd" and comp.pos_ in ("NOUN", "PROPN"):
            return True
        if comp.dep_ == "xcomp" and comp.lemma_ == "be" \
                and any(c.dep_ == "attr" for c in comp.children):
            return True
    return False


# Nouns whose "-ing" complement names the task ("trouble handling", "difficulty finding").
_EFFORT_NOUNS = frozenset({"trouble", "difficulty", "problem", "success", "experience"})
# Nouns a clause with no relative word describes as its time, manner, place or cause, not
# its object ("the day he died", "the way it works"): TIME_NOUNS and these.
_GAP_ADVERB_NOUNS = frozenset({"way", "reason", "place"})


def _invert(role: str) -> str:
    return role[:-3] if role.endswith("-of") else f"{role}-of"


class NounClauses(ConverterBase):
    """Relative clauses and participles on a noun."""

    @staticmethod
    def _bare_content_clause(node: Node, clause: Token) -> bool:
        """Whether a clause spaCy hung below a noun of content ("fact", "claim") as a
        relative clause is that noun's content said without "that": no relative word, a
        subject of its own, and no gap (its object said, no preposition left stranded), as
        "the fact the Fed has done nothing" (not "the claim he made")."""
        if node.concept not in BARE_CONTENT_NOUNS:
            return False
        kids = list(clause.children)
        if any(c.tag_ in ("WDT", "WP", "WP$", "WRB") or c.lower_ == "that" for c in kids) \
                or not any(c.dep_ in ("nsubj", "nsubjpass") and c.i < clause.i for c in kids):
            return False
        if any(c.dep_ == "prep" and not any(g.dep_ == "pobj" for g in c.children) for c in kids):
            return False  # "the fact he relied on"
        return any(c.dep_ in ("dobj", "attr", "acomp", "ccomp") for c in kids)

    def _relative(self, node: Node, clause_tok: Token, ctx: Context,
                  rel_pron: Token | None = None) -> None:
        if rel_pron is None:
            rel_pron = next((c for c in clause_tok.subtree if c.tag_ in ("WDT", "WP", "WRB")
                             and c.lower_ in ("who", "whom", "which", "that", "where", "when",
                                              "why")), None)
        bindings = ctx.bindings
        if rel_pron is not None:
            bindings = (*bindings, (rel_pron.i, node))
        sub_ctx = Context(subject=None, bindings=bindings, question=False)
        # (not on a copula's noun, "the worst-affected area was South Kyongsang province
        # where ... drowned and roads were swept away", whose foci the realizer garbles)
        if rel_pron is not None and rel_pron.lower_ == "where" \
                and clause_tok.head.dep_ != "attr" and any(
                c.dep_ == "conj" and self._is_clause(c) for c in self.kids(clause_tok)):
            self._place_of_clauses(node, clause_tok, rel_pron, sub_ctx)
            return
        sub = self.token(clause_tok, sub_ctx, coordinated=False)
        clause = target(sub)
        if clause is None:
            return
        # Invert the role that points back at the head noun: (n :ARG0-of (c ...)).
        held_by = next((role for role, child in clause.edges
                        if isinstance(child, Ref) and child.node is node), None)
        if held_by is not None:
            clause.remove(held_by, next(c for r, c in clause.edges if r == held_by
                                        and isinstance(c, Ref) and c.node is node))
        elif rel_pron is None:  # "the book I read": the gap is the missing object
            self._subject_of_contact_clause(clause, clause_tok)
            held_by = ":ARG1" if not clause.has(":ARG1") else ":ARG0" \
                if not clause.has(":ARG0") else ":ARG2"
        elif not clause.has(":ARG1"):
            held_by = ":ARG1"
        node.add(_invert(held_by) if held_by is not None else ":mod", clause)
        self.relative_conjuncts(node, clause_tok, clause, held_by, sub_ctx)

    def _subject_of_contact_clause(self, clause: Node, clause_tok: Token) -> None:
        """"the $14.10 it lost Monday": the subject of an active clause with no relative word,
        read as the thing that fell (``lose-01 :ARG1 it``, the sense of a verb with no
        object), is the doer of the verb's sense with an object, and the noun the clause
        describes fills that object's gap (was the money the faller, ``:ARG0-of lose-01``:
        "What lost it on Monday was some of the $14.10"; now ``:ARG1-of (lose-02 :ARG0
        it)``).  Not where the noun fills another gap: a time or manner ("the day he died"),
        a stranded preposition's object ("the planet he came from"), a "whose" phrase."""
        subject = next((c for c in clause_tok.children if c.dep_ == "nsubj"), None)
        said = clause.get(":ARG1")
        thing = target(said) if said is not None else None
        if subject is None or said is None or thing is None or thing.align != subject.i \
                or clause.has(":ARG0") or clause_tok.pos_ != "VERB" \
                or clause_tok.head.lemma_.lower() in TIME_NOUNS | _GAP_ADVERB_NOUNS \
                or any(c.tag_ == "WP$" for c in clause_tok.subtree) \
                or any(c.dep_ == "prep" and not any(k.dep_ == "pobj" for k in c.children)
                       for c in clause_tok.children) \
                or any(c.dep_ in ("dobj", "auxpass", "attr", "acomp", "ccomp", "xcomp", "prt")
                       for c in clause_tok.children):
            return
        frame = clause.concept if self.lex.role(clause.concept, "ARG0") else next(
            (f for f in self.lex.verb_frames(clause_tok.lemma_)
             if self.lex.role(f, "ARG0") and self.lex.role(f, "ARG1")), None)
        if frame is None:
            return
        clause.concept = frame
        clause.remove(":ARG1", said)
        clause.add(":ARG0", said)

    def _place_of_clauses(self, node: Node, clause_tok: Token, where: Token,
                          ctx: Context) -> None:
        """"Colorado, where 6,300 people have been infected and at least six have died":
        the place of every coordinated clause, (s / state :location-of (a / and :op1 ...
        :op2 ...)); the later clauses were dropped."""
        sub = target(self.token(clause_tok, ctx))
        if sub is None:
            return
        # Nested lists too: in "where between 25 and 30 homes were either damaged or
        # destroyed and the town hall ... were damaged" the "where" sits in the inner "or",
        # and left there it was said twice ("homes were damaged in it").
        members, at = [sub], 0
        while at < len(members):
            inner = [target(c) for r, c in members[at].edges if r.startswith(":op")]
            members += [m for m in inner if m is not None and m not in members]
            at += 1
        for member in members:
            for role, child in list(member.edges):
                if isinstance(child, Ref) and child.node is node and role == ":location":
                    member.remove(role, child)
        node.add(":location-of", sub)

    def _participle(self, node: Node, verb: Token, ctx: Context) -> None:
        if verb.tag_ == "VBG" and node.concept in _EFFORT_NOUNS and verb.i == verb.head.i + 1:
            # "had big trouble handling Zambrano": what the trouble was with, done by the
            # one who had it, not a trouble that handled him
            task = target(self.token(verb, Context(subject=None, bindings=ctx.bindings,
                                                   question=False), coordinated=False))
            if task is not None:
                node.add(":topic", task)
                return
        passive = verb.tag_ == "VBN" or _participle_tagged_past(verb)
        sub = self.token(verb, Context(subject=None, bindings=ctx.bindings, question=False),
                         coordinated=False)
        clause = target(sub)
        if clause is None:
            return
        if verb.pos_ not in ("VERB", "AUX") or clause.concept[-3:-2] != "-":
            node.add(":mod", clause)
            return
        role = ":ARG1" if passive or self.lex.role(clause.concept, "ARG0") is None else ":ARG0"
        if passive and _names_its_noun(verb):
            # "The woman, considered to be the oldest person in the state, died", "a sweep,
            # dubbed Operation Avalanche,": the complement says what the noun was called or
            # held to be, :ARG2 as in "The woman was considered to be ..." (was (w / woman
            # :mod (c / consider-01 :ARG1 (p / person))), and the person's cleft said "It was
            # the oldest person in the state who was considered the woman")
            complement = clause.get(":ARG1")
            if complement is not None and not clause.has(":ARG2"):
                clause.remove(":ARG1", complement)
                clause.add(":ARG2", complement)
        if clause.has(role):
            role = ":ARG1" if role == ":ARG0" and not clause.has(":ARG1") else role
        held_by = role if not clause.has(role) else None
        node.add(f"{role}-of" if held_by is not None else ":mod", clause)
        # "the first flaw discovered and fixed", "homes damaged or destroyed", "a resolution
        # authorizing a force ... and transferring responsibility"
        if passive or (held_by == ":ARG0" and (verb.tag_ == "VBG" or self._infinitive(verb))):
            self.relative_conjuncts(node, verb, clause, held_by, ctx)
