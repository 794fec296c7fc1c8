""""remains" as a noun where spaCy read the verb: "Once identified, remains of terrorists
are immediately removed ...".

spaCy tags the sentence's "remains" ``VBZ`` (lemma "remain") though it is the subject of
"are removed" (``nsubjpass``), so the graph said remain-01 with the terrorists its :ARG3,
and the realizer "Immediately, remaining of terrorists once identified is removed from the
so-called memorial park".  A "remains" in a noun's place (a subject, an object, after a
preposition) is the plural noun, the body that is left: :func:`repair_remains_noun`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_remains_noun"]

# The places of a noun in spaCy's tree, not a verb's.
_NOUN_PLACES = frozenset(["nsubj", "nsubjpass", "dobj", "pobj"])


def repair_remains_noun(doc: Doc) -> None:
    """Read "remains" in a noun's place as the plural noun.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Once identified, remains of terrorists are immediately removed.")
    >>> repair_remains_noun(doc)
    >>> [(t.pos_, t.tag_, t.lemma_) for t in doc if t.lower_ == "remains"]
    [('NOUN', 'NNS', 'remain')]
    """
    for tok in doc:
        if tok.lower_ == "remains" and tok.pos_ == "VERB" and tok.dep_ in _NOUN_PLACES:
            tok.pos_, tok.tag_, tok.lemma_ = "NOUN", "NNS", "remain"
