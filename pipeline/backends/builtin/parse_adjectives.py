"""Adjectives: the frame or concept of an adjective, the role of what it describes,
its dependents, comparison (have-degree-91), and an adjective or participle before its
noun (:meth:`Adjectives.noun_adjective`, which parse_nominals calls)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from pipeline.backends.builtin.morphology import inflect
from pipeline.backends.builtin.parse_ages import age_noun
from pipeline.backends.builtin.parse_base import Context, ConverterBase, _ref
from pipeline.backends.builtin.parse_entities import number_value, ordinal_value
from pipeline.backends.builtin.parse_graph import Child, Const, Node, Ref, target
from pipeline.backends.builtin.parse_ordinal_partitives import (
    ordinal_of_group,
    ranked_deed,
    ranked_doer,
)
from pipeline.backends.builtin.parse_words import (
    ADJECTIVE_CONCEPTS,
    COMPARATIVE_DEGREES,
    PARTITIVES,
)

if TYPE_CHECKING:
    from spacy.tokens import Token

__all__ = ["MEASURE_ADJECTIVES", "Adjectives"]

# "a 20-mile-long fjord": (m / mile-long :quant 20), as "a 76-year-old jeweler".
MEASURE_ADJECTIVES = ("-old", "-long", "-wide", "-high", "-deep", "-tall", "-thick")


class Adjectives(ConverterBase):
    """An adjective as a predicate or a modifier."""

    def adjective(self, adj: Token, ctx: Context, subject: Child | None = None) -> Node:
        low = adj.lower_
        lemma = adj.lemma_.lower()
        if ordinal_value(low) is not None and (subject is None or ranked_deed(self, adj)):
            node = self._node("ordinal-entity", adj.i)
            node.add(":value", Const(ordinal_value(low) or "1", adj.i))
            ranked = ranked_doer(self, adj, ordinal_of_group(self, adj, node, ctx), node, ctx)
            if ranked is not None and subject is not None:
                ranked.add(":domain", subject)  # "Odette is the first to form ..."
            return ranked or node
        if subject is None and adj.dep_ == "pcomp" and adj.head.lower_ in ("with", "without"):
            # "got off to a slow start Tuesday, with investors ready to get their first
            # taste of quarterly earnings": the absolute's own subject ("investors"/nsubj of
            # "ready"), which nothing read, so it was dropped
            own = next((c for c in self.kids(adj) if c.dep_ == "nsubj"
                        and c.i not in self.consumed), None)
            if own is not None:
                subject = self.token(own, ctx)
                self.consumed.add(own.i)
        concept = ADJECTIVE_CONCEPTS.get(lemma) or self.lex.adjective_frame(lemma)
        if subject is not None and concept and lemma not in ADJECTIVE_CONCEPTS \
                and not self._frame_says_adjective(lemma, concept) \
                and not any(c.dep_ == "npadvmod" for c in self.kids(adj)):
            # "if the appeal is successful": (s / successful :domain appeal).  Not with a
            # measure before it ("was almost eight months pregnant"), which the rules hang
            # as a :time the realizer says after it, losing the copula's tense ("Peterson is
            # pregnant almost eight months")
            concept = None
        node = self._node(concept or lemma, adj.i)
        degree = self._degree_marker(adj)
        outer = node
        if degree is not None:
            # AMR 3 comparison: (h / have-degree-91 :ARG1 thing :ARG2 quality :ARG3 more :ARG4 than)
            outer = self._node("have-degree-91", degree[1])
            outer.add(":ARG1", subject)
            outer.add(":ARG2", node)
            outer.add(":ARG3", self._node(degree[0], degree[1]))
        elif subject is not None:
            node.add(self._adjective_role(adj, concept), subject)
        if concept == "possible-01" and low == "unable":
            node.add(":polarity", Const("-", adj.i))
        for child in self.kids(adj):
            dep = child.dep_
            if child.i in self.consumed:
                continue
            if degree is not None and dep == "prep" and child.lower_ in ("than", "as"):
                obj = self._pobj(child)
                if obj is not None:
                    self._attach(outer, ":ARG4", obj, ctx)
                continue
            if degree is not None and dep in ("xcomp", "ccomp", "advcl"):
                outer.add(":ARG6", self.token(child, replace(ctx, subject=_ref(subject))))
                continue
            extent = self.lex.role_with_function(concept, ("EXT",)) \
                if concept is not None and concept in self.lex and dep == "npadvmod" and self._amount(child) else None
            if extent and not node.has(f":{extent}"):  # "up 9 percent": up-02 :ARG2
                self._attach(node, f":{extent}", child, ctx)
            elif dep in ("advmod", "npadvmod"):
                self._adverb(node, child, ctx)
            elif dep == "neg":
                node.add(":polarity", Const("-", child.i))
            elif dep == "nummod" and low.endswith(MEASURE_ADJECTIVES) and number_value(child.lower_):
                # "a 76-year-old jeweler", "the 8-year-old", "her 92-year-old husband" (the
                # realizer says it "92-year-old"), "a 20-mile-long fjord"
                node.add(":quant", Const(number_value(child.lower_) or "", child.i))
            elif dep == "amod" and child.pos_ == "ADJ":
                node.add(":mod", self.adjective(child, ctx))  # "four Central Asian countries"
            elif dep == "prep" and child.lower_ == "of" and lemma in PARTITIVES:
                self._noun_prep(node, child, ctx)  # "many of the stars"
            elif dep == "prep":
                self._preposition(node, child, ctx, concept or lemma)
            elif dep == "xcomp":
                role = ":ARG1" if concept == "possible-01" else ":ARG2" if concept else ":purpose"
                sub = self.token(child, replace(ctx, subject=_ref(subject)))
                if concept == "possible-01" and isinstance(subject, Node):
                    _move_subject_into(node, subject, sub)
                node.add(role, sub)
            elif dep in ("relcl", "acl") and age_noun(adj):
                # "the abduction of a 9-year-old who was found safe", "the 24-year-old
                # cited by Bitdefender": an age said as the noun takes a noun's clauses
                # (were dropped, and every focus refused for 'found' / 'cited')
                self._noun_modifier(node, child, ctx)
            elif dep in ("ccomp", "advcl"):
                self._adverbial_clause(node, child, ctx, subject) if dep == "advcl" else \
                    node.add(":ARG1" if not node.has(":ARG1") else ":ARG2", self.token(child, ctx))
        return outer

    def _frame_says_adjective(self, adjective: str, frame: str) -> bool:
        """Whether the realizer can say ``frame`` as the predicate ``adjective``: a frame of
        an adjective (happy-01) or of a verb the adjective is a form of ("tired", "pending",
        "dependent", "asleep"), which it says with that verb.  Not a frame of another word
        ("successful" succeed-01, "influential" influence-01, "critical" criticize-01,
        "pregnant" impregnate-01, "sure" ensure-01): said with its verb, the predicate
        claims an act ("the appeal succeeds", "Quattrone influenced highly", "who
        impregnated"), which the realizer refuses, so every focus of such a sentence was
        refused; AMR's frame is traded for the adjective itself, said with "be"."""
        word = frame.rsplit("-", 1)[0]
        return word == adjective or adjective.startswith(word) or adjective == f"a{word}" \
            or self.lex.adjective_frame(word) == frame \
            or adjective in {inflect(word, tag) for tag in ("VBD", "VBN", "VBG")}

    def _adjective_role(self, adj: Token, concept: str | None) -> str:
        """The role of what an adjective describes: happy-01 :ARG1 X and tire-01 :ARG1 X
        ("tired"), but pride-01 :ARG0 X ("proud": the experiencer of another word's frame)."""
        if not concept:
            return ":domain"
        low = adj.lower_
        if low.endswith("ing"):
            return ":ARG0"
        if low.endswith("ed") or concept.rsplit("-", 1)[0] == adj.lemma_.lower():
            return ":ARG1"
        return ":ARG0" if self.lex.role(concept, "ARG0") is not None else ":ARG1"

    def _degree_marker(self, adj: Token) -> tuple[str, int] | None:
        """(degree concept, token) of a comparison: bigger, most, too, so, as ... as."""
        low, lemma = adj.lower_, adj.lemma_.lower()
        if adj.tag_ in ("JJR", "RBR") and lemma != low and low not in ("more", "less"):
            return "more", adj.i
        if adj.tag_ in ("JJS", "RBS") and lemma != low and low not in ("most", "least"):
            return "most", adj.i
        for child in self.kids(adj):
            word = child.lower_
            if child.dep_ == "advmod" and word in COMPARATIVE_DEGREES:
                if word == "so" and not any(c.dep_ in ("ccomp", "advcl") for c in self.kids(adj)):
                    continue  # plain "so happy" is a degree; "so happy that ..." a comparison
                self.consumed.add(child.i)
                return COMPARATIVE_DEGREES[word], child.i
        return None

    def noun_adjective(self, node: Node, adj: Token, ctx: Context) -> None:
        """An adjective or participle before ``node``'s noun (an amod), and the adjectives
        and nouns spaCy joined to it as its conjuncts, each in its role on the noun."""
        if adj.lower_.endswith("-based") and adj.text[:1].isupper():
            # "Redwood Shores-based Oracle": a place the thing is based in, said before it
            # with its own words; as a participle's :ARG1-of it was said "Oracle of Redwood
            # Shores-based"
            node.add(":mod", self.token(adj, replace(ctx, subject=None), coordinated=False))
            return
        if adj.pos_ == "VERB" or adj.tag_ in ("VBN", "VBG"):
            # A participle before its noun has no subject from the clause around it: not
            # "Progress Software plans to acquire privately held DataDirect" read as the
            # company holding DataDirect ("DataDirect, which it held privately"); the
            # controller of "plans to acquire" is the infinitive's subject, not the holder.
            event = self.token(adj, replace(ctx, subject=None) if adj.tag_ == "VBN" else ctx,
                               coordinated=False)
            role = ":ARG1-of" if adj.tag_ == "VBN" else ":ARG0-of"
            node.add(role, event)
            return
        sub = self.adjective(adj, ctx)
        if sub.concept == "have-degree-91":
            node.add(":ARG1-of", sub)
        elif sub.concept == "ordinal-entity":
            node.add(":ord", sub)
        elif sub.concept[-3:-2] == "-" and sub.concept[-2:].isdigit():
            node.add(":ARG1-of", sub)
        else:
            node.add(":mod", sub)  # "a 76-year-old jeweler": its age is the adjective's :quant
        for conj in self.kids(adj):
            if conj.dep_ == "conj" and (conj.pos_ == "ADJ" or (
                    conj.tag_ in ("VBG", "VBN") and adj.i < conj.i < adj.head.i
                    and not adj.lower_.endswith("ing")
                    and all(c.dep_ in ("cc", "punct") for c in conj.children))):
                # (a bare participle too: "buyers snapped up new and existing homes",
                # "institutional and community-based care"; dropped, every focus refused.
                # Not one with words of its own: "in a legal and fully paid-for way" was
                # said "in legal way of fully paid-for"; nor after a gerund spaCy took for
                # an adjective: "on patrolling and gathering intelligence" is two events)
                self.noun_adjective(node, conj, ctx)
            elif conj.dep_ == "conj" and conj.pos_ == "NOUN" and adj.i < conj.i < adj.head.i \
                    and all(c.dep_ in ("compound", "amod") for c in self.kids(conj)):
                # "Medicaid, which receives federal and state funding": a noun modifier
                # joined to the adjective before the same noun, which spaCy hangs on the
                # adjective as its conjunct; it was dropped with every rebuilt focus
                node.add(":mod", self.token(conj, ctx))



def _move_subject_into(modal: Node, subject: Node, event: Child | None) -> None:
    """"Recipients were able to request": the recipients are the request's :ARG0, said
    there; possible-01 keeps the request as its one :ARG1, not the recipients too."""
    inner = target(event)
    if inner is None or (":ARG1", subject) not in modal.edges:
        return
    for n, (role, child) in enumerate(inner.edges):
        if isinstance(child, Ref) and child.node is subject:
            inner.edges[n] = (role, subject)
            modal.edges.remove((":ARG1", subject))
            return
