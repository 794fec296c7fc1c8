"""Ages said "N-year-old" beside a named person, which the main rules left out.

News text gives a person's age as a hyphenated adjective: "his elderly neighbor,
71-year-old Morris Black", "another man, 19-year-old Antowain Johnson", "Tom Kasmer, a
14-year-old from Belmont".  The parser joins "year-old" into one word, the number its
``nummod``; on an apposition the name joins the noun it names, and the adjective before
the name was lost with the apposition's node.
AMR writes the age as the person's ``:age``, as for "Armstrong, 31,":

    (p / person :name (n / name :op1 "Morris" :op2 "Black")
       :age (t / temporal-quantity :quant 71 :unit (y / year)))

which the realizer says ", 71," right after the name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_graph import Const, Node

if TYPE_CHECKING:
    from spacy.tokens import Token

    from pipeline.backends.builtin.parse_base import ConverterBase

__all__ = ["age_noun", "apposed_age"]


def _age_adjective(tok: Token) -> Token | None:
    """The "N-year-old" adjective of ``tok`` or ``tok`` itself when it is one, else None.

    Only a whole number of years below 130: "71-year-old" (the parser joins "year-old").
    """
    for adj in (tok, *tok.children):
        if adj.lower_ == "year-old" and adj.dep_ in ("amod", "appos") and _years(adj) is not None:
            return adj
    return None


# Where a noun phrase stands: the age adjective heads the phrase and is the person
_NOUN_PLACES = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr", "dative"})


def age_noun(adj: Token) -> bool:
    """Whether ``adj`` is an "N-year-old" said as the noun, the person of that age ("the
    abduction of a 9-year-old who was found safe", "it was the 24-year-old cited by
    Bitdefender"), with a determiner before it; not one before its noun ("a 76-year-old
    jeweler").  Such an adjective takes a noun's relative clause and participle."""
    return adj.lower_ == "year-old" and adj.dep_ in _NOUN_PLACES \
        and any(c.dep_ == "det" for c in adj.children)


def _years(adj: Token) -> Token | None:
    return next((c for c in adj.children if c.dep_ == "nummod" and c.i < adj.i
                 and c.text.isdigit() and int(c.text) < 130), None)


def _age_node(conv: ConverterBase, adj: Token) -> Node:
    """(t / temporal-quantity :quant N :unit (y / year)) of an "N-year-old" adjective;
    its words are consumed so that no other rule says them again."""
    number = _years(adj)
    assert number is not None
    conv.consumed.update(range(number.i, adj.i + 1))
    age = conv._node("temporal-quantity", number.i)
    age.add(":quant", Const(number.text, number.i))
    age.add(":unit", conv._node("year", adj.i))
    return age


def apposed_age(conv: ConverterBase, person: Node, appos: Token) -> list[Token] | None:
    """Give ``person`` the age its apposition ``appos`` states ("71-year-old Morris Black",
    "a 14-year-old from Belmont"); None when it states none.  Else the prepositions of an
    apposition that is the age itself, which say the person too ("from Belmont"); not
    "of": "a 36-year-old of North African origin" was said "North African origin Muliff"."""
    adj = _age_adjective(appos)
    if adj is None:
        return None
    person.add(":age", _age_node(conv, adj))
    if adj.i != appos.i:
        return []
    return [p for p in conv.kids(appos) if p.dep_ == "prep" and p.lower_ != "of"]
