"""An adverb that narrows the prepositional phrase after it, said with its preposition.

"SARS has killed about 800 people and sickened more than 8,400 worldwide, mostly in Asia":
spaCy hangs "mostly" on "in" (``advmod`` of a preposition), and no rule of the parser gives
an adverb of a preposition a node, so the graph has (c / continent :name "Asia") under
:location and no "mostly"; every rebuilt focus was refused ("the parse dropped 'mostly' of
the source").  The word narrows the phrase, not the verb ("sickened mostly more than 8,400"
says something else), so it belongs right before the preposition wherever the phrase goes.
The realizer reads a phrase's preposition back from the source
(:meth:`~pipeline.backends.builtin.realize_source_context.SourceContext.source_preposition_at`);
an unparsed adverb of :data:`PREPOSITION_ADVERBS` just before it is read back with it, as a
lead of the preposition, the way "out" is read back with "of" ("flights out of Atlanta").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pipeline.backends.builtin.realize_adverb_words import PREPOSITION_ADVERBS

__all__ = ["preposition_adverb"]


def preposition_adverb(tokens: Sequence[str], owner: Mapping[int, str], at: int) -> str | None:
    """The unparsed adverb of :data:`PREPOSITION_ADVERBS` right before the preposition at
    token ``at`` ("mostly" of "mostly in Asia"), or None.

    >>> preposition_adverb(["killed", "800", ",", "mostly", "in", "Asia"], {}, 4)
    'mostly'
    >>> preposition_adverb(["mostly", "in", "Asia"], {0: "m"}, 1) is None
    True
    >>> preposition_adverb(["Only", "in", "the", "past", "few", "weeks"], {}, 1)
    'only'
    """
    if at < 1 or owner.get(at - 1) is not None:
        return None
    if tokens[at].lower() == "to":
        # "between May and October, due largely to terrorism fears": the adverb of a
        # compound preposition ("due to"), whose first word the parse read as a clause
        # ("May, which may be due largely to terrorism fears")
        return None
    word = tokens[at - 1].lower()  # (not "Only" of the source's start said mid-sentence)
    return word if word in PREPOSITION_ADVERBS else None
