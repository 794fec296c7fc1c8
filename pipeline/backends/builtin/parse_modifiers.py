"""The dependents of a predicate other than its subject and objects: the role each
takes (:meth:`Modifiers._modifier`), controlled complements, adverbial clauses and their
markers, adverbs and what they modify."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.parse_base import Context, ConverterBase, _ref
from pipeline.backends.builtin.parse_graph import Child, Const, Node, Ref, target
from pipeline.backends.builtin.parse_measures import quantify
from pipeline.backends.builtin.parse_multiword_subordinators import MULTIWORD_SUBORDINATORS
from pipeline.backends.builtin.parse_words import (
    CLAUSE_MARKERS,
    DEGREE,
    DIRECTION_ADVERBS,
    FIXED_PHRASES,
    GERUND_ADJUNCT_PREPS,
    MEANS_GERUND_PREPS,
    MOD_ADVERBS,
    PLACE_ADVERBS,
    RELATIONAL_MARKERS,
    SUBJECT_LINKING_VERBS,
    TIME_ADVERBS,
    WH_ROLES,
)

if TYPE_CHECKING:
    from spacy.tokens import Token

__all__ = ["Modifiers"]


class Modifiers(ConverterBase):
    """A predicate's complements, adverbial clauses and adverbs."""

    def _modifier(self, node: Node, child: Token, ctx: Context, taken: set[str],
                  controller: Child | None, frame: str) -> None:
        dep, low = child.dep_, child.lower_
        if child.i in self.consumed:
            return
        if dep in ("neg", "aux", "auxpass", "punct", "det", "mark", "case", "prt", "expl",
                   "cc", "dep", "intj", "meta", "predet", "preconj", "appos"):
            return
        if dep == "advmod" and low in ("not", "n't"):
            return
        if dep in ("ccomp", "csubj"):
            role = ":ARG1" if ":ARG1" not in taken else ":ARG2"
            sub = self.token(child, replace(ctx, subject=None))
            node.add(role, sub)
            taken.add(role)
        elif dep == "xcomp":
            self._xcomp(node, child, ctx, taken, controller)
        elif dep == "advcl":
            self._adverbial_clause(node, child, ctx, controller)
        elif dep in ("prep", "agent"):
            self._preposition(node, child, ctx, frame)
        elif dep == "acomp" and controller is not None \
                and self._subject_predicative(child, list(self.kids(child.head))):
            # "businesses are not feeling confident": the one who feels is the one confident
            node.add(":ARG2", self.adjective(child, ctx, subject=_ref(controller)))
        elif dep in ("advmod", "npadvmod", "acomp", "oprd"):
            self._adverb(node, child, ctx)
        elif dep == "parataxis" or dep == "conj":
            sub = self.token(child, replace(ctx, subject=None))
            node.add(":ARG1" if ":ARG1" not in taken and dep == "parataxis" else ":mod", sub)
        elif dep in ("dobj", "attr", "dative", "nsubj", "pobj", "pcomp"):
            role = ":ARG1" if ":ARG1" not in taken else ":ARG2"
            self._attach(node, role, child, ctx)
            taken.add(role)
        elif dep in ("amod", "nummod", "compound", "poss", "relcl", "acl", "nmod", "quantmod"):
            self._noun_modifier(node, child, ctx)
        else:
            self._attach(node, ":mod", child, ctx)

    def _subjectless_gerund_adjunct(self, prep: Token, *, active_doer: bool = False) -> bool:
        """Whether ``prep`` is "after", "before", "without" ... with a gerund that has no
        subject of its own ("after battling to overcome Davydenko"): the gerund's subject is
        its clause's subject.  With ``active_doer`` (the clause's subject is the doer of an
        active verb) also "by" ("manipulated energy markets by reporting false
        natural gas trading prices")."""
        preps = GERUND_ADJUNCT_PREPS | MEANS_GERUND_PREPS if active_doer else GERUND_ADJUNCT_PREPS
        if prep.dep_ != "prep" or prep.lower_ not in preps:
            return False
        gerund = next((c for c in self.kids(prep) if c.dep_ == "pcomp"), None)
        # (a passive gerund too: "resigned ... two weeks after being indicted on bank fraud
        # charges", whose participle spaCy heads with "being" as its auxiliary)
        return gerund is not None and (gerund.tag_ == "VBG" or (gerund.tag_ == "VBN" and any(
            c.dep_ == "auxpass" and c.lower_ == "being" for c in self.kids(gerund)))) and not any(
            c.dep_ in ("nsubj", "nsubjpass", "poss") for c in self.kids(gerund))

    def _subject_predicative(self, adj: Token, siblings: list[Token]) -> bool:
        """Whether ``adj`` ("prove useful", "feel confident") says what the clause's subject
        is: a bare adjective after a linking verb with no object it could describe instead."""
        lemma = adj.lemma_.lower()
        frame = self.lex.adjective_frame(lemma)
        if frame is not None and frame.rsplit("-", 1)[0] != lemma:
            # "remains critical" read as criticize-01: a verb's subject would make it a
            # clause ("is criticized"), where the bare word reads back as the source said it
            return False
        return adj.dep_ in ("acomp", "oprd") and adj.pos_ == "ADJ" \
            and adj.head.lemma_.lower() in SUBJECT_LINKING_VERBS \
            and not any(c.dep_ in ("dobj", "dative", "iobj", "nsubjpass") for c in siblings)

    def _xcomp(self, node: Node, child: Token, ctx: Context, taken: set[str],
               controller: Child | None) -> None:
        role = ":ARG1" if ":ARG1" not in taken else ":ARG2"
        if child.pos_ in ("ADJ", "NOUN", "PROPN", "ADV") and not self._is_clause(child):
            role = ":ARG2" if ":ARG2" not in taken and node.concept not in ("seem-01",
                                                                            "appear-02") else role
            sub = self.adjective(child, ctx, subject=_ref(controller)) if child.pos_ == "ADJ" \
                else self.token(child, ctx)
        else:
            quoted = self._imperative(child)  # 'it said: "draw me a sheep"', not control
            sub = self.token(child, replace(ctx, subject=None if quoted else _ref(controller)))
        node.add(role, sub)
        taken.add(role)

    def _adverbial_clause(self, node: Node, child: Token, ctx: Context,
                          controller: Child | None) -> None:
        marks = [c for c in self.kids(child) if c.dep_ == "mark"]
        marker = " ".join(m.lower_ for m in marks)
        if marker in MULTIWORD_SUBORDINATORS:  # "as long as": its role says the three words
            self.builder.covered.update(m.i for m in marks)
        if not marker:
            advmod = next((c for c in self.kids(child) if c.dep_ == "advmod"
                           and c.lower_ in CLAUSE_MARKERS and c.i < child.i), None)
            if advmod is not None:
                marker = advmod.lower_
                self.consumed.add(advmod.i)
        infinitive = self._infinitive(child)
        has_subject = any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in self.kids(child))
        opener = next(child.subtree)
        if not marker and not has_subject and opener.lower_ == "as" and opener.i < child.i \
                and child.tag_ in ("VBZ", "VBD", "VBP") and opener.i not in self.consumed:
            # "As frequently happens to a company ..., PeopleSoft's shares dropped": what
            # happens is the main event, (drop-01 :ARG1-of (happen-01 ...)), not the shares
            self.consumed.add(opener.i)
            sub = self.token(child, replace(ctx, subject=None, bindings=()))
            if sub is not None:
                node.add(":ARG1-of", sub)
            return
        which = next((c for c in self.kids(child) if c.lower_ == "which" and c.tag_ == "WDT"
                      and c.i == opener.i and c.i > 0 and c.doc[c.i - 1].text == ","), None)
        if not marker and which is not None and ctx.bound(which.i) is None:
            # "..., which Hamidi honored" read as an adverbial clause of "stop": a sentential
            # relative, its "which" the event before it, (s :ARG1-of (h / honor-01 ...)).
            self._relative(node, child, ctx, which)
            return
        if marker == "for" and child.tag_ == "VBN" and not has_subject and not any(
                c.dep_ in ("aux", "auxpass") for c in self.kids(child)):
            # "it is too expensive for most bitten by infected dogs": "for" opens a noun
            # phrase with its participle ("most [people] bitten by ..."), no cause; read as
            # one it said "because infected dogs bit it most".  Left unread, so refused.
            return
        sub_ctx = replace(ctx, subject=None if has_subject else _ref(controller), bindings=())
        if (marker in ("", "for", "in order", "so as") and infinitive) or marker.endswith("order") or marker == "so that":
            role = ":purpose"
        else:
            last = marker.split()[-1] if marker else ""
            role = CLAUSE_MARKERS.get(marker) or CLAUSE_MARKERS.get(last) or (
                ":manner" if child.tag_ in ("VBG", "VBN") else ":time" if last == "as" else
                ":mod")
        sub = self.token(child, sub_ctx)
        if sub is None:
            return
        sub_node = target(sub)
        if marker == "unless" and sub_node is not None:
            sub_node.add(":polarity", Const("-", marks[0].i))
        if marker == "since" and any(c.dep_ == "aux" and c.lemma_ == "have" for c in child.head.children):
            # "have been killed since Bush declared ...": a time from which, not a cause
            role = ":time"
            rel = self._node("since", marks[0].i)
            rel.add(":op1", sub)
            sub = rel
        elif marker in RELATIONAL_MARKERS:
            rel = self._node(marker, marks[0].i)
            rel.add(":op1", sub)
            sub = quantify(self, rel, marks[0], ctx)  # "two days after ..."
        elif marker in ("even though", "even if"):
            role = ":concession"
        node.add(role, sub)

    def _adverb(self, node: Node, adv: Token, ctx: Context) -> None:
        low = adv.lower_
        if low in ("not", "n't"):
            return
        if low == "never":
            self._negate(node, adv)
            return
        if low in WH_ROLES and ctx.question:
            node.add(WH_ROLES[low], self._node("amr-unknown", adv.i))
            return
        if low in WH_ROLES and ctx.bound(adv.i) is not None:
            node.add(WH_ROLES[low], Ref(ctx.bound(adv.i)))  # type: ignore[arg-type]
            return
        if adv.dep_ == "npadvmod" and adv.pos_ in ("NOUN", "PROPN", "NUM"):
            sub = self.token(adv, ctx)
            role = ":time" if self._is_time(adv) or any(c.lower_ == "ago" for c in
                                                        self.kids(adv)) else ":mod"
            sub_node = target(sub)
            earlier = next((c for c in self.kids(adv) if c.dep_ == "advmod"
                            and c.lower_ == "earlier" and c.i == adv.i - 1), None)
            if earlier is not None and sub_node is not None and role == ":time" \
                    and not any(r == ":mod" and isinstance(c, Node) and c.concept == "earlier"
                                for r, c in sub_node.edges):  # (a date reads it: DATE_PARTS)
                # "Earlier Friday, Taiwan reported 55 new cases": the time before another on
                # that day, which nothing read, so "Earlier" was dropped
                self.consumed.add(earlier.i)
                sub_node.add(":mod", self._node("earlier", earlier.i))
            if sub_node is not None and sub_node.concept.endswith(("-quantity", "-entity")) \
                    and node.concept in self.lex and role == ":mod":
                extent = self.lex.role_with_function(node.concept, ("EXT",))
                if extent and not node.has(f":{extent}"):  # "rose 5 percent": the amount
                    role = f":{extent}"
            node.add(role, sub)
            return
        if low == "how":  # "that is how ...": the manner is the clause itself
            return
        role = self._adverb_role(adv, node)
        if low in ("home", "here", "there") and node.concept in self.lex:
            goal = self.lex.role_with_function(node.concept, ("GOL",))
            if goal and not node.has(f":{goal}"):  # "go home": the destination argument
                role = f":{goal}"
        if adv.pos_ == "ADJ" or adv.dep_ in ("acomp", "oprd"):
            node.add(role if adv.dep_ not in ("acomp", "oprd") else ":ARG2",
                     self.predicate_adjectives(adv, ctx))  # "feeling tired and unwell"
            return
        node.add(role, self.token(adv, ctx))  # coordinated adverbs too

    def _adverb_role(self, adv: Token, node: Node) -> str:
        low = adv.lower_
        if low in DEGREE and (node.concept in ("more", "less") or adv.head.pos_ in ("ADJ",
                                                                                    "ADV")):
            return ":degree"
        if low in ("too", "so") and adv.head.pos_ not in ("ADJ", "ADV"):
            return ":mod"
        if low in DEGREE:
            return ":degree"
        if low in TIME_ADVERBS:
            return ":time"
        if low in DIRECTION_ADVERBS:
            return ":direction"
        if low in PLACE_ADVERBS:
            return ":location"
        if low in MOD_ADVERBS:
            return ":mod"
        if low.endswith("ly"):
            return ":manner"
        return ":mod"

    def adverb_node(self, adv: Token, ctx: Context) -> Child | None:
        low = adv.lower_
        concept = low
        at = next((c for c in self.kids(adv) if c.lower_ == "at"), None)
        if at is not None and ("at", low) in FIXED_PHRASES:  # "at all" parsed as an adverb
            self.consumed.add(at.i)
            return self._node(FIXED_PHRASES["at", low][1], at.i)
        if low.endswith("ly") and len(low) > 4 and low not in ("only", "early", "likely") \
                and low not in _HEDGE_ADVERBS:
            base = _adjective_of_adverb(low)
            frame = self.lex.adjective_frame(base)
            # "fully": a degree is AMR's plain (f / full), and "full"'s first frame is another
            # word's (fill-01), which would be said as that verb ("protect reserves fill")
            concept = frame if frame and low not in DEGREE \
                and frame.startswith(base[:3]) else base
        node = self._node(concept, adv.i)
        for child in self.kids(adv):
            if child.i in self.consumed:
                continue
            if child.dep_ in ("advmod",) and child.lower_ not in ("not", "n't"):
                self._adverb(node, child, ctx)
            elif child.dep_ == "prep":
                self._preposition(node, child, ctx, concept)
            elif child.dep_ == "neg":
                node.add(":polarity", Const("-", child.i))
        return quantify(self, node, adv, ctx)  # "four years ago", "three miles away"


# Hedges of a claim keep their adverb: "apparently" as appear-02 with nothing under it was
# said "appear" ("a dispute that involved immigrant smugglers appear"), as "reportedly" is.
_HEDGE_ADVERBS = frozenset(["apparently", "seemingly", "supposedly", "purportedly", "presumably",
                            "allegedly", "reportedly", "evidently", "ostensibly"])


def _adjective_of_adverb(adverb: str) -> str:
    """ "quickly" -> "quick", "happily" -> "happy", "gently" -> "gentle"; else the adverb.

    >>> [_adjective_of_adverb(w) for w in ("quickly", "happily", "gently", "fully", "hardly")]
    ['quick', 'happy', 'gentle', 'full', 'hard']
    """
    stem = adverb[:-2]
    for candidate in (stem, stem[:-1] + "y", adverb[:-1] + "e", stem + "l"):
        if "ADJ" in lemma_pos(candidate):
            return candidate
    return adverb
