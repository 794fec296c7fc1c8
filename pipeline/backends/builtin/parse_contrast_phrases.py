"""A prepositional phrase contrasted with its clause by "but", hung on the "but".

"European stocks were barely changed but within a few points of year highs": spaCy made
"within" a child of the coordinator "but" (itself on the verb), where no rule reads a
phrase, so the phrase was dropped with its "but" and every rebuilt focus was refused.  The
phrase says how the verb's event holds, as "expanded ... but at a slower pace" does, where
spaCy hangs the phrase on the verb: the repair gives it the verb, and the realizer says it
with its "but" (:mod:`~pipeline.backends.builtin.realize_contrast_phrases`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_contrast_phrases"]


def repair_contrast_phrases(doc: Doc) -> None:
    """Give a phrase hung on a verb's "but" to the verb (module docstring).

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("European stocks were barely changed but within a few points of year highs.")
    >>> repair_contrast_phrases(doc)
    >>> [(t.text, t.head.text) for t in doc if t.text == "within"]
    [('within', 'changed')]
    """
    for prep in doc:
        but = prep.head
        if prep.dep_ == "prep" and but.dep_ == "cc" and but.lower_ == "but" \
                and but.i == prep.i - 1 and but.head.pos_ in ("VERB", "AUX") \
                and not any(c.dep_ == "conj" for c in but.head.children if c.i > but.i):
            prep.head = but.head
