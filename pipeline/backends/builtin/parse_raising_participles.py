"""A participle of believing or reporting that spaCy read as a second clause's verb.

"People in a van opened fire on a pickup and SUV believed to be transporting illegal
immigrants": the small model reads "believed" as a past tense conjoined to "opened", with
"SUV" its subject, so the parse made the SUV the believer ("..., and SUV believed to
transport illegal immigrants").  A past of such a verb with an infinitive after it, no
object and no auxiliary, whose subject is a bare noun right after an "and" that follows a
noun (the object of a preposition or a verb) is a participle of that noun: the noun joins
the one before it, and the participle describes it ("a pickup and SUV believed to be
transporting ...").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_raising_participles"]

# Verbs whose passive takes an infinitive of what is said of its subject ("believed to be",
# "said to have", "reported to own")
_RAISING = frozenset(["believe", "think", "say", "report", "suspect", "allege", "expect",
                      "know", "rumor", "presume", "understand", "estimate", "fear"])


def repair_raising_participles(doc: Doc) -> None:
    """Make the conjoined "believed to ..." of the module docstring a participle of the noun
    spaCy read as its subject, that noun a conjunct of the noun before the "and"."""
    for verb in doc:
        if verb.dep_ != "conj" or verb.tag_ != "VBD" or verb.lemma_ not in _RAISING:
            continue
        kids = list(verb.children)
        if any(c.dep_ in ("dobj", "aux", "auxpass", "ccomp", "neg") for c in kids):
            continue
        infinitive = next((c for c in kids if c.dep_ == "xcomp" and c.i > verb.i
                           and c.left_edge.lower_ == "to"), None)
        subject = next((c for c in kids if c.dep_ == "nsubj" and c.i == verb.i - 1), None)
        if infinitive is None or subject is None or subject.pos_ not in ("NOUN", "PROPN") \
                or subject.left_edge.i < 2:
            continue
        cc = doc[subject.left_edge.i - 1]
        before = doc[cc.i - 1]
        if cc.lower_ not in ("and", "or") or before.pos_ not in ("NOUN", "PROPN") \
                or before.dep_ not in ("pobj", "dobj"):
            continue
        subject.head, subject.dep_ = before, "conj"
        cc.head, cc.dep_ = before, "cc"
        verb.head, verb.dep_, verb.tag_ = subject, "acl", "VBN"
