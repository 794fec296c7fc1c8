"""AMR-DA edits (Shou et al., 2022): random swap, deletion, insertion, synonym replacement.

Each operation works on the PENMAN tree of the graph, the way AMR-DA works on
linearized graphs, and makes n = max(1, int(alpha x |pairs|)) changes, where
|pairs| is the number of edge-node pairs (relations and attributes) of the graph:

* **RS** (random swap): two edge-node pairs at the same depth of the tree
  exchange places; each pair moves with its edge and everything below it.
* **RD** (random deletion): a leaf pair is deleted: a role with a constant, a
  reference to a node defined elsewhere, or a node with nothing but its concept.
  ``:polarity`` is never deleted: without it a sentence says the opposite.
* **RI** (random insertion): a leaf pair from an inventory collected from real
  graphs (:mod:`pipeline.resources`) is attached to a random node; pairs with
  ``:ARGn``, ``:polarity``, ``:wiki``, ``:opN``, ``:sntN`` or ``:value`` never are.
* **SR** (synonym replacement): a concept is replaced by a WordNet synonym of
  the same part of speech (a predicate by a predicate).

The result is laid out afresh (penman keeps stale layout markers after triples
change: penman issue #119), is checked to be connected and valid, and the same
seed always gives the same edit.  An edit that cannot be made is refused with a
reason (:class:`~pipeline.errors.EditRefused`).

>>> g = "(s / see-01 :ARG0 (b / boy :mod (t / tall)) :ARG1 (d / dog :mod (b2 / big)))"
>>> result = apply_edit(g, "rs", seed=0)
>>> [str(c) for c in result.changes]
['rs: swapped :mod (t / tall) with :mod (b2 / big) between b and d']
>>> import penman
>>> print(penman.encode(result.graph, indent=None))
(s / see-01 :ARG0 (b / boy :mod (b2 / big)) :ARG1 (d / dog :mod (t / tall)))
>>> print(penman.encode(apply_edit(g, "rd", seed=0).graph, indent=None))
(s / see-01 :ARG0 (b / boy :mod (t / tall)) :ARG1 (d / dog))
"""

from __future__ import annotations

import logging
import math
import random
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

import penman
from penman import layout
from penman.models.amr import model as amr_model
from penman.tree import Tree, is_atomic

from pipeline.amrio import as_graph
from pipeline.concepts import DEGREE_WORDS, SENSE_PATTERN, concept_kind
from pipeline.errors import EditRefused, InputError
from pipeline.graph import disconnection, fresh_variable, layout_tree

__all__ = [
    "DEFAULT_ALPHA",
    "OPS",
    "RI_EXCLUDED",
    "Change",
    "EditResult",
    "Op",
    "apply_edit",
    "check_graph",
    "edit_count",
    "relayout",
]

Op = Literal["rs", "rd", "ri", "sr"]
OPS: tuple[Op, ...] = ("rs", "rd", "ri", "sr")
#: The rates of the AMR-DA paper.
DEFAULT_ALPHA: dict[str, float] = {"rs": 0.05, "rd": 0.1, "ri": 0.05, "sr": 0.1}
#: Roles random insertion never adds (inverted forms included).
RI_EXCLUDED = re.compile(r"^:(ARG\d+|polarity|wiki|op\d+|snt\d+|value)(-of)?$")
# Concept kinds whose words have synonyms worth swapping in (not names, pronouns, dates...).
SR_KINDS = frozenset({"predicate", "noun", "attribute"})
# Tries per change before an operation gives up on finding a valid one.
ATTEMPTS = 20


@dataclass(frozen=True)
class Change:
    """One change an edit made, readable by people."""

    op: str
    detail: str

    def __str__(self) -> str:
        return f"{self.op}: {self.detail}"


@dataclass(frozen=True)
class EditResult:
    graph: penman.Graph
    op: str
    changes: tuple[Change, ...]


def edit_count(alpha: float, pairs: int) -> int:
    """n = max(1, int(alpha x pairs)), the number of changes one edit makes.

    >>> edit_count(0.1, 12), edit_count(0.05, 12), edit_count(0.5, 12)
    (1, 1, 6)
    """
    return max(1, int(alpha * pairs))


def _check_alpha(op: str, alpha: float | None) -> float:
    if alpha is None:
        return DEFAULT_ALPHA[op]
    if isinstance(alpha, bool) or not isinstance(alpha, int | float) or math.isnan(alpha) \
            or not 0 < alpha <= 1:
        raise InputError(f"alpha must be in (0, 1], got {alpha}")
    return float(alpha)


def check_graph(graph: penman.Graph) -> str | None:
    """Why ``graph`` is not a valid AMR, or ``None`` when it is.

    >>> check_graph(penman.decode("(a / alpha :ARG0 (b / beta))")) is None
    True
    >>> check_graph(penman.Graph([("a", ":instance", "x"), ("b", ":instance", "y")], top="a"))
    'the graph is disconnected: b cannot be reached from the top a'
    """
    concepts = Counter(str(i.source) for i in graph.instances())
    twice = sorted(v for v, n in concepts.items() if n > 1)
    if twice:
        return f"variable {twice[0]} would have two concepts"
    if graph.top not in concepts:
        return f"the top {graph.top} is not a node"
    for source, role, target in graph.edges():
        if source == target:
            return f"{source} would point to itself with {role}"
    if len(set(graph.triples)) != len(graph.triples):
        dup = next(t for t, n in Counter(graph.triples).items() if n > 1)
        return f"the relation {dup[1]} from {dup[0]} to {dup[2]} would be there twice"
    return disconnection(graph)


def relayout(graph: penman.Graph, top: str | None = None) -> penman.Graph:
    """``graph`` laid out afresh from its triples, stale layout markers dropped (penman #119).

    >>> g = penman.decode("(a / alpha :ARG0 (b / beta))")
    >>> g.triples.remove(("a", ":ARG0", "b")); g.triples.append(("b", ":ARG1", "a"))
    >>> print(penman.encode(relayout(g), indent=None))
    (a / alpha :ARG1-of (b / beta))
    """
    tree = layout.reconfigure(graph, top=top or graph.top, model=amr_model)
    new = layout.interpret(tree, amr_model)
    new.metadata = dict(graph.metadata)
    return new


class _QuietDuplicates(logging.Filter):
    """Drops penman's warning about a duplicate triple: :func:`check_graph` reports it instead."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "duplicate triple" not in record.getMessage()


_PENMAN_LAYOUT_LOG = logging.getLogger("penman.layout")


def _graph_of(tree: Tree, metadata: dict[str, str]) -> penman.Graph:
    quiet = _QuietDuplicates()
    _PENMAN_LAYOUT_LOG.addFilter(quiet)
    try:
        new = layout.interpret(Tree(tree.node, metadata=dict(metadata)), amr_model)
    finally:
        _PENMAN_LAYOUT_LOG.removeFilter(quiet)
    new.metadata = dict(metadata)
    return new


def _bare(text: str) -> str:
    return str(text).split("~", 1)[0]


def _short(target: Any) -> str:
    """A branch target as a person reads it: a constant, a variable, or ``(v / concept)``."""
    if is_atomic(target):
        return _bare(target)
    var, branches = target
    concept = next((_bare(t) for r, t in branches if r == "/"), None)
    return f"({var} / {concept})" if concept else var


def _copy(node: Any) -> Any:
    var, branches = node
    return (var, [(r, t if is_atomic(t) else _copy(t)) for r, t in branches])


def _contexts(node: Any, depth: int = 0) -> list[tuple[Any, int]]:
    out = [(node, depth)]
    for role, target in node[1]:
        if role != "/" and not is_atomic(target):
            out.extend(_contexts(target, depth + 1))
    return out


def _count_pairs(graph: penman.Graph) -> int:
    return sum(1 for t in graph.triples if t[1] != ":instance")


def apply_edit(graph: penman.Graph | str, op: str, *, alpha: float | None = None, seed: int = 0,
               resources: Any = None) -> EditResult:
    """One AMR-DA edit of ``graph``; the input graph is not modified.

    ``resources`` (a :class:`pipeline.resources.Resources`) supplies the RI
    inventory and the SR synonyms; by default the shipped assets.
    """
    if op not in OPS:
        raise InputError(f"unknown edit {op!r}; choose one of {', '.join(OPS)}")
    rate = _check_alpha(op, alpha)
    graph = as_graph(graph)
    rng = random.Random(f"{op}:{seed}")
    n = edit_count(rate, _count_pairs(graph))
    tree = layout_tree(graph)  # not mutated: every attempt edits a copy
    if op in ("ri", "sr") and resources is None:
        from pipeline.resources import load_resources

        resources = load_resources()
    original = {str(i.source): str(i.target) for i in graph.instances()}
    step: Callable[[Tree, random.Random], Change | None] = {
        "rs": _swap_step,
        "rd": _delete_step,
        "ri": lambda t, r: _insert_step(t, r, resources),
        "sr": lambda t, r: _synonym_step(t, r, resources, original),
    }[op]
    changes: list[Change] = []
    edited: penman.Graph | None = None
    reason = "no change was possible"
    exhausted = False
    for _ in range(n):
        for _attempt in range(ATTEMPTS):
            candidate = Tree(_copy(tree.node))
            change = step(candidate, rng)
            if change is None:
                exhausted, reason = True, _NOTHING[op]
                break
            new = _graph_of(candidate, graph.metadata)
            problem = check_graph(new)
            if problem is None:
                tree, edited = candidate, new
                changes.append(change)
                break
            reason = problem
        if exhausted:
            break
    if edited is None:
        raise EditRefused(f"{op} edit refused: {reason}")
    return EditResult(edited, op, tuple(changes))


_NOTHING = {
    "rs": "no two edge-node pairs at the same depth to swap",
    "rd": "no leaf that can be deleted (only the top, or only :polarity)",
    "ri": "the insertion inventory is empty",
    "sr": "no concept with a known synonym",
}


def _swap_step(tree: Tree, rng: random.Random) -> Change | None:
    by_depth: dict[int, list[tuple[Any, int]]] = {}
    for node, depth in _contexts(tree.node):
        for i, (role, _) in enumerate(node[1]):
            if role != "/":
                by_depth.setdefault(depth + 1, []).append((node, i))
    depths = sorted(d for d, pairs in by_depth.items() if len(pairs) > 1)
    if not depths:
        return None
    (node_a, i), (node_b, j) = rng.sample(by_depth[rng.choice(depths)], 2)
    branch_a, branch_b = node_a[1][i], node_b[1][j]
    node_a[1][i], node_b[1][j] = branch_b, branch_a
    where = f"under {node_a[0]}" if node_a is node_b else f"between {node_a[0]} and {node_b[0]}"
    return Change("rs", f"swapped {_bare(branch_a[0])} {_short(branch_a[1])} with "
                        f"{_bare(branch_b[0])} {_short(branch_b[1])} {where}")


def _delete_step(tree: Tree, rng: random.Random) -> Change | None:
    referenced = Counter(_bare(t) for _, t in _all_branches(tree.node) if is_atomic(t))
    leaves = []
    for node, _ in _contexts(tree.node):
        for i, (role, target) in enumerate(node[1]):
            if role == "/" or _bare(role) == ":polarity":
                continue
            if is_atomic(target) or (all(r == "/" for r, _ in target[1]) and not referenced[target[0]]):
                leaves.append((node, i))
    if not leaves:
        return None
    node, i = rng.choice(leaves)
    role, target = node[1].pop(i)
    return Change("rd", f"deleted {_bare(role)} {_short(target)} from {node[0]}")


def _all_branches(node: Any) -> list[tuple[str, Any]]:
    out = []
    for role, target in node[1]:
        out.append((role, target))
        if not is_atomic(target):
            out.extend(_all_branches(target))
    return out


def _insert_step(tree: Tree, rng: random.Random, resources: Any) -> Change | None:
    inventory = resources.inventory
    if not inventory:
        return None
    node, _ = rng.choice(_contexts(tree.node))
    pair = rng.choice(inventory)
    if pair.kind == "concept":
        var = fresh_variable({v for v, _ in tree.nodes()}, pair.value)
        node[1].append((pair.role, (var, [("/", pair.value)])))
        return Change("ri", f"inserted {pair.role} ({var} / {pair.value}) under {node[0]}")
    node[1].append((pair.role, pair.value))
    return Change("ri", f"inserted {pair.role} {pair.value} under {node[0]}")


def _usual_sense(concept: str, resources: Any) -> bool:
    """Whether ``concept`` is a plain word or its lemma's first frame: WordNet's synonyms are
    of the lemma's most frequent sense, which a later roleset (``set-11``, "set off")
    is not."""
    found = SENSE_PATTERN.match(concept)
    return found is None or resources.first_frame(found.group("lemma")) == concept


def _synonym_step(tree: Tree, rng: random.Random, resources: Any,
                  original: dict[str, str]) -> Change | None:
    options = []
    for node, _ in _contexts(tree.node):
        for i, (role, target) in enumerate(node[1]):
            # each concept is replaced at most once per edit
            if role == "/" and _bare(target) == _bare(original.get(node[0], "")):
                concept = _bare(target)
                kind = concept_kind(concept)
                if kind in SR_KINDS and concept not in DEGREE_WORDS \
                        and _usual_sense(concept, resources):
                    words = resources.synonyms(concept, "ar" if kind == "attribute" else "nar")
                    if words:
                        options.append((node, i, concept, words))
    if not options:
        return None
    node, i, concept, words = rng.choice(options)
    replacement = rng.choice(words)
    # the old word's alignment does not describe the new concept, so it is dropped
    node[1][i] = ("/", replacement)
    return Change("sr", f"replaced {concept} with {replacement} at {node[0]}")
