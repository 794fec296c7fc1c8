"""A text cut into its sentences: an AMR graph is one sentence's meaning.

A paragraph parsed as one "sentence" gives a graph of a hundred nodes that no one can
read or click, and foci that mix unrelated clauses; the app asks the user to pick
one of the sentences this module finds.  Sentence boundaries are spaCy's (the
dependency parser's), the same pipeline the built-in AMR parser uses.

>>> split_sentences("Dogs bark at night. The boy wants to go, but his mother says no.")
['Dogs bark at night.', 'The boy wants to go, but his mother says no.']
>>> split_sentences("  One sentence only  ")
['One sentence only']
>>> split_sentences("   ")
[]
"""

from __future__ import annotations

__all__ = ["split_sentences"]


def split_sentences(text: str) -> list[str]:
    """The sentences of ``text``, stripped, in order; none for blank text."""
    if not text.strip():
        return []
    from pipeline.nlp import load_spacy

    doc = load_spacy()(" ".join(text.split()))
    return [s.text.strip() for s in doc.sents if s.text.strip()]
