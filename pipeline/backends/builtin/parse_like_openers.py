"""An opening "Like X," whose comparison spaCy ran into the clause's subject.

"Like Viacom, General Electric is seen as a less enthusiastic bidder": the small model
gave "Like" no object, made "Viacom" the verb's subject and "General Electric" its
apposition, which the rules do not read after a name; "Like Viacom, GE -- parent of NBC --
is also seen ..." made "GE" a conjunct of "Viacom" and left the verb with no subject.
Either way the subject was dropped ("the parse dropped 'General'") or the comparison said
as the one seen.  The name right after "Like" is its object, and the noun after the comma
the verb's subject, as spaCy reads "Like the Power4, the Power5 contains ...".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_like_openers"]

_SUBJECTS = frozenset({"nsubj", "nsubjpass"})
_COMPARISONS = frozenset({"like", "unlike"})


def repair_like_openers(doc: Doc) -> None:
    """Give an opening "Like"/"Unlike" its object and the verb its subject back.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Like Viacom, General Electric is seen as a less enthusiastic bidder.")
    >>> repair_like_openers(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc[:5]]
    [('Like', 'prep', 'seen'), ('Viacom', 'pobj', 'Like'), (',', 'punct', 'Viacom'), ('General', 'compound', 'Electric'), ('Electric', 'nsubjpass', 'seen')]
    """
    if len(doc) < 4 or doc[0].lower_ not in _COMPARISONS or doc[0].dep_ != "prep":
        return
    like, verb = doc[0], doc[0].head
    if verb.pos_ not in ("VERB", "AUX"):
        return
    objects = [c for c in like.children if c.dep_ == "pobj"]
    if not objects:
        first = _name_after(like)
        if first is None or first.dep_ not in _SUBJECTS or first.head.i != verb.i:
            return
        second = next((c for c in first.children if c.dep_ == "appos" and c.i > first.i), None)
        if second is None or not _after_comma(first, second):
            return
        second.head, second.dep_ = verb, first.dep_
        first.head, first.dep_ = like, "pobj"
    elif not any(c.dep_ in _SUBJECTS for c in verb.children):
        first = objects[0]
        second = next((c for c in first.children if c.dep_ == "conj" and c.i > first.i), None)
        if second is None or not _after_comma(first, second) \
                or any(c.dep_ == "cc" for c in first.children):
            return  # "Like Viacom and GE, ...": a list of the compared
        passive = any(c.dep_ == "auxpass" for c in verb.children)
        second.head, second.dep_ = verb, "nsubjpass" if passive else "nsubj"


def _name_after(like: Token) -> Token | None:
    """The head of the name right after ``like`` (its compound's last word)."""
    word = like.doc[like.i + 1]
    while word.dep_ == "compound" and word.head.i > word.i:
        word = word.head
    return word if word.pos_ == "PROPN" else None


def _after_comma(first: Token, second: Token) -> bool:
    """Whether only a comma stands between ``first``'s phrase and ``second``'s."""
    between = first.doc[first.right_edge.i + 1 if first.right_edge.i < second.left_edge.i
                        else first.i + 1:second.left_edge.i]
    return [t.text for t in between] == [","]
