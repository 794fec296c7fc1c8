"""pipeline.manual: each manual edit, its refusals, and the undo/redo history as data."""

from __future__ import annotations

import json
from pathlib import Path

import penman
import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from pipeline.amrio import decode_graph
from pipeline.edit_history import EditHistory
from pipeline.edits import check_graph
from pipeline.errors import EditRefused, InputError
from pipeline.manual import (
    EDIT_TYPES,
    AddEdge,
    DeleteEdge,
    DeleteNode,
    ManualEdit,
    SetConcept,
    SetRole,
    SetTop,
    TogglePolarity,
    edit_from_dict,
)

FIGURE1 = (Path(__file__).resolve().parent.parent / "assets" / "samples" / "figure1.amr").read_text()


def one_line(g: penman.Graph) -> str:
    return penman.encode(g, indent=None).splitlines()[-1]


@pytest.fixture()
def fig() -> penman.Graph:
    return decode_graph(FIGURE1)


def test_set_concept_keeps_layout_and_drops_the_old_alignment() -> None:
    g = decode_graph("# ::tok dogs bark\n(b / bark-01~e.1 :ARG0 (d / dog~e.0))")
    new = SetConcept("d", "cat").apply(g)
    assert one_line(new) == "(b / bark-01~e.1 :ARG0 (d / cat))"
    assert new.metadata == g.metadata
    assert one_line(g) == "(b / bark-01~e.1 :ARG0 (d / dog~e.0))"  # input untouched


def test_set_role_relabels_and_can_invert(fig: penman.Graph) -> None:
    new = SetRole("z3", ":purpose", "z7", ":manner").apply(fig)
    assert ("z3", ":manner", "z7") in new.triples and ("z3", ":purpose", "z7") not in new.triples
    # an edge named as written (:ARG2-of from z8) is found too
    flipped = SetRole("z8", ":ARG2-of", "z9", ":ARG1").apply(fig)
    assert ("z8", ":ARG1", "z9") in flipped.triples
    assert "(z8 / thing :ARG1 (z9 / price-01)" in one_line(flipped)


def test_delete_leaf_and_subtree(fig: penman.Graph) -> None:
    assert "z10" not in DeleteNode("z10").apply(fig).variables()
    with pytest.raises(EditRefused, match=r"cannot delete z5: it is not a leaf \(z6 hang from it\); delete its subtree"):
        DeleteNode("z5").apply(fig)
    pruned = DeleteNode("z7", subtree=True).apply(fig)
    assert {"z7", "z8", "z9", "z10"}.isdisjoint(pruned.variables()) and "z4" in pruned.variables()
    assert check_graph(pruned) is None
    with pytest.raises(EditRefused, match="it is the top"):
        DeleteNode("z1").apply(fig)


def test_delete_keeps_a_node_whose_concept_is_spelled_like_a_deleted_variable() -> None:
    # Little Prince lpp_1943.241: the variable i (concept "it") and the node i2 of concept "i";
    # deleting i's subtree took i2's instance triple too, leaving ":ARG2 i2" undefined.
    graph = penman.decode("(s / say-01 :ARG1 (q / question :domain (i / it)) :ARG2 (i2 / i))")
    pruned = DeleteNode("q", subtree=True).apply(graph)
    assert penman.encode(pruned, indent=None) == "(s / say-01 :ARG2 (i2 / i))"
    assert check_graph(pruned) is None
    leaf = DeleteNode("i").apply(graph)
    assert ("i2", ":instance", "i") in leaf.triples


def test_delete_edge_refuses_to_cut_the_graph(fig: penman.Graph) -> None:
    assert ("z7", ":ARG0", "z4") not in DeleteEdge("z7", ":ARG0", "z4").apply(fig).triples
    with pytest.raises(EditRefused, match=r"z5, z6 would be cut off"):
        DeleteEdge("z3", ":ARG1", "z5").apply(fig)
    with pytest.raises(EditRefused, match="no relation :ARG3 from z3 to z5"):
        DeleteEdge("z3", ":ARG3", "z5").apply(fig)


def test_add_edge_to_existing_new_node_and_constant(fig: penman.Graph) -> None:
    to_node = AddEdge("z2", ":ARG0-of", target="z7").apply(fig)
    assert ("z7", ":ARG0", "z2") in to_node.triples
    to_new = AddEdge("z5", ":mod", concept="official").apply(fig)
    assert ("z5", ":mod", "o") in to_new.triples and ("o", ":instance", "official") in to_new.triples
    to_constant = AddEdge("z9", ":quant", constant="2").apply(fig)
    assert ("z9", ":quant", "2") in to_constant.triples
    named = AddEdge("z2", ":name", constant='"Ann"').apply(fig)
    assert ("z2", ":name", '"Ann"') in named.triples


@pytest.mark.parametrize(("edit", "reason"), [
    (AddEdge("z1", ":ARG0", target="z1"), "to itself"),
    (AddEdge("z1", ":ARG0", target="z2"), "would be there twice"),
    (AddEdge("z1", "ARG0", target="z2"), "is not a role"),
    (AddEdge("z1", ":instance", concept="dog"), "is not a role"),
    (AddEdge("z1", ":mod"), "exactly one of"),
    (AddEdge("z1", ":mod", concept="two words"), "is not a concept"),
    (AddEdge("z1", ":mod", constant="z2"), "is not a constant"),
    (AddEdge("z1", ":mod-of", constant="5"), "a constant cannot be a source"),
    (AddEdge("q9", ":mod", concept="dog"), "'q9' is not a node"),
    (SetConcept("z3", "need-01"), "already is need-01"),
    (SetConcept("z3", "(bad"), "is not a concept"),
    (SetRole("z3", ":ARG0", "z4", ":ARG0"), "already is :ARG0"),
    (SetTop("z1"), "already is the top"),
    (SetTop("nope"), "'nope' is not a node"),
])
def test_refusals_are_one_line(fig: penman.Graph, edit, reason: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(EditRefused, match=reason) as info:
        edit.apply(fig)
    assert "\n" not in str(info.value)


def test_toggle_polarity_both_ways(fig: penman.Graph) -> None:
    negated = TogglePolarity("z3").apply(fig)
    assert ("z3", ":polarity", "-") in negated.triples
    assert set(TogglePolarity("z3").apply(negated).triples) == set(fig.triples)


def test_set_top_is_refocusing(fig: penman.Graph) -> None:
    assert penman.encode(SetTop("z4").apply(fig)) == penman.encode(fig, top="z4")


def test_history_undo_redo_and_branching() -> None:
    history = EditHistory.start(FIGURE1)
    assert not history.can_undo and not history.can_redo
    history.apply(SetConcept("z5", "evidence"))
    history.apply({"op": "toggle_polarity", "variable": "z3"})
    history.apply(SetTop("z3"))
    assert history.current.top == "z3"
    history.undo()
    history.undo()
    assert history.current.top == "z1" and ("z3", ":polarity", "-") not in history.current.triples
    assert history.can_redo
    history.redo()
    assert ("z3", ":polarity", "-") in history.current.triples
    history.apply(DeleteNode("z10"))  # a new edit after an undo drops the redo tail
    assert not history.can_redo
    assert history.descriptions() == ["concept of z5 -> evidence", "toggle :polarity - on z3",
                                      "delete node z10"]
    history.undo(), history.undo(), history.undo()
    assert penman.encode(history.current) == penman.encode(decode_graph(FIGURE1))
    with pytest.raises(EditRefused, match="nothing to undo"):
        history.undo()


def test_refused_edit_leaves_history_unchanged() -> None:
    history = EditHistory.start(FIGURE1)
    history.apply(TogglePolarity("z1"))
    before = history.to_dict()
    with pytest.raises(EditRefused):
        history.apply(DeleteNode("z1"))
    assert history.to_dict() == before


def test_history_round_trips_through_json() -> None:
    history = EditHistory.start(FIGURE1)
    for edit in (SetConcept("z5", "evidence"), AddEdge("z1", ":time", concept="now"),
                 SetRole("z3", ":purpose", "z7", ":cause"), SetTop("z7")):
        history.apply(edit)
    history.undo()
    data = json.loads(json.dumps(history.to_dict()))
    again = EditHistory.from_dict(data)
    assert again.position == 3 and again.can_redo
    assert penman.encode(again.current) == penman.encode(history.current)
    assert penman.encode(again.redo()) == penman.encode(history.redo())


def test_every_edit_type_round_trips() -> None:
    edits = [SetConcept("a", "b"), SetRole("a", ":x", "b", ":y"), DeleteEdge("a", ":x", "b"),
             DeleteNode("a", True), AddEdge("a", ":x", constant="1"), TogglePolarity("a"), SetTop("a")]
    assert {e.op for e in edits} == set(EDIT_TYPES)
    for edit in edits:
        assert edit_from_dict(json.loads(json.dumps(edit.to_dict()))) == edit


@pytest.mark.parametrize(("data", "reason"), [
    ({"op": "explode"}, "unknown manual edit 'explode'"),
    ({"op": "set_top", "variable": "a", "colour": "red"}, "has no field 'colour'"),
    ({"op": "set_top"}, "set_top edit: "),
])
def test_bad_edit_dicts_are_input_errors(data: dict, reason: str) -> None:  # type: ignore[type-arg]
    with pytest.raises(InputError, match=reason):
        edit_from_dict(data)


def test_bad_history_dicts_are_input_errors() -> None:
    with pytest.raises(InputError, match="not an edit history"):
        EditHistory.from_dict({"edits": []})
    with pytest.raises(InputError, match=r"position 5 outside 0\.\.0"):
        EditHistory.from_dict({"base": "(a / alpha)", "edits": [], "position": 5})


def test_edits_on_lpp_graphs_stay_valid(lpp_entries) -> None:  # type: ignore[no-untyped-def]
    """Polarity, a new leaf and a role change on the first 200 graphs: valid and re-parsable."""
    for entry in lpp_entries[:200]:
        g = entry.graph
        top = str(g.top)
        for edit in (TogglePolarity(top), AddEdge(top, ":mod", concept="really")):
            new = edit.apply(g)
            assert check_graph(new) is None
            assert set(decode_graph(penman.encode(new)).triples) == set(new.triples)
        edges = [t for t in g.edges()]
        if edges:
            s, r, t = edges[0]
            new = SetRole(s, r, str(t), ":topic").apply(g)
            assert (s, ":topic", t) in new.triples


def _draw_edit(data: st.DataObject, graph: penman.Graph) -> ManualEdit:
    """Some manual edit of ``graph``, drawn from its own nodes and relations (may be refused)."""
    nodes = sorted(str(v) for v in graph.variables())
    relations = [(str(s), r, str(t)) for s, r, t in graph.triples if r != ":instance"]
    kind = data.draw(st.sampled_from(sorted(EDIT_TYPES)), label="kind")
    node = data.draw(st.sampled_from(nodes), label="node")
    role = data.draw(st.sampled_from([":mod", ":ARG1", ":ARG0-of", ":time", ":manner-of"]), label="role")
    if kind in ("set_role", "delete_edge") and relations:
        s, r, t = data.draw(st.sampled_from(relations), label="relation")
        return SetRole(s, r, t, role) if kind == "set_role" else DeleteEdge(s, r, t)
    if kind == "add_edge":
        how = data.draw(st.sampled_from(["target", "concept", "constant"]), label="add")
        if how == "target":
            return AddEdge(node, role, target=data.draw(st.sampled_from(nodes), label="target"))
        if how == "concept":
            return AddEdge(node, role, concept=data.draw(st.sampled_from(["dog", "new-01", "very"])))
        return AddEdge(node, role.removesuffix("-of"), constant=data.draw(st.sampled_from(["-", "5", '"x"'])))
    if kind == "set_concept":
        return SetConcept(node, data.draw(st.sampled_from(["cat", "run-02", "i"]), label="concept"))
    if kind == "delete_node":
        return DeleteNode(node, data.draw(st.booleans(), label="subtree"))
    if kind == "set_top":
        return SetTop(node)
    return TogglePolarity(node)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_property_random_edit_sequences_undo_and_redo(lpp_entries, data: st.DataObject) -> None:  # type: ignore[no-untyped-def]
    entry = data.draw(st.sampled_from(lpp_entries), label="graph")
    history = EditHistory.start(entry.graph)
    start = penman.encode(history.current)
    texts = [start]
    for _ in range(data.draw(st.integers(1, 6), label="length")):
        edit = _draw_edit(data, history.current)
        before = history.to_dict()
        try:
            new = history.apply(edit)
        except EditRefused as exc:
            assert "\n" not in str(exc) and history.to_dict() == before
            event(f"refused {edit.op}")
            continue
        event(f"applied {edit.op}")
        assert check_graph(new) is None
        assert new.metadata == entry.graph.metadata
        texts.append(penman.encode(new))
    saved = EditHistory.from_dict(json.loads(json.dumps(history.to_dict())))
    assert penman.encode(saved.current) == texts[-1]
    while history.can_undo:
        history.undo()
    assert penman.encode(history.current) == start
    while history.can_redo:
        history.redo()
    assert penman.encode(history.current) == texts[-1]
