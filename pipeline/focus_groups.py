"""Focus candidates of a large graph, grouped so that a person can choose among them.

A graph of a long sentence has a hundred candidate foci; a flat list of them is
unusable.  :func:`group_foci` groups them by kind of node (predicates, nouns, attributes)
and keeps the ones near the top of the graph first, where a refocus changes the
sentence most; :func:`is_large` says when the drawing is too big to read.

>>> import penman
>>> from pipeline.graph import AMRGraph
>>> graph = penman.decode("(w / want-01 :ARG0 (b / boy) :ARG1 (g / go-02 :ARG0 b"
...                       " :ARG4 (c / city :mod (b2 / big))))")
>>> candidates = AMRGraph(graph).focus_candidates()
>>> {label: [c.variable for c in group] for label, group in group_foci(candidates).items()}
{'all kinds': ['w', 'b', 'g', 'c', 'b2'], 'predicate': ['w', 'g'], 'noun': ['b', 'c'], \
'attribute': ['b2']}
>>> [c.variable for c in near_top(candidates, 1)]
['w', 'b', 'g']
>>> is_large(graph), node_count(graph)
(False, 5)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import penman

    from pipeline.graph import FocusCandidate

__all__ = ["ALL_KINDS", "LARGE_GRAPH_NODES", "group_foci", "is_large", "near_top", "node_count"]

# Over this many nodes a drawing at page width has unreadable labels and nodes too
# small to click (a 300-word text parsed as one sentence has over a hundred).
LARGE_GRAPH_NODES = 40
ALL_KINDS = "all kinds"


def node_count(graph: penman.Graph) -> int:
    return len(graph.instances())


def is_large(graph: penman.Graph) -> bool:
    return node_count(graph) > LARGE_GRAPH_NODES


def _by_depth(candidates: Sequence[FocusCandidate]) -> list[FocusCandidate]:
    order = {c.variable: i for i, c in enumerate(candidates)}
    return sorted(candidates, key=lambda c: (c.depth, order[c.variable]))


def group_foci(candidates: Sequence[FocusCandidate]) -> dict[str, list[FocusCandidate]]:
    """:data:`ALL_KINDS`, then one group per kind of node, largest first; each group
    ordered by depth (nearest the top first), then graph order."""
    groups: dict[str, list[FocusCandidate]] = {}
    for candidate in _by_depth(candidates):
        groups.setdefault(candidate.kind, []).append(candidate)
    ordered = sorted(groups.items(), key=lambda item: -len(item[1]))
    return {ALL_KINDS: _by_depth(candidates), **dict(ordered)}


def near_top(candidates: Sequence[FocusCandidate], max_depth: int) -> list[FocusCandidate]:
    """The candidates at most ``max_depth`` edges below the top, nearest first."""
    return [c for c in _by_depth(candidates) if c.depth <= max_depth]
