"""A word the source quotes as the name of the noun before it: 'pointed to the word "refugee"'.

spaCy hangs the quoted word on "word" as its apposition (tagged as an interjection or a
noun); no apposition rule took it, so it was dropped and every focus refused ("the parse
dropped 'refugee'").  The quoted word is what the noun is called, the noun's :name:

    (w / word :name (n / name :op1 "refugee"))

which the realizer says in its quotation marks, as a title (realize_titles).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_graph import Const
from pipeline.backends.builtin.realize_words import QUOTE_MARKS

if TYPE_CHECKING:
    from spacy.tokens import Token

    from pipeline.backends.builtin.parse_base import ConverterBase
    from pipeline.backends.builtin.parse_graph import Node

__all__ = ["NAMING_NOUNS", "quoted_word"]

# Nouns whose quoted apposition is what they are called.
NAMING_NOUNS = frozenset({"word", "term", "phrase", "expression", "label", "slogan", "name",
                           "nickname", "motto"})


def quoted_word(conv: ConverterBase, node: Node, appos: Token) -> bool:
    """Name ``node`` (a "word") by its quoted apposition ``appos``; whether it did."""
    doc = appos.doc
    if node.concept not in NAMING_NOUNS or node.has(":name") or not appos.is_alpha \
            or appos.i in (0, len(doc) - 1) or (list(appos.children) and any(
                k.dep_ != "punct" for k in appos.children)):
        return False
    # (double marks only: a rebuilt sentence that reads "the common word 'spike'" back
    # from the source lost its closing single mark, "the common word 'spike as the name")
    if doc[appos.i - 1].text not in QUOTE_MARKS or doc[appos.i + 1].text not in QUOTE_MARKS \
            or appos.i - 2 != appos.head.i:
        return False
    name = conv._node("name", appos.i)
    name.add(":op1", Const(appos.text, appos.i, quoted=True))
    node.add(":name", name)
    return True
