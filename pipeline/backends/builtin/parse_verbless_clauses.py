"""A verbless clause of place after "while" or "when", which spaCy reads as a clause.

"The woman was exposed to the SARS virus while in the hospital": spaCy makes "in" the
``advcl`` of "exposed", with "while" its ``mark`` and "the hospital" its object; the rules
read a clause's head as a verb, said "in" as the bare :time (i / in) and dropped the
hospital, so every focus was refused ("the parse dropped 'hospital' of the source").  The
phrase says where the subject was at the time, as "in the hospital" after the verb does:
it is read as the verb's prepositional phrase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_verbless_clauses"]

_MARKS = frozenset({"while", "when"})
_PLACES = frozenset({"in", "at", "inside", "aboard"})


def repair_verbless_clauses(doc: Doc) -> None:
    """Read "while in the hospital" as the verb's phrase "in the hospital"."""
    for token in doc:
        if token.dep_ != "advcl" or token.pos_ != "ADP" or token.lower_ not in _PLACES:
            continue
        kids = [c for c in token.children if c.dep_ != "punct"]
        marks = [c for c in kids if c.dep_ == "mark" and c.lower_ in _MARKS]
        objects = [c for c in kids if c.dep_ == "pobj"]
        if len(marks) == 1 and len(objects) == 1 and len(kids) == 2:
            token.dep_ = "prep"
