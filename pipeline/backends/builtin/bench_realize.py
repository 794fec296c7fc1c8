"""Quality and speed of the built-in realizer, on one core.

Run ``python -m pipeline.backends.builtin.bench_realize [--limit N] [--json]``.  It prints

* round trip: corpus BLEU (sacrebleu, detokenized, case-insensitive) of
  realize(parse(s)) against s on the ``::snt`` sentences of the Little Prince dev
  graphs, with the original focus; once as the engine runs (a graph whose top
  is still its root may read back as its whole source span) and once with
  that whole-sentence shortcut off, so every clause is rebuilt from its parts;
* gold: BLEU of realize(gold graph) against its ``::snt`` (what
  ``paraamr eval generate --engine builtin`` reports);
* speed: sentences per second for parse + every candidate focus + realize on
  MRPC news sentences, and realized graphs per second for the realizer alone.

``--golden FILE`` instead writes a snapshot to diff before and after a realizer
change: every Little Prince dev gold graph realized, then every candidate focus
of 60 MRPC train sentences (every 50th first sentence of a pair).  The parses
are cached next to FILE (``FILE.graphs``) so that the snapshot depends on the
realizer alone.

Speed is measured here, never asserted in tests.
"""

from __future__ import annotations

import os

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import argparse  # noqa: E402
import json  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

from pipeline.assets import reference_data_dir  # noqa: E402
from pipeline.scoring.mrpc import DEFAULT_MRPC, mrpc_sentences  # noqa: E402

__all__ = ["golden", "main", "round_trip", "speed"]

DEFAULT_GOLD = reference_data_dir() / "little-prince" / "lpp-1943-dev.amr"


def _bleu(hypotheses: list[str], references: list[str]) -> float:
    import sacrebleu

    return round(sacrebleu.metrics.BLEU(lowercase=True).corpus_score(hypotheses, [references]).score, 2)


def round_trip(sentences: list[str], parser: Any) -> dict[str, Any]:
    """BLEU of realize(parse(s)) against s, with and without whole-sentence re-use."""
    import penman

    from pipeline.backends.builtin.realizer import realize

    as_engine: list[str] = []
    rebuilt: list[str] = []
    failed = 0
    for result in parser.parse(sentences):
        if result.amr is None:
            failed += 1
            as_engine.append("")
            rebuilt.append("")
            continue
        graph = penman.decode(result.amr)
        as_engine.append(realize(graph).text)
        rebuilt.append(realize(graph, reuse_top=False).text)
    return {"bleu": _bleu(as_engine, sentences), "bleu_rebuilt": _bleu(rebuilt, sentences),
            "n": len(sentences), "parse_failed": failed}


def speed(sentences: list[str], parser: Any) -> dict[str, Any]:
    """Parse + every candidate focus + realize, timed per stage."""
    import penman

    from pipeline.backends.builtin.realizer import realize
    from pipeline.graph import AMRGraph
    from pipeline.refocus import refocus

    # CPU seconds of this process: the machine may be shared, wall time then overstates.
    clock = time.process_time
    start = clock()
    parsed = parser.parse(sentences)
    graphs = [penman.decode(r.amr) for r in parsed if r.amr is not None]
    parse_seconds = clock() - start

    start = clock()
    refocused = []
    for graph in graphs:
        for candidate in AMRGraph(graph).focus_candidates():
            refocused.append(graph if candidate.variable == graph.top
                             else refocus(graph, candidate.variable))
    refocus_seconds = clock() - start

    start = clock()
    wall = time.perf_counter()
    texts = [realize(g).text for g in refocused]
    realize_seconds = clock() - start
    realize_wall = time.perf_counter() - wall
    total = parse_seconds + refocus_seconds + realize_seconds
    return {
        "sentences": len(sentences), "graphs": len(refocused), "distinct_texts": len(set(texts)),
        "parse_cpu_seconds": round(parse_seconds, 2),
        "refocus_cpu_seconds": round(refocus_seconds, 2),
        "realize_cpu_seconds": round(realize_seconds, 2),
        "realize_wall_seconds": round(realize_wall, 2),
        "realized_graphs_per_cpu_second": round(len(refocused) / realize_seconds, 1)
        if realize_seconds else None,
        "sentences_per_cpu_second": round(len(sentences) / total, 1) if total else None,
    }


def golden(out: Path, gold: Path, mrpc: Path, parser_factory: Any) -> int:
    """Write the realizer snapshot to ``out``; returns the number of lines written."""
    from pipeline.amrio import decode_graph, dumps_graph, loads_graphs
    from pipeline.backends.builtin.realizer import realize
    from pipeline.graph import AMRGraph
    from pipeline.refocus import refocus

    cache = out.with_name(out.name + ".graphs")
    if not cache.is_file():
        sentences = mrpc_sentences(mrpc, first_only=True)[::50][:60]
        parsed = parser_factory().parse(sentences)
        cache.write_text("\n\n".join(r.amr for r in parsed if r.amr) + "\n", encoding="utf-8")
    lines: list[str] = []
    for entry in loads_graphs(gold.read_text(encoding="utf-8")):
        result = realize(entry.graph)
        lines.append(f"gold {entry.graph.metadata.get('id', '')}\t{result.construction}\t"
                     f"{result.text}")
    for n, entry in enumerate(loads_graphs(cache.read_text(encoding="utf-8"))):
        graph = entry.graph
        lines.append(f"mrpc {n} source\t{graph.metadata.get('snt', '')}")
        for candidate in AMRGraph(graph).focus_candidates():
            new = graph if candidate.variable == graph.top else refocus(graph, candidate.variable)
            result = realize(decode_graph(dumps_graph(new)))
            lines.append(f"mrpc {n} {candidate.variable}\t{result.construction}\t{result.text}")
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return len(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m pipeline.backends.builtin.bench_realize")
    ap.add_argument("--gold", type=Path, default=DEFAULT_GOLD)
    ap.add_argument("--mrpc", type=Path, default=DEFAULT_MRPC)
    ap.add_argument("--limit", type=int, default=1000, help="sentences per measurement")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--golden", type=Path, help="write the realizer snapshot here instead")
    args = ap.parse_args(argv)
    for path in (args.gold, args.mrpc):
        if not path.is_file():
            print(f"error: reference data not found at {path}", file=sys.stderr)
            return 2

    import torch

    torch.set_num_threads(1)
    from pipeline.amrio import loads_graphs
    from pipeline.backends.builtin.generator import BuiltinGenerator
    from pipeline.backends.builtin.parser import BuiltinParser
    from pipeline.evaluation import evaluate_generator
    from pipeline.settings import load_settings

    if args.golden is not None:
        n = golden(args.golden, args.gold, args.mrpc,
                   lambda: BuiltinParser(load_settings(engine="builtin")))
        print(f"wrote {n} lines to {args.golden}")
        return 0
    parser = BuiltinParser(load_settings(engine="builtin"))
    entries = loads_graphs(args.gold.read_text(encoding="utf-8"))[: args.limit]
    sentences = [e.graph.metadata["snt"] for e in entries if e.graph.metadata.get("snt")]
    parser.parse(sentences[:20])  # warm spaCy up before timing anything
    report: dict[str, Any] = {
        "round_trip": round_trip(sentences, parser),
        "gold_bleu": evaluate_generator(entries, BuiltinGenerator(), progress=False)["bleu"],
        "speed": speed(mrpc_sentences(args.mrpc, args.limit), parser),
    }
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        rt, sp = report["round_trip"], report["speed"]
        print(f"round trip BLEU {rt['bleu']:.2f} (whole-sentence re-use off: "
              f"{rt['bleu_rebuilt']:.2f}), n={rt['n']}, parse failures {rt['parse_failed']}")
        print(f"gold graphs BLEU {report['gold_bleu']:.2f}")
        print(f"speed (one core, CPU time): {sp['sentences_per_cpu_second']} sentences/s for "
              f"parse + all foci + realize ({sp['graphs']} graphs from {sp['sentences']} "
              f"sentences); realizer alone {sp['realized_graphs_per_cpu_second']} graphs/s; "
              f"CPU seconds parse {sp['parse_cpu_seconds']}, refocus {sp['refocus_cpu_seconds']}, "
              f"realize {sp['realize_cpu_seconds']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
