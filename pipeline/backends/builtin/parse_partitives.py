"""A group shared by coordinated parts: "one or both of the boys".

spaCy hangs "of the boys" on the last conjunct only, so the parse said "one" (a bare
(thing :quant 1)) or "both of the boys", and a rebuilt sentence could split them: "It was
both of the boys who survive, ... or one that may die".  Each part takes the group:
(o / or :op1 (t / thing :quant 1 :ARG1-of (i2 / include-91 :ARG2 b2))
        :op2 (b / both :ARG1-of (i / include-91 :ARG2 (b2 / boy)))).
"""

from __future__ import annotations

from collections.abc import Callable

from pipeline.backends.builtin.parse_graph import Child, Node, Ref


def share_partitive(members: list[Child], new_node: Callable[[str, int | None], Node],
                    partitives: frozenset[str]) -> None:
    """Give each part before the last in ``members`` the last one's group (see the module
    docstring); ``partitives`` are the words that name a part ("one", "some", "both")."""
    last = members[-1] if members else None
    if not isinstance(last, Node):
        return
    include = next((c for r, c in last.edges if r == ":ARG1-of" and isinstance(c, Node)
                    and c.concept == "include-91"), None)
    group = include.get(":ARG2") if include is not None else None
    if include is None or not isinstance(group, Node | Ref):
        return
    group_node = group if isinstance(group, Node) else group.node
    for member in members[:-1]:
        if not isinstance(member, Node) or member.has(":ARG1-of"):
            continue
        if member.concept not in partitives and not member.has(":quant"):
            continue
        own = new_node("include-91", include.align)
        own.add(":ARG2", Ref(group_node))
        member.add(":ARG1-of", own)
