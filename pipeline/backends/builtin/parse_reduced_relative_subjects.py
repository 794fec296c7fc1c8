"""A subject's reduced relative ("Two Americans killed in a recent ambush") that spaCy made
the clause's verb, the clause's own copula hung under it.

"Two Americans killed in a recent ambush in Afghanistan were contract employees of the
CIA, the agency said Tuesday." (6326): the small model tags "killed" a participle (VBN) but
makes it the reported clause's head with "Americans" its subject and "were" its clausal
complement, so the rules read "Two Americans killed contract employees of the CIA" (the
victims made the killers) and every rebuilt focus said so.  A participle with a subject
before it, no auxiliary, and a finite "be" after it that has no subject of its own is the
subject's reduced relative: "be" is the clause's verb, the noun its subject, the participle
the noun's ``acl``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.realize_words import FINITE_BE

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_reduced_relative_subjects"]

_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl", "csubj"})
_AUXILIARIES = frozenset({"aux", "auxpass"})


def repair_reduced_relative_subjects(doc: Doc) -> None:
    """Make a finite "be" that spaCy hung under a subject's reduced relative the clause's
    verb, and the participle the subject's ``acl``.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Two Americans killed in a recent ambush in Afghanistan were "
    ...                    "contract employees of the CIA, the agency said Tuesday.")
    >>> repair_reduced_relative_subjects(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc if t.text in ("Americans", "killed", "were")]
    [('Americans', 'nsubj', 'were'), ('killed', 'acl', 'Americans'), ('were', 'ccomp', 'said')]
    """
    for participle in doc:
        if participle.tag_ != "VBN" or participle.dep_ not in ("ROOT", "ccomp", "conj"):
            continue
        children = list(participle.children)
        subjects = [c for c in children if c.dep_ in _SUBJECTS and c.i < participle.i]
        copulas = [c for c in children if c.i > participle.i and c.lower_ in FINITE_BE
                   and c.dep_ == "ccomp"
                   and not any(g.dep_ in _SUBJECTS for g in c.children)]
        if len(subjects) != 1 or len(copulas) != 1 or any(c.dep_ in _AUXILIARIES
                                                           for c in children):
            continue
        noun, copula = subjects[0], copulas[0]
        if noun.pos_ not in ("NOUN", "PROPN") or any(
                c.dep_ in ("dobj", "attr", "ccomp", "xcomp") and c.i < copula.i
                for c in children):
            continue  # (a participle with an object of its own is a clause's verb)
        if participle.dep_ == "ROOT":
            copula.head, copula.dep_ = copula, "ROOT"
        else:
            copula.head, copula.dep_ = participle.head, participle.dep_
        for child in children:
            if child.i > copula.i:  # the closing mark and what follows the copula
                child.head = copula
        noun.head, noun.dep_ = copula, "nsubj"
        participle.head, participle.dep_ = noun, "acl"
