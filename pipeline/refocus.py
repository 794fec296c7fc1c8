"""Refocusing: make another node the focus (top) of an AMR and re-linearize it.

As the ParaAMR paper defines it, this is what ``penman.encode(graph, top=var)``
does: the graph is laid out again from the new top, edges that now point
upwards are written inverted (``:ARG0`` becomes ``:ARG0-of``), and otherwise
the source's order of branches is kept.  The result is a new
:class:`penman.Graph` whose layout markers describe the new tree, so that
encoding it needs no ``top=`` argument, with the same metadata and alignments.

Two things are added on top of penman:

* inversions that read badly are canonicalized with penman's AMR model
  (``:mod-of`` becomes ``:domain``, ``:domain-of`` becomes ``:mod``);
* when the source's layout markers cannot all be honoured from the new top,
  penman may split one node over two places (a second ``(m :ARG1 ...)`` without
  its concept); such splits are merged back into the node's first place.

Since linearization drives the word order of generated text, other orders are
offered too (:data:`ORDERS`, :func:`linearizations`).

>>> import penman
>>> g = penman.decode("(w / want-01 :ARG0 (b / boy) :ARG1 (g / go-02 :ARG0 b))")
>>> print(penman.encode(refocus(g, "g"), indent=None))
(g / go-02 :ARG1-of (w / want-01 :ARG0 (b / boy)) :ARG0 b)
>>> print(penman.encode(refocus(g, "g", order="canonical"), indent=None))
(g / go-02 :ARG0 b :ARG1-of (w / want-01 :ARG0 (b / boy)))
>>> print(penman.encode(refocus(penman.decode("(d / dog :mod (b / big))"), "b"), indent=None))
(b / big :domain (d / dog))
"""

from __future__ import annotations

import gc
from typing import Any, Literal

import penman
from penman import layout
from penman.models.amr import model as amr_model
from penman.tree import Tree, is_atomic

from pipeline.amrio import as_graph
from pipeline.errors import FocusError
from pipeline.graph import layout_tree
from pipeline.refocus_format import format_tree
from pipeline.refocus_layout import (
    Finished,
    PreparedData,
    configure,
    configure_steps,
    finish,
    normalized_triple,
)
from pipeline.refocus_layout import atomic_value as _atomic_value
from pipeline.refocus_layout import canonical_role as _canonical_role
from pipeline.refocus_layout import deinverted_role as _deinverted_role

__all__ = ["ORDERS", "Order", "Refocuser", "linearizations", "normalized_triple", "normalized_triples", "refocus"]

Order = Literal["source", "canonical", "reconfigured"]
#: ``source``: penman's layout from the new top, keeping the source's branch order;
#: ``canonical``: the same tree with branches sorted as penman's model sorts roles
#: (``:ARG0`` before ``:ARG1``, inverted roles last);
#: ``reconfigured``: penman's fresh layout from the triples, ignoring the source's
#: layout markers (reentrant nodes may be spelled out in another place).
ORDERS: tuple[Order, ...] = ("source", "canonical", "reconfigured")


def refocus(graph: penman.Graph | str, focus: str, *, order: Order = "source",
            canonicalize: bool = True) -> penman.Graph:
    """``graph`` with ``focus`` as its top, laid out in ``order``.

    Raises :class:`~pipeline.errors.FocusError` when ``focus`` is not an
    instance variable of the graph.  To refocus one graph many times, a
    :class:`Refocuser` checks it once.
    """
    return Refocuser(graph).graph(focus, order=order, canonicalize=canonicalize)


class Refocuser:
    """Every refocusing of one graph; what does not depend on the focus is done once.

    The source is checked (connected, laid out) and its triples normalized once, so
    each focus costs one penman layout from the new top, the interpretation of that
    tree and the comparison of its triples with the source's: time linear in the
    graph per focus.  :meth:`text` formats the refocused tree directly instead of
    laying the refocused graph out again as ``penman.encode`` would.

    >>> r = Refocuser("(w / want-01 :ARG0 (b / boy) :ARG1 (g / go-02 :ARG0 b))")
    >>> r.text("b", indent=None)
    '(b / boy :ARG0-of (w / want-01 :ARG1 (g / go-02 :ARG0 b)))'
    >>> r.text("g", indent=None) == penman.encode(refocus(r.source, "g"), indent=None)
    True
    """

    def __init__(self, graph: penman.Graph | str) -> None:
        self.source = as_graph(graph)
        self.variables = {str(i.source) for i in self.source.instances()}
        layout_tree(self.source)  # a one-line GraphError for a graph penman cannot lay out (disconnected)
        self._triples = normalized_triples(self.source)
        # penman's first configuration step orders the triples and their layout markers;
        # it does not depend on the top, so it is done once here (see _configure).
        self._preconfigured = list(reversed(layout._preconfigure(self.source, amr_model)))
        self._prepared = PreparedData(self._preconfigured)
        self._all_variables = list(self.source.variables())

    def tree(self, focus: str, *, order: Order = "source", canonicalize: bool = True) -> Tree:
        """The refocused tree (metadata included), as :meth:`graph` interprets it."""
        return self._refocused(focus, order, canonicalize, with_graph=False)[0]

    def graph(self, focus: str, *, order: Order = "source", canonicalize: bool = True) -> penman.Graph:
        """The refocused graph; its layout markers describe the new tree."""
        return self._interpreted(*self._refocused(focus, order, canonicalize))

    def graph_and_text(self, focus: str, *, order: Order = "source",
                       canonicalize: bool = True) -> tuple[penman.Graph, str]:
        """:meth:`graph` and :meth:`text` from one layout (a candidate needs both).

        >>> r = Refocuser("(w / want-01 :ARG0 (b / boy) :ARG1 (g / go-02 :ARG0 b))")
        >>> graph, text = r.graph_and_text("g")
        >>> text == penman.encode(graph) == r.text("g")
        True
        """
        tree, done = self._refocused(focus, order, canonicalize)
        return self._interpreted(tree, done), format_tree(tree, node_text=done.text if done else None)

    def _interpreted(self, tree: Tree, done: Finished | None) -> penman.Graph:
        new = done.graph(self.source.metadata) if done else layout.interpret(tree, amr_model)
        new.metadata = dict(self.source.metadata)
        return new

    def text(self, focus: str, *, order: Order = "source", canonicalize: bool = True,
             indent: int | None = -1) -> str:
        """The PENMAN text of the refocused graph, as ``penman.encode(self.graph(focus))`` writes it."""
        tree, done = self._refocused(focus, order, canonicalize, with_graph=False)
        return format_tree(tree, indent, done.text if done and indent == -1 else None)

    def _configure(self, top: str) -> Tree:
        """``layout.configure(self.source, top=top)`` (penman 1.3.1, whose steps it calls) from
        the triples ordered once in ``__init__``."""
        nodemap: dict[Any, Any] = {var: None for var in self.source.variables()}
        nodemap[top] = (top, [])
        node = configure_steps(top, list(self._preconfigured), nodemap,
                               lambda var, data, nodes: layout._configure_node(var, data, nodes, amr_model),
                               layout._find_next, lambda datum: isinstance(datum, layout.Pop))
        layout._process_epigraph(node)
        return Tree(node, metadata=self.source.metadata)

    def _refocused(self, focus: str, order: Order, canonicalize: bool,
                   with_graph: bool = True) -> tuple[Tree, Finished | None]:
        """The refocused tree, and where it is the tree of the prepared layout in the source order,
        what :func:`~pipeline.refocus_layout.finish` made of it (its text; ``with_graph``: its graph)."""
        # A focus allocates millions of small acyclic objects on a large graph, each freed by its
        # reference count; the cyclic collector would rescan the whole prepared graph for them
        # again and again, which made refocusing superlinear in graph size (1,600 nodes: 27 s
        # with it, 19 s without, for every focus of a wide graph).
        paused = gc.isenabled()
        gc.disable()
        try:
            return self._refocused_now(focus, order, canonicalize, with_graph)
        finally:
            if paused:
                gc.enable()

    def _refocused_now(self, focus: str, order: Order, canonicalize: bool,
                       with_graph: bool) -> tuple[Tree, Finished | None]:
        g = self.source
        if focus not in self.variables:
            known = ", ".join(sorted(self.variables)[:12]) + (" ..." if len(self.variables) > 12 else "")
            raise FocusError(f"{focus!r} is not a variable of the graph (variables: {known})")
        if order not in ORDERS:
            raise FocusError(f"unknown linearization order {order!r}; choose one of {', '.join(ORDERS)}")
        done = None
        if order != "reconfigured":
            node = configure(self._prepared, self._all_variables, focus)[0]
            # penman merged split nodes after its epigraph step: the same here unless a marker
            # sits where that order matters (a concept's role, a context that becomes a reference)
            touched = _merge_split_contexts(node)
            if not touched or not (self._prepared.concept_role_marker or any(
                    branch is None or branch[2][4] for branch in touched)):
                done = finish(node, canonicalize, self.variables, with_graph)
        if done is not None:  # the tree penman's steps would give, when they neither warn nor split a node
            tree = Tree(done.node, metadata=g.metadata)
        else:
            if order == "reconfigured":
                tree = layout.reconfigure(g, top=focus, model=amr_model)
            else:
                tree = self._configure(focus)
                _merge_split_nodes(tree)
            if canonicalize:
                tree = _canonicalized(tree)
        if order == "canonical":  # after canonicalizing, so that sorting a sorted tree changes nothing
            layout.rearrange(tree, key=amr_model.canonical_order)
        if done is not None:
            if done.checked == self._triples:
                return tree, done if order == "source" else None
        # Every variable has its one node context in the tree (split ones are merged).
        elif _tree_triples(tree, self.variables) == self._triples:
            return tree, None
        # A layout penman could not honour even after merging: its own fresh layout always works.
        tree = layout.reconfigure(g, top=focus, model=amr_model)
        if canonicalize:
            tree = _canonicalized(tree)
        return tree, None


def _canonicalized(tree: Tree) -> Tree:
    """``transform.canonicalize_roles(tree, amr_model)``, with each distinct role canonicalized once."""
    def walk(node: Any) -> Any:
        var, branches = node
        return (var, [(_canonical_role(role), target if is_atomic(target) else walk(target))
                      for role, target in branches])

    return Tree(walk(tree.node), metadata=tree.metadata)


def _tree_triples(tree: Tree, variables: set[str] | None = None) -> set[tuple[Any, str, Any]]:
    """:func:`normalized_triples` of ``layout.interpret(tree)``, without building the graph.

    ``variables``: those of the tree's node contexts, when the caller knows them.

    >>> t = penman.parse('(b / big~e.1 :domain (d / dog :ARG0-of~e.2 (x / bark-01)))')
    >>> _tree_triples(t) == normalized_triples(layout.interpret(t, amr_model))
    True
    """
    if variables is None:
        variables = {var for var, _ in tree.nodes()}
    triples: set[tuple[Any, str, Any]] = set()
    stack = [tree.node]
    while stack:
        var, branches = stack.pop()
        has_concept = False
        for role, target in branches:
            bare, inverted = _deinverted_role(role)
            has_concept |= bare == ":instance"
            if is_atomic(target):
                value = _atomic_value(target) if target else target
                if inverted and value not in variables:  # interpret keeps it as written
                    triple = (var, role.partition("~")[0], value)
                else:
                    triple = (value, bare, var) if inverted else (var, bare, value)
            else:
                triple = (target[0], bare, var) if inverted else (var, bare, target[0])
                stack.append(target)
            triples.add(normalized_triple(triple))
        if not has_concept:
            triples.add((var, ":instance", None))
    return triples


def _opens_twice(node: Any) -> bool:
    """Whether some variable has two node contexts below ``node`` (cheaper than a merge pass)."""
    seen: set[str] = set()
    stack = [node]
    while stack:
        var, branches = stack.pop()
        if var in seen:
            return True
        seen.add(var)
        stack.extend(branch[1] for branch in branches if type(branch[1]) is tuple)
    return False


def _merge_split_nodes(tree: Tree) -> None:
    """Merge node contexts penman split (one variable opened twice) into the first one, in place."""
    _merge_split_contexts(tree.node)


def _merge_split_contexts(root: Any) -> list[Any]:
    """:func:`_merge_split_nodes` below ``root``, whose branches are ``(role, target, ...)``;
    the branches it rewrote or moved."""
    touched: list[Any] = []
    if not _opens_twice(root):
        return touched
    while True:
        first: dict[str, Any] = {}
        later = None
        for node in _preorder(root, []):  # so the first context comes first
            if node[0] in first:
                later = node
                break
            first[node[0]] = node
        if later is None:
            return touched
        var, moved = later
        touched.append(_replace_context(root, later))
        keep = first[var][1]
        for branch in moved:
            if branch[0] != "/":
                keep.append(branch)
            elif not any(b[0] == "/" for b in keep):
                keep.insert(0, branch)
        touched.extend(moved)


def _preorder(node: Any, out: list[Any]) -> list[Any]:
    """The node contexts below ``node`` in penman's ``Tree.nodes()`` order."""
    out.append(node)
    for branch in node[1]:
        if type(branch[1]) is tuple:
            _preorder(branch[1], out)
    return out


def _replace_context(node: Any, context: Any) -> Any:
    """Replace the branch target ``context`` (by identity) with a bare reference to its variable;
    the new branch (``None``: not found)."""
    branches = node[1]
    for i, branch in enumerate(branches):
        target = branch[1]
        if target is context:
            branches[i] = (branch[0], context[0], *branch[2:])
            return branches[i]
        if not is_atomic(target):
            found = _replace_context(target, context)
            if found is not None:
                return found
    return None


def normalized_triples(graph: penman.Graph) -> set[tuple[Any, str, Any]]:
    """The triples of ``graph`` with ``:domain`` read as inverted ``:mod`` and alignments ignored.

    Refocusing may write ``(b / big :domain (d / dog))`` for ``(d / dog :mod (b / big))``;
    both mean the same.

    >>> sorted(normalized_triples(penman.decode("(b / big :domain (d / dog))")))
    [('b', ':instance', 'big'), ('d', ':instance', 'dog'), ('d', ':mod', 'b')]
    """
    return {normalized_triple(triple) for triple in graph.triples}


def linearizations(graph: penman.Graph | str, focus: str,
                   orders: tuple[Order, ...] = ORDERS) -> list[tuple[str, penman.Graph]]:
    """Every distinct linearization of ``graph`` from ``focus``: ``[(order, graph)]``, source first.

    >>> g = penman.decode("(w / want-01 :ARG0 (b / boy) :ARG1 (g / go-02 :ARG0 b))")
    >>> [name for name, _ in linearizations(g, "g")]
    ['source', 'canonical', 'reconfigured']
    """
    refocuser = Refocuser(graph)
    seen: set[str] = set()
    out: list[tuple[str, penman.Graph]] = []
    for order in orders:
        new = refocuser.graph(focus, order=order)
        text = penman.encode(new, model=amr_model, indent=None)
        if text not in seen:
            seen.add(text)
            out.append((order, new))
    return out
