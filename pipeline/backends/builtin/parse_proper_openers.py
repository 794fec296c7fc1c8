"""Sentence-opening words that are names, which keep their capital anywhere else.

A capitalised word that opens a sentence may be a common noun, capitalised only because
it is first ("Officials said", "Revenue rose"), or a name ("Downer originally said",
"Rush is the only witness", "Coupling, an American version of a hit British comedy,
will couple with Friends").  spaCy tags a name ``PROPN`` or marks it as an entity even
where the parse, with no entity type to give it, reads it as a noun concept ("downer",
"rush"); the realizer cannot tell the two apart from the graph, and lowercased the name
when a new focus moved it ("It was downer that said", "rush is the only witness").  The
parser lists such words (their ``::tok`` indices) in the graph's ``::proper`` metadata, and
:meth:`~pipeline.backends.builtin.realize_source.SourceReuse.keeps_capital` keeps their
capital.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["KEY", "proper_openers"]

KEY = "proper"
# Entity types whose opening word is a name's (not a number's, a date's or a nationality's)
_NAMED = frozenset(["PERSON", "ORG", "GPE", "LOC", "FAC", "PRODUCT", "WORK_OF_ART", "EVENT"])


def proper_openers(doc: Doc) -> list[int]:
    """Indices of ``doc``'s sentence-opening words (after any opening quotation marks) that
    are capitalised names: spaCy's ``PROPN`` or a named entity's first word."""
    found = []
    for sent in doc.sents:
        first = next((t for t in sent if not t.is_punct), None)
        if first is None or not first.text[:1].isupper() or first.text.isupper():
            continue  # "I", "NASA" keep their capitals anyway
        if first.is_stop or first.pos_ in ("DET", "PRON", "ADP", "ADV", "CCONJ", "SCONJ"):
            continue  # "The Foreign Office said": the entity's article is no name
        if first.pos_ == "PROPN" or first.ent_type_ in _NAMED:
            found.append(first.i)
    return found
