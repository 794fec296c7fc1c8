"""An adjective complement that spaCy read as a modifier of the date after it.

"... was expected to plead guilty Thursday in federal court ...": spaCy made "guilty" an
adjective of "Thursday" (amod), not the complement of "plead" it is when no date follows
(acomp), so the graph said (d / date-entity :ARG1-of guilty-01) and every rebuilt text
"plead to securities fraud charges guilty Thursday".  A date takes no such adjective
("pleaded guilty Tuesday" is parsed right): :func:`repair_date_adjectives` makes an
adjective between a verb and a date noun the verb takes the verb's complement.  Adjectives
that do date a day ("last", "next", "early", ...) are not adjectives (JJ) there or are
the date's own words, so only a JJ right after the verb's own word moves; a count of
days ("take several months", "enjoyed many years") is the verb's object and stays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_words import QUANT_DETS

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_date_adjectives"]

# Adjectives that do modify a day or a month ("early Thursday", "late yesterday", "last
# Friday", "next month").
_DATING_ADJECTIVES = frozenset({"early", "late", "last", "next", "past", "previous", "same",
                                "following", "first", "final", "recent", "mid"})


def repair_date_adjectives(doc: Doc) -> None:
    """Make an adjective right after a verb and before a date the verb takes the verb's
    complement (acomp), in place.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("He was expected to plead guilty Thursday in federal court.")
    >>> repair_date_adjectives(doc)
    >>> [(t.dep_, t.head.text) for t in doc if t.text == "guilty"]
    [('acomp', 'plead')]
    """
    for adjective in doc[1:-1]:
        verb, date = doc[adjective.i - 1], doc[adjective.i + 1]
        if adjective.tag_ != "JJ" or adjective.dep_ != "amod" or adjective.head.i != date.i:
            continue
        if adjective.lower_ in _DATING_ADJECTIVES or date.ent_type_ != "DATE":
            continue
        if date.tag_ in ("NNS", "NNPS") or adjective.lower_ in QUANT_DETS:
            continue  # "take several months": a count of days, the verb's object
        if verb.pos_ != "VERB" or date.head.i != verb.i:
            continue
        adjective.head = verb
        adjective.dep_ = "acomp"
