""""up"/"down" of a price's change that spaCy read as a preposition.

"Lucent's stock was up a penny at $2.22 in heavy trading": with "a penny" under an
article, spaCy tags "up" a preposition (``up/prep`` of "was") and the amount its
``npadvmod``; the copula then took "at $2.22" for the stock's place and the penny was
dropped, so every focus was refused ("the parse dropped 'penny' of the source").  Said
"up 5 cents", spaCy reads the particle as the copula's ``advmod``, which the rules take
for the predicate (up-02 :ARG2 the change :ARG4 the price reached).  The amount
after "up"/"down" is the change, as there.

"with microprocessors up 5.6 percent and DRAMs up 8.2 percent": spaCy hangs the second
amount on the first noun (``percent/npadvmod`` of "microprocessors"), which already has its
own; its "up" (``up/advmod`` of "DRAMs") then had no change and "8.2" was dropped.  An
amount right after an "up"/"down" that has none is that word's change, as the first one is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.realize_words import CHANGE_UNITS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_change_particles", "repair_stray_change_amounts"]


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


def _amount_of(direction: Token) -> Token | None:
    """The amount ``direction`` ("up", "down") holds (its ``npadvmod``), if any."""
    return next((c for c in direction.children if c.dep_ == "npadvmod"), None)


def repair_stray_change_amounts(doc: Doc) -> None:
    """Hang an amount spaCy gave a noun before it on the "up"/"down" just before it that
    has no amount, as in the module docstring's "and DRAMs up 8.2 percent"."""
    for amount in doc:
        if amount.dep_ != "npadvmod" or amount.lower_ not in CHANGE_UNITS \
                or amount.head.pos_ not in ("NOUN", "PROPN") or amount.left_edge.i == 0:
            continue
        direction = doc[amount.left_edge.i - 1]
        if direction.lower_ in ("up", "down") and direction.dep_ == "advmod" \
                and direction.i > amount.head.i and _amount_of(direction) is None \
                and direction.head.pos_ in ("NOUN", "PROPN"):
            amount.head = direction
