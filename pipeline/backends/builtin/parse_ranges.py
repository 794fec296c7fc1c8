"""Two numbers said as one: a range ("20 to 25 members", "an 8-10 per cent growth rate",
"$760 million to $790 million", "between 25 and 30 homes") and a score or vote ("voted
256-170", "Stanford (47-15)").

The rules read such a pair as its first number alone, often silently (both numbers aligned
to one constant): "would include 20 to 25 members" became (m / member :quant 20), said
"would include 20 members".  AMR 3.0 writes a range as (v / value-interval :op1 20 :op2 25)
and a score as (s / score-entity :op1 256 :op2 170).  A pair that rises (20 < 25) is a range;
one whose first number is not smaller is a score, a vote or a ratio ("outnumbered decliners
8 to 5"), which only the head of its phrase can be: a noun's count that falls ("finished
24-6 last season") is left to the old reading.

spaCy's shapes: "20 to 25" heads at 25, with "20" and "to" its ``quantmod``; "8-10" heads at
8, with 10 its ``prep`` (and "-" the punct of 10); "aged 20 to 64" heads at 20 with "to" its
``prep``; "between 25 and 30" heads at 25, with "30" its ``conj``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.number_words import SCALES
from pipeline.backends.builtin.parse_amounts import number_phrase
from pipeline.backends.builtin.parse_base import ConverterBase
from pipeline.backends.builtin.parse_graph import Node
from pipeline.backends.builtin.parse_phones import phone_pair
from pipeline.backends.builtin.parse_words import CHANGE_VERBS, NUMBER_DASHES

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

__all__ = ["Ranges", "number_pair"]



def number_pair(tok: Token) -> tuple[Token, Token, Token] | None:
    """(first number, connector, second number) of a pair ``tok`` heads, else None.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("The council would include 20 to 25 members.")
    >>> [t.text for t in number_pair(doc[6])]
    ['20', 'to', '25']
    """
    doc = tok.doc
    if not tok.like_num or tok.lower_ in _SCALE_WORDS:  # "38-million euros": one number
        return None
    kids = list(tok.children)
    if tok.i >= 2 and doc[tok.i - 1].lower_ == "to" and doc[tok.i - 2].like_num \
            and doc[tok.i - 1] in kids and doc[tok.i - 2] in kids:
        return doc[tok.i - 2], doc[tok.i - 1], tok  # "20 to 25": both quantmods of 25
    if tok.i >= 2 and doc[tok.i - 1].text in NUMBER_DASHES and doc[tok.i - 2].like_num \
            and doc[tok.i - 2].head.i == tok.i and not doc[tok.i - 2].whitespace_ \
            and not doc[tok.i - 1].whitespace_:
        return doc[tok.i - 2], doc[tok.i - 1], tok  # "(47-15)": 47 the nummod of 15
    if tok.i + 2 >= len(doc):
        return None
    after, second = doc[tok.i + 1], doc[tok.i + 2]
    if second.lower_ in _SCALE_WORDS:
        return None  # "38-million euros": one number
    if after.text in NUMBER_DASHES and second.like_num and second.head.i == tok.i \
            and not tok.whitespace_ and not after.whitespace_:
        return tok, after, second  # "8-10", "256-170"
    if after.lower_ == "to" and after.head.i == tok.i and after.dep_ == "prep" \
            and second.like_num and second.head.i == after.i:
        return tok, after, second  # "aged 20 to 64"
    if after.lower_ == "and" and tok.i >= 1 and doc[tok.i - 1].lower_ == "between" \
            and second.like_num and second.head.i == tok.i and second.dep_ == "conj":
        between = doc[tok.i - 1]
        if between.head.i != tok.i and tok.head.i != between.i:
            return None  # "men between 20 and 64 years old": "between" hangs elsewhere
        return tok, after, second  # "between 25 and 30"
    return None


def _rises(low: str, high: str) -> bool:
    return float(low) < float(high)


def _is_year(value: str) -> bool:
    # "1974-75": a span of years, which the dates read (or not) on their own
    return value.isdigit() and 1800 <= int(value) <= 2100


class Ranges(ConverterBase):
    """A range or score as one node of its two numbers."""

    def number_pair_node(self, tok: Token, counted: bool) -> Node | None:
        """The value-interval or score-entity of the pair ``tok`` heads, its words consumed;
        ``counted``: the pair counts a noun (its ``nummod``), where only a range may stand."""
        pair = number_pair(tok)
        if pair is None or tok.head.lower_ in _AGE_WORDS:
            # "people aged 60 to 69": an age, whose old date reading the realizer says back
            # from the source whole; as a range it would be the verb's time
            return None
        first, connector, second = pair
        own = {first.i, connector.i, second.i, first.i - (connector.lower_ == "and")}  # "between"
        if any(c.i not in own and c.dep_ not in _HEDGE_DEPS for c in tok.children):
            return None  # "for those 60 to 69": people, whom the pair alone would not say
        if connector.text in NUMBER_DASHES and phone_pair(first, second):
            return None
        low, high = number_phrase(first, set()), number_phrase(second, {first.i})
        if low is None or high is None or _is_year(low.value) or _is_year(high.value):
            return None
        rises = _rises(low.value, high.value)
        doc = tok.doc
        after = doc[second.i + 1].lower_ if second.i + 1 < len(doc) else ""
        if counted and (not rises or after in _SHARE_WORDS or doc[first.i - 1].tag_ == "$"
                        or first.i > tok.head.i
                        or (connector.text in NUMBER_DASHES and tok.head.tag_ in ("NN", "NNP"))):
            # "an 8-10 per cent growth rate": a share (or sum) of the noun; "people 18 to
            # 24": their ages; "3-15 infantry": a unit's designation; none is a count
            return None
        used: set[int] = {first.i}  # "(46-15)": 46 is no part of 15's phrase
        low, high = number_phrase(first, used), number_phrase(second, used)
        if low is None or high is None:
            return None
        self.consumed.update(used)
        self.consumed.update((first.i, connector.i, second.i))
        if connector.lower_ == "and" and doc[first.i - 1].head.i == first.i:
            self.consumed.add(first.i - 1)  # "between", the pair's quantmod
        node = self._node("value-interval" if rises else "score-entity", connector.i)
        node.add(":op1", low)
        node.add(":op2", high)
        return node

    def amount_range(self, ent: Span, words: list[Token]) -> Node | None:
        """ "$760 million to $790 million", one money entity: (v / value-interval :op1 (m /
        monetary-quantity ...) :op2 (m2 / ...)), not its first sum alone.  A change ("rose
        by $300 to $2,800", "fell $1 to $20") is no range: its "to" says where it ended."""
        lowered = [w.lower_ for w in words]
        if "to" not in lowered or lowered[0] == "to":
            return None
        k = lowered.index("to")
        doc = ent.doc
        before = doc[ent.start - 1] if ent.start else None
        head = ent.root.head
        if (before is not None and before.lower_ in _CHANGE_PREPS) or head.lemma_.lower() in CHANGE_VERBS \
                or head.lower_ in ("up", "down"):
            return None
        low_end = self.amount(ent, words[:k], words[k - 1].i) if k > 0 else None
        high_end = self.amount(ent, words[k + 1:], words[-1].i)
        if low_end is None or high_end is None or low_end.concept != high_end.concept:
            return None
        node = self._node("value-interval", words[k].i)
        node.add(":op1", low_end)
        node.add(":op2", high_end)
        return node


_AGE_WORDS = frozenset({"age", "aged", "ages"})
_HEDGE_DEPS = frozenset({"punct", "advmod", "quantmod", "cc", "conj", "prep", "compound"})
_SCALE_WORDS = frozenset(SCALES) - {"dozen"}
_SHARE_WORDS = frozenset({"per", "percent", "%", "percentage"})

# A "to" after these ends a change, not a range ("rose by $300 to $2,800").
_CHANGE_PREPS = frozenset({"by", "from", "up", "down"})
