""""help" before a bare infinitive, which spaCy reads as an auxiliary of the infinitive.

"Donations stemming from the Sept. 11 attacks helped push up contributions ... by 15
percent": spaCy makes "helped" an ``aux`` of "push", the parser skips auxiliaries, and the
graph said only that the donations pushed contributions up, so the parse dropped "helped"
and every focus was refused.  "His resignation helped to preserve the concessions" (with
"to") spaCy reads as help ROOT, preserve ``xcomp``; :func:`repair_help_infinitive` gives the
bare infinitive the same tree, so the graph says help-01 with the pushing as its ARG1.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_help_infinitive"]

_HELP = frozenset({"help", "helps", "helped", "helping"})


def repair_help_infinitive(doc: Doc) -> None:
    """Make a form of "help" tagged ``aux`` of the bare infinitive right after it the head of
    its clause, the infinitive its ``xcomp``.

    The words before "help" (its subject, other auxiliaries, an opening "In 2001,") move to
    it; the infinitive keeps its object and what follows it.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Donations from the attacks helped push up contributions.")
    >>> repair_help_infinitive(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc if t.text in ("Donations", "helped", "push")]
    [('Donations', 'nsubj', 'helped'), ('helped', 'ROOT', 'helped'), ('push', 'xcomp', 'helped')]
    """
    for helper in doc[:-1]:
        verb = doc[helper.i + 1]
        # spaCy lemmatizes the auxiliary "helped" as "helped"; "found" after it is tagged the
        # participle of "find" ("Evan helped found an after-school nonviolence program")
        if helper.lower_ not in _HELP or helper.dep_ != "aux" or verb.i != helper.head.i \
                or not (verb.tag_ == "VB" or verb.lower_ == "found"):
            continue
        before = [c for c in verb.children if c.i < helper.i]
        if verb.dep_ == "ROOT":
            helper.head, helper.dep_ = helper, "ROOT"
        else:
            helper.head, helper.dep_ = verb.head, verb.dep_
        verb.head, verb.dep_ = helper, "xcomp"
        for child in before:
            child.head = helper
        helper.pos_, helper.lemma_ = "VERB", "help"
