"""A noun joined to the object of a preposition that spaCy joined to the verb instead.

"Physicians who violate the ban would be subject to fines and up to two years in prison.":
spaCy made "years" a conjunct of the adjective "subject", not of "fines", so no rule read
it (a noun cannot be coordinated with a predicate) and every rebuilt focus was refused for
the dropped 'years'; likewise "gathered ... to call for free elections and the resignation
of Hong Kong's leader" (a conjunct of "gathered").  AMR lists the two nouns under the
preposition's role: (a / and :op1 fine :op2 (t / temporal-quantity ...)).

:func:`repair_stray_conjuncts` moves such a noun under the preposition's object, where
the noun right before its "and"/"or" is that object.  Left alone, because they are a
gapped clause that repeats the verb's frame ("fell to 17 in 1996 and 3 in 1997", "reach
$260 million by 2006 and $750 million by 2008", "a profit of 30 cents in the third
quarter and $1.31 for the fiscal year"): a conjunct that is a number or an amount, one
with a preposition of the object's own preposition, and any under a verb with an object.
Left alone too, because the "noun" is a verb spaCy mistagged: a bare singular noun with no
determiner ("who slip into Fallujah and attack at night") and one after a verb's form
("lingered well into Wednesday and enhanced demand").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_stray_conjuncts"]

_NOUN_TAGS = ("NOUN", "PROPN")
_AMOUNT_ENTITIES = ("MONEY", "PERCENT", "CARDINAL", "QUANTITY")


def _object_before(doc: Doc, cc: Token, head: Token) -> Token | None:
    """The preposition's object whose phrase ends right before ``cc``, inside ``head``'s
    phrase, or None."""
    if cc.i == 0:
        return None
    last = doc[cc.i - 1]
    noun = last if last.dep_ == "pobj" else last.head if last.head.dep_ == "pobj" else None
    if noun is None or noun.pos_ not in _NOUN_TAGS or noun.right_edge.i != last.i:
        return None
    if not any(a.i == head.i for a in noun.ancestors):
        return None
    return noun


def _mistagged_verb(doc: Doc, cc: Token, noun: Token) -> bool:
    """Whether the words after ``cc`` read as a verb's clause, not a noun phrase."""
    if doc[cc.i + 1].tag_.startswith("VB"):
        return True
    return noun.tag_ in ("NN", "NNP") and not any(c.dep_ in ("det", "poss", "nummod")
                                                  for c in noun.children)


def repair_stray_conjuncts(doc: Doc) -> None:
    """Make a subjectless noun conjunct of a verb or an adjective the conjunct of the
    preposition's object before its "and"/"or", in place.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()('Physicians who violate the ban would be subject to fines and '
    ...                    'up to two years in prison.')
    >>> repair_stray_conjuncts(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc if t.text in ("years", "and")]
    [('and', 'cc', 'fines'), ('years', 'conj', 'fines')]
    """
    for noun in doc:
        head = noun.head
        if noun.dep_ != "conj" or noun.pos_ not in _NOUN_TAGS or head.pos_ not in ("VERB", "ADJ") \
                or noun.ent_type_ in _AMOUNT_ENTITIES:
            continue
        children = list(noun.children)
        if any(c.dep_ in ("nsubj", "nsubjpass") for c in children) \
                or any(c.dep_ == "dobj" for c in head.children):
            continue
        cc = next((c for c in head.children if c.dep_ == "cc" and c.i < noun.i
                   and c.lower_ in ("and", "or")), None)
        if cc is None or any(t.dep_ == "punct" for t in doc[cc.i + 1:noun.i]):
            continue
        if _mistagged_verb(doc, cc, noun):
            continue
        obj = _object_before(doc, cc, head)
        if obj is None or any(c.dep_ == "prep" and c.lower_ == obj.head.lower_ for c in children):
            continue
        cc.head = obj
        noun.head = obj
