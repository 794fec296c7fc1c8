"""Two prepositions joined before one object: "hospital officials in and near Chicago",
"thousands deployed in and around the town".  spaCy hangs the object on the second
preposition, a conjunct of the first, which then has no object: the rules read neither
phrase, and every rebuilt focus was refused ("the parse dropped 'Chicago'").

The repair gives the object to the first preposition, whose role the rules know ("in":
:location), and leaves the conjunct without one; the realizer reads a phrase's
preposition back from the source, and reads "in and near" whole
(:meth:`~pipeline.backends.builtin.realize_source_context.SourceContext.source_preposition_at`),
so the second place word is still said.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["JOINED_PLACE_PREPOSITIONS", "repair_joined_prepositions"]

# Prepositions of place that join so ("in and near", "in and around", "on and off"): the
# first one's role says where, which the second narrows.
JOINED_PLACE_PREPOSITIONS = frozenset({"in", "near", "around", "outside", "inside", "at", "on",
                                       "across", "throughout"})


def repair_joined_prepositions(doc: Doc) -> None:
    """Give each joined pair's object to its first preposition (module docstring)."""
    for first in doc:
        if first.dep_ != "prep" or first.lower_ not in JOINED_PLACE_PREPOSITIONS:
            continue
        kids = list(first.children)
        if len(kids) != 2 or any(k.dep_ == "pobj" for k in kids):
            continue
        cc, second = kids
        if cc.dep_ != "cc" or cc.lower_ != "and" or cc.i != first.i + 1 \
                or second.dep_ != "conj" or second.i != first.i + 2 \
                or second.lower_ not in JOINED_PLACE_PREPOSITIONS:
            continue
        objects = [k for k in second.children if k.dep_ == "pobj"]
        if len(objects) != 1 or len(list(second.children)) != 1:
            continue
        if any(a.lower_ == "with" and a.dep_ == "prep" for a in first.ancestors):
            # in a "with" absolute ("..., with thousands deployed in and around Bunia"),
            # which the rules read as an instrument: said "tribal fighters in the region
            # with thousands that were deployed in and around Bunia"
            continue
        objects[0].head = first
