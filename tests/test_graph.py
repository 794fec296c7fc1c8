"""pipeline.graph: nodes, edges, layout facts and focus candidates."""

from __future__ import annotations

import json
from pathlib import Path

import penman
import pytest

from pipeline.concepts import CONCEPT_KINDS
from pipeline.errors import FocusError
from pipeline.graph import AMRGraph, connected

FIGURE1 = Path(__file__).resolve().parent.parent / "assets" / "samples" / "figure1.amr"


@pytest.fixture(scope="module")
def figure1() -> AMRGraph:
    return AMRGraph.from_penman(FIGURE1.read_text(encoding="utf-8"))


def test_figure1_candidates_cover_every_instance_in_layout_order(figure1: AMRGraph) -> None:
    candidates = figure1.focus_candidates()
    assert [c.variable for c in candidates] == [f"z{i}" for i in range(1, 11)]
    assert candidates[0].is_top and candidates[0].role is None and candidates[0].depth == 0
    assert sum(c.is_top for c in candidates) == 1


def test_figure1_candidate_facts(figure1: AMRGraph) -> None:
    by_var = {c.variable: c for c in figure1.focus_candidates()}
    assert (by_var["z3"].kind, by_var["z3"].role, by_var["z3"].depth, by_var["z3"].subtree_size) == (
        "predicate", ":ARG1", 1, 8)
    assert (by_var["z4"].kind, by_var["z4"].role, by_var["z4"].depth) == ("pronoun", ":ARG0", 2)
    assert by_var["z9"].role == ":ARG2-of"  # the role as the source writes it
    assert by_var["z6"].kind == "attribute"  # a bare noun in a :mod slot reads as a modifier
    assert by_var["z1"].subtree_size == 10
    assert by_var["z5"].kind == "noun"


def test_nodes_edges_and_reentrancy(figure1: AMRGraph) -> None:
    they = figure1.node("z4")
    assert they.concept == "they"
    assert {(e.source, e.role) for e in they.incoming} == {("z3", ":ARG0"), ("z7", ":ARG0")}
    assert they.is_reentrant and figure1.reentrancies == ["z4"]
    price = figure1.node("z9")
    # stored deinverted, written inverted
    assert [(e.source, e.role, e.target, e.inverted, e.written_role) for e in price.outgoing] == [
        ("z9", ":ARG2", "z8", True, ":ARG2-of")]
    assert figure1.node("z10").is_leaf and not figure1.node("z8").is_leaf
    assert figure1.is_connected()
    assert "z4" in figure1 and "z99" not in figure1


def test_unknown_variable_is_a_focus_error(figure1: AMRGraph) -> None:
    with pytest.raises(FocusError, match="'z99' is not a variable"):
        figure1.node("z99")
    assert figure1.concept("z99") is None


def test_alignments_and_token_text() -> None:
    amr = AMRGraph.from_penman(
        "# ::tok The dog did not bark .\n"
        "(b / bark-01~e.4 :polarity~e.3 -~e.3 :ARG0 (d / dog~e.1))")
    assert amr.tokens == ["The", "dog", "did", "not", "bark", "."]
    assert amr.node("b").alignment == (4,)
    assert amr.node("b").attributes == ((":polarity", "-"),)
    assert amr.aligned_text("d") == "dog"
    assert amr.node("d").alignment == (1,)


def test_role_alignment_on_edges() -> None:
    amr = AMRGraph(penman.decode("(g / go-02 :ARG4~e.1 (c / city~e.2))"))
    assert amr.edges[0].alignment == (1,)


def test_every_lpp_graph_has_one_candidate_per_instance(lpp_entries) -> None:  # type: ignore[no-untyped-def]
    kinds = set()
    for entry in lpp_entries:
        amr = AMRGraph(entry.graph)
        candidates = amr.focus_candidates()
        assert sorted(c.variable for c in candidates) == sorted(amr.variables)
        assert candidates[0].variable == entry.graph.top
        assert all(c.subtree_size >= 1 and c.depth >= 0 for c in candidates)
        kinds.update(c.kind for c in candidates)
    assert kinds == set(CONCEPT_KINDS)


def test_connected_detects_a_split_graph() -> None:
    g = penman.Graph([("a", ":instance", "alpha"), ("b", ":instance", "beta")], top="a")
    assert not connected(g)


def test_figure1_json_matches_sample(shared_data: Path) -> None:
    example = json.loads((shared_data / "paper-examples" / "paraamr-figure1.json").read_text())
    sample = AMRGraph.from_penman(FIGURE1.read_text(encoding="utf-8"))
    assert set(penman.decode(example["amr"]).triples) == set(sample.graph.triples)


def test_demonstratives_are_pronouns_unless_they_modify() -> None:
    amr = AMRGraph.from_penman("(l / like-01 :ARG0 (i / i) :ARG1 (t / this) :time (d / day :mod (t2 / that)))")
    kinds = {c.variable: c.kind for c in amr.focus_candidates()}
    assert kinds["t"] == "pronoun" and kinds["t2"] == "attribute" and kinds["i"] == "pronoun"


def test_a_disconnected_graph_is_a_graph_error() -> None:
    from pipeline.errors import GraphError
    from pipeline.refocus import refocus

    g = penman.Graph([("a", ":instance", "alpha"), ("b", ":instance", "beta")], top="a")
    with pytest.raises(GraphError, match="disconnected: b cannot be reached from the top a"):
        AMRGraph(g).focus_candidates()
    with pytest.raises(GraphError, match="disconnected"):
        refocus(g, "b")
