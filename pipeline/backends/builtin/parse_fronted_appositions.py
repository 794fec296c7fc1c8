"""A description set before the name it describes, at the head of the sentence.

"A demolitions expert for JI, al-Ghozi was arrested in Manila in January 2002", "A former
FBI informant, Whitey Bulger is now on the agency's list": spaCy reads the description as a
second subject of the verb (nsubjpass and nsubjpass, or a loose "dep"), and the parse gave
the verb two :ARG1s, so every focus was refused ("one event with two subjects of the same
role", "'al-Ghozi' of the graph is not in the text").  The description is an apposition of
the name; hung on it as one, the main rules read it as they read "Al-Ghozi, a demolitions
expert for JI, was arrested".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_fronted_appositions"]

_SUBJECTS = frozenset({"nsubj", "nsubjpass"})
_ARTICLES = frozenset({"a", "an", "the"})


def repair_fronted_appositions(doc: Doc) -> None:
    """Hang each fronted description of the module docstring on the name after it."""
    for verb in doc:
        if verb.pos_ not in ("VERB", "AUX"):
            continue
        kids = [k for k in verb.lefts if k.dep_ in _SUBJECTS or k.dep_ == "dep"]
        names = [k for k in kids if k.dep_ in _SUBJECTS and k.pos_ == "PROPN"]
        for description in kids:
            name = _name_after(description, names)
            if name is not None:
                description.head = name
                description.dep_ = "appos"


def _name_after(description: Token, names: list[Token]) -> Token | None:
    """The name subject right after ``description``'s phrase and its comma, where the
    description is a common noun under an article that opens the sentence; else None."""
    if description.pos_ != "NOUN" or description.left_edge.i != 0 \
            or description.left_edge.lower_ not in _ARTICLES \
            or any(k.dep_ in ("conj", "cc") for k in description.children):
        return None
    doc = description.doc
    comma = description.right_edge.i + 1
    if comma >= len(doc) or doc[comma].text != ",":
        return None
    for name in names:
        if name.left_edge.i == comma + 1 and name.i > description.i \
                and not any(t.text == "," for t in doc[comma + 1:name.i]):
            return name
    return None
