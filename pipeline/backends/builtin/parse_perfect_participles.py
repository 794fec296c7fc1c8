"""A perfect's participle that spaCy read as an adjective of its object: "The case had
consolidated numerous class action suits filed against Rambus", "IBM's endorsement of Linux
has "added credibility and an illusion of support"".

The small model hangs "consolidated" on "suits" as its ``amod``, with "had" as the
participle's auxiliary and the subject on "had" or the participle; the object noun heads
the sentence (or is the object of the verb above), so the clause's subject was dropped
("the parse dropped 'case'") or the clause said as a relative clause of its object ("He
added credibility that IBM's endorsement of Linux has added").  A participle with a form
of "have" as its auxiliary is a verb: it takes the noun as its object and the noun's place
in the tree, and the subject hung on its auxiliary.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_perfect_participles"]

_HAVE = frozenset({"have", "has", "had", "'ve", "'d"})
_PARTICIPLE_TAGS = frozenset({"VBN", "VBD"})


def repair_perfect_participles(doc: Doc) -> None:
    """Make each perfect's participle read as an adjective the verb of its clause (module
    docstring).

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("The case had consolidated numerous class action suits filed "
    ...                    "against Rambus in 2001.")
    >>> repair_perfect_participles(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in (doc[1], doc[3], doc[7])]
    [('case', 'nsubj', 'consolidated'), ('consolidated', 'ROOT', 'consolidated'), ('suits', 'dobj', 'consolidated')]
    """
    for verb in doc:
        noun = verb.head
        if verb.dep_ != "amod" or verb.tag_ not in _PARTICIPLE_TAGS or verb.i > noun.i \
                or noun.pos_ not in ("NOUN", "PROPN"):
            continue
        have = next((c for c in verb.children if c.dep_ == "aux" and c.lower_ in _HAVE), None)
        if have is None:
            continue
        if noun.dep_ == "ROOT":
            verb.head, verb.dep_ = verb, "ROOT"
        elif noun.dep_ == "dobj" and noun.head.pos_ == "VERB":
            verb.head, verb.dep_ = noun.head, "ccomp"  # "He added (that) X has added ..."
        else:
            continue
        noun.head, noun.dep_ = verb, "dobj"
        for subject in [c for c in have.children if c.dep_ in ("nsubj", "nsubjpass")]:
            subject.head = verb
