"""A time between a subject and its verb, which spaCy hangs on the subject: "U.S. Secretary
of State Colin Powell on Friday designated Chechen rebel leader Shamil Basayev a threat"
has ``on/prep`` of "Powell", so the rules made the day the person's (person :time
(date-entity :weekday friday)) and a cleft said "It was U.S. Secretary of State Colin
Powell of Friday that designated ...".  A name does not hold a date; the phrase right
before the verb, whose object is a day or date, is the verb's time, as "The Legislature on
Wednesday sent Gov. Jeb Bush a bill" already parses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_entities import WEEKDAYS

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_subject_times"]

_TIME_PREPOSITIONS = frozenset({"on"})


def repair_subject_times(doc: Doc) -> None:
    """Hang each such time on the verb (module docstring)."""
    for prep in doc:
        if prep.dep_ != "prep" or prep.lower_ not in _TIME_PREPOSITIONS:
            continue
        subject = prep.head
        verb = subject.head
        if subject.dep_ != "nsubj" or subject.pos_ != "PROPN" or verb.pos_ != "VERB" \
                or not subject.i < prep.i < verb.i or prep.right_edge.i + 1 != verb.i:
            continue
        objects = [c for c in prep.children if c.dep_ == "pobj"]
        if len(objects) != 1 or objects[0].lower_ not in WEEKDAYS \
                or len(list(prep.subtree)) != 2:
            continue
        prep.head = verb
