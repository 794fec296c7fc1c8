""""except" on a clause: what the clause does not hold for.

spaCy hangs "..., except those who join the war", "Except for a few archaic
characteristics, ...", "..., except as a lifesaving step", "... is allowed -- except in
government buildings" on the verb, where the rules gave "except" no node (PREP_ROLES read
it as a bare :mod of its object, which lost the word, and a second preposition left the
object unread): the parse dropped it and the realizer refused every paraphrase.  AMR's
frame is except-01 (:ARG1 the thing excepted); below the clause it is the condition the
clause holds under, (a / allow-01 :condition (e / except-01 :ARG1 (b / building))), said
back "except ..." with the source's own second preposition
(realize_modifiers.pending_phrase).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Token

    from pipeline.backends.builtin.parse_base import Context, ConverterBase
    from pipeline.backends.builtin.parse_graph import Node

__all__ = ["EXCEPTION_PREPOSITIONS", "exception_of_clause"]

# the prepositions that may follow "except" before its object ("except for ...", "except
# in government buildings", "except as a lifesaving step"); the realizer says them back
EXCEPTION_PREPOSITIONS = frozenset({"for", "in", "as", "on", "at", "during", "with", "from",
                                    "to", "by", "under", "after", "before", "within"})


def exception_of_clause(conv: ConverterBase, prep: Token, ctx: Context) -> Node | None:
    """except-01 with its object for "except" on a verb; None for any other preposition or
    where the object is not one noun phrase."""
    if prep.lower_ != "except":
        return None
    kids = conv.kids(prep)
    inner = next((c for c in kids if c.dep_ == "prep" and c.lower_ in EXCEPTION_PREPOSITIONS
                  and c.i == prep.i + 1), None)
    holder = inner if inner is not None else prep
    obj = next((c for c in conv.kids(holder) if c.dep_ == "pobj"), None)
    if obj is None or any(c.dep_ not in ("pobj", "prep", "punct") or (
            c.dep_ == "prep" and c is not inner) for c in kids):
        return None
    sub = conv.token(obj, ctx)
    if sub is None:
        return None
    node = conv.builder.node("except-01", prep.i)
    node.add(":ARG1", sub)
    if inner is not None:
        conv.consumed.add(inner.i)
        conv.builder.covered.add(inner.i)
    return node
