"""A clock time's zone that spaCy made a second object of its preposition.

"came down in their Soyuz TMA-2 capsule at 2:40 a.m. GMT": spaCy made both "a.m." and
"GMT" objects of "at"; the rules read a preposition with two objects as none and dropped
the time, and every focus was refused.  spaCy hangs the zone on the time elsewhere ("At 5
p.m. EDT, Henri had ...": the rules read (d / date-entity :time "17:00"), the zone said
back from the source with it, "2:40 a.m. EDT" one TIME entity); :func:`repair_time_zones`
gives the zone to the time, in its entity (spaCy had tagged "GMT" a firm, ORG, and "a.m."
a punctuation mark).

A four-digit clock time before its zone ("landed in their Soyuz TMA-2 capsule at 0240 GMT",
"quoted at $358.65/359.15 an ounce at 0500 GMT"): spaCy read "0240" as a count of the zone,
which it tagged a firm, so the rules said (o / organization :name "GMT" :quant 240), a text
said "at 240 GMT" and a focus that lost the number was refused; :func:`repair_military_times` makes the time the preposition's object and the zone
its apposition, in one TIME entity, read as (d / date-entity :time "8:35")
(parse_entities.clock_time) and said back as the source wrote it
(realize_source_words.clock_time).

A clock time said after its verb with no preposition ("found Ben hiding along a dirt road
in Spanish Fork Canyon about 7 p.m.", "were declared dead about 6 p.m. at Brookdale
University Hospital"): spaCy made "p.m." an adverb or a second predicate of the verb, the
rules read (p / p.m.) or an :ARG2 with the hour lost, and every focus was refused;
:func:`repair_clock_adverbs` makes it the verb's ``npadvmod``, read as its :time like
"Friday night" (the hedge said back from the source, realize_source_words).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from spacy.tokens import Span

from pipeline.backends.builtin.parse_coverage import TIME_ZONES

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["MILITARY_TIME", "repair_clock_adverbs", "repair_military_times", "repair_time_zones"]

# A four-digit clock time, "0835", "2359" (not "2400" nor "1975", a year).
MILITARY_TIME = re.compile(r"(?:[01]\d|2[0-3])[0-5]\d")


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


def repair_military_times(doc: Doc) -> None:
    """Make a four-digit time its preposition's object and its zone its apposition
    (module docstring), one TIME entity.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("They landed in their Soyuz TMA-2 capsule at 0240 GMT.")
    >>> repair_military_times(doc)
    >>> doc[8].dep_, doc[8].head.text, doc[9].dep_, [e.text for e in doc.ents if e.label_ == "TIME"]
    ('pobj', 'at', 'appos', ['0240 GMT'])
    """
    for zone in doc:
        if zone.text not in TIME_ZONES or zone.dep_ != "pobj" or zone.i == 0 \
                or zone.head.lower_ == "by":
            # (not "by 0835 GMT": the rules read "by" and a time as a :manner, said "by at
            # 0835 GMT"; left a count of the zone, refused)
            continue
        time = doc[zone.i - 1]
        if not MILITARY_TIME.fullmatch(time.text) or time.head.i != zone.i \
                or time.dep_ != "nummod" or any(c.i != time.i for c in zone.children):
            continue
        time.head, time.dep_ = zone.head, "pobj"
        zone.head, zone.dep_ = time, "appos"
        doc.ents = sorted([*(e for e in doc.ents if not (e.start <= zone.i and time.i < e.end)),
                           Span(doc, time.i, zone.i + 1, label="TIME")], key=lambda e: e.start)


def repair_clock_adverbs(doc: Doc) -> None:
    """Make a clock time that spaCy made a verb's adverb or predicate ("hiding ... about 7
    p.m.", "declared dead about 6 p.m.") the verb's ``npadvmod``, in place.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Both were declared dead about 6 p.m. at the hospital.")
    >>> repair_clock_adverbs(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc if t.text == "p.m."]
    [('p.m.', 'npadvmod', 'declared')]
    """
    for time in doc:
        if time.lower_ in ("a.m.", "p.m.") and time.dep_ in ("advmod", "oprd") \
                and time.head.pos_ == "VERB" and time.ent_type_ == "TIME" \
                and any(k.dep_ == "nummod" and k.like_num for k in time.children) \
                and not any(k.dep_ in ("ccomp", "xcomp", "advcl") and k.i < time.i
                            for k in time.head.children):
            # (not after a clause of the verb, whose time it may be: "Police said there was
            # an argument before the slaying at East 126th Street ... around 9 p.m." read
            # as when the police said it)
            time.dep_ = "npadvmod"
            time.pos_ = "NOUN"  # (spaCy's adverb "p.m."; a noun phrase of time, "7 p.m.")
