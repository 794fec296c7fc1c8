"""Pronouns and their coreference: personal pronouns pooled per sentence (the same person
is one node), a third-person pronoun referring back to the nearest earlier noun of its
kind, and the clause-mates (its own clause's subjects) that a plain pronoun cannot refer
to.

Split from parse_nominals.py (a noun's concept and modifiers): this is the sentence-wide
memory of mentions, not the phrase of one noun.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_base import ConverterBase
from pipeline.backends.builtin.parse_graph import Child, Node, Ref
from pipeline.backends.builtin.parse_person_nouns import is_person_noun
from pipeline.backends.builtin.parse_words import PERSON_NOUNS, RELATION_NOUNS

if TYPE_CHECKING:
    from spacy.tokens import Token

__all__ = ["Pronouns", "described_noun", "things_before_kin"]


def _clause_mates(pronoun: Token) -> frozenset[int]:
    """The subjects of the clause whose object ``pronoun`` is, which a plain (not
    reflexive) pronoun cannot refer to: "companies trying to apply them" (the companies try
    to apply, so "them" is something else).  The subject of an infinitive with
    none of its own is the one of the verb above it, or the noun a participle describes."""
    if pronoun.dep_ not in ("dobj", "dative", "iobj"):
        return frozenset()
    mates: set[int] = set()
    verb = pronoun.head
    for _ in range(4):
        subjects = [c.i for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
        mates.update(subjects)
        if subjects:
            break
        if verb.dep_ == "xcomp":
            verb = verb.head
        elif verb.dep_ == "acl":
            mates.add(verb.head.i)
            break
        else:
            break
    return frozenset(mates)


def described_noun(pronoun: Token) -> frozenset[int]:
    """The noun a relative clause describes, when ``pronoun`` is that clause's subject: "the
    tragedies, which they blame on overcrowding" (the noun fills another of the clause's
    places, so "they" is someone before it: the rules made the tragedies the blamers)."""
    if pronoun.dep_ in ("nsubj", "nsubjpass") and pronoun.head.dep_ == "relcl":
        return frozenset({pronoun.head.head.i})
    return frozenset()


def things_before_kin(pronoun: Token) -> frozenset[int]:
    """The plural nouns of things before ``pronoun`` when it is the possessor of a relation
    between people ("their unborn son"): a son is no thing's.  "awaiting trial on two
    counts of murder for the deaths of his wife, Laci, and their unborn son" made the son
    the counts' ("It was their unborn son who was a son of two counts ..."); with no
    person before it, the pronoun stands alone; people ("Ratliff's daughters ... their
    mother's death") stay its antecedents."""
    if pronoun.dep_ != "poss" or pronoun.head.lemma_.lower() not in RELATION_NOUNS:
        return frozenset()
    return frozenset(t.i for t in pronoun.doc[:pronoun.i]
                     if t.tag_ in ("NNS", "NNPS") and not t.ent_type_
                     and t.lower_ not in PERSON_NOUNS and not is_person_noun(t.lemma_.lower()))


class Pronouns(ConverterBase):
    """Personal pronouns, pooled per sentence, and the nouns they refer back to."""

    def _remember(self, tok: Token, node: Node) -> None:
        """Noun mentions that a later third-person pronoun may refer back to."""
        ent = self.entity_of.get(tok.i)
        person = (ent is not None and ent.label_ == "PERSON") or tok.lemma_.lower() in PERSON_NOUNS
        if person and tok.tag_ in ("NN", "NNP"):
            self.mentions.append((tok.i, node, "person"))
        elif tok.tag_ in ("NNS", "NNPS") and not re.search(r"-\d\d$", node.concept):
            # (not an event named by a noun: "the deaths of his wife and their unborn son"
            # is not the deaths' son)
            self.mentions.append((tok.i, node, "plural"))

    def pronoun(self, concept: str, index: int, mates: frozenset[int] = frozenset(),
                passed: frozenset[int] = frozenset()) -> Child:
        """Personal pronouns are pooled per sentence: the same person is one node.

        A third-person pronoun with no earlier pronoun of its kind refers back to the
        nearest earlier noun of the right kind ("the prince ... his planet"), unless that
        noun is one of ``mates`` (its own clause's subject, :func:`_clause_mates`); the
        nouns in ``passed`` (:func:`described_noun`) it skips for one further back.
        """
        existing = self.pronouns.get(concept)
        if existing is not None:
            return Ref(existing)
        kind = {"he": "person", "she": "person", "they": "plural"}.get(concept)
        antecedent = max((m for m in self.mentions if m[0] < index and m[2] == kind
                          and m[0] not in passed),
                         default=None, key=lambda m: m[0]) if kind else None
        if antecedent is not None and antecedent[0] in mates:
            # "companies trying to apply them": not the companies, and the noun before them
            # may be one of a list ("approach them" after "people, objects, and
            # situations"): the pronoun stands alone
            antecedent = None
        if antecedent is not None:
            self.pronouns[concept] = antecedent[1]
            return Ref(antecedent[1])
        node = self._node(concept, index)
        self.pronouns[concept] = node
        return node
