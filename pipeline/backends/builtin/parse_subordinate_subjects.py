"""A subordinate clause's subject that spaCy hung on its subordinator as an object.

"Blue chips edged lower ... as a wave of profit warnings drained some of the optimism":
the small model made "wave" the object of "as" (a preposition's ``pobj`` under the clause's
``mark``), so "drained" had no subject; the rules gave it the main clause's ("the chips
drained the optimism") and dropped the wave ("the parse dropped 'wave'").  A noun between
the subordinator and a verb that has no subject is that verb's subject.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_subordinate_subjects"]

_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl", "csubj"})


def repair_subordinate_subjects(doc: Doc) -> None:
    """Make the noun spaCy hung on a clause's subordinator the clause verb's subject.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Blue chips edged lower by midday on Wednesday as a wave of "
    ...                    "profit warnings drained some of the optimism.")
    >>> repair_subordinate_subjects(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc if t.text == "wave"]
    [('wave', 'nsubj', 'drained')]
    """
    for mark in doc:
        verb = mark.head
        if mark.dep_ != "mark" or verb.pos_ not in ("VERB", "AUX") or verb.i < mark.i \
                or any(c.dep_ in _SUBJECTS for c in verb.children):
            continue
        nouns = [c for c in mark.children if c.dep_ == "pobj"]
        if len(nouns) != 1 or nouns[0].pos_ not in ("NOUN", "PROPN", "PRON") \
                or not nouns[0].right_edge.i < verb.i:
            continue
        noun = nouns[0]
        noun.head, noun.dep_ = verb, "nsubjpass" if any(
            c.dep_ == "auxpass" for c in verb.children) else "nsubj"
