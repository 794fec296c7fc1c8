"""A clock time's zone that spaCy made a second object of its preposition.

"came down in their Soyuz TMA-2 capsule at 2:40 a.m. GMT": spaCy made both "a.m." and
"GMT" objects of "at"; the rules read a preposition with two objects as none and dropped
the time, and every focus was refused.  spaCy hangs the zone on the time elsewhere ("At 5
p.m. EDT, Henri had ...": the rules read (d / date-entity :time "17:00"), the zone said
back from the source with it, "2:40 a.m. EDT" one TIME entity); :func:`repair_time_zones`
gives the zone to the time, in its entity (spaCy had tagged "GMT" a firm, ORG, and "a.m."
a punctuation mark).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from spacy.tokens import Span

from pipeline.backends.builtin.parse_coverage import TIME_ZONES

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_time_zones"]


def repair_time_zones(doc: Doc) -> None:
    """Hang a zone that is its preposition's second object on the clock time before it.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("They came down in their capsule at 2:40 a.m. GMT.")
    >>> repair_time_zones(doc)
    >>> doc[9].dep_, doc[9].head.text, [(e.text, e.label_) for e in doc.ents]
    ('appos', 'a.m.', [('2:40 a.m. GMT', 'TIME')])
    """
    for zone in doc:
        if zone.text not in TIME_ZONES or zone.dep_ != "pobj" or zone.i == 0:
            continue
        time = doc[zone.i - 1]
        clock = next((e for e in doc.ents if e.label_ == "TIME" and e.end == zone.i), None)
        if time.lower_ in ("a.m.", "p.m.") and time.dep_ == "pobj" and time.head.i == zone.head.i \
                and clock is not None:
            zone.head, zone.dep_ = time, "appos"
            time.pos_, time.tag_ = "NOUN", "NN"
            doc.ents = [Span(doc, clock.start, zone.i + 1, label="TIME") if e == clock else e
                        for e in doc.ents if not e.start <= zone.i < e.end]
