"""A clause opened by "as long as", "so long as" or "as soon as", which spaCy reads as an
adverb ("long") with the clause below it.

"Dick is going to be there as long as Dick wants to be there": spaCy hangs "wants" on
"long" (``advcl``), an adverb of "be", and no rule reads a clause under an adverb, so the
clause was dropped and every rebuilt focus was refused ("the parse dropped 'wants' of the
source").  The three words are one subordinator (AMR: a condition for "as long as", a time
for "as soon as"): the repair makes them the clause's marks and hangs the clause on the
verb, where the rules read it with its role (parse_words.CLAUSE_MARKERS); the realizer says
the subordinator as the source did (realize_source_context.source_subordinator).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["MULTIWORD_SUBORDINATORS", "repair_multiword_subordinators"]

MULTIWORD_SUBORDINATORS = frozenset({"as long as", "so long as", "as soon as"})


def repair_multiword_subordinators(doc: Doc) -> None:
    """Make "as long as" the marks of the clause spaCy hung on "long" (module docstring).

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Dick is going to be there as long as Dick wants to be there.")
    >>> repair_multiword_subordinators(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc[6:11]]
    [('as', 'mark', 'wants'), ('long', 'mark', 'wants'), ('as', 'mark', 'wants'), ('Dick', 'nsubj', 'wants'), ('wants', 'advcl', 'be')]
    """
    for adverb in doc:
        if adverb.i < 1 or adverb.i + 1 >= len(doc) or adverb.dep_ != "advmod" \
                or " ".join(t.lower_ for t in doc[adverb.i - 1:adverb.i + 2]) \
                not in MULTIWORD_SUBORDINATORS:
            continue
        clause = next((c for c in adverb.children if c.dep_ == "advcl" and c.i > adverb.i), None)
        first, second = doc[adverb.i - 1], doc[adverb.i + 1]
        if clause is None or second.head.i != clause.i or second.dep_ != "mark":
            continue
        verb = adverb.head
        clause.head = verb
        for word in (first, adverb):
            word.head, word.dep_ = clause, "mark"
