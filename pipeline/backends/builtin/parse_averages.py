""""on average": one fixed phrase (FIXED_PHRASES, (o / on-average) below its clause).

spaCy reads it three ways, none of which the rules read as the phrase: "average" as the
amod of "on" with no object ("was 142 on average"); "on" taking the verb's object after a
comma ("had been looking for, on average, revenue of $723 million": the revenue became "on
revenue" and "average" was dropped); and the phrase hung on the object noun ("expected
earnings of 13 cents a share ..., on average"), where the realizer said it before the noun
("expected on average earnings").  :func:`repair_on_average` gives the object back to the
verb and hangs the phrase on the verb; the prepositional rules then read it as one concept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_on_average"]


def repair_on_average(doc: Doc) -> None:
    """Rewrite the trees of the module docstring in place."""
    for token in doc:
        if token.lower_ != "on" or token.dep_ != "prep" or token.i + 1 >= len(doc):
            continue
        average = doc[token.i + 1]
        if average.lower_ != "average" or average.head.i != token.i:
            continue
        verb = _clause_verb(token)
        if verb is None:
            continue
        obj = next((c for c in token.children if c.dep_ == "pobj" and c.i > average.i + 1), None)
        if obj is not None and token.head.i == verb.i:
            # "looking for, on average, revenue ...": the object of the stranded preposition
            # before the comma, else the verb's
            stranded = doc[token.i - 2] if token.i >= 2 and doc[token.i - 1].text == "," else None
            if stranded is not None and stranded.dep_ == "prep" and stranded.head.i == verb.i \
                    and not any(c.dep_ in ("pobj", "pcomp") for c in stranded.children):
                obj.head, obj.dep_ = stranded, "pobj"
            else:
                obj.head, obj.dep_ = verb, "dobj"
        average.dep_ = "amod"
        token.head = verb


def _clause_verb(token: Token) -> Token | None:
    """The verb of the clause ``token`` sits in: its head, or the nearest verb above a noun."""
    head = token.head
    while head.pos_ not in ("VERB", "AUX"):
        if head.head.i == head.i:
            return None
        head = head.head
    return head
