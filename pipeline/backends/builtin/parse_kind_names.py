"""A name said right after the common noun it names, with no comma between: "AustMag has
since asked the experienced US company Fluor to produce a detailed costing of the project"
(the company's name is Fluor).

spaCy makes the name an apposition of the noun (``Fluor/appos`` of "company") and, knowing
no such entity, gives it no label; the rules read only a labelled apposition as a name
("the journal Nature"), so "Fluor" was dropped and every rebuilt focus was refused.  AMR
gives the noun the name, as it does there: (c / company :name (n / name :op1 "Fluor")).

Only a name of capitalised words alone (not "its Person of the Year", "the word 'spike'"),
and only on a noun that has none yet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_graph import Const

if TYPE_CHECKING:
    from spacy.tokens import Token

    from pipeline.backends.builtin.parse_base import ConverterBase
    from pipeline.backends.builtin.parse_graph import Node

__all__ = ["kind_name"]


def kind_name(conv: ConverterBase, node: Node, name: Token) -> bool:
    """Give ``node`` (the noun ``name`` is an apposition of) the unlabelled name ``name``
    said right after it; False, and nothing done, for any other apposition."""
    noun = name.head
    words = list(name.subtree)
    if name.pos_ != "PROPN" or name.ent_type_ or node.has(":name") or noun.pos_ != "NOUN" \
            or words[0].i != noun.i + 1 or name.i < noun.i or noun.dep_ == "compound":
        # (a noun inside a longer name's phrase is not what it names: "market research
        # firm Dell'Oro Group" is the firm Dell'Oro Group, not a group of the firm Dell'Oro)
        return False
    if any(w.pos_ != "PROPN" or w.ent_type_ or not w.text[:1].isupper()
           or (w is not name and (w.dep_ != "compound" or w.head is not name)) for w in words):
        return False
    conv.consumed.update(w.i for w in words)
    named = conv.builder.node("name", name.i)
    for n, word in enumerate(words, start=1):
        named.add(f":op{n}", Const(word.text, word.i, quoted=True))
    node.add(":name", named)
    return True
