"""A name of a preposition's object that spaCy hung on the noun before it.

"Volodymyr Gorbanovsky, deputy general director of the plane's owners, Mediterranean
Airlines, said ...": spaCy made "Mediterranean Airlines" a second apposition of
"Gorbanovsky", not of "owners", the object it names.  The rules read only the first
apposition of a noun, so the parse dropped the name and every rebuilt focus was refused.
:func:`repair_object_appositions` moves such a name under the object it follows.  Only a
name after a common noun no entity covers: a description after a name ("a spokesman for
Child, the national infertility support network") moved there made the person a firm
("It was Sheena Young, ..., that said ...").
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_object_appositions"]


def repair_object_appositions(doc: Doc) -> None:
    """Make a second apposition that is a name right after the common-noun object of the
    first apposition's preposition (one comma between) that object's apposition, in place.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Volodymyr Gorbanovsky, deputy general director of the plane's "
    ...                    "owners, Mediterranean Airlines, said it veered.")
    >>> repair_object_appositions(doc)
    >>> [t.head.text for t in doc if t.text == "Airlines"]
    ['owners']
    """
    for noun in doc:
        appositions = [c for c in noun.children if c.dep_ == "appos"]
        for first, second in pairwise(appositions):
            objects = [g for p in first.children if p.dep_ == "prep"
                       for g in p.children if g.dep_ == "pobj"]
            if len(objects) != 1:
                continue
            obj = objects[0]
            if obj.right_edge.i != first.right_edge.i \
                    or second.left_edge.i != obj.right_edge.i + 2 \
                    or doc[obj.right_edge.i + 1].text != ",":
                continue
            if second.pos_ == "PROPN" and obj.pos_ == "NOUN" and not obj.ent_type_:
                second.head = obj
