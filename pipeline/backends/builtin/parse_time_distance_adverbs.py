"""An adverb of nearness in time that spaCy hung on the verb, not on "after"/"before".

"Immediately after the blast, people ... stumbled amid the wreckage": spaCy made
"Immediately" the verb's adverb beside "after the blast" (it hangs "Shortly" on the
preposition), so the graph said two times, (s / stumble-01 :time (i / immediate) :time
(a / after ...)), and the rebuilt texts took them apart: "Immediately, people stumbled
after the blast", "After the blast, people stumbled immediately".  The adverb says how
soon after: :func:`repair_time_distance_adverbs` hangs it on the preposition right after
it, read as (a / after :op1 (b / blast) :mod (i / immediate)) like "shortly after".  Only
adverbs that measure that distance; "improved significantly since", "not spoken publicly
until now" are the verb's own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_time_distance_adverbs"]

_NEARNESS_ADVERBS = frozenset({"immediately", "shortly", "soon", "directly", "right", "just",
                               "long", "well"})
_TIME_PREPOSITIONS = frozenset({"after", "before", "following"})


def repair_time_distance_adverbs(doc: Doc) -> None:
    """Hang an adverb of nearness right before a time preposition of the same verb on that
    preposition, in place.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Immediately after the blast, people stumbled amid the wreckage.")
    >>> repair_time_distance_adverbs(doc)
    >>> doc[0].head.text
    'after'
    """
    for adverb in doc[:-1]:
        prep = doc[adverb.i + 1]
        if adverb.dep_ == "advmod" and adverb.lower_ in _NEARNESS_ADVERBS \
                and prep.dep_ == "prep" and prep.lower_ in _TIME_PREPOSITIONS \
                and adverb.head.i == prep.head.i:
            adverb.head = prep
