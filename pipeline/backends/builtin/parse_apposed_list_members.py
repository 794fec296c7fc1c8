"""A name apposed to the first member of a list, read as the list's head.

"the deaths of his wife, Laci, and their unborn son" has ``Laci/appos`` of "wife" and
"son" the conjunct of "Laci" (with its "and"): the appositions of one name
(:mod:`parse_appositions`) take no list, so the name was dropped and every rebuilt focus
refused ("the parse dropped 'Laci'").  The name set off by commas says who the wife is;
the next member is the wife's: (a / and :op1 (p / person :name "Laci" ...) :op2 son).  The
coordinator and the conjunct move to the apposition's head, in place.

Only a single name (its own words a name's compounds) between two commas right after a
singular common noun, and a common noun after the coordinator: "his wife, Laci, and
Conner" may list three, and "Argos, part of GUS, and Littlewoods" is no name apposed.

The same holds the other way round, a description apposed to a name: "BaFin, Germany's
chief financial regulator, and the prosecutor's office were not immediately available"
has the office the conjunct of "regulator"; the regulator is BaFin, and the office the
list's second member.  Only a description of determiners and adjectives (no phrase of its
own, which may hold a list: "head of sales and marketing") and a common noun after "and"
with a determiner or possessor of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_words import COORD

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_apposed_list_members"]

# What a name's own words may hang on it: "Laci", "Kimberly Hill".
_NAME_DEPS = frozenset({"compound", "punct", "cc", "conj"})


def repair_apposed_list_members(doc: Doc) -> None:
    """Move the list an apposed name carries ("his wife, Laci, and their unborn son") onto
    the noun it names, in place.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("He awaits trial for the deaths of his wife, Laci, and their unborn son.")
    >>> repair_apposed_list_members(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc if t.text in ("Laci", "and", "son")]
    [('Laci', 'appos', 'wife'), ('and', 'cc', 'wife'), ('son', 'conj', 'wife')]
    """
    for name in doc:
        if name.dep_ != "appos":
            continue
        members = _list_after(name) or _list_after_description(name)
        if members is not None:
            cc, conj = members
            cc.head = name.head
            conj.head = name.head


def _list_after(name: Token) -> tuple[Token, Token] | None:
    """The coordinator and conjunct ``name`` carries when it is a single name apposed to a
    singular common noun between commas and the conjunct a common noun; else None."""
    head = name.head
    doc = name.doc
    if name.pos_ != "PROPN" or name.ent_type_ != "PERSON" or head.pos_ != "NOUN" \
            or head.tag_ != "NN" or head.i > name.i:
        return None
    start = name.left_edge.i
    if start != head.i + 2 or doc[head.i + 1].text != ",":
        return None
    kids = list(name.children)
    if any(k.dep_ not in _NAME_DEPS for k in kids):
        return None
    cc = next((k for k in kids if k.dep_ == "cc" and k.lower_ in COORD), None)
    conj = next((k for k in kids if k.dep_ == "conj"), None)
    if cc is None or conj is None or sum(k.dep_ == "conj" for k in kids) != 1:
        return None
    # the name's own words end on a comma, and the coordinator follows it
    if not (name.i + 2 == cc.i and doc[name.i + 1].text == "," and cc.i < conj.i):
        return None
    if any(k.dep_ == "compound" and k.i > name.i for k in kids):
        return None
    if conj.pos_ != "NOUN":
        return None
    return cc, conj


# What a description apposed to a name may carry before its own noun: "Germany's chief
# financial regulator".
_DESCRIPTION_DEPS = frozenset({"det", "poss", "amod", "compound", "punct", "cc", "conj"})


def _list_after_description(noun: Token) -> tuple[Token, Token] | None:
    """The coordinator and conjunct ``noun`` carries when it is a singular description
    apposed to a name between commas ("BaFin, Germany's chief financial regulator, and the
    prosecutor's office"); else None."""
    head = noun.head
    doc = noun.doc
    if noun.pos_ != "NOUN" or noun.tag_ != "NN" or head.pos_ != "PROPN" or head.i > noun.i:
        return None
    if noun.left_edge.i != head.i + 2 or doc[head.i + 1].text != ",":
        return None
    kids = list(noun.children)
    if any(k.dep_ not in _DESCRIPTION_DEPS for k in kids) \
            or any(k.i > noun.i and k.dep_ not in ("punct", "cc", "conj") for k in kids):
        return None
    cc = next((k for k in kids if k.dep_ == "cc" and k.lower_ in COORD), None)
    conj = next((k for k in kids if k.dep_ == "conj"), None)
    if cc is None or conj is None or sum(k.dep_ == "conj" for k in kids) != 1:
        return None
    if not (noun.i + 2 == cc.i and doc[noun.i + 1].text == "," and cc.i < conj.i):
        return None
    if conj.pos_ != "NOUN" or not any(k.dep_ in ("det", "poss") for k in conj.children):
        return None
    return cc, conj
