"""penman's layout steps for one source graph laid out from many tops, with per-graph work done once.

:class:`pipeline.refocus.Refocuser` lays a graph out from every focus.  penman
1.3.1's own steps (``layout.configure``, ``layout.interpret``, ``penman.format``)
re-derive, for each top, what only depends on the source: each triple's
inversion, the strings of its alignment markers, each role's inverted form.
They also walk the tree once per step (epigraph, node splits, canonical roles,
the triple check, interpretation, formatting), which at 1,600 nodes costs more
than the graph's size would suggest.  This module does the same steps with
that work hoisted out of the loop over foci:

* :class:`PreparedData`: penman's preconfigured triples, each with its
  inverse and its alignment suffixes computed once;
* :func:`configure`: ``layout.configure`` from those (same decisions, same tree);
* :func:`finish`: epigraph processing, role canonicalization, the triple check,
  ``layout.interpret`` and ``penman.format`` (adaptive indentation) in one walk
  (:class:`Finished`), or ``None`` where penman would warn of an ignored marker
  or a node still has two contexts (the caller then takes penman's own path, so
  warnings and repairs stay penman's);
* ``penman.format`` of any other tree (other indentations, sorted orders) is
  :func:`pipeline.refocus_format.format_tree`.

Equality with penman's results is what ``tests/test_refocus_layout.py`` checks.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import cache, lru_cache
from typing import Any

from penman import layout
from penman.graph import Graph
from penman.models.amr import model as amr_model
from penman.surface import Alignment, AlignmentMarker, RoleAlignment

from pipeline.errors import GraphError

__all__ = ["Finished", "PreparedData", "atomic_value", "canonical_role", "configure", "configure_steps",
           "deinverted_role", "finish", "normalized_triple"]

_penman_layout_log = logging.getLogger("penman.layout")
_INSTANCE = ":instance"


class PreparedData:
    """``preconfigured``, ``layout._preconfigure(graph)`` reversed (consumed from the end), with
    each datum a tuple ``(triple, push, inverse_role, role_suffix, target_suffix, other_epis, epis, memo)``
    and each :class:`~penman.layout.Pop` ``None``."""

    def __init__(self, preconfigured: list[Any]) -> None:
        self.data: list[Any] = []
        for datum in preconfigured:
            if isinstance(datum, layout.Pop):
                self.data.append(None)
                continue
            triple, push, epis = datum
            role_suffix = "".join(str(e) for e in epis if e.mode == 1)
            target_suffix = "".join(str(e) for e in epis if e.mode == 2)
            other = any(e.mode not in (1, 2) for e in epis)
            # the last: finish()'s memo of each branch, by orientation and canonicalization, then of its
            # interpretation
            self.data.append((triple, push, amr_model.invert_role(triple[1]), role_suffix,
                              target_suffix, other, epis, [None] * 8))
        #: whether a concept's role carries a marker (penman then reads its branch as a role)
        self.concept_role_marker = any(d is not None and d[0][1] == _INSTANCE and d[3] for d in self.data)


def configure(prepared: PreparedData, variables: list[Any], top: str) -> tuple[Any, Any]:
    """``layout.configure`` from ``top`` up to (not including) its epigraph step: the root node,
    whose branches are ``(role, target, datum, 0 or 2 where the datum is inverted)``; :class:`GraphError` where penman raises."""
    nodemap: dict[Any, Any] = dict.fromkeys(variables)
    nodemap[top] = (top, [])
    node = configure_steps(top, list(prepared.data), nodemap, _configure_node, _find_next,
                           lambda datum: datum is None)
    return node, nodemap


def configure_steps(top: Any, data: list[Any], nodemap: dict[Any, Any],
                    configure_node: Callable[[Any, list[Any], dict[Any, Any]], tuple[Any, bool]],
                    find_next: Callable[[list[Any], dict[Any, Any]], tuple[list[Any], Any, list[Any]]],
                    is_pop: Callable[[Any], bool]) -> Any:
    """penman 1.3.1's ``layout.configure`` loop over ``data`` (consumed from the end) with its
    node step, next-node search and pop marker given: the node of ``top``, after penman's own
    repair of what the markers do not place from this top.  Both penman's data and
    :class:`PreparedData` go through it."""
    node, _ = configure_node(top, data, nodemap)
    while data and is_pop(data[-1]):
        data.pop()
    skipped: list[Any] = []
    while data:
        _skipped, var, data = find_next(data, nodemap)
        skipped.extend(_skipped)
        data_count = len(data)
        if var is None or data_count == 0:
            raise GraphError("cannot lay the graph out: possibly disconnected graph")
        _, surprising = configure_node(var, data, nodemap)
        if len(data) == data_count and surprising:
            skipped.insert(0, data.pop())
        elif len(data) >= data_count:
            raise GraphError("cannot lay the graph out: unknown configuration error")
        else:
            data = skipped + data
            skipped.clear()
        while data and is_pop(data[-1]):
            data.pop()
    if skipped:
        raise GraphError("cannot lay the graph out: incomplete configuration")
    return node


def _configure_node(var: Any, data: list[Any], nodemap: dict[Any, Any]) -> tuple[Any, bool]:
    """``layout._configure_node`` over prepared data."""
    node = nodemap[var]
    edges = node[1]
    surprising = False
    while data:
        datum = data.pop()
        if datum is None:
            break
        source, role, target = datum[0]
        push = datum[1]
        slot = 0
        if source == var:
            pass
        elif target == var and role != _INSTANCE:  # unexpected inversion
            role, target = datum[2], source
            push = False
            surprising = True
            slot = 2
        else:
            data.append(datum)
            surprising = True
            break
        if role == _INSTANCE:
            if not target:
                continue
            edges.insert(0, ("/", target, datum, slot))
        else:
            if push:
                nodemap[target] = (target, [])
                target, _surprising = _configure_node(target, data, nodemap)
                surprising &= _surprising
            elif target in nodemap and nodemap[target] is None:
                nodemap[target] = node
            edges.append((role, target, datum, slot))
    return node, surprising


def _find_next(data: list[Any], nodemap: dict[Any, Any]) -> tuple[list[Any], Any, list[Any]]:
    """``layout._find_next`` over prepared data."""
    var = None
    site = nodemap.get  # None both for a constant and for a variable without a site yet
    i = 0
    for i in range(len(data) - 1, -1, -1):
        datum = data[i]
        if datum is None:
            continue
        source, _, target = datum[0]
        if site(source) is not None:
            _get_or_establish_site(source, nodemap)
            var = source
            break
        if site(target) is not None:
            _get_or_establish_site(target, nodemap)
            var = target
            break
    pivot = i + 1
    return data[pivot:], var, data[:pivot]


def _get_or_establish_site(var: Any, nodemap: dict[Any, Any]) -> bool:
    """``layout._get_or_establish_site``."""
    site = nodemap[var]
    if site is None:
        return False
    _var, edges = site
    if var != _var:
        node: tuple[Any, list[Any]] = (var, [])
        nodemap[var] = node
        for i, edge in enumerate(edges):
            if edge[1] == var and edge[0] != "/":
                edges[i] = (edge[0], node, edge[2], edge[3])
                break
    return True


class Finished:
    """What :func:`finish` makes of a configured tree in one walk: the tree as penman's epigraph
    step (and canonical roles) leave it, its normalized triples, and ``layout.interpret`` and
    ``penman.format`` (adaptive indentation) of it, valid where it has one node context per variable."""

    def __init__(self) -> None:
        self.node: Any = None
        self.checked: set[tuple[Any, str, Any]] = set()  # :func:`pipeline.refocus._tree_triples`
        self.triples: list[Any] = []  # layout.interpret's, in its order
        self.epidata: list[Any] = []
        self.warnings: list[str] = []  # what layout.interpret would log
        self.text = ""

    def graph(self, metadata: dict[str, str]) -> Graph:
        """``layout.interpret(Tree(self.node, metadata))``, logging what it would log."""
        for message in self.warnings:
            _penman_layout_log.warning(message)
        epimap: dict[Any, Any] = {}
        for triple, epis in self.epidata:
            if triple in epimap:
                _penman_layout_log.warning(f"ignoring epigraph data for duplicate triple: {triple}")
            else:
                epimap[triple] = epis
        graph = Graph(top=self.node[0], metadata=metadata)
        graph.triples = self.triples  # every role already starts with ':' (Graph() would copy to check)
        graph.epidata = epimap
        return graph


def finish(node: Any, canonicalize: bool, variables: set[str], with_graph: bool = True) -> Finished | None:
    """The configured ``node`` after penman's epigraph step and, with ``canonicalize``,
    :func:`canonical_role` on each role (``with_graph``: and its interpretation); ``None`` where
    a variable has two node contexts or penman would warn of an ignored marker."""
    seen: set[str] = set()
    canon = 1 if canonicalize else 0
    done = Finished()
    checked, triples, epidata = done.checked, done.triples, done.epidata
    push, pop = layout.Push, layout.POP

    def walk(node: Any, column: int) -> tuple[Any, str]:
        var, edges = node
        if var in seen:
            raise _Unfinished
        seen.add(var)
        start = len(triples)
        out = []
        parts = []
        has_concept = interpreted_concept = False
        column += len(str(var)) + 2
        for role, target, datum, slot in edges:
            memo = datum[7]
            found = memo[slot + canon]
            if found is None:
                name = target[0] if type(target) is tuple else target
                found = memo[slot + canon] = _branch(datum, var, role, name, canonicalize, variables)
            final_role, concept, nested, atomic, atomic_target = found
            has_concept |= concept
            if with_graph:  # what layout.interpret makes of the branch, also computed once
                interpreted = memo[4 + slot + canon]
                if interpreted is None:
                    interpreted = memo[4 + slot + canon] = _interpreted(var, final_role, atomic_target, variables)
                interpreted_concept |= interpreted[0]
            if type(target) is tuple:
                if nested is None:
                    raise _Unfinished
                checked.add(nested)
                if with_graph:
                    triple = interpreted[2]
                    triples.append(triple)
                    epidata.append((triple, [*interpreted[1], push(target[0])]))
                    target, text = walk(target, column + len(final_role) + 1)
                    epidata[-1][1].append(pop)
                else:
                    target, text = walk(target, column + len(final_role) + 1)
                parts.append(f"{final_role} {text}")
            else:
                if atomic is None:
                    raise _Unfinished
                checked.add(atomic)
                if with_graph:
                    triple = interpreted[3]
                    if interpreted[4]:
                        done.warnings.append(interpreted[4])
                    triples.append(triple)
                    epidata.append((triple, [*interpreted[5]]))
                target = atomic_target
                parts.append(f"{final_role} {target!s}" if target else final_role)
            out.append((final_role, target))
        if not has_concept:
            checked.add((var, _INSTANCE, None))
        if with_graph and not interpreted_concept:
            instance = (var, _INSTANCE, None)
            triples.insert(start, instance)
            epidata.append((instance, []))
        if not var:
            return (var, out), "()"
        if not parts:
            return (var, out), f"({var!s})"
        return (var, out), f"({var!s} {(chr(10) + ' ' * column).join(parts)})"

    try:
        done.node, done.text = walk(node, 0)
    except _Unfinished:
        return None
    return done


def _branch(datum: Any, var: Any, role: str, target: Any, canonicalize: bool,
            variables: set[str]) -> tuple[Any, ...]:
    """What a branch ``(role, target)`` of ``var``'s node, placed from ``datum``, becomes in every
    tree: ``(role as written, whether it is the concept, its normalized triple when the target is a
    node context, and when it is atomic, that target as written)``; a triple is ``None`` where
    penman would warn of an ignored marker.  The same for every focus, so computed once."""
    if datum[3]:
        role = f"{role}{datum[3]}"
    if canonicalize:
        role = canonical_role(role)
    bare, inverted = deinverted_role(role)
    concept = bare == _INSTANCE
    if datum[5]:
        return role, concept, None, None, None
    nested = None
    if not datum[4] and not concept:
        nested = normalized_triple((target, bare, var) if inverted else (var, bare, target))
    if datum[4]:
        target = f"{target}{datum[4]}"
    value = atomic_value(target) if target else target
    if inverted and value not in variables:
        triple = (var, role.partition("~")[0], value)
    else:
        triple = (value, bare, var) if inverted else (var, bare, value)
    return role, concept, nested, normalized_triple(triple), target


def _interpreted(var: Any, role: str, target: Any, variables: set[str]) -> tuple[Any, ...]:
    """``layout._interpret_node`` of one branch ``(role, target)`` of ``var``'s node: whether it is
    the concept, its role's markers, its triple when the target is a node context; when the target
    is atomic, its triple, what penman would log, and the markers of role and target.  (Markers
    are shared by the graphs of one source: nothing changes them.)"""
    role_markers: list[Any] = []
    if role == "/":
        role = _INSTANCE
    elif "~" in role:
        role, marker = _split_marker(role, RoleAlignment)
        role_markers.append(marker[0](marker[1], prefix=marker[2]))
    inverted = amr_model.is_role_inverted(role)
    nested = (target, amr_model.invert_role(role), var) if inverted else (var, role, target)
    markers = list(role_markers)
    if target and "~" in target:
        target, marker = _split_marker(target, Alignment)
        if marker is not None:
            markers.append(marker[0](marker[1], prefix=marker[2]))
    triple, warning = (var, role, target), ""
    if inverted:
        if target in variables:
            triple = (target, amr_model.invert_role(role), var)
        else:
            warning = f"cannot deinvert attribute: {triple!r}"
    return role == _INSTANCE, tuple(role_markers), nested, triple, warning, tuple(markers)


@cache
def canonical_role(role: str) -> str:
    """penman's canonical form of a role as a tree writes it (alignment suffix kept)."""
    bare, tilde, alignment = role.partition("~")
    return amr_model.canonicalize_role(bare) + tilde + alignment


class _Unfinished(Exception):
    """A tree :func:`finish` leaves to penman's own steps."""


@lru_cache(maxsize=65536)
def _split_marker(text: str, kind: type[AlignmentMarker]) -> tuple[str, Any]:
    """``layout._process_role``/``_process_atomic`` of ``text`` (which has a ``~``):
    ``(bare, (kind, indices, prefix))``, or ``(text, None)`` for a quoted string without a marker."""
    if kind is Alignment and text.startswith('"'):
        pivot = text.rindex('"') + 1
        if pivot == len(text):
            return text, None
        bare, alignment = text[:pivot], text[pivot:]
    else:
        bare, _, alignment = text.partition("~")
    marker = kind.from_string(alignment)
    return bare, (kind, marker.indices, marker.prefix)


@cache
def deinverted_role(role: str) -> tuple[str, bool]:
    """The role a tree branch stands for, alignment removed, and whether the branch is inverted."""
    bare = role.partition("~")[0]
    if bare == "/":
        return _INSTANCE, False
    if amr_model.is_role_inverted(bare):
        return amr_model.invert_role(bare), True
    return bare, False


def atomic_value(target: str) -> str:
    """An atomic target without its alignment, as ``layout.interpret`` reads it."""
    if "~" not in target:
        return target
    if target.startswith('"'):
        return target[: target.rindex('"') + 1]
    return target.partition("~")[0]


def normalized_triple(triple: tuple[Any, str, Any]) -> tuple[Any, str, Any]:
    """``triple`` with ``:domain`` read as inverted ``:mod``; any other triple as it is.

    >>> normalized_triple(("b", ":domain", "d")), normalized_triple(("d", ":mod", "b"))
    (('d', ':mod', 'b'), ('d', ':mod', 'b'))
    """
    source, role, target = triple
    return (target, ":mod", source) if role == ":domain" else (source, role, target)
