"""A clause with its own subject and tense that spaCy joins to an infinitive before it.

"North American markets finished mixed ... as earnings season begins to slow and economic
indicators move into the spotlight": the small model hangs "move" (with its own subject
"indicators") on the infinitive "to slow" as its conjunct, so the rules read it as a second
thing that begins, said "begins to slow and for economic indicators to move into the
spotlight".  A conjunct with a subject of its own and a tensed verb is no infinitive; it
joins the finite verb above the infinitive ("begins ... and ... move").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_finite_conjuncts"]

_FINITE_TAGS = ("VBP", "VBZ", "VBD")


def repair_finite_conjuncts(doc: Doc) -> None:
    """Hang a tensed conjunct with its own subject on the finite verb above the infinitive
    it was joined to (module docstring), and the coordinator between them with it."""
    for verb in doc:
        infinitive = verb.head
        if verb.dep_ != "conj" or verb.tag_ not in _FINITE_TAGS or infinitive.tag_ != "VB" \
                or infinitive.dep_ != "xcomp" or infinitive.i > verb.i:
            continue
        if not any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children) \
                or not any(c.dep_ == "aux" and c.lower_ == "to" for c in infinitive.children):
            continue
        above = infinitive.head
        if above.tag_ not in _FINITE_TAGS:
            continue
        for cc in [c for c in infinitive.children if c.dep_ == "cc" and c.i < verb.i]:
            cc.head = above
        verb.head = above
