""""up"/"down" of a price's change that spaCy read as a preposition.

"Lucent's stock was up a penny at $2.22 in heavy trading": with "a penny" under an
article, spaCy tags "up" a preposition (``up/prep`` of "was") and the amount its
``npadvmod``; the copula then took "at $2.22" for the stock's place and the penny was
dropped, so every focus was refused ("the parse dropped 'penny' of the source").  Said
"up 5 cents", spaCy reads the particle as the copula's ``advmod``, which the rules take
for the predicate (up-02 :ARG2 the change :ARG4 the price reached).  The amount
after "up"/"down" is the change, as there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.realize_words import CHANGE_UNITS

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_change_particles"]


def repair_change_particles(doc: Doc) -> None:
    """Make "up"/"down" with an amount under the copula its ``advmod``, as in "up 5 cents"."""
    for token in doc:
        if token.lower_ not in ("up", "down") or token.dep_ != "prep" \
                or token.head.lemma_ != "be":
            continue
        kids = [c for c in token.children if c.dep_ != "punct"]
        if len(kids) != 1 or kids[0].dep_ != "npadvmod" \
                or kids[0].lower_ not in CHANGE_UNITS:
            continue
        token.dep_, token.pos_, token.tag_ = "advmod", "ADV", "RB"
