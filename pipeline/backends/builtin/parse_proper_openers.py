"""Sentence-opening words that are names, which keep their capital anywhere else.

A capitalised word that opens a sentence may be a common noun, capitalised only because
it is first ("Officials said", "Revenue rose"), or a name ("Downer originally said",
"Rush is the only witness", "Coupling, an American version of a hit British comedy,
will couple with Friends").  spaCy tags a name ``PROPN`` or marks it as an entity even
where the parse, with no entity type to give it, reads it as a noun concept ("downer",
"rush"); the realizer cannot tell the two apart from the graph, and lowercased the name
when a new focus moved it ("It was downer that said", "rush is the only witness").  The
parser lists such words (their ``::tok`` indices) in the graph's ``::proper`` metadata, and
:meth:`~pipeline.backends.builtin.realize_source_matches.SourceMatches.keeps_capital` keeps their
capital.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.morphology import lemma_pos

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["KEY", "proper_openers"]

KEY = "proper"
# Entity types whose opening word is a name's (not a number's, a date's or a nationality's)
_NAMED = frozenset(["PERSON", "NORP", "ORG", "GPE", "LOC", "FAC", "PRODUCT", "WORK_OF_ART",
                    "EVENT"])


def _common(word: Token) -> bool:
    """Whether a ``PROPN`` word with no entity of its own reads as a common word spaCy
    tagged a name only for its capital: a modifier ("Available July 7, the software"),
    a noun compounded with a common noun ("Park rangers searched"), or the plural of a
    common noun ("Falls in euro/yen also pushed down the dollar")."""
    low = word.lower_
    return word.dep_ == "amod" or (word.dep_ == "compound" and word.head.pos_ == "NOUN") \
        or (low.endswith("s") and not low.endswith("ss") and "NOUN" in lemma_pos(low[:-1]))


def proper_openers(doc: Doc) -> list[int]:
    """Indices of ``doc``'s sentence-opening words (after any opening quotation marks) that
    are capitalised names: spaCy's ``PROPN`` or a named entity's first word."""
    found = []
    for sent in doc.sents:
        first = next((t for t in sent if not t.is_punct), None)
        if first is None or not first.text[:1].isupper() or first.text.isupper():
            continue  # "I", "NASA" keep their capitals anyway
        if first.is_stop or first.pos_ in ("DET", "PRON", "ADP", "ADV", "CCONJ", "SCONJ", "ADJ"):
            continue  # "The Foreign Office said", "Upscale department store chain Nordstrom"
        if first.ent_type_ in _NAMED or (first.pos_ == "PROPN" and not _common(first)):
            found.append(first.i)
    return found
