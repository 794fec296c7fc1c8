"""What a concept is, from the concept alone: its lemma, whether it is a frame, its kind.

The graph model (:mod:`pipeline.graph`), the AMR-DA edits and the word resources all
ask these questions of bare concept strings, before any graph exists.

>>> strip_sense("know-01"), concept_kind("know-01"), concept_kind("date-entity")
('know', 'predicate', 'date')
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = [
    "ATTRIBUTE_ROLES",
    "CONCEPT_KINDS",
    "DEGREE_WORDS",
    "DEMONSTRATIVES",
    "SENSE_PATTERN",
    "concept_kind",
    "is_frame",
    "strip_sense",
]

CONCEPT_KINDS = ("predicate", "noun", "attribute", "name", "quantity", "date", "pronoun", "special")

SENSE_PATTERN = re.compile(r"^(?P<lemma>.+)-(?P<sense>\d\d)$")
PRONOUNS = frozenset({"i", "you", "he", "she", "it", "we", "they", "one", "thou", "ye", "yall"})
DEMONSTRATIVES = frozenset({"this", "that", "these", "those"})
# Concepts that organise a graph rather than name a thing or an event: a
# generator has nothing to put first when one of them is the focus.
SPECIAL_CONCEPTS = frozenset({
    "and", "or", "either", "neither", "slash", "multi-sentence", "amr-unknown",
    "amr-choice", "amr-empty", "amr-unintelligible", "url-entity", "email-address-entity",
    "phone-number-entity", "string-entity",
})
QUANTITY_CONCEPTS = frozenset({"percentage-entity", "ordinal-entity", "rate-entity-91",
                               "score-entity", "value-interval", "numerical-quantity"})
DATE_CONCEPTS = frozenset({"date-entity", "date-interval"})
DEGREE_WORDS: frozenset[str] = frozenset({"very", "more", "most", "less", "least", "too", "so", "quite",
                          "rather", "somewhat", "extreme", "all", "even", "just", "only"})
# A leaf filling one of these roles reads as a modifier of its parent, whatever
# its part of speech ("statistic" in "statistical documentation").
ATTRIBUTE_ROLES = frozenset({":mod", ":manner", ":degree", ":frequency", ":poss", ":quant"})


@lru_cache(maxsize=65536)  # pure, and asked of the same concepts for every focus
def strip_sense(concept: str) -> str:
    """The lemma of a concept: ``know-01`` -> ``know``; other concepts unchanged.

    >>> strip_sense("know-01"), strip_sense("have-org-role-91"), strip_sense("dog")
    ('know', 'have-org-role', 'dog')
    """
    found = SENSE_PATTERN.match(concept)
    return found.group("lemma") if found else concept


@lru_cache(maxsize=65536)
def is_frame(concept: str) -> bool:
    """Whether a concept carries a sense number (a frame): ``know-01``, ``have-org-role-91``.

    >>> is_frame("know-01"), is_frame("have-org-role-91"), is_frame("dog"), is_frame("-01")
    (True, True, False, False)
    """
    return bool(SENSE_PATTERN.match(concept))


def concept_kind(concept: str | None) -> str:
    """What kind of concept this is, from the concept alone (one of :data:`CONCEPT_KINDS`).

    AMR's own frames (``-91``, ``-92``: ``have-org-role-91``...) are "special": no
    word stands for them.  Non-frame concepts that WordNet knows only as
    adjectives or adverbs are "attribute".

    >>> [concept_kind(c) for c in ("know-01", "i", "name", "date-entity",
    ...  "monetary-quantity", "and", "have-rel-role-91", "magnificent", "desert")]
    ['predicate', 'pronoun', 'name', 'date', 'quantity', 'special', 'special', 'attribute', 'noun']
    """
    if not concept:
        return "special"
    concept = concept.lower()
    if concept == "name":
        return "name"
    if concept in DATE_CONCEPTS:
        return "date"
    if concept in QUANTITY_CONCEPTS or concept.endswith("-quantity"):
        return "quantity"
    if concept in PRONOUNS or concept in DEMONSTRATIVES:
        return "pronoun"
    if concept in SPECIAL_CONCEPTS or concept.endswith("-entity"):
        return "special"
    found = SENSE_PATTERN.match(concept)
    if found:
        return "special" if found.group("sense") in ("91", "92") else "predicate"
    if concept in DEGREE_WORDS:
        return "attribute"
    from pipeline.resources import word_pos

    pos = word_pos(concept)
    if pos and "n" not in pos and ("a" in pos or "r" in pos):
        return "attribute"
    return "noun"
