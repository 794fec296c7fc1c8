"""A phrase of one of coordinated clauses fronted before the whole coordination.

"Estonia was incorporated into the Soviet Union in 1940 and regained its independence only
in 1991", refocused on 1940, said "In 1940, Estonia was incorporated into the Soviet Union,
and it regained its independence only in 1991": the fronted time reads as holding for both
clauses, the regaining too.  The focus's clause is one conjunct of the old root's "and" (or
"but"), which follows it as ", and ..."; a reader scopes a sentence-initial phrase over
everything after it.  Where the source itself opened on the phrase ("In 1940, Estonia was
incorporated ... and regained ..."), the fronting says what the source said and stands.
"""

from __future__ import annotations

from pipeline.backends.builtin.realize_base import RealizationRefused
from pipeline.backends.builtin.realize_tree import Node, is_inverted

# The coordinations whose later conjuncts follow the focus's clause as ", and ..."/", but ...".
_COORDINATIONS = frozenset(["and", "contrast-01", "or"])


def coordination_above(clause: Node) -> Node | None:
    """The coordination ``clause`` is one conjunct of, with at least one other conjunct the
    sentence says after it; None when it is no conjunct."""
    for edge in clause.edges:
        if not (is_inverted(edge.role) and edge.role.startswith(":op")
                and isinstance(edge.target, Node) and edge.target.concept in _COORDINATIONS):
            continue
        coordination = edge.target
        if any(e.role.startswith(":op") and not is_inverted(e.role) and isinstance(e.target, Node)
               and e.target is not clause for e in coordination.edges):
            return coordination
    return None


def refuse_lead_of_one_conjunct(clause: Node, lead_start: int | None) -> None:
    """Refuse fronting a phrase of ``clause`` (first said at source token ``lead_start``)
    before the coordination it is one conjunct of, unless the source opened its clause on
    the phrase.

    >>> from pipeline.backends.builtin.realize_tree import Edge
    >>> clause = Node("i", "incorporate-01", align=(2,))
    >>> other = Node("r", "regain-01", align=(10,))
    >>> both = Node("a", "and", edges=[Edge(":op2", other)])
    >>> clause.edges = [Edge(":op1-of", both)]
    >>> refuse_lead_of_one_conjunct(clause, 8)
    Traceback (most recent call last):
    ...
    pipeline.backends.builtin.realize_base.RealizationRefused: a phrase of one of coordinated clauses fronted before them all
    >>> refuse_lead_of_one_conjunct(clause, 0)  # "In 1940, Estonia was incorporated ..."
    """
    if coordination_above(clause) is None:
        return
    words = list(clause.align)
    words += [i for e in clause.edges if not is_inverted(e.role) and isinstance(e.target, Node)
              for i in e.target.align]
    if lead_start is not None and words and lead_start < min(words):
        return  # the source fronted it, as the sentence does
    raise RealizationRefused("a phrase of one of coordinated clauses fronted before them all")
