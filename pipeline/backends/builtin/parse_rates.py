"""A change said as a sum and as a share, which spaCy split so that the rules lost one.

"PG&E Corp. shares jumped $1.63 or 8 percent to $21.03": spaCy made "$1.63" a ``nummod``
of "percent" (one share counted by 1.63 and 8).  The sum becomes a measure of the verb and
the share its ``conj``, the shape spaCy gives "rose 39.39 points, or 2.2 percent", which
the rules read as one measure, (or :op1 sum :op2 share), said "$1.63 or 8 percent" as the
source did; a level after the share ("to $20.68") is the verb's.  Not yet "were off $7.87, or 13.2 percent,": the sum hangs on "off", which
says no measure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_rates"]

_PERCENT_WORDS = frozenset({"percent", "%", "cent"})


def repair_rates(doc: Doc) -> None:
    """Rewrite the trees of the module docstring in place."""
    for percent in doc:
        if percent.lower_ in _PERCENT_WORDS and percent.ent_type_ == "PERCENT" \
                and percent.dep_ == "npadvmod" and percent.head.pos_ in ("VERB", "AUX"):
            _join_sum_and_share(percent)


def _join_sum_and_share(percent: Token) -> None:
    doc = percent.doc
    number = next((c for c in percent.children if c.dep_ == "nummod" and c.like_num
                   and c.i == percent.i - 1), None)
    if number is None or number.i < 3 or doc[number.i - 1].lower_ != "or":
        return
    cc = doc[number.i - 1]
    sum_ = doc[cc.i - 2] if doc[cc.i - 1].text == "," else doc[cc.i - 1]
    if not (sum_.like_num and sum_.ent_type_ == "MONEY") or cc.head.i not in (sum_.i, percent.i):
        return
    verb = percent.head
    if sum_.head.i == percent.i:  # "$1.63 or 8 percent": the sum is no count of the share
        sum_.head, sum_.dep_ = verb, "npadvmod"
    # "soared $5.99, or 40.1 percent, to $20.68": the level reached is the verb's, not the
    # share's (a :destination of the percentage, which lost "$20.68" from every text)
    for level in [c for c in percent.children if c.dep_ == "prep" and c.i > percent.i
                  and c.lower_ in ("to", "at")]:
        level.head = verb
    percent.head, percent.dep_ = sum_, "conj"
    cc.head = sum_
