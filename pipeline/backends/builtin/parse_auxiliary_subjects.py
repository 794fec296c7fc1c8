"""A subordinate clause's subject and connective hung on its auxiliary.

"Canada has threatened a trade backlash if Tokyo's ban is not justified on scientific
grounds": spaCy made "ban" the subject and "if" the mark of the auxiliary ``is/auxpass``,
and "justified" a conjunct of "threatened"; the rules read no subject under an auxiliary,
so "Tokyo's ban" was dropped, and the clause became a second main clause whose subject was
Canada's.  :func:`repair_auxiliary_subjects` gives both to the verb, as spaCy parses "They
will sue if the ban is not lifted": the subject (``nsubjpass`` under a passive's
auxiliary), the connective its ``mark``, and the verb an adverbial clause of the verb it was
a conjunct of.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_auxiliary_subjects"]


def repair_auxiliary_subjects(doc: Doc) -> None:
    """Rewrite the tree of the module docstring in place.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Canada has threatened a trade backlash if Tokyo's ban is not "
    ...                    "justified on scientific grounds.")
    >>> repair_auxiliary_subjects(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in (doc[6], doc[9], doc[12])]
    [('if', 'mark', 'justified'), ('ban', 'nsubjpass', 'justified'), ('justified', 'advcl', 'threatened')]
    """
    for aux in doc:
        if aux.dep_ in ("aux", "auxpass") and aux.pos_ == "AUX":
            _move_to_verb(aux)


def _move_to_verb(aux: Token) -> None:
    verb = aux.head
    kids = list(aux.children)
    subject = next((k for k in kids if k.dep_ in ("nsubj", "nsubjpass")), None)
    mark = next((k for k in kids if k.dep_ == "mark"), None)
    if subject is None or mark is None or verb.pos_ != "VERB" or verb.dep_ != "conj" \
            or not mark.i < subject.i < aux.i < verb.i \
            or any(k.dep_ in ("nsubj", "nsubjpass", "mark") for k in verb.children):
        return
    subject.head = mark.head = verb
    subject.dep_ = "nsubjpass" if aux.dep_ == "auxpass" else "nsubj"
    verb.dep_ = "advcl"
