"""Time phrases that open a sentence without a preposition of their own.

A fronted topic is refused when it leads with a bare noun ("Redwood Road above the
intersection, the parade begins"), but English fronts a time said without a preposition as
readily as one with it: "Ten years ago, ...", "Shortly after his arrest, ...", "Late
yesterday, ...", "Tonight, ...". "The fawn, named after Dr Duane Kraemer, one of the
researchers, was born a few months ago." says "A few months ago, the fawn, named after ...,
was born."; these leads were refused as "a fronted topic without its preposition"
(:func:`~pipeline.backends.builtin.realize_focus_checks.fronted_lead_fits`). ("That day"
is left out: the realizer says it for times the source named otherwise.)
"""
from __future__ import annotations

from collections.abc import Sequence

from pipeline.backends.builtin.parse_entities import TIME_UNITS
from pipeline.backends.builtin.parse_words import BARE_TIME_WORDS
from pipeline.backends.builtin.realize_words import PARTICLES, PREPOSITIONS

__all__ = ["bare_time_lead"]

# Adverbs that measure how near a time an "after" / "before" phrase is ("shortly after his
# arrest"); not "only", whose fronted phrase asks for inversion ("Only after ..., did it
# pass"), nor "well", a degree as often as a time.
_NEARNESS = frozenset(["shortly", "soon", "just", "right", "immediately", "long"])


def bare_time_lead(words: Sequence[str]) -> bool:
    """Whether a fronted phrase's words are a time said without a preposition.

    >>> bare_time_lead("10 years ago".split()), bare_time_lead("That day".split())
    (True, False)
    >>> bare_time_lead("Shortly after his arrest".split()), bare_time_lead("Tonight".split())
    (True, True)
    >>> bare_time_lead("Late yesterday".split()), bare_time_lead("That then".split())
    (True, False)
    >>> bare_time_lead("Only after Republicans won".split()), bare_time_lead("That plan".split())
    (False, False)
    >>> bare_time_lead("Down from 110,000 several years ago".split())
    False
    """
    lowered = [w.lower() for w in words]
    if not lowered:
        return False
    if len(lowered) >= 2 and lowered[-1] == "ago":
        # a time measured back from now, "Just five months ago", "Long ago"; not an amount
        # it closes ("Up from $600 million a year ago, revenue ... was $645 million")
        return (lowered[-2] == "long" or lowered[-2].removesuffix("s") in TIME_UNITS) \
            and not any(w in PREPOSITIONS or w in PARTICLES or w[:1] in "$€£" for w in lowered)
    if len(lowered) == 1:
        return lowered[0] in BARE_TIME_WORDS
    if lowered[0] in ("late", "early") and len(lowered) == 2:
        return lowered[1] in BARE_TIME_WORDS
    return lowered[0] in _NEARNESS and lowered[1] in ("after", "before") and len(lowered) > 2
