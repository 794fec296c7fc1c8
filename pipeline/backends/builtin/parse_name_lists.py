"""A list of names in apposition to the plural noun they spell out.

"Ratliff's daughters, Margaret and Martha Ratliff,", "two Democratic senators, Charles
Robb of Virginia and Wendell Ford of Kentucky,", "Three retailers _ Dillard's Inc., ...":
spaCy hangs the first name on the noun as its
apposition and the others on it as conjuncts.  The appositions of one name
(:mod:`parse_appositions`) take a single name, so the whole list was lost.  AMR writes the
members as the noun's :mod, as for "eight states: Alaska, ..." (listed_members of
parse_appositions), which the realizer says after the noun between commas.  A list
between dashes ("the officers -- Kenneth Boss, ... --") is left out: a rebuilt sentence
would lose its closing dash.  A participle phrase of the noun may stand between ("The
contractors convicted last month, Brian Rose, 36, and Joseph Quattrone, 35,"): the
realizer says the noun's participle before its :mod, as the source did.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_appositions import add_members

if TYPE_CHECKING:
    from spacy.tokens import Token

    from pipeline.backends.builtin.parse_base import Context, ConverterBase
    from pipeline.backends.builtin.parse_graph import Node

__all__ = ["named_members"]

_DASHES = frozenset({"--", "-", "\u2014", "\u2013"})


def named_members(conv: ConverterBase, node: Node, appos: Token, ctx: Context) -> bool:
    """Add the list of names ``appos`` (its first member) to the plural common noun
    ``node`` as its :mod; whether it was one."""
    head = appos.head
    # (or a party's members, which spaCy tags as names: "Two Democrats, Sen. Charles Robb
    # of Virginia and Wendell Ford of Kentucky, voted")
    plural = (head.pos_ == "NOUN" and head.tag_ == "NNS") or (
        head.pos_ == "PROPN" and head.tag_ == "NNPS" and head.ent_type_ == "NORP")
    if node.has(":name") or not plural or appos.pos_ != "PROPN" or not appos.ent_type_:
        return False
    if not any(k.dep_ == "conj" and k.pos_ == "PROPN" for k in conv.kids(appos)):
        return False
    between = head.doc[head.i + 1: appos.left_edge.i]
    if appos.left_edge.i <= head.i or any(
            t.is_alpha and not _in_participle(t, head) for t in between):
        # the list right after the noun's own words: "two masters of the megabyte, Peter
        # Lyman and Hal Varian," would be said "two masters, Peter Lyman and Hal Varian,
        # ..., of the megabyte"; a participle phrase keeps its place before the list
        return False
    if any(t.text in _DASHES for t in between):
        # "the officers -- Kenneth Boss, ... --": a rebuilt sentence reads the list back
        # without its closing dash ("-- ... Richard Murphy were acquitted")
        return False
    return add_members(conv, node, appos, ctx)


def _in_participle(word: Token, head: Token) -> bool:
    """Whether ``word`` is in a participle phrase of ``head`` ("the contractors convicted
    last month")."""
    return any(a.dep_ == "acl" and a.tag_ == "VBN" and a.head.i == head.i
               for a in (word, *word.ancestors))
