"""Manual edits of an AMR graph, as a person makes them in the app.

Every edit is a small frozen dataclass that can be turned into a plain dict and
back (so the app can keep the history in ``st.session_state`` or a database),
and ``apply(graph)`` returns a new graph or raises
:class:`~pipeline.errors.EditRefused` with a one-line reason.  The input graph
is never modified.  After triples change the layout of the untouched part is
kept where penman can still honour it, and laid out afresh otherwise (stale
layout markers: penman issue #119).  Undo and redo live in
:mod:`pipeline.edit_history`.

>>> graph = SetConcept("d", "cat").apply("(b / bark-01 :ARG0 (d / dog))")
>>> penman.encode(TogglePolarity("b").apply(graph), indent=None)
'(b / bark-01 :ARG0 (d / cat) :polarity -)'
>>> edit_from_dict(SetConcept("d", "cat").to_dict())
SetConcept(variable='d', concept='cat')
>>> DeleteNode("b").apply(graph)
Traceback (most recent call last):
...
pipeline.errors.EditRefused: cannot delete b: it is the top; set another top first
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import asdict, dataclass, fields
from typing import Any, ClassVar

import penman
from penman import layout
from penman.exceptions import LayoutError
from penman.models.amr import model as amr_model

from pipeline.amrio import as_graph
from pipeline.edits import check_graph, relayout
from pipeline.errors import EditRefused, InputError
from pipeline.graph import fresh_variable, reachable

__all__ = [
    "EDIT_TYPES",
    "AddEdge",
    "DeleteEdge",
    "DeleteNode",
    "ManualEdit",
    "SetConcept",
    "SetRole",
    "SetTop",
    "TogglePolarity",
    "edit_from_dict",
]

_CONCEPT = re.compile(r'^[^\s()":/~]+$')
_ROLE = re.compile(r"^:[A-Za-z][A-Za-z0-9-]*$")
_CONSTANT = re.compile(r'^("[^"]*"|[^\s()":/~]+)$')


def _variables(g: penman.Graph) -> set[str]:
    return {str(i.source) for i in g.instances()}


def _need_node(g: penman.Graph, var: str, what: str) -> None:
    if var not in _variables(g):
        raise EditRefused(f"cannot {what}: {var!r} is not a node of the graph")


def _check_role(role: str) -> None:
    if not _ROLE.match(role) or role == ":instance":
        raise EditRefused(f"{role!r} is not a role (roles look like :ARG0, :mod or :ARG1-of)")


def _rebuild(g: penman.Graph, triples: list[tuple[Any, str, Any]], top: str | None = None,
             action: str = "edit", carry: dict[Any, Any] | None = None) -> penman.Graph:
    """A graph of ``triples`` that keeps ``g``'s layout where it still fits, validated.

    ``carry`` maps a rewritten triple to the one it replaces, whose layout
    markers (not its alignments: they described the old word) it takes over.
    The closing markers of a deleted triple move to the triple before it, so
    the tree around it keeps its shape.
    """
    top = top or str(g.top)
    carry = carry or {}
    replaced = {old: new for new, old in carry.items()}
    wanted = set(triples)
    epidata: dict[Any, list[Any]] = {}
    previous = None
    for triple in g.triples:
        epis = g.epidata.get(triple, [])
        if triple in replaced:
            triple = replaced[triple]
            epis = [e for e in epis if isinstance(e, layout.LayoutMarker)]
        if triple in wanted:
            epidata[triple] = epidata.get(triple, []) + list(epis)
            previous = triple
        elif previous is not None:
            epidata[previous].extend(e for e in epis if isinstance(e, layout.Pop))
    candidate = penman.Graph(triples, top=top, epidata=epidata, metadata=dict(g.metadata))
    problem = check_graph(candidate)
    if problem:
        raise EditRefused(f"cannot {action}: {problem}")
    try:
        tree = layout.configure(candidate, model=amr_model)
        new = layout.interpret(tree, amr_model)
        contexts = Counter(v for v, _ in tree.nodes())
        if set(new.triples) != set(triples) or max(contexts.values()) > 1:
            raise LayoutError("stale layout markers")
    except LayoutError:
        new = relayout(penman.Graph(triples, top=top, metadata=dict(g.metadata)))
    new.metadata = dict(g.metadata)
    return new


def _touches(triple: tuple[Any, str, Any], variables: set[str]) -> bool:
    """Whether ``triple`` starts at or points to one of ``variables``; an instance triple's
    target is a concept, which may be spelled like a variable (concept "i" and variable i)."""
    source, role, target = triple
    return str(source) in variables or (role != ":instance" and str(target) in variables)


def _find_triple(g: penman.Graph, source: str, role: str, target: str) -> tuple[Any, str, Any]:
    """The stored triple for an edge given as stored or as written (``:ARG0-of``)."""
    for triple in g.triples:
        if triple[1] != ":instance" and (str(triple[0]), triple[1], str(triple[2])) == (source, role, target):
            return triple
    inverse = amr_model.invert((source, role, target))
    for triple in g.triples:
        if (str(triple[0]), triple[1], str(triple[2])) == inverse:
            return triple
    raise EditRefused(f"no relation {role} from {source} to {target} in the graph")


@dataclass(frozen=True)
class ManualEdit:
    """Base of the manual edits: ``op`` names the edit in its dict form."""

    op: ClassVar[str] = ""

    def apply(self, graph: penman.Graph | str) -> penman.Graph:  # pragma: no cover - abstract
        raise NotImplementedError

    def describe(self) -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    def to_dict(self) -> dict[str, Any]:
        return {"op": self.op, **asdict(self)}


@dataclass(frozen=True)
class SetConcept(ManualEdit):
    """Change the concept of a node (its alignment goes: it described the old word)."""

    variable: str
    concept: str
    op: ClassVar[str] = "set_concept"

    def apply(self, graph: penman.Graph | str) -> penman.Graph:
        g = as_graph(graph)
        _need_node(g, self.variable, "change the concept")
        if not _CONCEPT.match(self.concept or ""):
            raise EditRefused(f"{self.concept!r} is not a concept (one word, no spaces, brackets, "
                              "quotes, colons or slashes)")
        old = next(t for t in g.instances() if t.source == self.variable)
        if old.target == self.concept:
            raise EditRefused(f"{self.variable} already is {self.concept}")
        new = (self.variable, ":instance", self.concept)
        triples = [new if t == old else t for t in g.triples]
        return _rebuild(g, triples, action="change the concept", carry={new: old})

    def describe(self) -> str:
        return f"concept of {self.variable} -> {self.concept}"


@dataclass(frozen=True)
class SetRole(ManualEdit):
    """Change the label of one relation or attribute; an ``-of`` label turns it round.

    The relation may be named as stored (``z9 :ARG2 z8``) or as written
    (``z8 :ARG2-of z9``); the new label reads from the same side.
    """

    source: str
    role: str
    target: str
    new_role: str
    op: ClassVar[str] = "set_role"

    def apply(self, graph: penman.Graph | str) -> penman.Graph:
        g = as_graph(graph)
        _check_role(self.new_role)
        old = _find_triple(g, self.source, self.role, self.target)
        is_edge = str(old[2]) in _variables(g)
        if not is_edge and amr_model.is_role_inverted(self.new_role):
            raise EditRefused(f"cannot invert {self.role} {self.target}: a constant cannot be a source")
        # the new label reads from the side the edge was named from (as stored or as written)
        new_triple = amr_model.deinvert((self.source, self.new_role, self.target)) if is_edge \
            else (old[0], self.new_role, old[2])
        if new_triple == old:
            raise EditRefused(f"the relation already is {self.new_role}")
        triples = [new_triple if t == old else t for t in g.triples]
        return _rebuild(g, triples, action=f"relabel {self.role} as {self.new_role}",
                        carry={new_triple: old})

    def describe(self) -> str:
        return f"{self.source} {self.role} {self.target}: role -> {self.new_role}"


@dataclass(frozen=True)
class DeleteEdge(ManualEdit):
    """Delete one relation or attribute; refused when that would cut the graph in two."""

    source: str
    role: str
    target: str
    op: ClassVar[str] = "delete_edge"

    def apply(self, graph: penman.Graph | str) -> penman.Graph:
        g = as_graph(graph)
        old = _find_triple(g, self.source, self.role, self.target)
        triples = [t for t in g.triples if t != old]
        lost = _variables(g) - reachable(triples, str(g.top))
        if lost:
            raise EditRefused(f"cannot delete {self.role} from {self.source}: "
                              f"{', '.join(sorted(lost))} would be cut off; delete the node instead")
        return _rebuild(g, triples, action="delete the relation")

    def describe(self) -> str:
        return f"delete {self.source} {self.role} {self.target}"


@dataclass(frozen=True)
class DeleteNode(ManualEdit):
    """Delete a node with its relations; with ``subtree`` also what is only reachable through it."""

    variable: str
    subtree: bool = False
    op: ClassVar[str] = "delete_node"

    def apply(self, graph: penman.Graph | str) -> penman.Graph:
        g = as_graph(graph)
        _need_node(g, self.variable, "delete the node")
        if self.variable == g.top:
            raise EditRefused(f"cannot delete {self.variable}: it is the top; set another top first")
        triples = [t for t in g.triples if not _touches(t, {self.variable})]
        lost = _variables(g) - {self.variable} - reachable(triples, str(g.top))
        if lost and not self.subtree:
            raise EditRefused(f"cannot delete {self.variable}: it is not a leaf "
                              f"({', '.join(sorted(lost))} hang from it); delete its subtree instead")
        triples = [t for t in triples if not _touches(t, lost)]
        return _rebuild(g, triples, action=f"delete {self.variable}")

    def describe(self) -> str:
        return f"delete {'subtree' if self.subtree else 'node'} {self.variable}"


@dataclass(frozen=True)
class AddEdge(ManualEdit):
    """Add a relation from ``source``: to an existing node (``target``), to a new node
    (``concept``) or to a constant (``constant``, e.g. ``-`` or ``"Paris"``); exactly one of the three."""

    source: str
    role: str
    target: str | None = None
    concept: str | None = None
    constant: str | None = None
    op: ClassVar[str] = "add_edge"

    def apply(self, graph: penman.Graph | str) -> penman.Graph:
        g = as_graph(graph)
        _need_node(g, self.source, "add a relation")
        _check_role(self.role)
        given = [x for x in (self.target, self.concept, self.constant) if x is not None]
        if len(given) != 1:
            raise EditRefused("add a relation to exactly one of: an existing node, a new concept, a constant")
        triples = list(g.triples)
        if self.target is not None:
            _need_node(g, self.target, "add a relation")
            if self.target == self.source:
                raise EditRefused(f"cannot add {self.role} from {self.source} to itself")
            triples.append(amr_model.deinvert((self.source, self.role, self.target)))
        elif self.concept is not None:
            if not _CONCEPT.match(self.concept):
                raise EditRefused(f"{self.concept!r} is not a concept (one word, no spaces, brackets, "
                                  "quotes, colons or slashes)")
            var = fresh_variable(_variables(g), self.concept)
            triples += [(var, ":instance", self.concept),
                        amr_model.deinvert((self.source, self.role, var))]
        else:
            constant = str(self.constant)
            if not _CONSTANT.match(constant) or constant in _variables(g):
                raise EditRefused(f"{constant!r} is not a constant (a number, a symbol like -, or a quoted string)")
            if amr_model.is_role_inverted(self.role):
                raise EditRefused(f"cannot add {self.role} to a constant: a constant cannot be a source")
            triples.append((self.source, self.role, constant))
        return _rebuild(g, triples, action=f"add {self.role} to {self.source}")

    def describe(self) -> str:
        what = self.target or (f"new {self.concept}" if self.concept else self.constant)
        return f"add {self.source} {self.role} {what}"


@dataclass(frozen=True)
class TogglePolarity(ManualEdit):
    """Add ``:polarity -`` to a node, or take it away."""

    variable: str
    op: ClassVar[str] = "toggle_polarity"

    def apply(self, graph: penman.Graph | str) -> penman.Graph:
        g = as_graph(graph)
        _need_node(g, self.variable, "toggle the polarity")
        negation = (self.variable, ":polarity", "-")
        triples = [t for t in g.triples if t != negation]
        if len(triples) == len(g.triples):
            triples.append(negation)
        return _rebuild(g, triples, action="toggle the polarity")

    def describe(self) -> str:
        return f"toggle :polarity - on {self.variable}"


@dataclass(frozen=True)
class SetTop(ManualEdit):
    """Make another node the top, exactly as refocusing does."""

    variable: str
    op: ClassVar[str] = "set_top"

    def apply(self, graph: penman.Graph | str) -> penman.Graph:
        from pipeline.refocus import refocus

        g = as_graph(graph)
        _need_node(g, self.variable, "set the top")
        if self.variable == g.top:
            raise EditRefused(f"{self.variable} already is the top")
        return refocus(g, self.variable)

    def describe(self) -> str:
        return f"top -> {self.variable}"


EDIT_TYPES: dict[str, type[ManualEdit]] = {
    cls.op: cls for cls in (SetConcept, SetRole, DeleteEdge, DeleteNode, AddEdge, TogglePolarity, SetTop)
}


def edit_from_dict(data: dict[str, Any]) -> ManualEdit:
    """The edit a :meth:`ManualEdit.to_dict` dict describes; :class:`InputError` if it is not one.

    >>> edit_from_dict({"op": "set_top", "variable": "d"})
    SetTop(variable='d')
    """
    kind = EDIT_TYPES.get(str(data.get("op")))
    if kind is None:
        raise InputError(f"unknown manual edit {data.get('op')!r}; one of {', '.join(EDIT_TYPES)}")
    names = {f.name for f in fields(kind)}
    unknown = sorted(set(data) - names - {"op"})
    if unknown:
        raise InputError(f"{kind.op} edit has no field {unknown[0]!r}")
    try:
        return kind(**{k: v for k, v in data.items() if k != "op"})
    except TypeError as exc:
        raise InputError(f"{kind.op} edit: {exc}") from None
