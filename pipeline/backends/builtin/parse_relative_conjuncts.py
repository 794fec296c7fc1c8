"""Coordinated verbs of a relative clause or participle: "the man who was shot and killed",
"where he was evaluated and treated", "homes damaged or destroyed", "the first flaw
discovered and fixed".

A relative clause's verb is parsed alone (its conjuncts are no list of the noun's), so the
later verbs were lost and every focus was refused for the dropped word.  Each later verb
without a subject of its own shares the first verb's subject and holds the noun the way the
first one does: (m / man :ARG1-of (s / shoot-02) :ARG1-of (k / kill-01)).  When only the
last verb has an object, the verbs share it and the relative pronoun is their subject: "ads
that promote, support, attack or oppose a candidate" is (a / ad :ARG0-of (p / promote-01
:ARG1 c) ... :ARG0-of (o / oppose-01 :ARG1 (c / candidate))).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_base import Context, ConverterBase
from pipeline.backends.builtin.parse_coordination import _own_node
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
        # "wildfires that forced thousands to flee and threatened hundreds of homes", "a
        # resolution authorizing a force ... and transferring responsibility": the noun is
        # the subject of every verb (not the first verb's object, which a later verb that
        # has an object of its own would otherwise take as its subject and drop).
        noun_is_subject = _noun_is_subject(verb)
        if verb.tag_ == "VBG" and not noun_is_subject:
            return  # "the towers standing tall and outline their history": no conjunct
        # "a process to write a new constitution and to hold the first democratic
        # elections": an infinitive that holds its noun as :ARG0 does so for each conjunct;
        # not a finite verb after it, a verb of the main clause that spaCy misread as its
        # conjunct ("Diana wrote a letter ... claiming there was a plot to kill her in a smash
        # and gave it to him": the plot gave nothing)
        if held_by == ":ARG0" and verb.dep_ == "acl" and verb.tag_ == "VB" and any(
                k.dep_ == "aux" and k.lower_ == "to" for k in verb.children):
            if any(c.tag_ != "VB" for c in self._conjuncts(verb)):
                return
            noun_is_subject = True
        shared = Ref(node) if noun_is_subject else self._subject_of(clause, verb)
        # A modal over the first verb ("that can be used by all devices"): the clause holds
        # the noun inside it, by no role of its own (NounClauses._relative), and the relative
        # pronoun is the subject of every verb, a passive one's too
        modal = held_by is None and _own_node(clause, verb) is not clause and any(
            k.dep_ in ("nsubj", "nsubjpass") and k.tag_ in ("WDT", "WP") for k in verb.children)
        if modal:
            shared = Ref(node)
        raised = self._raised_object(verb, clause, node, held_by)
        if raised is not None:
            held_by = ":ARG0"
        later: list[Node] = []
        joined: list[Token] = []
        for conjunct in self._conjuncts(verb)[1:]:
            if conjunct.pos_ != "VERB" or any(
                    k.dep_ in ("nsubj", "nsubjpass", "expl") for k in self.kids(conjunct)):
                continue  # "who left and the others stayed": a clause of its own
            sub = self.token(conjunct, Context(subject=shared, bindings=ctx.bindings,
                                               question=False), coordinated=False)
            second = target(sub)
            if second is None or second is node:
                continue
            later.append(second)
            joined.append(conjunct)
            if modal:
                # "a format that can be used by all devices but can accommodate other
                # formats": each modal holds its verb, and the verb the noun, as the first
                # one does, (f / format :mod (p / possible-01 :ARG1 (u / use-01 :ARG1 f))
                # :mod (p2 / possible-01 :ARG1 (a / accommodate-01 :ARG0 f)))
                own = _own_node(second, conjunct)
                if own is not second and own is not None and any(
                        isinstance(c, Ref) and c.node is node for _, c in own.edges):
                    node.add(":mod", second)
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
        if raised is not None:
            _share_object(raised, [clause, *later])
        self.builder.covered.update(_said_and(verb, joined, self._conjuncts(verb)))

    def _raised_object(self, verb: Token, clause: Node, node: Node,
                       held_by: str | None) -> Token | None:
        """The object the last of the coordinated verbs holds for them all ("ads that promote,
        support, attack or oppose a candidate"), when the relative pronoun is their subject
        and no other verb has an object: the rules read the bare first verb's "that" as its
        :ARG1 (as in "prices that rose"), and the last verb, which had an :ARG1 of its own,
        was dropped.  ``clause`` is then held by ``node`` as :ARG0 instead."""
        conjuncts = self._conjuncts(verb)
        if held_by != ":ARG1" or len(conjuncts) < 2 \
                or self.lex.role(clause.concept, "ARG0") is None \
                or not any(k.dep_ == "nsubj" and k.tag_ in ("WDT", "WP") for k in self.kids(verb)):
            return None
        objects = [[k for k in self.kids(c) if k.dep_ == "dobj"] for c in conjuncts]
        if any(objects[:-1]) or len(objects[-1]) != 1 or any(
                c.pos_ != "VERB" or any(k.dep_ in ("nsubj", "nsubjpass") for k in self.kids(c))
                for c in conjuncts[1:]):
            return None
        node.remove(":ARG1-of", clause)
        node.add(":ARG0-of", clause)
        return objects[-1][0]


def _said_and(verb: Token, joined: list[Token], conjuncts: list[Token]) -> list[int]:
    """The "and" before the last of ``conjuncts`` when every later one was ``joined`` to
    the noun: two relations of one noun say that both hold, so the graph says the "and" of
    "when Dr. Barnett Slepian was shot and killed" ((d / date-entity :time-of (s / shoot-02)
    :time-of (k / kill-01))), which the coverage check listed as lost and every rebuilt
    focus was refused for.  Not "or", "but" nor "and/or": two relations do not say them
    ("homes damaged or destroyed")."""
    if not joined or joined != conjuncts[1:]:
        return []
    coordinators = [c for c in conjuncts[0].doc[verb.i:conjuncts[-1].i]
                    if c.dep_ == "cc" and c.head in conjuncts]
    if len(coordinators) != 1 or coordinators[0].lower_ != "and":
        return []
    return [coordinators[0].i]


def _noun_is_subject(verb: Token) -> bool:
    """Whether the noun an active relative clause or participle ``verb`` modifies is its
    subject: the relative pronoun is its subject ("that forced"), or it is an -ing
    participle with none ("a resolution authorizing")."""
    subjects = [k for k in verb.children if k.dep_ in ("nsubj", "nsubjpass")]
    if any(k.dep_ == "auxpass" for k in verb.children):
        return False
    # A later verb in another form is no conjunct of the clause but spaCy's misreading of a
    # verb of the main clause: "limits that come with it and vowed to attack", "the towers
    # standing tall and outline their history".
    if any(_form(c) != _form(verb) for c in verb.children if c.dep_ == "conj"
           and c.pos_ == "VERB"):
        return False
    if not subjects:
        # after a comma the participle is the main clause's ("Tornadoes, up to a foot of rain
        # ... pounded Nebraska, killing one man and destroying four homes"), which spaCy
        # may hang on a noun far before it
        return verb.dep_ == "acl" and verb.tag_ == "VBG" \
            and not any(t.text == "," for t in verb.doc[verb.head.i + 1:verb.i])
    return subjects[0].dep_ == "nsubj" and subjects[0].tag_ in ("WDT", "WP")


def _form(verb: Token) -> str:
    """The verb's form, a past tense and a past participle alike ("had forced ... and
    threatened")."""
    return "VBD" if verb.tag_ == "VBN" else verb.tag_


def _share_object(obj: Token, verbs: list[Node]) -> None:
    """Give each of ``verbs`` the node of ``obj`` (held by the last one) as its :ARG1."""
    held = next((n for v in verbs for r, c in v.edges
                 if r == ":ARG1" and (n := target(c)) is not None and n.align == obj.i), None)
    if held is None:
        return
    for verb in verbs:
        if not verb.has(":ARG1"):
            verb.add(":ARG1", Ref(held))
