"""The last name of a list that spaCy hangs on the verb as a conjunct of its clause.

"The three men charged with terrorism have been identified as Abdul Azi Haji Thiming and
Muhammad Jalaludin Mading of Thailand, and Esam Mohammed Khidr Ali of Egypt": spaCy makes
"Ali" a conjunct of "identified", so the parse read (and :op1 identify-01 :op2 person), a
name said as if it were a second clause, and every focus but the source's was refused
("no subject for 'person'").  A name with no verb, subject or auxiliary of its own after
", and" that closes a list of names the verb already has as its object is that list's last
member: identify-01 :ARG2 (and :op1 Thiming :op2 Mading :op3 Ali), as an annotator writes
it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_name_list_tails"]

_OBJECTS = frozenset({"pobj", "dobj", "attr", "oprd"})


def repair_name_list_tails(doc: Doc) -> None:
    """Re-hang each such stray name (module docstring) under its list."""
    for token in doc:
        if token.dep_ == "conj" and token.pos_ == "PROPN" and token.head.pos_ in ("VERB", "AUX"):
            _into_the_list(token)


def _into_the_list(name: Token) -> None:
    verb = name.head
    if any(c.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass", "cop", "dobj") for c in name.children):
        return
    cc = next((c for c in verb.children if c.dep_ == "cc" and c.i == name.left_edge.i - 1), None)
    if cc is None or cc.i == 0 or cc.doc[cc.i - 1].text != ",":
        return
    # the list the verb already has: a name (with its conjuncts) in an object right before
    # (its first member is the one with conjuncts: "Thiming", not "Thailand" of a member)
    last_object = max((t for t in verb.subtree if t.dep_ in _OBJECTS and t.pos_ == "PROPN"
                       and t.i < cc.i and any(c.dep_ == "conj" for c in t.children)),
                      key=lambda t: t.i, default=None)
    if last_object is None:
        return
    members = [last_object, *(c for c in last_object.children if c.dep_ == "conj")]
    if not all(m.pos_ == "PROPN" for m in members) \
            or max(m.right_edge.i for m in members) != cc.i - 2:
        return
    name.head = last_object
    cc.head = members[-1]
