""""found" after "help": the verb "found", which spaCy reads as a form of "find".

"Nash helped found an after-school program": a bare infinitive after "help", but spaCy
tags "found" as the past participle of "find" (lemma "find"), so the graph said find-01
and the realizer "Nash helped to find an after-school program".  After a form of "help",
"found" is the verb "found" (to establish): :func:`repair_found_after_help`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_found_after_help"]


def repair_found_after_help(doc: Doc) -> None:
    """Read "found" right after a form of "help" as the bare infinitive of "found".

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("In 2001, Nash helped found an after-school program.")
    >>> repair_found_after_help(doc)
    >>> [(t.lemma_, t.tag_) for t in doc if t.lower_ == "found"]
    [('found', 'VB')]
    """
    for tok in doc[1:]:
        if tok.lower_ == "found" and doc[tok.i - 1].lemma_.lower() == "help" \
                and doc[tok.i - 1].pos_ == "VERB":
            tok.lemma_ = "found"
            tok.tag_ = "VB"
