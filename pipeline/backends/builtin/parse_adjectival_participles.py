"""Participles English uses as plain adjectives, which spaCy tags as verbs.

"Dennehy's family reported him missing June 19": spaCy makes "missing" a verb
(``VBG``, the ``xcomp`` of "reported"), the rules read the frame miss-01 with "him" as
its agent, and the realizer said "He missed June 19 ..., Dennehy's family reported him";
"the missing girl's picture" came out "the girl who missed's picture".  Here "missing"
means absent, a state of its noun, as "guilty" in "found him guilty": retagged an
adjective, the rules make it a predicate of the noun ("reported that he was missing").
A participle with its own object or auxiliary ("is missing the point", "was missing
from") stays a verb.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["ADJECTIVAL_PARTICIPLES", "repair_adjectival_participles"]

ADJECTIVAL_PARTICIPLES = frozenset({"missing"})


def repair_adjectival_participles(doc: Doc) -> None:
    """Retag :data:`ADJECTIVAL_PARTICIPLES` used as a noun's state as adjectives."""
    for token in doc:
        if token.lower_ not in ADJECTIVAL_PARTICIPLES or token.tag_ != "VBG" \
                or token.dep_ not in ("amod", "xcomp", "oprd", "acomp"):
            continue
        if any(c.dep_ in ("aux", "auxpass", "dobj", "prep", "nsubj") for c in token.children):
            continue
        token.pos_, token.tag_ = "ADJ", "JJ"
        if token.dep_ == "xcomp":
            token.dep_ = "oprd"
