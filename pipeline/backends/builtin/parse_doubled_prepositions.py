"""A preposition typed twice in a row: "was sentenced to five years in prison at at
Kingston Crown Court", "Dar Heatherington's version of of the events".

spaCy hangs the second copy on the first as a preposition of its own and gives it the
object, so the first has none; nothing read the second, and the object went with it (the
parse dropped 'Kingston' and every focus was refused).  The second copy is the typing slip:
the object is the first one's, and the copy is marked as a word of its object's phrase
("case"), which no rule reads, as AMR leaves a slip out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_doubled_prepositions"]

_OBJECT_DEPS = frozenset({"pobj", "pcomp"})


def repair_doubled_prepositions(doc: Doc) -> None:
    """Give each preposition typed twice the second copy's object (module docstring)."""
    for second in doc[1:]:
        first = doc[second.i - 1]
        if second.pos_ != "ADP" or first.pos_ != "ADP" or second.lower_ != first.lower_ \
                or second.head.i != first.i or second.dep_ != "prep":
            continue
        if any(c.i != second.i for c in first.children):
            continue  # the first has a phrase of its own: not one slip
        objects = [c for c in second.children if c.dep_ in _OBJECT_DEPS]
        if len(objects) != 1 or any(c.i != objects[0].i for c in second.children):
            continue
        obj = objects[0]
        obj.head = first
        second.head = obj
        second.dep_ = "case"
