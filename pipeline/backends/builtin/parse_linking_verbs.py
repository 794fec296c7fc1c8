"""A linking verb read as the auxiliary of its own participle complement.

The small English model tags "felt" in "she felt threatened and obtained a warrant" as
``aux`` of ``threatened/VBN`` (the subject "she" hung on "felt"), "remained" in "was severely
burned and remained hospitalized" and "At least 11 people remained hospitalized Saturday" as
``auxpass``, "becoming" in "Henri was becoming disorganized" as ``auxpass``.  The rules drop
an auxiliary's word ("the parse dropped 'remained'") and, with it, the subject hung on it:
every focus of those sentences was refused ("no subject for 'threaten'").

Repaired to the tree spaCy gives "The boy felt tired": the linking verb heads the clause
(its place in the tree, its subject, auxiliaries, coordination) and the participle is its
``acomp``, which the rules read as the linking verb's :ARG2 ("feel-01 :ARG2 threaten-01").
Not "get" ("got arrested" is a passive of its own), and only over a past participle or
adjective right after it (over an adverb: "remained critically ill").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_linking_auxiliaries"]

# Linking verbs the model reads as auxiliaries: whatever follows says how the subject is,
# never who acted ("felt threatened": someone threatened her; she felt it).
# (by form: the model lemmatizes an auxiliary as itself, "remained")
LINKING_AUXILIARIES = {form: base for base, forms in (
    ("feel", ("feel", "feels", "felt", "feeling")),
    ("remain", ("remain", "remains", "remained", "remaining")),
    ("become", ("become", "becomes", "became", "becoming")),
    ("stay", ("stay", "stays", "stayed", "staying")),
    ("seem", ("seem", "seems", "seemed", "seeming")),
    ("appear", ("appear", "appears", "appeared", "appearing"))) for form in forms}
# What the linking verb takes over from the participle: its clause's own words before it.
_CLAUSE_DEPS = frozenset(["nsubj", "nsubjpass", "aux", "auxpass", "neg", "mark", "cc", "conj",
                          "advcl", "punct", "prep", "npadvmod", "advmod"])


def repair_linking_auxiliaries(doc: Doc) -> None:
    """Rewrite each linking verb read as an auxiliary (module docstring) in place."""
    for token in doc:
        if token.dep_ in ("aux", "auxpass") and token.lower_ in LINKING_AUXILIARIES:
            _head_the_participle(token)


def _head_the_participle(verb: Token) -> None:
    participle = verb.head
    between = verb.doc[verb.i + 1:participle.i]
    if participle.i <= verb.i or participle.tag_ not in ("VBN", "JJ") \
            or any(t.pos_ != "ADV" for t in between):
        return
    for child in list(participle.children):
        if child.i == verb.i or child in between:
            continue
        # Words of the clause before the linking verb ("she", "was", "that"), its
        # coordination and what follows it after a comma ("..., but still had maximum
        # sustained winds"): the linking verb's.  The participle keeps its own phrases
        # ("hospitalized in critical condition").
        before = child.i < verb.i
        after_comma = child.i > participle.i and any(
            t.text in (",", ";") for t in verb.doc[participle.i + 1:child.left_edge.i + 1])
        if child.dep_ in _CLAUSE_DEPS and (before or child.dep_ in ("cc", "conj") or (
                after_comma and child.dep_ in ("cc", "conj", "punct", "advcl"))):
            child.head = verb
            if child.dep_ == "nsubjpass":
                child.dep_ = "nsubj"
            elif child.dep_ == "auxpass":
                child.dep_ = "aux"
    if participle.dep_ == "ROOT":
        verb.head, verb.dep_ = verb, "ROOT"
    else:
        verb.head, verb.dep_ = participle.head, participle.dep_
    participle.head, participle.dep_ = verb, "acomp"
    verb.pos_, verb.lemma_ = "VERB", LINKING_AUXILIARIES[verb.lower_]
    for adverb in between:
        adverb.head = participle
