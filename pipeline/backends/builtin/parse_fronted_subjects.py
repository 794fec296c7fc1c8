"""A subject read as an apposition of the phrase fronted before it: "Under the U.S.
Constitution, the other chamber of Congress, the House of Representatives, does not vote on
foreign alliances" has ``chamber/appos`` of "Constitution"; "Like Viacom, GE -- parent of
NBC -- is also seen as a less enthusiastic bidder" has ``GE/conj`` of "Viacom" (no "and");
"On Jan. 10, 20-year-old Shawanda Denise McCalister, who also was pregnant, was found ..."
has the woman an apposition of the date.  The verb was left without a subject, so every
focus was refused ("no subject for 'vote'").

A finite verb with no subject whose fronted phrase's object carries, after a comma and
before the verb, a noun hung on it as an apposition or a bare conjunct: that noun is the
verb's subject.  Not a place that names the object's country or state ("In Nairobi, Kenya,
the Very Rev. Peter Karanja ... said": Kenya stays Nairobi's, and the subject is the name
after it).  The appositions spaCy hung on the object after the subject are the subject's
("Karanja, provost of All Saints Cathedral"), and a conjunct of the subject without a
coordinator is its apposition ("the other chamber of Congress, the House of
Representatives").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_fronted_subjects"]

_SUBJECTS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass", "expl"})
_FINITE = frozenset({"VBD", "VBZ", "VBP", "MD"})
_PLACES = frozenset({"GPE", "LOC"})


def repair_fronted_subjects(doc: Doc) -> None:
    """Make each swallowed subject of the module docstring its verb's subject."""
    for verb in doc:
        if verb.pos_ not in ("VERB", "AUX") or verb.dep_ not in ("ROOT", "ccomp") \
                or any(c.dep_ in _SUBJECTS for c in verb.children) or not _finite(verb):
            continue
        for prep in verb.children:
            if prep.dep_ != "prep" or prep.i > verb.i:
                continue
            obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
            subject = _swallowed(obj, verb) if obj is not None else None
            if obj is not None and subject is not None:
                _make_subject(subject, obj, verb)
                break
        else:
            _swallowed_list(verb)


def _swallowed_list(verb: Token) -> None:
    """A subject list read as more members of the last noun of an opening phrase: "In New
    York City, bars and restaurants that allow people to smoke can face hefty fines" has
    "bars" the conjunct of "City" (and "restaurants" of "bars"); "As temperatures soar above
    120 Fahrenheit in Basra, fridges and air conditioners have stuttered to a halt" has
    "fridges" the conjunct of "Basra", inside the opening clause.  The place and the things
    are no list: the conjunct after the comma carries the coordinator of a list of its own
    and runs right up to the verb group, which has no subject.  (A real opening list ends on
    its comma before the clause's own subject: "In Boston, Chicago and Denver, prices rose".)"""
    doc = verb.doc
    group = min([verb.i, *(c.i for c in verb.children
                          if c.dep_ in ("aux", "auxpass", "neg") and c.i < verb.i)])
    for opener in verb.children:
        if opener.i > verb.i or opener.dep_ not in ("prep", "advcl"):
            continue
        for obj in opener.subtree:
            if obj.dep_ != "pobj" or obj.pos_ not in ("NOUN", "PROPN"):
                continue
            kid = next((c for c in obj.children if c.dep_ == "conj" and c.pos_ in ("NOUN", "PROPN")
                        and doc[c.left_edge.i - 1].text == ","
                        and c.right_edge.i + 1 == group
                        and any(k.dep_ == "cc" for k in c.children)
                        and not any(k.dep_ == "cc" for k in obj.children)), None)
            if kid is not None:
                _make_subject(kid, obj, verb)
                return


def _finite(verb: Token) -> bool:
    return verb.tag_ in _FINITE or any(c.dep_ in ("aux", "auxpass") and c.tag_ in _FINITE
                                       for c in verb.children)


def _swallowed(obj: Token, verb: Token) -> Token | None:
    """The noun after a comma hung on ``obj`` (or on a place apposition of it) that is
    ``verb``'s subject, else None."""
    doc = obj.doc
    for kid in obj.children:
        if kid.i > verb.i or kid.pos_ not in ("NOUN", "PROPN") or doc[kid.left_edge.i - 1].text \
                not in (",", "--"):
            continue
        if kid.dep_ == "appos" and kid.ent_type_ in _PLACES and obj.ent_type_ in _PLACES:
            return _swallowed(kid, verb)  # "In Nairobi, Kenya, the Very Rev. Peter Karanja"
        if kid.dep_ == "appos" or (kid.dep_ == "conj" and not any(
                c.dep_ == "cc" for c in (*obj.children, *kid.children))):
            return kid
    return None


def _make_subject(subject: Token, obj: Token, verb: Token) -> None:
    passive = any(c.dep_ == "auxpass" for c in verb.children)
    for kid in list(obj.children):
        if kid.dep_ == "appos" and subject.i < kid.i < verb.i:
            kid.head = subject  # "Karanja, provost of All Saints Cathedral"
    for kid in subject.children:
        if kid.dep_ == "conj" and not any(c.dep_ == "cc" for c in subject.children):
            kid.dep_ = "appos"  # "the other chamber of Congress, the House of Representatives"
    subject.head = verb
    subject.dep_ = "nsubjpass" if passive else "nsubj"
