"""A list of three clauses, "A, B and C", that spaCy reads as "B and C" with A its complement.

"In Europe, France's CAC-40 rose 0.6 percent, Britain's FTSE 100 slipped 0.02 percent and
Germany's DAX index advanced 0.8 percent": the small model makes "slipped" the root with
"rose" its clausal complement (``ccomp``, as for "Prices rose, analysts said") and
"advanced" its conjunct, so the graph said the FTSE slipped the CAC-40's rise (slip-01
:ARG2 rise-01) and every focus was refused.  "At Wednesday's summit, Abbas pledged to end
the 'armed intefadeh,' renounced 'terrorism ...' and alluded to the disarming of
militants" is the same list with one subject for its three verbs.

:func:`repair_clause_lists` makes the first clause the head of the list and the second its
conjunct (the third stays the second's, as spaCy chains a list), when the second is no verb
of saying or thinking (whose complement the first clause may well be) and a coordinator
and a third clause follow it.  Not a list of copulas ("Workplace Messaging is $29, Workplace
Team Collaboration is $89, and Collaborative Learning is $35"), which the rules then said
"It is Workplace Messaging that is $29, ...".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_words import PARENTHETICAL_VERBS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_clause_lists"]

# Verbs whose complement a clause before them is ("Prices rose, analysts said and ...").
_REPORTING = PARENTHETICAL_VERBS | frozenset(["report", "note", "claim", "argue", "warn",
                                              "estimate", "predict", "expect", "write", "show",
                                              "suggest", "indicate", "mean", "conclude"])
_FINITE = frozenset(["VBD", "VBZ", "VBP"])


def repair_clause_lists(doc: Doc) -> None:
    """Rehang a list of three clauses read as a complement and two conjuncts (module
    docstring): the first clause heads it, the second is its ``conj``.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("In Europe, the CAC-40 rose 0.6 percent, the FTSE 100 slipped "
    ...                    "0.02 percent and the DAX index advanced 0.8 percent.")
    >>> repair_clause_lists(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc if t.text in ("rose", "slipped", "advanced")]
    [('rose', 'ROOT', 'rose'), ('slipped', 'conj', 'rose'), ('advanced', 'conj', 'slipped')]
    """
    for second in doc:
        first = _listed_complement(second)
        if first is None:
            continue
        if second.dep_ == "ROOT":
            first.head, first.dep_ = first, "ROOT"
        else:
            first.head, first.dep_ = second.head, second.dep_
        for child in list(second.children):
            if child.i < first.i or (child.dep_ == "punct" and child.i < second.i
                                     and child.i > first.right_edge.i):
                child.head = first  # an opening "In Europe," and the comma after the first clause
        second.head, second.dep_ = first, "conj"


def _listed_complement(second: Token) -> Token | None:
    """The first clause of a list that spaCy made ``second``'s ``ccomp``, else None."""
    if second.pos_ not in ("VERB", "AUX") or second.tag_ not in _FINITE \
            or second.lemma_.lower() in _REPORTING:
        return None
    first = next((c for c in second.children if c.dep_ == "ccomp" and c.i < second.i), None)
    if first is None or first.tag_ not in _FINITE or "be" in (first.lemma_, second.lemma_) \
            or not any(c.dep_ in ("nsubj", "nsubjpass") for c in first.children) \
            or any(c.dep_ == "mark" for c in first.children):
        return None
    # The comma that closes the first clause opens the second (its subject, or its verb
    # where it shares the first one's subject: "Abbas pledged ..., renounced ...")
    subject = next((c for c in second.children if c.dep_ in ("nsubj", "nsubjpass")
                    and c.i > first.i), None)
    start = subject.left_edge.i if subject is not None else second.i
    between = [t.text for t in second.doc[first.right_edge.i + 1:start]]
    if "," not in between or any(t not in (",", '"', "''", "\u201d") for t in between):
        return None  # (a closing quotation mark may stand by the comma: 'the "armed intefadeh,"')
    after = [c for c in second.children if c.i > second.i]
    if not any(c.dep_ == "cc" and c.lower_ in ("and", "or") for c in after) \
            or not any(c.dep_ == "conj" and c.pos_ in ("VERB", "AUX") for c in after):
        return None
    return first
