"""A clause's subject that spaCy made the object of the verb before it.

"Mr Annan also warned the US should not use the war on terror as an excuse": the small
model reads "the US" as the object of "warned" (the one warned) and leaves "should not use"
without a subject, so the parse made the US the party warned and the realizer said "It was
Mr Annan who also warned the US that the war on terror should not be used ...".  An object
right before a tensed verb group (a modal or a finite verb) that is a subjectless clausal
complement of the same verb is that verb group's subject: the verb's content is the whole
clause.  Not before a bare infinitive ("let the US use", "made him go"), whose object is
the verb's own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_object_subjects"]

# (not VBP: "pushing the 10-year note yield down", a noun spaCy tagged a verb)
_FINITE_TAGS = frozenset({"VBZ", "VBD", "MD"})
_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "expl", "csubj"})


def repair_object_subjects(doc: Doc) -> None:
    """Make the object of the module docstring the subject of the tensed clause after it."""
    for obj in doc:
        if obj.dep_ != "dobj" or obj.pos_ not in ("NOUN", "PROPN") or obj.head.pos_ != "VERB":
            continue
        verb = obj.head
        if obj.right_edge.i != obj.i:
            # "follows three days of intense speculation Hewlett-Packard Co. may be bidding",
            # "has taken a hardline stance arguing nothing should be done": the clause
            # belongs to a word after the object's noun, not to the object
            continue
        clause = next((c for c in verb.children if c.dep_ == "ccomp" and c.i > obj.i), None)
        if clause is None or any(c.dep_ in _SUBJECT_DEPS for c in clause.children):
            continue
        group = [c for c in clause.children if c.dep_ in ("aux", "auxpass", "neg")
                 and c.i < clause.i]
        first = min([clause, *group], key=lambda t: t.i)
        if first.i != obj.i + 1 or first.tag_ not in _FINITE_TAGS:
            continue
        obj.head = clause
        obj.dep_ = "nsubjpass" if any(c.dep_ == "auxpass" for c in clause.children) else "nsubj"
