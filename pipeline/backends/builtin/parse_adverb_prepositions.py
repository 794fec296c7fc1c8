"""A preposition said with no object, as an adverb of time, that spaCy hung on the subject.

"Congress twice before passed similar restrictions, but President Bill Clinton vetoed
them": spaCy made "before" a preposition of "Congress" (with "twice" its modifier) and
gave it no object, so no rule read it; "twice" was dropped and every rebuilt focus was
refused ("the parse dropped 'twice' of the source").  Said between a subject and its verb,
such a word is the verb's adverb, as spaCy reads "had passed similar restrictions twice
before": the repair makes it one, (p / pass-01 :time (b / before :mod (t / twice))).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_adverb_prepositions"]

_ADVERB_PREPOSITIONS = frozenset({"before", "since", "after"})


def repair_adverb_prepositions(doc: Doc) -> None:
    """Make an objectless "before" between a subject and its verb the verb's adverb.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Congress twice before passed similar restrictions, but Clinton vetoed them.")
    >>> repair_adverb_prepositions(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc if t.text == "before"]
    [('before', 'advmod', 'passed')]
    """
    for prep in doc:
        subject = prep.head
        if prep.dep_ != "prep" or prep.lower_ not in _ADVERB_PREPOSITIONS \
                or subject.dep_ not in ("nsubj", "nsubjpass") or prep.i + 1 >= len(doc) \
                or any(c.dep_ in ("pobj", "pcomp") for c in prep.children):
            continue
        verb = doc[prep.i + 1]
        if verb.i == subject.head.i and verb.pos_ in ("VERB", "AUX") and prep.i > subject.i:
            prep.head, prep.dep_, prep.pos_, prep.tag_ = verb, "advmod", "ADV", "RB"
