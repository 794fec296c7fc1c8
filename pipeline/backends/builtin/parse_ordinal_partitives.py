"""An ordinal that names one member of a group: "the first of 17 nuclear reactors".

spaCy reads "first" as the verb's object (an adjective) with "of 17 nuclear reactors"
below it; the rules made (o / ordinal-entity :value 1) and never read the adjective's
"of", so the parse dropped the group ("the parse dropped '17'") and every focus was
refused.  As "two of the reactors" is (t / thing :quant 2 :ARG1-of (i / include-91
:ARG2 (r / reactor))), the ordinal is a thing's rank within the group:

    (t / thing :ord (o / ordinal-entity :value 1)
       :ARG1-of (i / include-91 :ARG2 (r / reactor :quant 17)))
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Token

    from pipeline.backends.builtin.parse_base import Context, ConverterBase
    from pipeline.backends.builtin.parse_graph import Node

__all__ = ["ordinal_of_group", "ranked_deed", "ranked_doer"]

# Where an ordinal stands for a noun: a verb's object or subject, a preposition's object.
_NOMINAL_DEPS = frozenset({"dobj", "nsubj", "nsubjpass", "pobj", "attr", "appos"})


def ordinal_of_group(conv: ConverterBase, adj: Token, rank: Node, ctx: Context) -> Node | None:
    """The thing ranked ``rank`` within the group of ``adj``'s "of" (see the module
    docstring), or None when ``adj`` has no such group."""
    if adj.dep_ not in _NOMINAL_DEPS:
        return None
    of = next((c for c in conv.kids(adj) if c.dep_ == "prep" and c.lower_ == "of"
               and c.i == adj.i + 1 and c.i not in conv.consumed), None)
    group = conv._pobj(of) if of is not None else None
    if of is None or group is None or group.pos_ not in ("NOUN", "PROPN", "PRON"):
        return None
    conv.consumed.add(of.i)
    thing = conv._node("thing", adj.i)
    thing.add(":ord", rank)
    include = conv._node("include-91", of.i)
    conv._attach(include, ":ARG2", group, ctx)
    thing.add(":ARG1-of", include)
    return thing


def ranked_doer(conv: ConverterBase, adj: Token, ranked: Node | None, rank: Node,
                ctx: Context) -> Node | None:
    """The thing ranked ``rank`` (or ``ranked``, the member of a group) by the deed of the
    infinitive after its ordinal: "Odette is the first to form over the Caribbean Sea in
    December", "Grass is the second of the Rite Aid defendants to strike a deal".  spaCy
    hangs the infinitive on the ordinal as a relative clause, which no rule read, so every
    focus was refused for dropping its verb; the thing holds it as a noun holds one ("the
    first storm to form"): (t / thing :ord (o / ordinal-entity :value 1) :ARG1-of (f /
    form-01)).  ``ranked`` itself when there is no such infinitive."""
    clause = ranked_deed(conv, adj)
    if clause is None:
        return ranked
    thing = ranked
    if thing is None:
        thing = conv._node("thing", adj.i)
        thing.add(":ord", rank)
    conv._noun_modifier(thing, clause, ctx)
    return thing


def ranked_deed(conv: ConverterBase, adj: Token) -> Token | None:
    """The infinitive said after an ordinal that stands for a noun ("the first to form"),
    which spaCy hangs on it as a relative clause; None if there is none."""
    if adj.dep_ not in _NOMINAL_DEPS:
        return None
    return next((c for c in conv.kids(adj) if c.dep_ in ("relcl", "acl") and c.i > adj.i
                 and c.tag_ == "VB" and c.i not in conv.consumed
                 and any(k.dep_ == "aux" and k.lower_ == "to" for k in c.children)), None)
