"""The graph the rule-based parser builds: a tree of nodes with references.

Nodes are created with AMR-style variables (first letter of the concept, then a
number) and serialized to PENMAN with ``~e.N`` alignments.  A :class:`Ref` is a
re-entrancy (the same node filling a second role).  Serialization drops
references to nodes that never made it into the tree, so the output is always
connected and every variable is defined.

>>> b = GraphBuilder()
>>> they = b.node("they", 5)
>>> need = b.node("need-01", 7)
>>> need.add(":ARG0", they)
>>> approve = b.node("approve-01", 9)
>>> approve.add(":ARG0", Ref(they))
>>> need.add(":purpose", approve)
>>> need.add(":polarity", Const("-", 6))
>>> print(b.serialize(need))
(n / need-01~e.7 :ARG0 (t / they~e.5) :purpose (a / approve-01~e.9 :ARG0 t) :polarity -~e.6)
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Union

__all__ = ["Child", "Const", "GraphBuilder", "Node", "Ref", "concept_symbol", "target", "walk"]

_BAD_SYMBOL = re.compile(r"[\s()\"'~:/^,;#]+")
_LEADING = re.compile(r"^[^a-z0-9]+")


def concept_symbol(text: str) -> str:
    """``text`` made safe as a PENMAN concept symbol (lowercase, no delimiters).

    >>> concept_symbol("Grown Up"), concept_symbol("(:)"), concept_symbol("#"), concept_symbol("C#")
    ('grown-up', 'thing', 'thing', 'c')
    """
    symbol = _BAD_SYMBOL.sub("-", text.strip().lower()).strip("-")
    symbol = _LEADING.sub("", symbol)  # "#" would open a comment, "-" reads as a constant
    return symbol or "thing"


@dataclass(eq=False)
class Node:
    """One instance: ``(var / concept~e.align :role child ...)``."""

    var: str
    concept: str
    align: int | None = None
    edges: list[tuple[str, Child]] = field(default_factory=list)

    def add(self, role: str, child: Child | None) -> None:
        if child is not None:
            self.edges.append((role, child))

    def has(self, role: str) -> bool:
        return any(r == role for r, _ in self.edges)

    def get(self, role: str) -> Child | None:
        for r, child in self.edges:
            if r == role:
                return child
        return None

    def remove(self, role: str, child: Child) -> None:
        self.edges = [(r, c) for r, c in self.edges if not (r == role and c is child)]


@dataclass(frozen=True, eq=False)
class Ref:
    """A second mention of ``node`` (a re-entrancy)."""

    node: Node


@dataclass(frozen=True)
class Const:
    """A constant: a number, ``-``, ``imperative`` or a quoted string (``quoted=True``)."""

    value: str
    align: int | None = None
    quoted: bool = False
    also: tuple[int, ...] = ()  # more words it says: "million" of "4.7 million" (~e.10,11)


Child = Union[Node, Ref, Const]  # noqa: UP007 - used at runtime in isinstance-free code


def target(child: Child | None) -> Node | None:
    """The node a child stands for (itself, or what a reference points to)."""
    if isinstance(child, Node):
        return child
    if isinstance(child, Ref):
        return child.node
    return None


def walk(top: Node) -> Iterator[Node]:
    """Every node of the tree under ``top`` once (references are not followed)."""
    seen: set[int] = set()
    stack = [top]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        yield node
        stack.extend(c for _, c in reversed(node.edges) if isinstance(c, Node))


class GraphBuilder:
    """Creates nodes with unique AMR-style variables and writes the tree as PENMAN."""

    def __init__(self) -> None:
        self._used: dict[str, int] = {}
        # Tokens a role says rather than a node ("despite" of a :concession): covered.
        self.covered: set[int] = set()

    def node(self, concept: str, align: int | None = None) -> Node:
        concept = concept if concept.startswith('"') else concept_symbol(concept)
        letter = concept[0] if concept[0].isalpha() and concept[0].isascii() else "x"
        count = self._used.get(letter, 0) + 1
        self._used[letter] = count
        return Node(letter if count == 1 else f"{letter}{count}", concept, align)

    def serialize(self, top: Node, indent: bool = False) -> str:
        """PENMAN text of the tree under ``top``; ``indent`` lays it out as penman does."""
        placed = {id(n) for n in walk(top)}
        out: list[str] = []
        self._write(top, placed, set(), out, 0 if indent else -1)
        return "".join(out)

    def _write(self, node: Node, placed: set[int], written: set[int], out: list[str],
               column: int) -> None:
        """``column`` is where this node's "(" sits, or -1 for one line."""
        written.add(id(node))
        out.append(f"({node.var} / {node.concept}{_align(node.align)}")
        inner = column + len(node.var) + 2
        sep = " " if column < 0 else "\n" + " " * inner
        emitted: set[tuple[str, object]] = set()
        for role, child in node.edges:
            key = (role, child.value if isinstance(child, Const) else id(target(child)))
            if key in emitted:
                continue  # the same relation twice (e.g. a shared subject met twice)
            emitted.add(key)
            if isinstance(child, Const):
                value = _quote(child.value) if child.quoted else child.value
                also = "".join(f",{i}" for i in child.also) if child.align is not None else ""
                out.append(f"{sep}{role} {value}{_align(child.align)}{also}")
                continue
            ref = child.node if isinstance(child, Ref) else child
            if id(ref) not in placed or ref is node:
                continue  # a reference to a dropped node, or a self-loop
            if isinstance(child, Node) and id(child) not in written:
                out.append(f"{sep}{role} ")
                self._write(child, placed, written, out,
                            -1 if column < 0 else inner + len(role) + 1)
            else:
                out.append(f"{sep}{role} {ref.var}")
        out.append(")")


def _align(index: int | None) -> str:
    return "" if index is None else f"~e.{index}"


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
