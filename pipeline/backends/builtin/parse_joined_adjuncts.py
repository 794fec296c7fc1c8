"""Two adjuncts of one verb joined by "and" ("Under the proposed terms of the transaction,
and following the spinoff of PalmSource, Palm will exchange ..."), hung one on the other.

spaCy makes the second a conjunct of the first preposition, and a participle preposition
("following") a verb with a direct object; the rules read conjuncts of a preposition only
when both are prepositions of one role ("on sidewalks and in parking lots"), so the second
adjunct was dropped and every rebuilt focus was refused ("the parse dropped 'following'").
The repair gives it to the verb as a preposition of its own, its object as that
preposition's; each adjunct then takes its role (:time for "following", AMR's after).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_prepositions import PARTICIPLE_PREPOSITIONS

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_joined_adjuncts"]


def repair_joined_adjuncts(doc: Doc) -> None:
    """Hang a participle preposition joined to a verb's preposition on the verb.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Under the terms of the deal, and following the spinoff of PalmSource, "
    ...                    "Palm will exchange shares.")
    >>> repair_joined_adjuncts(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc if t.text in ("following", "spinoff")]
    [('following', 'prep', 'exchange'), ('spinoff', 'pobj', 'following')]
    """
    for second in doc:
        first = second.head
        if second.dep_ != "conj" or second.lower_ not in PARTICIPLE_PREPOSITIONS \
                or first.dep_ != "prep" or first.pos_ != "ADP" \
                or first.head.pos_ not in ("VERB", "AUX"):
            continue
        objects = [c for c in second.children if c.dep_ in ("dobj", "pobj")]
        if len(objects) != 1:
            continue
        second.head, second.dep_ = first.head, "prep"
        objects[0].dep_ = "pobj"
