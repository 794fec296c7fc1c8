"""pipeline.render: DOT that Graphviz accepts, with focus, inversions, tooltips; graph diffs."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import penman
import pytest

from pipeline.amrio import decode_graph
from pipeline.edits import apply_edit
from pipeline.manual import AddEdge, DeleteNode, SetConcept
from pipeline.refocus import refocus
from pipeline.render import COLOURS, diff_dot, diff_graphs, to_dot

FIGURE1 = (Path(__file__).resolve().parent.parent / "assets" / "samples" / "figure1.amr").read_text()


def svg(dot: str) -> str:
    binary = shutil.which("dot")
    if binary is None:
        pytest.fail("Graphviz `dot` is not installed (apt-get install graphviz; `make system-deps`)")
    done = subprocess.run([binary, "-Tsvg"], input=dot, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert not done.stderr.strip(), done.stderr  # no warnings either
    return done.stdout


@pytest.fixture()
def fig() -> penman.Graph:
    return decode_graph(FIGURE1)


def test_dot_of_figure1_renders_with_focus_and_inversions(fig: penman.Graph) -> None:
    refocused = refocus(fig, "z4")
    dot = to_dot(refocused, focus="z4")
    assert '"z4" [label="z4 / they"' in dot and COLOURS["focus"] in dot
    assert 'peripheries="2"' in dot  # the top
    # an inverted edge is drawn as written: from z4, dashed, with its -of label
    assert '"z4" -> "z3" [label=":ARG0-of", tooltip="written z4 :ARG0-of z3, i.e. z3 :ARG0 z4", style="dashed"' in dot
    # the reentrant reference does not constrain the layout
    assert '"z7" -> "z4" [label=":ARG0", tooltip="z7 :ARG0 z4", constraint="false"]' in dot
    out = svg(dot)
    assert "z4 / they" in out and ":ARG0&#45;of" in out


def test_focus_defaults_to_the_top(fig: penman.Graph) -> None:
    dot = to_dot(fig)
    first_node = next(line for line in dot.splitlines() if line.startswith('  "z1" ['))
    assert COLOURS["focus"] in first_node


def test_alignments_become_tooltips_with_token_text() -> None:
    g = decode_graph('# ::tok The dog did not bark .\n'
                     '(b / bark-01~e.4 :polarity~e.3 -~e.3 :ARG0 (d / dog~e.1) :name "Rex \\"the\\" dog")')
    dot = to_dot(g, title='a "quoted" title')
    assert 'tooltip="bark-01 ~e.4: bark"' in dot
    assert 'tooltip="dog ~e.1: dog"' in dot
    assert 'label=":polarity", tooltip="~e.3: not"' in dot
    assert '[label="-", shape="box"' in dot
    svg(dot)  # quotes in constants and titles are escaped


def test_dot_accepts_text_and_lpp_graphs_render(lpp_entries) -> None:  # type: ignore[no-untyped-def]
    assert to_dot("(a / alpha)").startswith("digraph amr {")
    # one dot run per graph: Graphviz 2.43 can crash on a long stream of graphs in one run
    for entry in lpp_entries[::10]:
        assert "<svg" in svg(to_dot(entry.graph))


def test_diff_of_refocus_reports_top_and_inversions(fig: penman.Graph) -> None:
    diff = diff_graphs(fig, refocus(fig, "z4"))
    assert diff.top == ("z1", "z4")
    assert set(diff.edges_inverted) == {("z1", ":ARG1", "z3"), ("z3", ":ARG0", "z4")}
    assert not diff.edges_added and not diff.edges_removed and not diff.concepts_changed


def test_canonicalized_mod_is_an_inversion_not_a_change() -> None:
    g = decode_graph("(d / dog :mod (b / big))")
    diff = diff_graphs(g, refocus(g, "b"))
    assert diff.edges_inverted == (("d", ":mod", "b"),)
    assert not diff.edges_added and not diff.edges_removed


def test_diff_of_edits(fig: penman.Graph) -> None:
    edited = AddEdge("z1", ":time", concept="now").apply(
        DeleteNode("z10").apply(SetConcept("z5", "evidence").apply(fig)))
    diff = diff_graphs(fig, edited)
    assert diff.concepts_changed == (("z5", "documentation", "evidence"),)
    assert diff.nodes_removed == (("z10", "this"),) and diff.nodes_added == (("n", "now"),)
    assert diff.edges_removed == (("z8", ":mod", "z10"),) and diff.edges_added == (("z1", ":time", "n"),)
    assert diff.top is None and not diff.is_empty
    assert str(diff).splitlines() == [
        "concept: z5 documentation -> evidence", "added node: n / now", "removed node: z10 / this",
        "added: z1 :time n", "removed: z8 :mod z10"]
    assert diff.to_dict()["edges_added"] == [["z1", ":time", "n"]]
    assert str(diff_graphs(fig, fig)) == "no difference" and diff_graphs(fig, fig).is_empty


def test_diff_dot_draws_both_sides_coloured(fig: penman.Graph) -> None:
    edited = DeleteNode("z10").apply(SetConcept("z5", "evidence").apply(refocus(fig, "z3")))
    dot = diff_dot(fig, edited)
    assert "subgraph cluster_a" in dot and "subgraph cluster_b" in dot
    assert '"a:z10"' in dot and '"b:z10"' not in dot
    assert f'"a:z5" [label="z5 / documentation", tooltip="documentation", style="filled", fillcolor="{COLOURS["node"]}", color="{COLOURS["changed"]}"' in dot
    assert COLOURS["removed"] in dot and COLOURS["inverted"] in dot
    assert "top: z1 -> z3\\lconcept: z5 documentation -> evidence" in dot
    out = svg(dot)
    assert "before" in out and "after" in out


def test_diff_dot_of_an_amr_da_edit(fig: penman.Graph) -> None:
    edited = apply_edit(fig, "ri", seed=2).graph
    dot = diff_dot(fig, edited, titles=("source", "RI"))
    assert COLOURS["added"] in dot
    svg(dot)
