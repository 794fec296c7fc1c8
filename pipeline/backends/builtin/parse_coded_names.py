"""A name written as capitals, a hyphen and a number: "France's CAC-40 rose 0.6 percent".

spaCy tags "CAC-40" a common noun outside any entity, so the parser made it the concept
``cac-40``, which reads as a frame ("cac", sense 40): the realizer took the index for an
event, said it as a gerund whose subject was lost, and every focus of the sentence was
refused.  :func:`repair_coded_names` makes such a word a one-word organization name, as
spaCy makes "FTSE" of "Britain's FTSE 100".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_coded_names"]

_CODED = re.compile(r"[A-Z]{2,}-\d+")


def repair_coded_names(doc: Doc) -> None:
    """Make each capitals-hyphen-number word outside an entity an ``ORG`` entity.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("In Paris, France's CAC-40 rose 0.6 percent.")
    >>> repair_coded_names(doc)
    >>> [(e.text, e.label_) for e in doc.ents if e.text == "CAC-40"]
    [('CAC-40', 'ORG')]
    """
    from spacy.tokens import Span

    # (a word alone: not the last word of a longer name, "their Soyuz TMA-2 capsule")
    added = [Span(doc, t.i, t.i + 1, label="ORG") for t in doc
             if _CODED.fullmatch(t.text) and not t.ent_type_
             and not (t.i > 0 and doc[t.i - 1].pos_ == "PROPN")
             and not any(c.dep_ == "compound" for c in t.children)]
    if added:
        doc.ents = [*doc.ents, *added]
