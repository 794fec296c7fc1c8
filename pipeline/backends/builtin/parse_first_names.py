"""A first name spaCy read as a preposition: '"It is bad for Symbian," said Per Lindberg,
analyst at Dresdner Kleinwort Wasserstein.' has ``Per/IN`` a phrase of "said" with
"Lindberg" its object, and the person entity "Lindberg" alone; the rules made the speaker a
:mod of the saying, so every focus was refused ("a quotation whose speaker the parse did
not find").

A capitalised preposition inside a sentence, right before a person's name that is its only
object, on a verb that has no subject, is the name's first word: the repair makes it a
compound of the name, widens the entity over it, and makes the name the verb's subject
("said Per Lindberg": ``Lindberg/nsubj``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_first_names"]

_SUBJECTS = frozenset({"nsubj", "nsubjpass", "csubj", "expl"})


def repair_first_names(doc: Doc) -> None:
    """Read each first name of the module docstring as a word of its name."""
    for word in doc:
        name = _name_after(word)
        if name is None:
            continue
        verb = word.head
        word.head, word.dep_ = name, "compound"
        word.tag_, word.pos_ = "NNP", "PROPN"
        name.head, name.dep_ = verb, "nsubj"
        ents = [e for e in doc.ents if not (e.start <= name.i < e.end)]
        widened = doc.char_span(word.idx, name.idx + len(name.text), label="PERSON")
        if widened is not None:
            doc.ents = sorted([*ents, widened], key=lambda e: e.start)


def _name_after(word: Token) -> Token | None:
    """The person's name whose first word ``word`` is (module docstring), else None."""
    if word.tag_ != "IN" or not word.is_title or word.is_sent_start or word.i + 1 >= len(word.doc):
        return None
    name = word.doc[word.i + 1]
    kids = list(word.children)
    verb = word.head
    if len(kids) != 1 or kids[0].i != name.i or name.dep_ != "pobj" or name.tag_ != "NNP" \
            or name.ent_type_ != "PERSON" or name.ent_iob_ != "B":
        return None
    if verb.pos_ != "VERB" or verb.i > word.i or any(c.dep_ in _SUBJECTS for c in verb.children):
        return None  # only after its verb: "said Per Lindberg", not "Per Lindberg, analysts say"
    if any(c.dep_ == "compound" for c in name.children):
        return None  # a name of its own words already
    return name
