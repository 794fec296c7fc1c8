"""A preposition's object split in two by spaCy: "rose $1.45 to $33.95 in afternoon New York
Stock Exchange trading" has ``afternoon/pobj`` of "in" and the rest of the phrase, "New York
Stock Exchange trading", as a second ``pobj`` of the earlier "to".  The rules read one
object per preposition, so "afternoon" became a time of $33.95 and the trading, with its
exchange, was dropped: every rebuilt focus was refused ("the parse dropped 'New'").  (spaCy
reads "in afternoon New York Stock Exchange trade" whole.)

The repair makes the lone word a modifier of the noun it stands before, that noun the object
of the lone word's preposition, and the phrase the verb's when the earlier preposition was:
"in [afternoon New York Stock Exchange trading]" on "rose".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_split_objects"]


def repair_split_objects(doc: Doc) -> None:
    """Join each split object of the module docstring in place."""
    for noun in doc:
        if noun.dep_ != "pobj" or noun.pos_ not in ("NOUN", "PROPN"):
            continue
        first = _lone_object_before(noun)
        if first is None:
            continue
        prep = first.head
        first.head, first.dep_ = noun, "compound"
        noun.head = prep
        host = prep.head
        if host.dep_ in ("pobj", "npadvmod") and host.head.dep_ == "prep" \
                and host.head.head.pos_ in ("VERB", "AUX"):
            prep.head = host.head.head  # "rose ... to $33.95 | in afternoon ... trading"


def _lone_object_before(noun: Token) -> Token | None:
    """The bare object of a preposition right before ``noun``'s phrase ("afternoon" of "in
    afternoon New York Stock Exchange trading"), when ``noun`` is a second object of that
    preposition or of an earlier one ("to $33.95"); else None."""
    earlier = noun.head
    if earlier.dep_ not in ("prep", "agent") or not earlier.i < noun.i:
        return None
    if sum(1 for c in earlier.children if c.dep_ == "pobj") < 2:
        return None  # spaCy's one object: nothing split
    start = noun.left_edge.i
    if start < 2 or any(c.i < noun.i and c.dep_ != "compound" for c in noun.children):
        return None
    first = noun.doc[start - 1]
    prep = first.head
    if first.dep_ != "pobj" or first.pos_ != "NOUN" or list(first.children) \
            or prep.i != first.i - 1 or prep.dep_ != "prep" \
            or any(c.i not in (first.i, noun.i) for c in prep.children):
        return None
    return first
