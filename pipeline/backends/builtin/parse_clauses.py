"""Clauses: a verb's frame and its arguments by voice (subjects, objects, raising), modal
auxiliaries and negation.  Copulas and their predicates are :mod:`.parse_copulas`."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_accusations import accusation_frame
from pipeline.backends.builtin.parse_base import Context, ConverterBase, _ref
from pipeline.backends.builtin.parse_causes import cause_frame
from pipeline.backends.builtin.parse_ellipsis import borrowed_predicate
from pipeline.backends.builtin.parse_entities import REFLEXIVES
from pipeline.backends.builtin.parse_extraposition import (
    extraposed_passive_subject,
    fold_extraposed_clause,
)
from pipeline.backends.builtin.parse_graph import Child, Const, Node, Ref, target, walk
from pipeline.backends.builtin.parse_voice import OBJECT_DEPS, is_passive
from pipeline.backends.builtin.parse_words import (
    BARE_TIME_WORDS,
    HEARER_OBJECT_FRAMES,
    MEANS_NOUNS,
    MODAL_ROLE,
    MODALS,
    OBJECT_CONTROL_FRAMES,
    PROPOSITION_OBJECT_VERBS,
    RAISING_FRAMES,
    VERB_SENSES,
)

if TYPE_CHECKING:
    from spacy.tokens import Token

__all__ = ["Clauses"]

# Particles spaCy reads as the adverb right after their verb ("looked forward to", "came
# forward"): the phrasal frame, where PropBank has one (look-forward-03), is the verb's.
_ADVERB_PARTICLES = frozenset({"forward"})


class Clauses(ConverterBase):
    """A verb or a copula with its arguments; modals and negation wrap it."""

    def clause(self, verb: Token, ctx: Context) -> Child | None:
        kids = [c for c in self.kids(verb) if c.dep_ != "conj" and c.dep_ != "cc"]
        deps = {c.dep_ for c in kids}
        if verb.lemma_ == "be" and ("attr" in deps or "acomp" in deps or "expl" in deps
                                    or ("nsubj" in deps and "dobj" not in deps)):
            return self.copula(verb, kids, ctx)
        frame = self._verb_frame(verb, kids)
        node = self._node(frame, verb.i)
        passive = is_passive(verb, deps, ctx.subject is not None)
        has_arg0 = self.lex.role(frame, "ARG0") is not None or frame not in self.lex
        subject_tok = next((c for c in kids if c.dep_ == "nsubj"), None)
        subject_role = ":ARG1" if passive or not has_arg0 or (
            not deps & OBJECT_DEPS and subject_tok is not None and not self._animate(subject_tok)
            and self._ergative(frame)) else ":ARG0"
        taken: set[str] = set()
        clause_subject: Child | None = None
        clausal = any(c.dep_ in ("ccomp", "xcomp") and c.pos_ in ("VERB", "AUX") for c in kids)
        deferred: list[Token] = []
        raising = frame in RAISING_FRAMES and not passive
        purposes = self._misparsed_purposes(kids, verb)
        for child in kids:
            dep = child.dep_
            if child.i in self.consumed or child in purposes or borrowed_predicate(child):
                continue  # "..., as were schools": no node says the borrowed predicate
            if raising and dep == "nsubj":
                clause_subject = self.token(child, ctx)  # placed inside the complement below
                continue
            if dep in ("nsubj", "nsubjpass") and verb.dep_ == "conj" and ctx.subject is not None \
                    and child.lower_ in BARE_TIME_WORDS:
                # "WebTV was sold ... and today is called MSN TV": the shared subject's time
                node.add(":time", self._node(child.lower_, child.i))
                self.consumed.add(child.i)
                continue
            if extraposed_passive_subject(verb, child):
                self.builder.covered.add(child.i)  # said by the clause that is the ARG1
                continue
            if dep in ("nsubj", "nsubjpass", "csubj", "csubjpass"):
                role = ":ARG1" if dep in ("nsubjpass", "csubjpass") else subject_role
                clause_subject = self._attach(node, role, child, ctx)
                taken.add(role)
            elif dep == "agent":
                pobj = self._pobj(child)
                dated = self.entity_of.get(pobj.i) if pobj is not None else None
                if pobj is not None and dated is not None and dated.label_ in ("DATE", "TIME"):
                    # "submitted by Aug. 22": a deadline, not who submits ("August 22 submits");
                    # so "were crowded by early afternoon" ("early afternoon crowded many
                    # parking lots")
                    self._attach(node, ":manner", pobj, ctx)
                elif pobj is not None and pobj.lower_ in MEANS_NOUNS and pobj.tag_ == "NN" \
                        and not any(k.dep_ in ("det", "poss") for k in pobj.children):
                    # "cargo ... is carried by ship": the means, not who carries ("It is
                    # ship that carries ninety-five percent of international cargo")
                    self._attach(node, ":manner", pobj, ctx)
                elif pobj is not None and not passive and (
                        verb.tag_ != "VBN" or any(k.dep_ == "nsubj" for k in kids)):
                    # "as he spoke by satellite phone": an active verb has its doer in its
                    # subject; the "by" phrase is the means, not a second :ARG0
                    self._attach(node, ":manner", pobj, ctx)
                elif pobj is not None:
                    self._attach(node, ":ARG0", pobj, ctx)
                    taken.add(":ARG0")
            else:
                deferred.append(child)
        if clause_subject is None and ctx.subject is not None:
            node.add(subject_role, _ref(ctx.subject))
            clause_subject = ctx.subject
            taken.add(subject_role)
        if raising:
            self._raise(node, deferred, clause_subject, ctx)
            taken.add(RAISING_FRAMES[frame])
        controller = clause_subject
        objects = [c for c in deferred if c.dep_ in ("dobj", "dative", "iobj", "attr", "oprd")]
        # "need X to approve Y": an infinitive on the object is the subject's purpose.  Not
        # after a verb of letting, whose object does it ("by allowing initial plaintiffs to
        # sue on behalf of a larger group": the plaintiffs sue, not the suits)
        purposes += [acl for obj in objects if obj.dep_ == "dobj" for acl in self.kids(obj)
                     if acl.dep_ == "acl" and self._infinitive(acl) and not any(
                         c.dep_ in ("nsubj", "nsubjpass") for c in self.kids(acl))
                     and frame not in OBJECT_CONTROL_FRAMES]
        self.consumed.update(acl.i for acl in purposes)
        for child in objects:
            if child.dep_ == "dative" and child.pos_ == "ADP":  # "sold to Microsoft"
                self._preposition(node, child, ctx, frame)
                continue
            if child.dep_ in ("dative", "iobj") or (child.dep_ == "dobj" and clausal and (
                    self._animate(child) or frame in HEARER_OBJECT_FRAMES)):
                role = self._impelled_agent_role(frame) or ":ARG2"
            elif child.dep_ in ("attr", "oprd"):
                role = ":ARG2" if ":ARG1" in taken else ":ARG1"
            else:
                role = ":ARG1" if ":ARG1" not in taken else ":ARG2"
            if self._subject_predicative(child, objects) and clause_subject is not None:
                # "The decision could prove useful": the adjective says what the subject
                # proved to be, so its holder is the subject, not nothing
                node.add(role, self.adjective(child, ctx, subject=_ref(clause_subject)))
                taken.add(role)
                continue
            obj = self._attach(node, role, child, ctx)
            if isinstance(obj, Ref) and obj.node is target(clause_subject) \
                    and child.lower_ not in REFLEXIVES and child.pos_ == "PRON":
                # "He saw him": a plain object pronoun is not the subject (only "himself" is).
                node.remove(role, obj)
                obj = self._node(obj.node.concept, child.i)
                node.add(role, obj)
            taken.add(role)
            if child.dep_ in ("dobj", "dative") and clausal and obj is not None \
                    and not self._instrument_object(frame, child):
                controller = obj
        for child in deferred:
            if child in objects:
                continue
            if clause_subject is not None and self._subjectless_gerund_adjunct(
                    child, active_doer=not passive and subject_role == ":ARG0"
                    and child.i > verb.i  # not "By skirting the FDA's oversight, Eagan said"
                    # nor where "by" says a numbered argument, an extent ("expand sharply the
                    # number of plaintiffs ... by allowing ...", "far exceeded expectations by
                    # jumping to 26.8", read as expand-01/exceed-01 :ARG2)
                    and not (frame in self.lex and (
                        self.lex.role_with_function(frame, ("EXT",))
                        or self.lex.role_for_preposition(frame, "by")))):
                # "Hewitt said after battling to overcome Davydenko": who battled is the
                # clause's subject, which the gerund does not say again
                self._modifier(node, child, replace(ctx, subject=_ref(clause_subject)), taken,
                               controller, frame)
                continue
            self._modifier(node, child, ctx, taken, controller, frame)
        for purpose in purposes:
            node.add(":purpose", self.token(purpose, replace(ctx, subject=_ref(clause_subject),
                                                             bindings=())))
        if verb.dep_ in ("ccomp", "xcomp", "parataxis") and ctx.subject is None \
                and not ctx.question and self._imperative(verb):
            self._mark_imperative(node, verb)  # '... said: "Draw me a sheep!"'
        if frame == "make-02":
            expletive = fold_extraposed_clause(node, verb, self.lex, self._node)
            if expletive is not None:
                self.builder.covered.add(expletive)  # "made it plain that ...": said by the frame
        return self._wrap_modals(node, kids, ctx)

    def _ergative(self, frame: str) -> bool:
        """Whether an intransitive use of ``frame`` with an inanimate subject has the
        undergoer as subject ("prices rose", "the door opened"): PropBank calls its ARG0 a
        causer or its ARG1 a thing "rising", "opening"."""
        return self.lex.ergative(frame)

    def _misparsed_purposes(self, kids: list[Token], verb: Token) -> list[Token]:
        """ "need documentation to approve it" parsed as documentation being the subject of
        "to approve": the noun is the object and the infinitive the purpose.  Not after a
        verb of expecting or wanting, whose content is the clause, the noun its doer
        ("expected the combination to reap 60,000 additional customers": the combination
        reaps, not the one who expects)."""
        if any(c.dep_ == "dobj" for c in kids) or verb.lemma_.lower() in PROPOSITION_OBJECT_VERBS:
            return []
        for comp in kids:
            if comp.dep_ not in ("xcomp", "ccomp") or not self._infinitive(comp):
                continue
            subj = next((c for c in self.kids(comp) if c.dep_ == "nsubj"), None)
            if subj is not None and subj.pos_ == "NOUN" and not self._animate(subj) \
                    and subj.i not in self.entity_of:
                subj.dep_ = "dobj"  # spaCy's label is what every later rule reads
                self.consumed.add(comp.i)
                self._kids[comp.i] = [c for c in self.kids(comp) if c is not subj]
                kids.append(subj)
                return [comp]
        return []

    def _raise(self, node: Node, deferred: list[Token], subject: Child | None,
               ctx: Context) -> None:
        """ "X seems happy / to sleep": X belongs to the complement, :ARG1 of seem-01."""
        comp = next((c for c in deferred if c.dep_ in ("xcomp", "acomp", "attr", "ccomp",
                                                       "oprd")), None)
        ref = _ref(subject)
        if comp is not None:
            deferred.remove(comp)
            if comp.pos_ == "ADJ":
                sub: Child | None = self.adjective(comp, ctx, subject=ref)
            elif comp.pos_ in ("VERB", "AUX"):
                sub = self.token(comp, replace(ctx, subject=ref))
            else:
                sub = self.token(comp, ctx)
                comp_node = target(sub)
                if comp_node is not None:
                    comp_node.add(":domain", ref)
            node.add(RAISING_FRAMES.get(node.concept, ":ARG1"), sub)
        subject_node = target(subject)
        if subject_node is not None and subject_node.concept == "it" and comp is not None \
                and comp.dep_ == "ccomp":  # "it seems that ...": no one seems
            if self.pronouns.get("it") is subject_node:
                del self.pronouns["it"]
            return
        if subject_node is not None and not _materialize(node, subject_node):
            node.add(":ARG1" if not node.has(":ARG1") else ":mod", subject_node)

    def _verb_frame(self, verb: Token, kids: list[Token]) -> str:
        lemma = _verb_lemma(verb)
        for child in kids:
            # "looked forward to using": spaCy reads "forward" right after the verb as its
            # adverb, not its particle; said as look-01 :direction forward, it came out "he
            # looked to use his long years of training in the war forward"
            if child.dep_ == "prt" or (child.dep_ == "advmod" and child.i == verb.i + 1
                                       and child.lower_ in _ADVERB_PARTICLES):
                frame = self.lex.verb_frame(lemma, child.lower_)
                if frame:
                    self.consumed.add(child.i)
                    return frame
        if lemma == "have" and not any(c.dep_ == "dobj" for c in kids) and any(
                c.dep_ == "xcomp" and self._infinitive(c) for c in kids):
            return "obligate-01"  # "you have to say": an obligation, like "must"
        if lemma == "make" and any(c.dep_ in ("ccomp", "xcomp", "oprd") for c in kids):
            return "make-02"  # causative "make him laugh / make it clear"
        if lemma in VERB_SENSES:
            return VERB_SENSES[lemma]
        found = accusation_frame(lemma, kids) or cause_frame(lemma, kids) or self.lex.verb_frame(lemma)
        if found and self.lex.role(found, "ARG0") is None and any(
                c.dep_ in ("nsubjpass", "auxpass") for c in kids):
            # "The plan was developed": a passive has a sense with an agent (develop-02,
            # creator / thing created), not the first one (develop-01, a thing developing),
            # which would say "the plan developed"
            found = next((f for f in self.lex.verb_frames(lemma) if self.lex.role(f, "ARG0")
                          and self.lex.role(f, "ARG1")), found)
        if found:
            return found
        return lemma if "-" in lemma else f"{lemma}-01"  # "well-known": a word, not a frame

    def _wrap_modals(self, node: Node, kids: list[Token], ctx: Context) -> Node:
        """Negation and modal auxiliaries; a modal becomes the clause's head node."""
        neg = next((c for c in kids if c.dep_ == "neg" or (c.dep_ == "advmod"
                                                             and c.lower_ in ("not", "n't"))),
                   None)
        modal_tok = next((c for c in kids if c.dep_ == "aux" and c.tag_ == "MD"
                          and MODALS.get(c.lower_)), None)
        if modal_tok is None:
            # "has to be done"; not "seems to have begun", a perfect infinitive
            semi = next((c for c in kids if c.dep_ in ("aux",) and c.lower_ in ("have", "has",
                                                                                 "had")
                         and any(x.dep_ == "aux" and x.lower_ == "to" and x.i > c.i
                                 for x in kids)), None)
            if semi is None:
                if neg is not None:
                    self._negate(node, neg)
                return node
            modal_concept = "obligate-01"
            modal_tok = semi
        else:
            modal_concept = MODALS[modal_tok.lower_] or ""
            if modal_tok.lower_ == "may" and ctx.question:
                modal_concept = "permit-01"
        modal = self._node(modal_concept, modal_tok.i)
        if neg is not None:
            # "cannot X" negates the possibility; "must not / should not X" the event.
            self._negate(modal if modal_concept == "possible-01" else node, neg)
        modal.add(MODAL_ROLE[modal_concept], node)
        return modal

    def _negate(self, node: Node, neg: Token) -> None:
        node.add(":polarity", Const("-", neg.i))
        if neg.lower_ == "never":
            node.add(":time", self._node("ever", neg.i))

    def _impelled_agent_role(self, frame: str) -> str | None:
        """The role PropBank names the "impelled agent" of ``frame`` (force-01, persuade-01,
        convince-01 :ARG1), which the person made to act takes: "forced him to leave" is
        (force-01 :ARG1 he :ARG2 leave), not he as the :ARG2 ("He was the one that they
        forced to leave into")."""
        for role in ("ARG1", "ARG2"):
            found = self.lex.role(frame, role)
            if found is not None and "impelled agent" in found[1].lower():
                return f":{role}"
        return None

    def _instrument_object(self, frame: str, obj: Token) -> bool:
        """Whether ``obj`` is a thing the subject puts to a purpose, so that the subject (not
        the object) does the infinitive after it: "used the mattress to scale a fence" (the
        mattress scaled nothing; use-01 :ARG2 is a purpose, PropBank's PRP)."""
        return frame in self.lex and self.lex.role_with_function(frame, ("PRP",)) is not None \
            and not self._animate(obj)


def _verb_lemma(verb: Token) -> str:
    """spaCy's lemma, unless lemminflect's dictionary knows the verb form better
    ("stared" is "stare", not "star")."""
    from lemminflect import getAllLemmas

    lemma = verb.lemma_.lower()
    known = getAllLemmas(verb.lower_, upos="VERB").get("VERB")
    if known and lemma not in known and verb.tag_ in ("VBD", "VBN", "VBG", "VBZ"):
        return str(known[0])
    return lemma


def _materialize(top: Node, node: Node) -> bool:
    """Put ``node`` itself where the first reference to it sits under ``top``."""
    for current in walk(top):
        for i, (role, child) in enumerate(current.edges):
            if isinstance(child, Ref) and child.node is node:
                current.edges[i] = (role, node)
                return True
    return False
