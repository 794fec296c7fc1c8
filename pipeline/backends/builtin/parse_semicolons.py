"""A clause before a semicolon that spaCy reads as the complement of the verb after it.

"No charges have been filed in the deaths of the other victims; Lupas said authorities were
making progress in the case": the small model makes "filed" a clausal complement (ccomp) of
"said", so the parse had Lupas say both clauses, and the rules said "It was Lupas that said
authorities were making progress in the case no charges have been filed ..." and
"Authorities were making progress in the case, which Lupas said no charges have been filed
...".  A semicolon ends a clause; what comes before it is not what the verb after it says.
The clause becomes a sentence of its own (spaCy splits the sentence at the new root), and
the graph a ``multi-sentence`` of the two.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_semicolon_clauses"]


def repair_semicolon_clauses(doc: Doc) -> None:
    """Make each such clause a sentence of its own (module docstring)."""
    for clause in doc:
        head = clause.head
        if clause.dep_ != "ccomp" or head.i < clause.i:
            continue
        end = clause.right_edge.i
        if end + 1 >= head.i or doc[end + 1].text != ";":
            continue
        if not any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in clause.children):
            continue  # a clause of its own has its own subject
        clause.head = clause
        clause.dep_ = "ROOT"
