"""Participles inside a date entity, which the date swallowed.

spaCy's DATE entity spans "the quarter ended June 29" and "the period ending June 30"
whole; the rules made one date-entity of it, and the participle (the quarter *ended* then,
not the date itself) was lost, so every focus was refused for the dropped word.
:func:`repair_dated_participles` shortens the entity to the date after the participle:
the noun and its participle are then read as any noun with a participle,
(q / quarter :ARG1-of (e / end-01 :time (d / date-entity :month 6 :day 29))).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from spacy.tokens import Span

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_dated_participles"]


def repair_dated_participles(doc: Doc) -> None:
    """Shorten the DATE entities of the module docstring in place.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("AMD reported a net loss for the quarter ended June 29.")
    >>> repair_dated_participles(doc)
    >>> [e.text for e in doc.ents if e.label_ == "DATE"]
    ['June 29']
    """
    ents = list(doc.ents)
    changed = False
    for n, ent in enumerate(ents):
        if ent.label_ != "DATE":
            continue
        verb = next((t for t in ent if t.dep_ == "acl" and t.tag_ in ("VBN", "VBG")
                     and ent.start <= t.head.i < t.i), None)
        if verb is None or verb.i + 1 >= ent.end:
            continue
        ents[n] = Span(doc, verb.i + 1, ent.end, label="DATE")
        changed = True
    if changed:
        doc.ents = ents
