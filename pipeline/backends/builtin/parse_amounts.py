"""Amounts the main rules dropped: the two ends of a change ("from 3.03 million in 2001 to
2.92 million in 2002") and the number a scale word states ("2.92 million").

spaCy hangs the end of a change on its start, ``to/prep`` of ``from/prep``, and the time
of each end on the start too ("from 51.5 percent in May to 52.9 percent in June"); the
rules read no preposition under a preposition and dropped both.  :func:`repair_amounts`
moves the end to the verb (rise-01 :ARG4, range-01 :ARG4, as the start is its :ARG3) and
each time to the amount it dates.

A money entity "$1.50 to $2" is split in two, one sum each.  Other amounts spaCy hangs where
the rules never read them: the time of a start ("down from a revised 6.7 percent in August",
"from $46 million a year earlier") goes to the start's amount; a change said twice ("closed
down $1.66, or 16.7 percent, at $8.26") becomes one measure of the verb, (or :op1 sum :op2
share); "plus or minus 4 percentage points" becomes the number's hedge.

"2.92 million" as the object of a preposition is ``2.92/compound`` of ``million/pobj``:
:func:`number_phrase` reads the whole phrase (2920000), not the scale word alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from spacy.tokens import Span

from pipeline.backends.builtin.parse_entities import amount_value, number_value
from pipeline.backends.builtin.parse_graph import Const

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["number_phrase", "repair_amounts"]


def repair_amounts(doc: Doc) -> None:
    """Rewrite the trees of the module docstring in place."""
    _split_ranges(doc)
    for token in doc:
        if token.dep_ == "prep" and token.lower_ == "to" and token.head.lower_ == "from" \
                and token.head.dep_ == "prep" and token.i > token.head.i:
            _end_of_change(token)
        elif token.dep_ in ("conj", "npadvmod") and token.ent_type_ == "PERCENT" \
                and token.lower_ in _PERCENT_WORDS:
            _second_amount(token)
        elif token.dep_ == "prep" and token.lower_ == "in" and token.head.lower_ == "from" \
                and any(o.dep_ == "pobj" and o.ent_type_ == "DATE" for o in token.children):
            # "down from a revised 6.7 percent in August": the start's time, not of "from"
            start = next((c for c in token.head.children if c.dep_ == "pobj"), None)
            if start is not None and _is_amount(start) and start.i < token.i:
                token.head = start
        elif token.dep_ in ("npadvmod", "pobj") and token.head.lower_ in ("up", "down") \
                and token.head.dep_ in ("advmod", "prt") and token.head.head.pos_ == "VERB" \
                and _is_amount(token) and token.i > token.head.i \
                and (token.pos_ == "NUM" or token.head.dep_ == "prt"):
            # "closed at $32.17, up $1.54", "trading up 12 cents": the change, a measure of the
            # verb (a counted noun on the adverb "down 0.41 cent to ..." is its :quant already)
            token.head, token.dep_ = token.head.head, "npadvmod"
        elif token.lower_ == "minus" and token.dep_ == "conj" and token.head.lower_ == "plus":
            _plus_or_minus(token)
        elif token.dep_ == "advmod" and token.lower_ in ("earlier", "ago") \
                and token.head.dep_ == "prep" and token.head.lower_ == "from":
            # "from $46 million a year earlier": the time of the start, not of "from"
            start = next((c for c in token.head.children if c.dep_ == "pobj"), None)
            if start is not None and _is_amount(start) and start.i < token.i:
                token.head = start
        elif token.dep_ == "nummod" and token.i > token.head.i and any(
                c.dep_ == "case" and token.head.i < c.i < token.i for c in token.head.children):
            _amount_after_possessive(token)


def _amount_after_possessive(amount: Token) -> None:
    """ "compared with last year's $125.4 million": spaCy counts "year" with the amount after
    its "'s" (a year of $125.4 million); the amount is the phrase's head, "year" its owner."""
    owner = amount.head
    amount.head, amount.dep_ = (owner.head, owner.dep_) if owner.dep_ != "ROOT" else (amount, "ROOT")
    owner.head, owner.dep_ = amount, "poss"


def _end_of_change(to: Token) -> None:
    """ "dropped from 3.03 million in 2001 to 2.92 million in 2002": "to" and "in 2002" hang
    on "from"; "to" goes to the verb, each "in" to the amount before it."""
    start = to.head
    start_amount = next((c for c in start.children if c.dep_ == "pobj"), None)
    end_amount = next((c for c in to.children if c.dep_ == "pobj"), None)
    if start_amount is None or end_amount is None or not _is_amount(start_amount) \
            or not _is_amount(end_amount):
        return
    for time in [c for c in start.children if c.dep_ == "prep" and c.lower_ in ("in", "on")
                 and any(o.dep_ == "pobj" and o.ent_type_ in ("DATE", "TIME") for o in c.children)]:
        time.head = start_amount if time.i < to.i else end_amount
    to.head = start.head


def _second_amount(percent: Token) -> None:
    """ "closed down $1.66, or 16.7 percent, at $8.26": spaCy makes the share a conjunct
    (or a second measure) of the verb (and "at $8.26" its child) and the sum a measure of
    "down"; both amounts
    become one measure of the verb, ``or`` of them, as "rose 39.39 points, or 2.2 percent"
    is parsed; "edged up 2.84 points, or 0.18 percent" moves its measure off "up" too."""
    head = percent.head
    amount = percent if head.pos_ not in ("VERB", "AUX") else None
    if amount is None:
        cc = next((c for c in head.children if c.dep_ == "cc" and c.lower_ == "or"
                   and c.i == percent.left_edge.i - 1), None)  # "or about 11 percent" too
        places = [head, *(c for c in head.children if c.dep_ == "advmod" and c.lower_ in ("up", "down"))]
        amount = next((c for place in places for c in place.children
                       if c.dep_ in ("npadvmod", "dobj")  # "lost 68.84, or 0.7 percent, to"
                       and _is_amount(c) and c.i < percent.i), None)
        if cc is None or amount is None \
                or not all(t.is_punct for t in percent.doc[amount.i + 1:cc.i]):
            return
        for prep in [c for c in percent.children if c.dep_ in ("prep", "advcl", "acl") and c.i > percent.i]:
            # "at $8.26": where the verb ended, not the share's place; ", having gained 201
            # points Monday": what the verb's subject did before, not the share
            prep.head = head
            prep.dep_ = "advcl" if prep.dep_ == "acl" else prep.dep_
        percent.head = cc.head = amount
        percent.dep_ = "conj"  # "rose $2.11, or about 11 percent,": spaCy's second measure
    else:
        amount = head
    shift = amount.head
    if amount.dep_ == "npadvmod" and shift.dep_ == "advmod" and shift.lower_ in ("up", "down") \
            and shift.head.pos_ == "VERB":
        amount.head = shift.head


def _plus_or_minus(minus: Token) -> None:
    """ "a margin of error of plus or minus 4 percentage points": spaCy makes "plus" a
    modifier of "points" and hangs the number on "minus"; the number goes back to its noun
    and "plus or minus" becomes its hedge, which the realizer reads from the source as it
    reads "about" (realize_source_words.approximator)."""
    plus = minus.head
    number = next((c for c in minus.children if c.dep_ == "nummod" and c.like_num), None)
    if number is None or plus.dep_ != "amod":
        return
    number.head = plus.head
    for word in (plus, minus, *(c for c in plus.children if c.dep_ == "cc")):
        word.head, word.dep_ = number, "advmod"


_PERCENT_WORDS = frozenset({"percent", "%", "cent"})


def _split_ranges(doc: Doc) -> None:
    """ "from $1.50 to $2" is one money entity, which the rules read as its first sum only
    (and covered "to $2" with it): two entities, one each side of "to"."""
    ents = []
    for ent in doc.ents:
        to = next((t for t in ent if t.lower_ == "to"), None)
        # only where the tree already parts them ("to/prep"): "rise by $300 to $2,800",
        # its words all quantmod of 2,800, stays one sum
        if ent.label_ in _AMOUNT_LABELS and to is not None and to.dep_ == "prep" \
                and any(t.like_num for t in doc[ent.start:to.i]) \
                and any(t.like_num for t in doc[to.i + 1:ent.end]):
            ents += [Span(doc, ent.start, to.i, label=ent.label_),
                     Span(doc, to.i + 1, ent.end, label=ent.label_)]
        else:
            ents.append(ent)
    doc.ents = ents


_AMOUNT_LABELS = frozenset({"MONEY", "PERCENT", "QUANTITY", "CARDINAL"})


def _is_amount(tok: Token) -> bool:
    """A number, or a noun a number counts ("51.5 percent", "$1.50", "4.4 percentage points")."""
    return tok.like_num or tok.ent_type_ in ("MONEY", "PERCENT", "QUANTITY", "CARDINAL") \
        or any(c.dep_ == "nummod" for c in tok.children)


def number_phrase(num: Token, consumed: set[int]) -> Const | None:
    """The number ``num``'s phrase states, aligned to all its words: "2.92 million"
    (2.92/compound of million) is 2920000, where the scale word alone says one million.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("It dropped to 2.92 million.")
    >>> used = set()
    >>> number_phrase(doc[4], used), used
    (Const(value='2920000', align=3, quoted=False, also=(4,)), {3})
    """
    parts = [c for c in num.children if c.dep_ in ("compound", "nummod") and c.like_num
             and c.i < num.i and c.i not in consumed]  # not the other number of "(46-15)"
    dozen = next((c for c in num.children if c.lower_ == "dozen" and c.i == num.i + 1), None)
    if not parts and dozen is not None:  # "leaves about three dozen at risk": 36
        value = amount_value([num.text, dozen.text])
        consumed.add(dozen.i)
        return Const(value, num.i, also=(dozen.i,)) if value is not None else None
    if not parts:
        value = number_value(num.lower_)
        return Const(value, num.i) if value is not None else None
    value = amount_value([t.text for t in (*parts, num)])
    if value is None:
        return None
    consumed.update(t.i for t in parts)
    return Const(value, parts[0].i, also=(*(t.i for t in parts[1:]), num.i))
