"""An adverbial clause that spaCy hung on the object of a preposition before it.

"... people portraying victims stumbled amid the wreckage as emergency vehicles converged
on the scene": spaCy made the "as" clause an adverbial clause (advcl) of "wreckage", the
object of "amid", where no rule reads one, so the parse dropped the clause and every
rebuilt focus was refused.  A noun takes no such clause: a clause opened by a
subordinating word ("as", "while", "when", ...) after a verb's prepositional phrase is
the verb's.  :func:`repair_object_clauses` moves it there.  ("for all to create ...", "the
date for the election to recall ...": an infinitive, the noun's, stays.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_object_clauses"]

# subordinating words that open a clause of time, cause or contrast, never a noun's
_CLAUSE_MARKS = frozenset({"as", "while", "when", "whenever", "because", "after", "before",
                           "until", "since", "though", "although", "if", "unless",
                           "once", "whereas"})


def repair_object_clauses(doc: Doc) -> None:
    """Make a subordinate clause on a preposition's object the clause of the verb the
    preposition hangs on, in place.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("People stumbled amid the wreckage as emergency vehicles "
    ...                    "converged on the scene.")
    >>> repair_object_clauses(doc)
    >>> [t.head.text for t in doc if t.text == "converged"]
    ['stumbled']
    """
    for clause in doc:
        obj = clause.head
        if clause.dep_ != "advcl" or obj.dep_ != "pobj" or obj.pos_ not in ("NOUN", "PROPN") \
                or clause.i < obj.i:
            continue
        if not any(c.dep_ == "mark" and c.lower_ in _CLAUSE_MARKS for c in clause.children) \
                or not any(c.dep_ in ("nsubj", "nsubjpass") for c in clause.children):
            continue
        prep = obj.head
        if prep.dep_ == "prep" and prep.head.pos_ in ("VERB", "AUX"):
            clause.head = prep.head
