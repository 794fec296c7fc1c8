"""A date entity that spaCy ran on past the date into the clause's next phrase.

"Brooks was killed on Monday, Aug. 11, 2003 in an automobile accident": spaCy tagged
"Monday, Aug. 11, 2003 in an automobile" one date, rooted on "in", so the rules read the
day alone ((m / monday), the month, day and year dropped) and every rebuilt focus was
refused for the lost 'Aug.'.  :func:`repair_date_spans` ends such an entity before its
first word that hangs outside it, a preposition of the verb; the date is then read whole,
(d / date-entity :weekday (m / monday) :month 8 :day 11 :year 2003).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from spacy.tokens import Span

from pipeline.backends.builtin.parse_entities import MONTHS, WEEKDAYS
from pipeline.backends.builtin.parse_words import DAYPERIODS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["recut_entities", "repair_date_spans"]


def repair_date_spans(doc: Doc) -> None:
    """End each date entity before a preposition of its own that hangs outside it ("on
    Monday, Aug. 11, 2003 in an automobile accident"), in place.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Only 66 years old, Brooks was killed on Monday, Aug. 11, 2003 in "
    ...                    "an automobile accident in his native Minnesota.")
    >>> repair_date_spans(doc)
    >>> [e.text for e in doc.ents if e.label_ == "DATE"]
    ['Only 66 years old', 'Monday, Aug. 11, 2003']
    """
    recut_entities(doc, _before_outside_preposition)


def recut_entities(doc: Doc, pieces: Callable[[Span], list[tuple[int, int]] | None]) -> None:
    """Replace each entity for which ``pieces`` gives the (start, end) token spans it should
    be (none: dropped) by those spans, its label kept; an entity it gives None for stays."""
    ents, changed = [], False
    for ent in doc.ents:
        spans = pieces(ent)
        if spans is None:
            ents.append(ent)
            continue
        ents.extend(Span(doc, start, end, label=ent.label_) for start, end in spans)
        changed = True
    if changed:
        doc.ents = ents


def _before_outside_preposition(ent: Span) -> list[tuple[int, int]] | None:
    """A DATE entity's span up to its first preposition that hangs outside it (none left
    when nothing comes before it), or None when it has none."""
    doc = ent.doc
    cut = next((t for t in ent[1:] if ent.label_ == "DATE" and t.dep_ == "prep"
                and t.pos_ == "ADP" and not ent.start <= t.head.i < ent.end
                and not any(_dated(w) for w in doc[t.i + 1:ent.end])), None)
    if cut is None:
        return None
    end = cut.i
    while end > ent.start and doc[end - 1].is_punct:
        end -= 1
    return [(ent.start, end)] if end > ent.start else []


def _dated(word: Token) -> bool:
    """Whether ``word`` says a date's part: before it, the preposition is the date's own
    ("from 1987 to 1995", "from May to October 2002"), not the clause's."""
    low = word.lower_.rstrip(".")
    return word.like_num or low in MONTHS or low in WEEKDAYS or low in DAYPERIODS \
        or low in ("day", "days", "week", "weeks", "month", "months", "year", "years")
