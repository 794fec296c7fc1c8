"""pipeline.amrio: reading files of PENMAN graphs with one-line errors, writing them back."""

from __future__ import annotations

import penman
import pytest

from pipeline.amrio import decode_graph, dumps_graph, dumps_graphs, loads_graphs
from pipeline.errors import GraphError, InputError, PenmanSyntaxError


def test_keys_are_ids_or_positions_and_lines_are_kept() -> None:
    text = ("# AMR release header\n\n# ::id a1 ::date 2012\n# ::snt Dogs bark.\n(b / bark-01 :ARG0 (d / dog))\n"
            "\n\n(x / go-02)\n")
    entries = loads_graphs(text)
    assert [(e.key, e.line) for e in entries] == [("a1", 3), (1, 8)]
    assert entries[0].graph.metadata["snt"] == "Dogs bark."


def test_all_lpp_graphs_read_with_their_ids(lpp_entries) -> None:  # type: ignore[no-untyped-def]
    assert len(lpp_entries) == 1000
    assert lpp_entries[0].key == "lpp_1943.1" and lpp_entries[-1].key == "lpp_1943.1000"


@pytest.mark.parametrize(("text", "error", "message"), [
    ("(b / bark-01 :ARG0 (d / dog)", PenmanSyntaxError, "unbalanced parentheses"),
    ("(b / bark-01))", PenmanSyntaxError, "unexpected ')' (graph 0, line 1, column 14)"),
    ("(b / bark-01) (c / cat)", PenmanSyntaxError, "text after the end of the graph"),
    ("(b / bark-01 :ARG0 (d / dog) :ARG1 (d / cat))", GraphError, "variable 'd' is defined more than once"),
    ("(b / bark-01 :ARG0 d)", GraphError, ":ARG0 d refers to a variable that is never defined"),
    ("(b / bark-01 :ARG0 b)", type(None), ""),  # a reentrant self-reference is a variable, not a constant
])
def test_bad_graphs(text: str, error: type, message: str) -> None:
    if error is type(None):
        decode_graph(text)
        return
    with pytest.raises(error) as info:
        decode_graph(text)
    assert message in str(info.value) and "\n" not in str(info.value)
    assert isinstance(info.value, InputError)


def test_constants_are_not_mistaken_for_variables() -> None:
    g = decode_graph('(s / say-01 :mode imperative :polarity - :ARG1 "x y" :quant 5)')
    assert ("s", ":mode", "imperative") in g.triples


def test_quoted_parentheses_do_not_count() -> None:
    assert decode_graph('(n / name :op1 "Smiley :)")').top == "n"


def test_errors_name_the_graph_and_its_line() -> None:
    with pytest.raises(PenmanSyntaxError, match=r"graph 2, line 5"):
        loads_graphs("(a / alpha)\n\n(b / beta)\n\n(c / gamma :ARG0 (d / delta)")


@pytest.mark.parametrize("text", ["", "\n\n", "# ::id x\n# ::snt only metadata\n"])
def test_empty_input(text: str) -> None:
    with pytest.raises(InputError, match=r"no PENMAN graph in the input \(empty file\?\)"):
        loads_graphs(text)


def test_round_trip_keeps_metadata_and_alignments() -> None:
    text = "# ::id a1\n# ::tok dogs bark\n(b / bark-01~e.1\n   :ARG0 (d / dog~e.0))"
    g = decode_graph(text)
    assert dumps_graph(g) == text
    both = dumps_graphs([g, penman.decode("(x / go-02)")])
    assert [e.key for e in loads_graphs(both)] == ["a1", 1]
