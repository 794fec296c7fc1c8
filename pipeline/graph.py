"""The AMR graph model: a read-only view over :class:`penman.Graph`.

penman already stores an AMR as triples plus layout and alignment markers; this
module only answers the questions the rest of the workbench asks of a graph:
which nodes it has, how each is attached, where it sits in the layout, which
words it is aligned to, and which nodes could become a new focus (with the
facts that later explain a poor one).

>>> amr = AMRGraph.from_penman('''# ::tok They need documentation .
... (n / need-01~e.1 :ARG0 (t / they~e.0) :ARG1 (d / documentation~e.2))''')
>>> amr.top, amr.concept("t"), amr.node("d").alignment, amr.aligned_text("d")
('n', 'they', (2,), 'documentation')
>>> [(c.variable, c.kind, c.role, c.depth, c.subtree_size) for c in amr.focus_candidates()]
[('n', 'predicate', None, 0, 3), ('t', 'pronoun', ':ARG0', 1, 1), ('d', 'noun', ':ARG1', 1, 1)]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import penman
from penman import layout, surface
from penman.exceptions import LayoutError
from penman.models.amr import model as amr_model
from penman.tree import Tree, is_atomic

from pipeline.concepts import (
    ATTRIBUTE_ROLES,
    CONCEPT_KINDS,
    DEMONSTRATIVES,
    concept_kind,
    is_frame,
    strip_sense,
)
from pipeline.errors import FocusError, GraphError

__all__ = [
    "CONCEPT_KINDS",
    "AMRGraph",
    "Edge",
    "FocusCandidate",
    "Node",
    "concept_kind",
    "connected",
    "disconnection",
    "fresh_variable",
    "is_frame",
    "layout_tree",
    "reachable",
    "strip_sense",
]

def layout_tree(graph: penman.Graph, top: str | None = None) -> Tree:
    """penman's tree of ``graph`` (from ``top``); a :class:`GraphError` instead of penman's LayoutError.

    >>> layout_tree(penman.Graph([("a", ":instance", "x"), ("b", ":instance", "y")], top="a"))
    Traceback (most recent call last):
    ...
    pipeline.errors.GraphError: the graph is disconnected: b cannot be reached from the top a
    """
    problem = disconnection(graph)
    if problem:
        raise GraphError(problem)
    try:
        return layout.configure(graph, top=top, model=amr_model)
    except LayoutError as exc:
        raise GraphError(f"cannot lay the graph out: {exc}") from None


@dataclass(frozen=True)
class Edge:
    """One relation between two nodes, oriented as the graph stores it (deinverted).

    ``inverted`` says whether the layout writes it the other way round
    (``:ARG0-of``); ``alignment`` holds the token indices of a role alignment.
    """

    source: str
    role: str
    target: str
    inverted: bool = False
    alignment: tuple[int, ...] = ()

    @property
    def written_role(self) -> str:
        """The role as the PENMAN text writes it (``:ARG0-of`` when inverted)."""
        return amr_model.invert_role(self.role) if self.inverted else self.role

    def __str__(self) -> str:
        return f"({self.source} {self.role} {self.target})"


@dataclass(frozen=True)
class Node:
    """An instance node with everything known about its place in the graph."""

    variable: str
    concept: str | None
    depth: int
    role: str | None  # the role of the branch that defines it in the layout, None for the top
    parent: str | None
    incoming: tuple[Edge, ...]
    outgoing: tuple[Edge, ...]
    attributes: tuple[tuple[str, str], ...]  # (role, constant), e.g. (":polarity", "-")
    alignment: tuple[int, ...]
    subtree_size: int  # instance nodes defined in its layout subtree, itself included
    mentions: int = 1  # places the layout names it: its definition plus every later reference

    @property
    def is_leaf(self) -> bool:
        """No outgoing edge and no attribute: a bare concept."""
        return not self.outgoing and not self.attributes

    @property
    def is_reentrant(self) -> bool:
        """Referred to again after its definition (``:ARG0 z4`` in Figure 1)."""
        return self.mentions > 1


@dataclass(frozen=True)
class FocusCandidate:
    """A node that could become the focus, with the facts that explain a poor choice."""

    variable: str
    concept: str | None
    kind: str
    role: str | None
    depth: int
    subtree_size: int
    is_top: bool
    alignment: tuple[int, ...] = ()


def _bare(role: str) -> str:
    return role.split("~", 1)[0]


def _alignment_of(epis: list[object]) -> tuple[int, ...]:
    for epi in epis:
        if isinstance(epi, surface.Alignment):
            return tuple(epi.indices)
    return ()


def _role_alignment_of(epis: list[object]) -> tuple[int, ...]:
    for epi in epis:
        if isinstance(epi, surface.RoleAlignment):
            return tuple(epi.indices)
    return ()


class AMRGraph:
    """A penman graph with node-level questions answered.

    The wrapped graph is never modified; edits and refocusing build new graphs.
    """

    def __init__(self, graph: penman.Graph) -> None:
        self.graph = graph

    @classmethod
    def from_penman(cls, text: str) -> AMRGraph:
        """Decode and validate one PENMAN graph (one-line errors on bad input)."""
        from pipeline.amrio import decode_graph

        return cls(decode_graph(text))

    def __repr__(self) -> str:
        return f"AMRGraph(top={self.top!r}, nodes={len(self.graph.instances())})"

    @property
    def top(self) -> str:
        return str(self.graph.top)

    @property
    def metadata(self) -> dict[str, str]:
        return self.graph.metadata

    @cached_property
    def tokens(self) -> list[str] | None:
        """The ``::tok`` tokens that ``~e.N`` alignments index, when present."""
        tok = self.graph.metadata.get("tok")
        return tok.split() if tok else None

    @cached_property
    def _concepts(self) -> dict[str, str | None]:
        return {str(i.source): (str(i.target) if i.target is not None else None)
                for i in self.graph.instances()}

    @property
    def variables(self) -> list[str]:
        """Instance variables in the order the graph lists them."""
        return list(self._concepts)

    def concept(self, var: str) -> str | None:
        """The concept of ``var``, ``None`` for an unknown variable."""
        return self._concepts.get(var)

    @cached_property
    def edges(self) -> list[Edge]:
        """Every relation between two instance nodes (reentrant ones included)."""
        g = self.graph
        return [Edge(str(s), r, str(t), layout.appears_inverted(g, (s, r, t)),
                     _role_alignment_of(g.epidata.get((s, r, t), [])))
                for s, r, t in g.edges()]

    @cached_property
    def _layout(self) -> tuple[dict[str, tuple[int, str | None, str | None]], dict[str, int],
                               Counter[str]]:
        """Depth, defining role, parent, subtree size and mentions of every node, from the layout."""
        tree = layout_tree(self.graph)
        placed: dict[str, tuple[int, str | None, str | None]] = {}
        sizes: dict[str, int] = {}
        mentions: Counter[str] = Counter()

        def walk(node: tuple, depth: int, role: str | None, parent: str | None) -> int:
            var, branches = node
            placed.setdefault(var, (depth, role, parent))
            mentions[var] += 1
            size = 1
            for branch_role, target in branches:
                if branch_role == "/":
                    continue
                if not is_atomic(target):
                    size += walk(target, depth + 1, _bare(branch_role), var)
                elif _bare(target) in self._concepts:
                    mentions[_bare(target)] += 1
            sizes.setdefault(var, size)
            return size

        walk(tree.node, 0, None, None)
        return placed, sizes, mentions

    @cached_property
    def nodes(self) -> list[Node]:
        """Every instance node, in the order the layout defines them (top first)."""
        placed = self._layout[0]
        rank = {var: i for i, var in enumerate(placed)}
        order = sorted(self._concepts, key=lambda v: rank.get(v, len(rank)))
        return [self.node(v) for v in order]

    @cached_property
    def _node_index(self) -> dict[str, Node]:
        g = self.graph
        placed, sizes, mentions = self._layout
        incoming: dict[str, list[Edge]] = {v: [] for v in self._concepts}
        outgoing: dict[str, list[Edge]] = {v: [] for v in self._concepts}
        for edge in self.edges:
            outgoing[edge.source].append(edge)
            incoming[edge.target].append(edge)
        attributes: dict[str, list[tuple[str, str]]] = {v: [] for v in self._concepts}
        for a in g.attributes():
            if a.role != ":instance":
                attributes[str(a.source)].append((a.role, str(a.target)))
        index = {}
        for inst in g.instances():
            var = str(inst.source)
            depth, role, parent = placed.get(var, (0, None, None))
            index[var] = Node(
                variable=var,
                concept=self._concepts[var],
                depth=depth,
                role=role,
                parent=parent,
                incoming=tuple(incoming[var]),
                outgoing=tuple(outgoing[var]),
                attributes=tuple(attributes[var]),
                alignment=_alignment_of(g.epidata.get((inst.source, inst.role, inst.target), [])),
                subtree_size=sizes.get(var, 1),
                mentions=mentions.get(var, 1),
            )
        return index

    def node(self, var: str) -> Node:
        """The node of ``var``; :class:`FocusError` when it is not an instance variable."""
        try:
            return self._node_index[var]
        except KeyError:
            known = ", ".join(self.variables[:12]) + (" ..." if len(self.variables) > 12 else "")
            raise FocusError(f"{var!r} is not a variable of the graph (variables: {known})") from None

    def __iter__(self) -> Iterator[Node]:
        return iter(self.nodes)

    def __contains__(self, var: object) -> bool:
        return var in self._concepts

    @property
    def reentrancies(self) -> list[str]:
        """Variables the layout refers to again after defining them."""
        return [n.variable for n in self.nodes if n.is_reentrant]

    def aligned_text(self, var: str) -> str | None:
        """The ``::tok`` words the concept of ``var`` is aligned to, if known."""
        node = self.node(var)
        if not node.alignment or self.tokens is None:
            return None
        words = [self.tokens[i] for i in node.alignment if 0 <= i < len(self.tokens)]
        return " ".join(words) or None

    def node_kind(self, var: str) -> str:
        """:func:`concept_kind`, refined by context: a bare noun or demonstrative filling a
        modifier role is an attribute ("statistical documentation", "this price")."""
        node = self.node(var)
        kind = concept_kind(node.concept)
        modifier = kind == "noun" or (kind == "pronoun" and node.concept in DEMONSTRATIVES)
        if modifier and node.is_leaf and node.role in ATTRIBUTE_ROLES:
            return "attribute"
        return kind

    def focus_candidates(self) -> list[FocusCandidate]:
        """Every instance node as a possible focus, in layout order (the current top first)."""
        return [
            FocusCandidate(
                variable=n.variable,
                concept=n.concept,
                kind=self.node_kind(n.variable),
                role=n.role,
                depth=n.depth,
                subtree_size=n.subtree_size,
                is_top=n.variable == self.top,
                alignment=n.alignment,
            )
            for n in self.nodes
        ]

    def is_connected(self) -> bool:
        """Whether every instance node is reachable from the top, ignoring edge direction."""
        return connected(self.graph)


def connected(graph: penman.Graph) -> bool:
    """Whether every variable of ``graph`` is reachable from its top (edges undirected).

    >>> connected(penman.decode("(a / alpha :ARG0 (b / beta))"))
    True
    """
    variables = {str(v) for v in graph.variables()}
    return graph.top in variables and reachable(graph.triples, str(graph.top)) == variables


def disconnection(graph: penman.Graph) -> str | None:
    """Why ``graph`` is not connected, or ``None`` when every node can be reached from the top."""
    if connected(graph):
        return None
    lost = sorted({str(v) for v in graph.variables()} - reachable(graph.triples, str(graph.top)))
    return f"the graph is disconnected: {', '.join(lost[:5])} cannot be reached from the top {graph.top}"


def reachable(triples: list[tuple[Any, str, Any]], top: str) -> set[str]:
    """The variables of ``triples`` reachable from ``top``, edges taken in both directions.

    >>> sorted(reachable([("a", ":instance", "x"), ("b", ":instance", "y"), ("c", ":ARG0", "a")], "a"))
    ['a', 'c']
    """
    neighbours: dict[str, set[str]] = {}
    variables = {str(s) for s, r, _ in triples if r == ":instance"}
    for source, role, target in triples:
        if role != ":instance" and str(target) in variables:
            neighbours.setdefault(str(source), set()).add(str(target))
            neighbours.setdefault(str(target), set()).add(str(source))
    seen, stack = {top}, [top]
    while stack:
        for nxt in neighbours.get(stack.pop(), ()):
            if nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return seen


def fresh_variable(taken: set[str], concept: str) -> str:
    """A variable for a new node of ``concept``, not in ``taken``, in AMR's usual style.

    >>> fresh_variable({"d", "d2"}, "dog"), fresh_variable(set(), "7-eleven")
    ('d3', 'e')
    """
    letter = next((c for c in concept.lower() if c.isalpha()), "x")
    if letter not in taken:
        return letter
    k = 2
    while f"{letter}{k}" in taken:
        k += 1
    return f"{letter}{k}"
