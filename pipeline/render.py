"""Drawing AMR graphs for people: Graphviz DOT source, and the difference of two graphs.

:func:`to_dot` draws a graph the way its PENMAN text reads: every edge goes from
the node where the text writes it, so the tree hangs from the top.  Edges the
text writes inverted (``:ARG0-of``) are dashed and keep their ``-of`` label;
the focus is filled, the top has a double border; alignments become tooltips
(the aligned words when the graph has ``::tok``).

:func:`diff_graphs` compares two graphs that share variable names (a graph and
its refocused or edited version); :func:`diff_dot` draws both side by side with
the differences coloured.

>>> import penman
>>> dot = to_dot(penman.decode("(w / want-01 :ARG0 (b / boy) :ARG1 (g / go-02 :ARG0 b))"), focus="g")
>>> dot.splitlines()[0]
'digraph amr {'
>>> a = penman.decode("(w / want-01 :ARG0 (b / boy) :ARG1 (g / go-02 :ARG0 b))")
>>> from pipeline.refocus import refocus
>>> print(diff_graphs(a, refocus(a, "g")))
top: w -> g
inverted: w :ARG1 g
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import penman
from penman import layout, surface
from penman.models.amr import model as amr_model

from pipeline.amrio import as_graph
from pipeline.refocus import normalized_triple

__all__ = ["COLOURS", "GraphDiff", "diff_dot", "diff_graphs", "to_dot"]

COLOURS = {
    "focus": "#ffd966",
    "node": "#ffffff",
    "constant": "#f3f3f3",
    "added": "#2e7d32",
    "removed": "#c62828",
    "changed": "#ef6c00",
    "inverted": "#1565c0",
}
_FONT = "DejaVu Sans"


def _quote(text: object) -> str:
    """A DOT string literal."""
    escaped = str(text).replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def _attrs(**attrs: object) -> str:
    return "[" + ", ".join(f"{k}={_quote(v)}" for k, v in attrs.items() if v is not None) + "]"


def _alignment_tip(alignment: surface.AlignmentMarker | None, tokens: list[str] | None) -> str | None:
    if alignment is None:
        return None
    indices = list(alignment.indices)
    marker = str(alignment)  # as PENMAN writes it: ~e.4
    if tokens:
        words = " ".join(tokens[i] for i in indices if 0 <= i < len(tokens))
        if words:
            return f"{marker}: {words}"
    return marker


@dataclass
class _Style:
    """Per-element colours the diff drawing puts on top of the plain drawing."""

    nodes: dict[str, str] = field(default_factory=dict)
    edges: dict[tuple[str, str, str], str] = field(default_factory=dict)


def _body(graph: penman.Graph, prefix: str, focus: str | None, style: _Style | None) -> list[str]:
    style = style or _Style()
    tokens = graph.metadata.get("tok", "").split() or None
    aligned = surface.alignments(graph)
    role_aligned = surface.role_alignments(graph)
    lines = []
    for inst in graph.instances():
        var, concept = str(inst.source), inst.target
        tip = _alignment_tip(aligned.get(inst), tokens)
        colour = style.nodes.get(var)
        lines.append(f"  {_quote(prefix + var)} " + _attrs(
            label=f"{var} / {concept}" if concept is not None else var,
            tooltip=f"{concept} {tip}" if tip else concept,
            style="filled,bold" if var == focus else "filled",
            fillcolor=COLOURS["focus"] if var == focus else COLOURS["node"],
            color=colour or "black",
            penwidth=2.5 if colour or var == focus else None,
            peripheries=2 if var == graph.top else None,
        ))
    variables = {str(v) for v in graph.variables()}
    # With layout markers, only the edge that opens a node places it, so the drawing keeps
    # the text's tree and a reentrant reference does not pull its node up.
    laid_out = any(isinstance(e, layout.Push) for epis in graph.epidata.values() for e in epis)
    for k, triple in enumerate(graph.triples):
        source, role, target = str(triple[0]), triple[1], str(triple[2])
        if role == ":instance":
            continue
        key = (source, role, target)
        colour = style.edges.get(key)
        tip = _alignment_tip(role_aligned.get(triple), tokens)
        if target not in variables:  # an attribute: the constant gets a node of its own
            const_id = f"{prefix}{source}.{k}"
            lines.append(f"  {_quote(const_id)} " + _attrs(
                label=target, shape="box", style="filled,rounded", fillcolor=COLOURS["constant"],
                color=colour or "gray40", tooltip=_alignment_tip(aligned.get(triple), tokens)))
            lines.append(f"  {_quote(prefix + source)} -> {_quote(const_id)} " + _attrs(
                label=role, tooltip=tip, color=colour, fontcolor=colour))
            continue
        inverted = layout.appears_inverted(graph, triple)
        if inverted:  # drawn from where the text writes it, as the text writes it
            tail, head, label = target, source, amr_model.invert_role(role)
            tooltip = f"written {target} {label} {source}, i.e. {source} {role} {target}"
        else:
            tail, head, label, tooltip = source, target, role, f"{source} {role} {target}"
        lines.append(f"  {_quote(prefix + tail)} -> {_quote(prefix + head)} " + _attrs(
            label=label,
            tooltip=f"{tooltip} {tip}" if tip else tooltip,
            style="dashed" if inverted else None,
            color=colour or (COLOURS["inverted"] if inverted else None),
            fontcolor=colour or (COLOURS["inverted"] if inverted else None),
            penwidth=2.5 if colour else None,
            constraint="false" if laid_out and layout.get_pushed_variable(graph, triple) is None else None,
        ))
    return lines


def _header(name: str, title: str | None) -> list[str]:
    lines = [f"digraph {name} {{",
             f"  graph [fontname={_quote(_FONT)}, rankdir=TB, nodesep=0.3, ranksep=0.45, "
             # polylines: Graphviz's default splines warn on some non-constraining edges
             "splines=polyline"
             + (f", label={_quote(title)}, labelloc=t" if title else "") + "]",
             f"  node [fontname={_quote(_FONT)}, shape=ellipse, fontsize=12]",
             f"  edge [fontname={_quote(_FONT)}, fontsize=10]"]
    return lines


def to_dot(graph: penman.Graph | str, *, focus: str | None = None, title: str | None = None,
           name: str = "amr") -> str:
    """Graphviz DOT source for ``graph``; ``focus`` (default: the top) is highlighted."""
    graph = as_graph(graph)
    focus = focus if focus is not None else str(graph.top)
    return "\n".join([*_header(name, title), *_body(graph, "", focus, None), "}"]) + "\n"


def _normalized(triple: tuple[Any, str, Any]) -> tuple[str, str, str]:
    return normalized_triple((str(triple[0]), triple[1], str(triple[2])))


@dataclass(frozen=True)
class GraphDiff:
    """What changed between two graphs that share variable names.

    Edges are (source, role, target) as stored; ``:domain`` counts as an
    inverted ``:mod``, so canonicalized inversions are not reported as changes.
    """

    top: tuple[str, str] | None = None
    concepts_changed: tuple[tuple[str, str | None, str | None], ...] = ()
    nodes_added: tuple[tuple[str, str | None], ...] = ()
    nodes_removed: tuple[tuple[str, str | None], ...] = ()
    edges_added: tuple[tuple[str, str, str], ...] = ()
    edges_removed: tuple[tuple[str, str, str], ...] = ()
    edges_inverted: tuple[tuple[str, str, str], ...] = ()

    @property
    def is_empty(self) -> bool:
        return not any((self.top, self.concepts_changed, self.nodes_added, self.nodes_removed,
                        self.edges_added, self.edges_removed, self.edges_inverted))

    def lines(self) -> list[str]:
        out = []
        if self.top:
            out.append(f"top: {self.top[0]} -> {self.top[1]}")
        out += [f"concept: {v} {old} -> {new}" for v, old, new in self.concepts_changed]
        out += [f"added node: {v} / {c}" for v, c in self.nodes_added]
        out += [f"removed node: {v} / {c}" for v, c in self.nodes_removed]
        out += [f"added: {' '.join(e)}" for e in self.edges_added]
        out += [f"removed: {' '.join(e)}" for e in self.edges_removed]
        out += [f"inverted: {' '.join(e)}" for e in self.edges_inverted]
        return out

    def __str__(self) -> str:
        return "\n".join(self.lines()) or "no difference"

    def to_dict(self) -> dict[str, Any]:
        return {
            "top": list(self.top) if self.top else None,
            "concepts_changed": [list(x) for x in self.concepts_changed],
            "nodes_added": [list(x) for x in self.nodes_added],
            "nodes_removed": [list(x) for x in self.nodes_removed],
            "edges_added": [list(x) for x in self.edges_added],
            "edges_removed": [list(x) for x in self.edges_removed],
            "edges_inverted": [list(x) for x in self.edges_inverted],
        }


def diff_graphs(a: penman.Graph, b: penman.Graph) -> GraphDiff:
    """The differences from ``a`` to ``b``."""
    concepts_a = {str(i.source): i.target for i in a.instances()}
    concepts_b = {str(i.source): i.target for i in b.instances()}
    shared = [v for v in concepts_a if v in concepts_b]
    pairs_a = {_normalized(t): t for t in a.triples if t[1] != ":instance"}
    pairs_b = {_normalized(t): t for t in b.triples if t[1] != ":instance"}
    variables_a, variables_b = set(concepts_a), set(concepts_b)

    def written_inverted(g: penman.Graph, triple: tuple[Any, str, Any], variables: set[str]) -> bool:
        # a canonicalized :domain written downwards reads as an inverted :mod
        if str(triple[2]) not in variables:
            return False
        return layout.appears_inverted(g, triple) != (triple[1] == ":domain")

    inverted = tuple(e for e in pairs_a if e in pairs_b and
                     written_inverted(a, pairs_a[e], variables_a) != written_inverted(b, pairs_b[e], variables_b))
    return GraphDiff(
        top=(str(a.top), str(b.top)) if a.top != b.top else None,
        concepts_changed=tuple((v, concepts_a[v], concepts_b[v]) for v in shared
                               if concepts_a[v] != concepts_b[v]),
        nodes_added=tuple((v, c) for v, c in concepts_b.items() if v not in concepts_a),
        nodes_removed=tuple((v, c) for v, c in concepts_a.items() if v not in concepts_b),
        edges_added=tuple(e for e in pairs_b if e not in pairs_a),
        edges_removed=tuple(e for e in pairs_a if e not in pairs_b),
        edges_inverted=inverted,
    )


def diff_dot(a: penman.Graph, b: penman.Graph, *, titles: tuple[str, str] = ("before", "after"),
             name: str = "amr_diff") -> str:
    """One DOT drawing with ``a`` and ``b`` side by side, the differences coloured.

    Removed nodes and edges are red on the left, added ones green on the right,
    changed concepts orange on both sides, newly inverted edges blue.
    """
    diff = diff_graphs(a, b)
    left, right = _Style(), _Style()
    for var, _, _ in diff.concepts_changed:
        left.nodes[var] = right.nodes[var] = COLOURS["changed"]
    for var, _ in diff.nodes_removed:
        left.nodes[var] = COLOURS["removed"]
    for var, _ in diff.nodes_added:
        right.nodes[var] = COLOURS["added"]
    by_norm_a = {_normalized(t): t for t in a.triples}
    by_norm_b = {_normalized(t): t for t in b.triples}
    for edge in diff.edges_removed:
        s, r, t = by_norm_a[edge]
        left.edges[str(s), r, str(t)] = COLOURS["removed"]
    for edge in diff.edges_added:
        s, r, t = by_norm_b[edge]
        right.edges[str(s), r, str(t)] = COLOURS["added"]
    for edge in diff.edges_inverted:
        s, r, t = by_norm_b[edge]
        right.edges[str(s), r, str(t)] = COLOURS["inverted"]
    lines = _header(name, None)
    for side, (graph, style, title) in enumerate(((a, left, titles[0]), (b, right, titles[1]))):
        prefix = "ab"[side] + ":"
        lines.append(f"  subgraph cluster_{'ab'[side]} {{")
        lines.append(f"    label={_quote(title)}; fontname={_quote(_FONT)}; color=gray70;")
        lines += ["  " + line for line in _body(graph, prefix, str(graph.top), style)]
        lines.append("  }")
    summary = "\\l".join(line.replace('"', "'") for line in diff.lines()) or "no difference"
    lines.append(f"  label=\"{summary}\\l\"; labelloc=b; labeljust=l;")
    lines.append("}")
    return "\n".join(lines) + "\n"
