"""pipeline.refocus_layout: Refocuser's prepared layout gives exactly what penman's own steps give.

The reference below is the refocusing as it was done before the layout steps were
prepared once per graph: ``layout.configure`` from the focus, merging split nodes,
canonical roles, the triple check with penman's fresh layout as the fallback, then
``layout.interpret`` and ``penman.format``.  Every variable of every graph, in every
order, with and without canonical roles, must give the same graph (triples, layout
markers, metadata) and the same text.
"""

from __future__ import annotations

from typing import Any

import penman
import pytest
from penman import layout
from penman.models.amr import model as amr_model
from penman.tree import Tree

from pipeline.bench_refocus import bushy_graph, wide_graph
from pipeline.refocus import (
    ORDERS,
    Refocuser,
    _canonicalized,
    _merge_split_nodes,
    normalized_triples,
)
from pipeline.refocus_format import format_tree


def _reference(source: penman.Graph, focus: str, order: str, canonicalize: bool) -> tuple[penman.Graph, str]:
    if order == "reconfigured":
        tree = layout.reconfigure(source, top=focus, model=amr_model)
    else:
        tree = layout.configure(source, top=focus, model=amr_model)
        _merge_split_nodes(tree)
    if canonicalize:
        tree = _canonicalized(tree)
    if order == "canonical":
        layout.rearrange(tree, key=amr_model.canonical_order)
    if normalized_triples(layout.interpret(tree, amr_model)) != normalized_triples(source):
        tree = layout.reconfigure(source, top=focus, model=amr_model)
        if canonicalize:
            tree = _canonicalized(tree)
    graph = layout.interpret(tree, amr_model)
    graph.metadata = dict(source.metadata)
    return graph, penman.format(tree)


def _assert_same_as_penman(source: penman.Graph, foci: list[str] | None = None) -> int:
    refocuser = Refocuser(source)
    checked = 0
    for focus in foci or sorted(refocuser.variables):
        for order in ORDERS:
            for canonicalize in (True, False):
                expected_graph, expected_text = _reference(source, focus, order, canonicalize)
                graph, text = refocuser.graph_and_text(focus, order=order, canonicalize=canonicalize)
                context = (focus, order, canonicalize)
                assert text == expected_text, context
                assert graph.top == expected_graph.top == focus, context
                assert graph.triples == expected_graph.triples, context
                # layout markers compare by identity: their reprs say the same
                assert repr(graph.epidata) == repr(expected_graph.epidata), context
                assert graph.metadata == expected_graph.metadata, context
                tree = refocuser.tree(focus, order=order, canonicalize=canonicalize)
                assert refocuser.text(focus, order=order, canonicalize=canonicalize, indent=None) \
                    == penman.format(tree, indent=None), context
                checked += 1
    return checked


def test_every_focus_of_the_first_lpp_graphs(lpp_entries: Any) -> None:
    checked = sum(_assert_same_as_penman(entry.graph) for entry in lpp_entries[:120])
    assert checked == 6 * 947  # every variable of 120 graphs, 3 orders, with and without canonical roles


def test_graphs_penman_splits_or_warns_about() -> None:
    """A split node (merged back), alignments on roles and constants, quoted constants with a
    ``~``, a constant under an inverted role, a node without a concept."""
    texts = [
        '# ::tok a b c d\n(m / meet-03~e.1 :ARG0 (p / person :name (n / name :op1 "Bob~x"~e.0)) '
        ':ARG1 (p2 / person :ARG0-of m) :time (d / date-entity :year~e.3 2004~e.3))',
        "(a / and :op1 (b / boy :mod-of~e.2 (c / cute)) :op2 (g :ARG0 b) :op3 (x / x :domain-of c))",
        '(w / want-01 :ARG0 (b / boy) :ARG1 (g / go-02 :ARG0 b :polarity -) :ARG2-of "lit"~e.9)',
    ]
    for text in texts:
        _assert_same_as_penman(penman.decode(text, model=amr_model))  # decode_graph refuses some


@pytest.mark.parametrize("make, size", [(wide_graph, 120), (bushy_graph, 150)])
def test_synthetic_graphs(make: Any, size: int) -> None:
    graph = make(size)
    variables = sorted(graph.variables())
    assert _assert_same_as_penman(graph, variables[::7]) == len(variables[::7]) * 6


def test_format_tree_is_penmans_format() -> None:
    tree = Tree(("a", [("/", "x"), (":ARG0", ("b", [])), ("ARG1", ""), (":op1", '"q"~e.2'),
                       (":ARG2", ("c", [("/", "y"), (":mod", ("d", [("/", "z")]))]))]),
                metadata={"id": "1", "empty": ""})
    for indent in (-1, None, 0, 3):
        assert format_tree(tree, indent=indent) == penman.format(tree, indent=indent)
