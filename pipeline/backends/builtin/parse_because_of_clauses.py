"""A free relative after "because of": "resigned from Health Canada's advisory committee
because of what he described as inconsistencies in the access program".

spaCy hangs both "of" and the relative's verb on "because" as its ``pcomp``s; the rules
read the first, "of", as the cause (cause-01 :ARG0 (o / of)), and the clause was dropped
("the parse dropped 'described'").  With a noun ("because of the weather") spaCy hangs the
noun on "because" as its ``pobj`` and "of" as a ``pcomp`` the rules pass over.  The
clause is the cause as the noun is: "of" is marked a fixed word of "because", which no
rule reads, and the clause is read as the object, a free relative (thing :ARG1-of ...), as
"over what he described as inconsistencies" already parses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_because_of_clauses"]

_FREE_RELATIVE_WORDS = frozenset({"what", "whatever"})


def repair_because_of_clauses(doc: Doc) -> None:
    """Make the free relative after "because of" its object (module docstring).

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("He resigned because of what he described as inconsistencies.")
    >>> repair_because_of_clauses(doc)
    >>> [(t.text, t.dep_) for t in doc[3:7]]
    [('of', 'fixed'), ('what', 'dobj'), ('he', 'nsubj'), ('described', 'pcomp')]
    """
    for because in doc:
        if because.lower_ != "because" or because.dep_ != "prep":
            continue
        kids = list(because.children)
        of = next((c for c in kids if c.dep_ == "pcomp" and c.lower_ == "of"), None)
        clause = next((c for c in kids if c.dep_ == "pcomp" and c.pos_ == "VERB"
                       and any(w.lower_ in _FREE_RELATIVE_WORDS and w.i < c.i
                               for w in c.children)), None)
        if of is None or clause is None or any(c.dep_ == "pobj" for c in kids):
            continue
        of.dep_ = "fixed"
