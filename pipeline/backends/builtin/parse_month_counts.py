"""A count after a month that spaCy read as the month's day: "In July 32 Singaporean police
officers were sent to Baghdad".

spaCy tags "July 32" one date, ``32/nummod`` of "July"; no month has a 32nd day, so the rules
made (date-entity :month 7) and dropped the number, and every focus was refused ("the parse
dropped '32'").  A number after a month that cannot be its day (over 31) and that opens the
noun phrase after it counts that noun: the date ends at the month, and the number is the
noun's ``nummod`` ((o / officer :quant 32)).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_entities import MONTHS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_month_counts"]


def repair_month_counts(doc: Doc) -> None:
    """Give a month's impossible day to the noun after it (see the module docstring)."""
    from spacy.tokens import Span

    for ent in list(doc.ents):
        if ent.label_ != "DATE" or len(ent) != 2 or ent[0].lower_ not in MONTHS \
                or not ent[0].is_title or ent[1].head.i != ent[0].i:
            continue
        number = ent[1]
        noun = _counted_noun(number)
        if noun is None:
            continue
        number.head = noun
        month = Span(doc, ent.start, ent.start + 1, label=ent.label_)
        doc.ents = [month if e == ent else e for e in doc.ents]


def _counted_noun(number: Token) -> Token | None:
    """The plural noun that ``number`` (no day of a month) opens, else None."""
    if not number.text.isdigit() or not 31 < int(number.text) < 1000 \
            or number.dep_ != "nummod" or number.i + 1 >= len(number.doc):
        return None
    noun = number.doc[number.i + 1]
    while noun.dep_ in ("amod", "compound") and noun.head.i > noun.i:
        noun = noun.head
    return noun if noun.tag_ in ("NNS", "NNPS") and noun.i > number.i else None
