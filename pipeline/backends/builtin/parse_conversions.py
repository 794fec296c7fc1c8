"""A quantity converted in parentheses, which the main rules left out or misread.

News text gives a measure and then the same measure in other units: "38 C (100.4 F)",
"50 degrees (120 Fahrenheit)", "433.50 pence ($6.85)", "12,390 baht (US$298)".  spaCy
hangs the second on the first as an ``appos``; it was lost, or read as the first's name
("(c / c :quant 38 :name (n / name :op1 "F"))").  AMR says the two are equal:

    (c / c :quant 38 :ARG1-of (e / equal-01 :ARG2 (f / f :quant 100.4)))
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_graph import Const, Node

if TYPE_CHECKING:
    from spacy.tokens import Token

    from pipeline.backends.builtin.parse_base import ConverterBase

__all__ = ["conversion", "converted_amount", "parenthesized"]


def conversion(conv: ConverterBase, node: Node, child: Token) -> bool:
    """Attach the parenthesized quantity ``child`` (an ``appos``) to the quantity ``node``
    as equal to it; True when attached."""
    if not (node.has(":quant") or node.concept.endswith("-quantity")) or not parenthesized(child):
        return False
    other = _quantity(conv, child)
    if other is None:
        return False
    equal = conv._node("equal-01", child.i - 1)
    equal.add(":ARG2", other)
    node.add(":ARG1-of", equal)
    return True


def parenthesized(tok: Token) -> bool:
    """Whether ``tok``'s phrase is all of a parenthesis: "( 100.4 F )"."""
    words = [w for w in tok.subtree if w.text not in ("(", ")")]  # spaCy may hang ")" on it
    doc = tok.doc
    first, last = words[0].i, words[-1].i
    return first > 0 and doc[first - 1].text == "(" and last + 1 < len(doc) \
        and doc[last + 1].text == ")"


def _quantity(conv: ConverterBase, tok: Token) -> Node | None:
    """The quantity node of "100.4 F", "120 Fahrenheit" (a unit with its number) or
    "$6.85" (an amount of money), else None."""
    kids = conv.kids(tok)
    if tok.pos_ in ("NOUN", "PROPN"):
        numbers = [k for k in kids if k.dep_ == "nummod" and k.like_num and k.i == tok.i - 1]
        if len(numbers) != 1 or len(kids) != 1:
            return None
        quantity = conv._node(tok.lower_, tok.i)
        quantity.add(":quant", Const(numbers[0].text.replace(",", ""), numbers[0].i))
        conv.consumed.update((tok.i, numbers[0].i))
        return quantity
    if tok.pos_ == "NUM" and any(k.tag_ == "$" for k in kids):
        words = [w for w in tok.subtree if not w.is_punct]
        if words[-1].i - words[0].i + 1 != len(words):
            return None
        return conv.amount(tok.doc[words[0].i:words[-1].i + 1], words, tok.i)
    return None


def converted_amount(conv: ConverterBase, node: Node | None, root: Token) -> Node | None:
    """``node``, an amount spaCy tagged as money ("433.50 pence"), with the conversion
    it is followed by in parentheses ("($6.85)"): the entity's words are read as one
    phrase, and its root's apposition is no other rule's."""
    if node is not None:
        for child in conv.kids(root):
            if child.dep_ == "appos" and child.i not in conv.consumed and conversion(conv, node, child):
                break
    return node
