"""Measures before an adverb or a time connective, which the main rules left out.

News text says how far or how long: "four years ago", "nearly two years later", "two
days after suicide bombers detonated a truck bomb", "about three miles away", "175
kilometres north of the capital".  spaCy hangs the measure ("four years") on the adverb
or the connective as an ``npadvmod``; AMR writes it as that node's ``:quant``:

    (b / before :op1 (n / now) :quant (t / temporal-quantity :quant 4 :unit (y / year)))
    (a / after :op1 (d / detonate-01 ...) :quant (t / temporal-quantity :quant 2 ...))

"ago" itself becomes AMR's ``before`` ``now``, which the realizer says "four years ago".
A measure before "from" ("about 30 miles from her home") makes the phrase a place,
``:location (f / from :op1 (h / home) :quant (m / mile :quant 30))``: AMR writes
``relative-position`` there, but the realizer says that "30 miles relative positions of
her home", and says a ``from`` node as the source did.  Only a noun right after its number
("four years", "a year") counts as a measure: in "down from 110,000 several years ago"
spaCy makes 110,000 the number of years; "a" counts one of a unit ("in the same period a year ago").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_graph import Node

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from pipeline.backends.builtin.parse_base import Context, ConverterBase

__all__ = ["MEASURE_UNITS", "measure_of", "money_modifier", "quantify", "repair_measure_marks"]


def measure_of(conv: ConverterBase, tok: Token) -> Token | None:
    """The measure spaCy hung on ``tok`` ("four years" of "ago"), or None.

    None too when ``tok`` hangs on a noun spaCy took for the whole sentence ("Two hours
    later, ... a relative contacted police to report a suicide", its root "police"): the
    realizer then says "A suicide was reported by two hours later, ...".
    """
    if tok.head.dep_ == "ROOT" and tok.head.pos_ in ("NOUN", "PROPN"):
        return None
    return next((c for c in conv.kids(tok) if c.dep_ == "npadvmod" and c.pos_ == "NOUN"
                 and c.i not in conv.consumed
                 and (any((k.dep_ == "nummod" or (k.lower_ in ("a", "an") and c.lower_ in MEASURE_UNITS))
                          and k.i == c.i - 1 for k in conv.kids(c))
                      or (_uncounted_units(c) and (tok.lower_ != "ago" or _vaguely_counted(c))))),
                None)


def repair_measure_marks(doc: Doc) -> None:
    """Hang the measure before "after"/"before" of a clause on the connective.

    "Mailblocks was founded five years after WebTV was acquired by Microsoft": spaCy makes
    "years" an ``npadvmod`` of "acquired", as if the acquisition took five years, and the
    parse said so (acquire-01 :time (temporal-quantity 5 year)); the realizer then wrote
    "after Microsoft acquired WebTV for $425 million five years".  Before a noun ("two days
    after the attack") spaCy already hangs it on the preposition.
    """
    for mark in doc:
        if mark.dep_ != "mark" or mark.lower_ not in ("after", "before") or mark.i == 0:
            continue
        measure = doc[mark.i - 1]
        if measure.head == mark.head and measure.dep_ == "npadvmod" and measure.pos_ == "NOUN" \
                and measure.lemma_.lower() in MEASURE_UNITS:
            measure.head = mark


def _uncounted_units(noun: Token) -> bool:
    """"just hours after", "a few hours later", "decades later": a plural unit with no
    number, a measure all the same.  Not before "ago": "released years ago" reads well as
    the rules had it, and as (b / before :op1 now) it was said "..., said I think"."""
    return noun.tag_ == "NNS" and noun.lemma_.lower() in MEASURE_UNITS


def _vaguely_counted(noun: Token) -> bool:
    """"a few months ago", "several years ago": a unit counted by a vague word, which before
    "ago" was dropped (the rules read "ago" alone, and every rebuilt focus was refused)."""
    return any(k.dep_ == "amod" and k.lower_ in ("few", "several") for k in noun.children)


# Units "a" counts one of: "a year ago" ("a few years ago" has no article before "years").
# "Moments later, he hugged his defense lawyers": a moment measures too (it was dropped).
MEASURE_UNITS = frozenset({"year", "month", "week", "day", "hour", "minute", "second", "moment",
                           "decade", "century", "mile", "kilometre", "kilometer"})


def quantify(conv: ConverterBase, node: Node, tok: Token, ctx: Context) -> Node:
    """Add the measure of ``tok`` to ``node`` (its node) as ``:quant``; return the node to
    attach in its place ("ago" becomes ``before :op1 now``)."""
    measure = measure_of(conv, tok)
    if measure is None:
        return node
    sub = conv.token(measure, ctx)
    if sub is None:
        return node
    if node.concept == "ago":
        node.concept, node.var = "before", conv.builder.node("before").var
        node.add(":op1", conv.builder.node("now", None))
    node.add(":quant", sub)
    return node


def money_modifier(conv: ConverterBase, node: Node, num: Token) -> bool:
    """ "a $3 million bond", "a $30 million loss": the sum modifies the noun, (b / bond
    :mod (m / monetary-quantity :quant 3000000 :unit (d / dollar))), not three million
    bonds; True when so attached.  Only where spaCy's money entity spans exactly the
    number's phrase ("$ 3 million")."""
    ent = conv.entity_of.get(num.i)
    words = list(num.subtree)
    if node.concept in _CURRENCIES or not any(w.text in _CURRENCY_SIGNS for w in words):
        return False
    if ent is None or ent.label_ != "MONEY" or {w.i for w in words} != {t.i for t in ent}:
        # "a $275 deductible", "$100,000 bail", which spaCy tags otherwise: the phrase is
        # only the sign and its number
        if words[-1].i - words[0].i + 1 != len(words) or not all(
                w.text in _CURRENCY_SIGNS or w.like_num for w in words):
            return False
        ent = num.doc[words[0].i:words[-1].i + 1]
    money = conv.amount(ent, words, num.i)
    if money is None:
        return False
    node.add(":mod", money)
    return True


_CURRENCIES = frozenset({"dollar", "cent", "euro", "pound", "franc", "yen"})
_CURRENCY_SIGNS = frozenset("$€£¥") | {"US$", "C$", "A$"}

