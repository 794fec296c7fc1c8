"""Benchmark of ``paraamr refocus --all`` (issue 13 item 6: refocus near-linear in graph size).

``python -m pipeline.bench_refocus [--sizes 100,400,1600] [--lpp FILE] [--baseline]``

For synthetic graphs of N nodes (``wide``: one ``and`` with N-1 operands;
``bushy``: every node has four children) and for the Little Prince dev graphs,
prints the CPU seconds of what ``refocus --all`` does per graph (focus
candidates, then the PENMAN text of every refocused graph) and the cost per
focus.  Every focus yields a graph of N nodes, so the whole command is
quadratic in N by its output; the cost per focus should grow linearly.
``--baseline`` also times the path the CLI took before :class:`Refocuser`
(``refocus()`` then ``penman.encode`` for each focus) and checks both texts agree.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

import penman

from pipeline.amrio import decode_graph, dumps_graph, loads_graphs
from pipeline.assets import reference_data_dir
from pipeline.graph import AMRGraph
from pipeline.refocus import Refocuser, refocus

DEFAULT_LPP = reference_data_dir() / "little-prince" / "lpp-1943-dev.amr"


def wide_graph(n: int) -> penman.Graph:
    """One ``and`` with ``n - 1`` operands: the shape of a long list of names."""
    ops = " ".join(f":op{i} (x{i} / dog)" for i in range(1, n))
    return decode_graph(f"(r / and {ops})")


def bushy_graph(n: int) -> penman.Graph:
    """``n`` nodes, each with up to four children (breadth first): depth about log4(n)."""
    children: dict[int, list[int]] = {i: [] for i in range(n)}
    for i in range(1, n):
        children[(i - 1) // 4].append(i)

    def text(i: int) -> str:
        args = " ".join(f":ARG{k} {text(c)}" for k, c in enumerate(children[i]))
        return f"(n{i} / thing-{i % 7}" + (f" {args})" if args else ")")

    return decode_graph(text(0))


def _refocus_all(graph: penman.Graph) -> list[str]:
    refocuser = Refocuser(graph)
    return [refocuser.text(c.variable) for c in AMRGraph(graph).focus_candidates()]


def _refocus_all_baseline(graph: penman.Graph) -> list[str]:
    return [dumps_graph(refocus(graph, c.variable)) for c in AMRGraph(graph).focus_candidates()]


def _timed(fn: object, graphs: list[penman.Graph]) -> tuple[float, list[str]]:
    start = time.process_time()
    texts = [text for g in graphs for text in fn(g)]  # type: ignore[operator]
    return time.process_time() - start, texts


def measure(name: str, graphs: list[penman.Graph], baseline: bool) -> dict[str, object]:
    seconds, texts = _timed(_refocus_all, graphs)
    row: dict[str, object] = {
        "graphs": name, "nodes": sum(len(g.instances()) for g in graphs), "foci": len(texts),
        "cpu_s": round(seconds, 3), "ms_per_focus": round(1000 * seconds / max(len(texts), 1), 3),
    }
    if baseline:
        before, old = _timed(_refocus_all_baseline, graphs)
        row["baseline_cpu_s"] = round(before, 3)
        row["baseline_ms_per_focus"] = round(1000 * before / max(len(old), 1), 3)
        row["same_text"] = old == texts
    return row


def _one(make: Callable[[int], penman.Graph], n: int) -> list[penman.Graph]:
    return [make(n)]


def _file_graphs(path: Path) -> list[penman.Graph]:
    return [e.graph for e in loads_graphs(path.read_text(encoding="utf-8"))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pipeline.bench_refocus")
    parser.add_argument("--sizes", default="100,400,1600", help="node counts of the synthetic graphs")
    parser.add_argument("--shapes", default="wide,bushy")
    parser.add_argument("--lpp", type=Path, default=DEFAULT_LPP, help="a PENMAN file ('' to skip)")
    parser.add_argument("--baseline", action="store_true", help="also time the old per-focus path")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    makers = {"wide": wide_graph, "bushy": bushy_graph}
    _refocus_all(wide_graph(20))  # warm: WordNet, which the focus candidates' kinds consult
    rows = []
    cases: list[tuple[str, Callable[[], list[penman.Graph]]]] = [
        (f"{shape}-{n}", partial(_one, makers[shape], n))
        for shape in args.shapes.split(",") for n in (int(x) for x in args.sizes.split(","))]
    if str(args.lpp) and args.lpp.is_file():
        cases.append((args.lpp.name, partial(_file_graphs, args.lpp)))
    for name, graphs in cases:
        row = measure(name, graphs(), args.baseline)
        rows.append(row)
        if not args.json:  # as measured: the large sizes take minutes with --baseline
            print("  ".join(f"{k}={v}" for k, v in row.items()), flush=True)
    if args.json:
        print(json.dumps(rows, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
