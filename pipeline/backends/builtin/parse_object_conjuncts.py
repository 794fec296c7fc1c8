"""A clause's subject that spaCy joins to the object before it.

"Hernandez had breast cancer and Moore is being treated for non-Hodgkins lymphoma": the
small model reads "Moore" as a second thing Hernandez had ("breast cancer and Moore") and
leaves "is being treated" without a subject, so the rules borrow the first clause's ("It
was breast cancer and Moore that Hernandez had, and it is being treated ...").  Likewise
"I had no direct interest and Craxi begged me to intervene".  A noun joined to a verb's
object by "and" or "but", right before a tensed verb group that is that verb's conjunct
and has no subject of its own, is that verb group's subject; the coordinator joins the
two clauses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_object_conjuncts"]

_FINITE_TAGS = frozenset({"VBZ", "VBD", "VBP", "MD"})
_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "expl", "csubj"})


def repair_object_conjuncts(doc: Doc) -> None:
    """Make the noun joined to an object the subject of the subjectless tensed conjunct
    verb right after it (module docstring)."""
    for noun in doc:
        if noun.dep_ != "conj" or noun.pos_ not in ("PROPN", "NOUN", "PRON"):
            continue
        obj = noun.head
        if obj.dep_ != "dobj" or obj.head.pos_ != "VERB":
            continue
        verb = obj.head
        cc = noun.doc[noun.left_edge.i - 1] if noun.left_edge.i > 0 else None
        if cc is None or cc.dep_ != "cc" or cc.head.i != obj.i or cc.lower_ not in ("and", "but"):
            continue
        later = next((c for c in verb.children if c.dep_ == "conj" and c.pos_ in ("VERB", "AUX")
                      and c.i > noun.i), None)
        if later is None or any(c.dep_ in _SUBJECT_DEPS for c in later.children):
            continue
        group = [c for c in later.children if c.dep_ in ("aux", "auxpass", "neg")
                 and c.i < later.i]
        first = min([later, *group], key=lambda t: t.i)
        if first.i != noun.right_edge.i + 1 or first.tag_ not in _FINITE_TAGS:
            continue
        if any(c.dep_ == "conj" and c.i != noun.i for c in obj.children):
            continue  # "apples, pears and Moore": a longer list, left as it was
        noun.head = later
        noun.dep_ = "nsubjpass" if any(c.dep_ == "auxpass" for c in later.children) else "nsubj"
        cc.head = verb
