"""Quantifier words spaCy hangs where the rules never read them.

"killed about two dozen suspected Taliban militants": spaCy reads "two" (with its "dozen")
as a measure of the participle before the noun, ``two/npadvmod`` of "suspected", where
nothing counts it, so "dozen" was lost; :func:`repair_quantifiers` hangs the count on the
noun (``two/nummod`` of "militants"), which then reads it as (m / militant :quant 24).

"a margin of error of plus or minus 2 percentage points": spaCy reads "plus" as the object
of "of" and the number as its conjunct, where nothing reads either, so the margin lost its
size; the repair makes the number count the noun and "plus or minus" its hedge, as "about"
of "about 2 points" (the realizer says it back with the number, realize_source_words).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_entities import ordinal_value
from pipeline.backends.builtin.parse_graph import Const

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

    from pipeline.backends.builtin.parse_base import ConverterBase
    from pipeline.backends.builtin.parse_graph import Node

__all__ = ["period_part", "repair_quantifiers"]

# The parts of a period a date names by their order ("the second half of 2003", "the first
# quarter of 2004").
_PERIOD_PARTS = frozenset({"half", "quarter"})


def period_part(conv: ConverterBase, ent: Span, date: Node) -> Node:
    """"in the second half of 2003": spaCy's date entity is rooted at "half", whose words
    the date's parts never read, so "second half" was lost ("Sales rose 2003." for "in the
    first quarter of 2003"); the part is the period's, (h / half :ord (o / ordinal-entity
    :value 2) :part-of (d / date-entity :year 2003)).  ``date`` itself elsewhere."""
    root = ent.root
    ordinal = next((w for w in ent if w.i < root.i and ordinal_value(w.lower_) is not None), None)
    period = next((w for w in ent if w.i > root.i and w.like_num), None)
    if root.lower_ not in _PERIOD_PARTS or ordinal is None or period is None:
        return date
    date.align = period.i  # the date is the period's words, "2003", not "half"
    value = ordinal_value(ordinal.lower_)
    part = conv.builder.node(root.lower_, root.i)
    rank = conv.builder.node("ordinal-entity", ordinal.i)
    rank.add(":value", Const(str(value), ordinal.i))
    part.add(":ord", rank)
    part.add(":part-of", date)
    return part


def repair_quantifiers(doc: Doc) -> None:
    """Rewrite the trees of the module docstring in place."""
    for token in doc:
        if token.pos_ == "NUM" and token.dep_ == "npadvmod":
            _count_of_noun(token)
        elif token.lower_ == "plus" and [w.lower_ for w in doc[token.i + 1: token.i + 3]] \
                == ["or", "minus"]:
            _plus_or_minus(token)


def _plus_or_minus(plus: Token) -> None:
    """"plus or minus three to four percentage points": the number (the range's last) counts
    the noun after it; "plus", "or", "minus" hedge it."""
    doc = plus.doc
    end = plus.i + 3
    while end < len(doc) and (doc[end].like_num or (doc[end].lower_ == "to" and end > plus.i + 3)):
        end += 1
    if end == plus.i + 3 or end >= len(doc) or not doc[end - 1].like_num:
        return
    noun = doc[end].head if doc[end].dep_ == "compound" else doc[end]
    if noun.pos_ != "NOUN" or noun.i < end:
        return
    number = doc[end - 1]
    number.head = noun
    number.dep_ = "nummod"
    for hedge in doc[plus.i: plus.i + 3]:
        hedge.head = number
        hedge.dep_ = "quantmod"


def _count_of_noun(num: Token) -> None:
    """A number before a modifier of a noun ("two dozen suspected militants") counts the
    noun, not the modifier."""
    modifier = num.head
    noun = modifier.head
    if modifier.dep_ != "amod" or num.i > modifier.i or noun.pos_ not in ("NOUN", "PROPN") \
            or noun.tag_ not in ("NNS", "NNPS") or modifier.i > noun.i:
        return
    if any(c.dep_ == "nummod" for c in noun.children):
        return
    num.head = noun
    num.dep_ = "nummod"
