"""Two months joined by "and" that spaCy tagged one date with the year after the second.

"60,000 additional customers between September and March, 2004" has one DATE entity
"between September and March, 2004" rooted on "between": the date reader found no date in
it ("between" is no calendar word) and the rules read the months as bare nouns
((b / between :op1 (a / and :op1 (s / september) :op2 (m / march)))), so "2004" was dropped
and every rebuilt focus refused ("the parse dropped '2004'").  Where spaCy tags each month
alone ("five slayings between December and February") each is a date and the rules read the
pair right: (b / between :op1 (a / and :op1 (d / date-entity :month 12) :op2 (d2 / ...))).
:func:`repair_month_pairs` cuts such an entity into one date per month, each with the day
and year said after it, the preposition and the coordinator left to the rules: the year is
the second month's, as the source says it, (d2 / date-entity :month 3 :year 2004).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_date_spans import recut_entities
from pipeline.backends.builtin.parse_entities import MONTHS
from pipeline.backends.builtin.parse_words import COORD

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

__all__ = ["repair_month_pairs"]


def repair_month_pairs(doc: Doc) -> None:
    """Split each DATE entity that holds two months joined by a coordinator ("between
    September and March, 2004") into a date per month, in place.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("BT said it expected the combination to reap 60,000 additional "
    ...                    "customers between September and March, 2004.")
    >>> repair_month_pairs(doc)
    >>> [e.text for e in doc.ents if e.label_ == "DATE"]
    ['September', 'March, 2004']
    """
    recut_entities(doc, _month_pieces)


def _month_pieces(ent: Span) -> list[tuple[int, int]] | None:
    """The (start, end) of each month's date in a DATE entity of two months, the first
    month the pobj of the entity's opening preposition (or the entity's first word) and the
    second its conjunct; else None."""
    if ent.label_ != "DATE":
        return None
    months = [w for w in ent if _month(w)]
    if len(months) != 2:
        return None
    first, second = months
    if second.dep_ != "conj" or second.head.i != first.i:
        return None
    coordinator = ent.doc[first.i + 1]
    if coordinator.lower_ not in COORD or coordinator.dep_ != "cc" or coordinator.i + 1 != second.i:
        return None
    if first.i != ent.start and not (first.i == ent.start + 1 and ent[0].pos_ == "ADP"
                                     and first.head.i == ent.start):
        return None
    # the second month's day and year follow it to the entity's end, and hang on it
    # ("March, 2004": 2004 its apposition; "March 2004": its nummod)
    tail = list(ent.doc[second.i + 1:ent.end])
    if any(not (w.is_punct or (w.like_num and w.head.i == second.i)) for w in tail):
        return None
    end = ent.end
    while end > second.i + 1 and ent.doc[end - 1].is_punct:
        end -= 1
    return [(first.i, first.i + 1), (second.i, end)]


def _month(word: Token) -> bool:
    return word.lower_.rstrip(".") in MONTHS
