"""A clause with its own subject that spaCy read as a participle modifying the next clause's
subject.

"The company's chief executive retired and chief financial officer resigned": the small
model makes "retired" an adjective of "officer" (``retired/amod``, with "executive" as its
subject and "and" as its coordinator), so the rules read "an officer that the chief
executive retired resigned", lost the "and" and every rebuilt focus was refused ("the parse
dropped 'and' of the source").  A modifier with a subject of its own before it and a
coordinator after it is a clause; :func:`repair_modifier_clauses` makes it the first of two
clauses joined by the coordinator, as AMR reads them, (a / and :op1 (r / retire-01 ...)
:op2 (r2 / resign-01 ...)).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_modifier_clauses"]

_FINITE_TAGS = ("VBP", "VBZ", "VBD")


def repair_modifier_clauses(doc: Doc) -> None:
    """Make each modifier of the module docstring the first clause of its coordination.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("The company's chief executive retired and chief financial "
    ...                    "officer resigned.")
    >>> repair_modifier_clauses(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc if t.text in ("retired", "resigned")]
    [('retired', 'ROOT', 'retired'), ('resigned', 'conj', 'retired')]
    """
    for verb in doc:
        noun = verb.head
        if verb.dep_ != "amod" or verb.tag_ not in ("VBD", "VBN") or noun.i <= verb.i \
                or noun.dep_ not in ("nsubj", "nsubjpass"):
            continue
        clause = noun.head
        if clause.tag_ not in _FINITE_TAGS or clause.i <= noun.i:
            continue
        subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")
                        and c.i < verb.i), None)
        joiner = next((c for c in verb.children if c.dep_ == "cc"
                       and c.lower_ in ("and", "but") and c.i > verb.i), None)
        if subject is None or joiner is None \
                or any(t.text in (",", ";") for t in doc[verb.i + 1:joiner.i]):
            continue
        if clause.dep_ == "ROOT":
            verb.head, verb.dep_ = verb, "ROOT"
        else:
            verb.head, verb.dep_ = clause.head, clause.dep_
        verb.tag_, verb.pos_ = "VBD", "VERB"
        clause.head, clause.dep_ = verb, "conj"
