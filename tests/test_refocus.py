"""pipeline.refocus: the paper's worked example exactly, and properties over the LPP graphs."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import penman
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from penman import surface
from penman.models.amr import model as amr_model

from pipeline.amrio import decode_graph
from pipeline.errors import FocusError
from pipeline.graph import AMRGraph
from pipeline.refocus import ORDERS, Refocuser, linearizations, normalized_triples, refocus


def _normalized_alignments(graph: penman.Graph) -> set[tuple[Any, ...]]:
    out = set()
    for kind, found in (("concept", surface.alignments(graph)), ("role", surface.role_alignments(graph))):
        for (s, r, t), alignment in found.items():
            triple = (t, ":mod", s) if r == ":domain" else (s, r, t)
            out.add((kind, triple, tuple(alignment.indices)))
    return out


def _assert_refocused(source: penman.Graph, focus: str, new: penman.Graph) -> None:
    assert new.top == focus
    assert normalized_triples(new) == normalized_triples(source)
    text = penman.encode(new, model=amr_model)
    again = penman.decode(text, model=amr_model)  # the linearization re-parses to the same graph
    assert again.top == focus
    assert normalized_triples(again) == normalized_triples(source)
    assert again.metadata == source.metadata
    assert _normalized_alignments(again) == _normalized_alignments(source)


@pytest.fixture(scope="module")
def figure1(shared_data: Path) -> dict[str, Any]:
    return json.loads((shared_data / "paper-examples" / "paraamr-figure1.json").read_text())


@pytest.mark.parametrize("focus", ["z3", "z4"])
def test_figure1_refocus_is_exactly_the_papers(figure1: dict[str, Any], focus: str) -> None:
    source = decode_graph(figure1["amr"])
    expected = penman.decode(figure1["refocused"][focus], model=amr_model)
    new = refocus(source, focus)
    assert new.top == expected.top == focus
    assert new.triples == expected.triples  # same triples in the same order: same edge order
    assert penman.encode(new, indent=None) == figure1["refocused_one_line"][focus]
    assert penman.encode(new) == figure1["refocused"][focus]


def test_figure1_refocus_needs_no_top_argument_to_encode(figure1: dict[str, Any]) -> None:
    source = decode_graph(figure1["amr"])
    assert penman.encode(refocus(source, "z4")) == penman.encode(source, top="z4")


def test_refocus_keeps_metadata_and_alignments() -> None:
    source = decode_graph("# ::id x1\n# ::snt The big dog barked .\n# ::tok The big dog barked .\n"
                          "(b / bark-01~e.3 :ARG0~e.2 (d / dog~e.2 :mod (g / big~e.1)))")
    new = refocus(source, "g")
    assert new.metadata == source.metadata
    assert penman.encode(new, indent=None).endswith(
        "(g / big~e.1 :domain (d / dog~e.2 :ARG0-of~e.2 (b / bark-01~e.3)))")
    _assert_refocused(source, "g", new)


def test_bad_inversions_are_canonicalized() -> None:
    source = decode_graph("(d / dog :mod (b / big) :domain (a / animal))")
    assert penman.encode(refocus(source, "b"), indent=None) == "(b / big :domain (d / dog :domain (a / animal)))"
    assert penman.encode(refocus(source, "a"), indent=None) == "(a / animal :mod (d / dog :mod (b / big)))"
    raw = penman.encode(refocus(source, "b", canonicalize=False), indent=None)
    assert raw == "(b / big :mod-of (d / dog :domain (a / animal)))"


def test_unknown_focus_is_refused() -> None:
    source = decode_graph("(d / dog :mod (b / big))")
    with pytest.raises(FocusError, match="'x' is not a variable of the graph"):
        refocus(source, "x")
    with pytest.raises(FocusError, match="unknown linearization order"):
        refocus(source, "b", order="random")  # type: ignore[arg-type]


def test_refocus_accepts_penman_text() -> None:
    assert refocus("(d / dog :mod (b / big))", "d").top == "d"


def test_linearizations_offer_distinct_orders(figure1: dict[str, Any]) -> None:
    source = decode_graph(figure1["amr"])
    found = linearizations(source, "z4")
    names = [name for name, _ in found]
    assert names[0] == "source" and set(names) <= set(ORDERS) and len(names) >= 2
    texts = [penman.encode(g, indent=None) for _, g in found]
    assert len(set(texts)) == len(texts)
    canonical = dict(found)["canonical"]
    # canonical order: :ARG0 before :ARG1, inverted roles last
    assert penman.encode(canonical, indent=None).startswith("(z4 / they :ARG0-of (z3 / need-01 :ARG1")
    for _, g in found:
        _assert_refocused(source, "z4", g)


def test_node_split_by_penman_is_merged(lpp_entries) -> None:  # type: ignore[no-untyped-def]
    """penman alone opens meet-03 twice from this focus, the second time without its concept."""
    entry = next(e for e in lpp_entries if e.key == "lpp_1943.992")
    raw = penman.decode(penman.encode(entry.graph, top="p", model=amr_model), model=amr_model)
    assert normalized_triples(raw) != normalized_triples(entry.graph)  # the penman quirk
    new = refocus(entry.graph, "p")
    _assert_refocused(entry.graph, "p", new)
    assert penman.encode(new, indent=None).count("(m ") == 1


def test_every_candidate_of_every_lpp_graph(lpp_entries) -> None:  # type: ignore[no-untyped-def]
    """The property over the whole dev set, exhaustively, in the source order."""
    checked = 0
    for entry in lpp_entries:
        for candidate in AMRGraph(entry.graph).focus_candidates():
            _assert_refocused(entry.graph, candidate.variable, refocus(entry.graph, candidate.variable))
            checked += 1
    assert len(lpp_entries) == 1000 and checked == 6931


def test_graph_and_text_from_one_layout_are_refocus_and_its_encoding(lpp_entries) -> None:  # type: ignore[no-untyped-def]
    """What a paraphrase candidate takes (Paraphraser.plan) equals refocus() + penman.encode."""
    checked = 0
    for entry in lpp_entries:
        refocuser = Refocuser(entry.graph)
        for candidate in AMRGraph(entry.graph).focus_candidates():
            graph, text = refocuser.graph_and_text(candidate.variable)
            alone = refocus(entry.graph, candidate.variable)
            assert text == penman.encode(alone, model=amr_model) == penman.encode(graph, model=amr_model)
            # Layout markers compare by identity: their reprs say the same.
            assert graph.triples == alone.triples and repr(graph.epidata) == repr(alone.epidata)
            assert graph.metadata == alone.metadata == entry.graph.metadata
            checked += 1
    assert checked == 6931


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_property_any_graph_any_candidate_any_order(lpp_entries, data: st.DataObject) -> None:  # type: ignore[no-untyped-def]
    entry = data.draw(st.sampled_from(lpp_entries), label="graph")
    focus = data.draw(st.sampled_from(sorted(entry.graph.variables())), label="focus")
    order = data.draw(st.sampled_from(ORDERS), label="order")
    new = refocus(entry.graph, focus, order=order)
    _assert_refocused(entry.graph, focus, new)
    # refocusing on the top is idempotent (a fresh penman layout may differ: not for that order),
    # and going back to the old top gives back the same graph
    if order != "reconfigured":
        assert penman.encode(refocus(new, focus, order=order)) == penman.encode(new)
    assert normalized_triples(refocus(new, entry.graph.top)) == normalized_triples(entry.graph)


@pytest.mark.parametrize("amr", [
    "(w / want-01~e.1 :ARG0 (b / boy~e.0) :ARG1 (g / go-02~e.3 :ARG0 b :ARG1-of (x / see-01 :mod w)))",
    "(r / and :op1 (x1 / dog) :op2 (x2 / cat :poss x1) :op3 (x3 / bird :ARG0-of (f / fly-01)))",
])
def test_the_fallback_layout_is_penmans(amr: str) -> None:
    """Refocuser's own copy of penman's configure steps (used where the prepared layout
    would split a node) lays every top out as ``layout.configure`` does."""
    from penman import layout

    graph = decode_graph(amr)
    refocuser = Refocuser(graph)
    for var in graph.variables():
        assert (penman.format(refocuser._configure(var))
                == penman.format(layout.configure(graph, top=var, model=amr_model)))
