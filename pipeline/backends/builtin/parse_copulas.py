"""Copulas: "X is Y" as Y's concept with X its :domain (or its :ARG0 where Y names an event
X does: "Linux is a threat to Microsoft"), a framed adjective's frame, a place
(be-located-at-91), an extraposed "it is true that X", or exist-01 for "there is X"."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_base import Context, ConverterBase, _ref
from pipeline.backends.builtin.parse_ellipsis import borrowed_predicate
from pipeline.backends.builtin.parse_graph import Child, Node, Ref, target
from pipeline.backends.builtin.parse_words import SPATIAL_PREPS, WH_PRONOUNS

if TYPE_CHECKING:
    from spacy.tokens import Token

__all__ = ["Copulas"]

_EVENT = re.compile(r"-\d\d$")  # a PropBank frame: the noun names an event


class Copulas(ConverterBase):
    """A copula and its predicate."""

    def copula(self, verb: Token, kids: list[Token], ctx: Context) -> Child | None:
        subj_tok = next((c for c in kids if c.dep_ in ("nsubj", "csubj")), None)
        pred_tok = next((c for c in kids if c.dep_ in ("attr", "acomp")), None)
        expl = any(c.dep_ == "expl" for c in kids)
        if pred_tok is None:  # "The euro is up 9 percent": the particle is the predicate
            pred_tok = next((c for c in kids if c.dep_ == "advmod" and c.lower_ in ("up", "down")
                             and self.lex.adjective_frame(c.lower_)), None)
        rest = [c for c in kids if c is not subj_tok and c is not pred_tok and c.dep_ != "expl"
                and not borrowed_predicate(c)]  # "Sales were down, as were profits"
        subject: Child | None = None
        extraposed = self._extraposed(subj_tok, pred_tok, rest)
        if extraposed is not None:  # "it is true that X": X is what is true
            subject = self.token(extraposed, replace(ctx, subject=None))
            if extraposed in rest:
                rest.remove(extraposed)
        elif subj_tok is not None:
            subject = self.token(subj_tok, ctx)
        elif ctx.subject is not None:
            subject = ctx.subject
        if pred_tok is None:
            places = [c for c in rest if (c.dep_ == "prep" and c.lower_ in SPATIAL_PREPS)
                      or (c.dep_ == "advmod" and c.lower_ in ("here", "there"))]
            # "In Canada, the dollar will be in focus": a place fronted before the subject is
            # the clause's :location; the one after 'be' is where the subject is (was 'the
            # dollar will be in Canada in focus')
            place = next((c for c in places if c.i > verb.i), places[0] if places else None)
            if place is not None and subject is not None:
                node = self._node("be-located-at-91", verb.i)
                node.add(":ARG1", subject)
                rest.remove(place)
                loc = self._pobj(place) if place.dep_ == "prep" else place
                if loc is not None:
                    self._attach(node, ":ARG2", loc, ctx)
            elif subject is not None and target(subject) is not None:
                node = self._as_node(subject) if not isinstance(subject, Ref) else \
                    self._node("exist-01", verb.i)
                if isinstance(subject, Ref):
                    node.add(":ARG1", subject)
            else:
                node = self._node("exist-01", verb.i)
        elif expl and pred_tok.dep_ == "attr":
            node = self._as_node(self.token(pred_tok, ctx))
        else:
            node = self._predicate(pred_tok, subject, ctx)
        taken = {r for r, _ in node.edges}
        for child in rest:
            if subject is not None and target(subject) is not None \
                    and self._subjectless_gerund_adjunct(child):
                # "Ronnie Biggs was back in jail tonight after being treated in hospital":
                # who was treated is the copula's subject, as after a verb (clause())
                self._modifier(node, child, replace(ctx, subject=_ref(subject)), taken, subject,
                               node.concept)
                continue
            # "The answer would be to create a format ...": the infinitive says what the
            # answer is, no one's act; the answer creates nothing (was "A format ... is
            # created by the answer")
            controller = None if pred_tok is None and child.dep_ == "xcomp" \
                and self._infinitive(child) and subj_tok is not None \
                and subj_tok.pos_ == "NOUN" and not self._animate(subj_tok) else subject
            self._modifier(node, child, ctx, taken, controller, node.concept)
        return self._wrap_modals(node, kids, ctx)

    def _extraposed(self, subj: Token | None, pred: Token | None,
                    rest: list[Token]) -> Token | None:
        if subj is None or subj.lower_ != "it":
            return None
        candidates = [c for c in rest if c.dep_ in ("ccomp", "csubj")]
        if pred is not None:
            candidates += [c for c in self.kids(pred) if c.dep_ in ("ccomp", "xcomp")]
        found = candidates[0] if candidates else None
        if found is not None:
            self.consumed.add(found.i)
        return found

    def _predicate(self, pred: Token, subject: Child | None, ctx: Context) -> Node:
        """The predicate of a copula: a framed adjective, a plain adjective or a noun."""
        if pred.lower_ in WH_PRONOUNS and ctx.question:
            node = self._node("amr-unknown", pred.i)
            node.add(":domain", subject)
            return node
        if pred.pos_ == "ADJ" or pred.dep_ in ("acomp", "advmod"):
            return self.predicate_adjectives(pred, ctx, subject=subject)  # "kind and gentle"
        node = self._as_node(self.token(pred, ctx))
        if subject is not None and _EVENT.search(node.concept) and \
                ":ARG0" not in {role for role, _ in node.edges}:
            # "Linux is a threat to Microsoft": Linux threatens, it is not a threat's :domain
            # (read as 'Microsoft was threatened Linux' when the event became the focus).
            node.add(":ARG0", subject)
        else:
            node.add(":domain", subject)
        return node
