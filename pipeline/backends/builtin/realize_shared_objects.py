"""A rebuilt text that splits "V1 and V2 OBJ" and leaves the first verb with no object.

"They frequently tortured and shot prisoners" shares "prisoners" between the two verbs, but
the parse gives it to "shot" alone, and a text that cuts the pair into two clauses says
"They frequently tortured, and they shot prisoners": tortured whom?  ("encourage and enable
teens" said "they encourage, and they enable teens" likewise.)  Such a text is refused (an
entry of realize_source_faults' table, rebuilt texts only): the source says two verbs
joined by "and" or "or" that share their agent, the first with no object in the graph and
the second with one said right after it, and the text says the first verb ending a clause
(before a mark, at the end, or before "and" and a pronoun) instead of joined to the second.
Not "had germinated from these discussions and helped cement": the noun's discuss-01 has no
agent of its own.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import penman

    from pipeline.backends.builtin.realize_tree import Source

__all__ = ["split_shared_object"]

_FRAME = re.compile(r"-\d\d$")
_OBJECTS = frozenset([":ARG1", ":ARG2"])


def split_shared_object(graph: penman.Graph, text: str, source: Source) -> str | None:
    """The first verb of the source's "V1 and V2 OBJ" said as a clause of its own with no
    object, or None."""
    tokens = source.tokens
    concepts = {inst.source: str(inst.target) for inst in graph.instances()}
    objects: dict[str, list[str]] = {}
    members: dict[str, str] = {}  # a list's first member -> the list ("shot prisoners, ears ...")
    agents: dict[str, str] = {}
    for edge in graph.edges():
        if edge.role == ":ARG0":
            agents[edge.source] = edge.target
        elif edge.role in _OBJECTS:
            objects.setdefault(edge.source, []).append(edge.target)
        elif edge.role == ":op1":
            members[edge.target] = edge.source
    for at in range(len(tokens) - 3):
        if tokens[at + 1].lower() not in ("and", "or"):
            continue
        first, second = source.owner.get(at), source.owner.get(at + 2)
        if first is None or second is None or first == second \
                or not _FRAME.search(concepts.get(first, "")) \
                or not _FRAME.search(concepts.get(second, "")) or first in objects \
                or agents.get(first) is None or agents.get(first) != agents.get(second):
            continue
        said_next = source.owner.get(at + 3)
        if said_next is None or not {said_next, members.get(said_next)} & set(objects.get(second, [])):
            continue
        verb = re.escape(tokens[at])
        if re.search(rf"\b{verb}(?:[,.;]|$| (?:and|but) (?:he|she|it|they|we|I)\b)", text):
            return f"{tokens[at]} {tokens[at + 1]} {tokens[at + 2]}"
    return None
