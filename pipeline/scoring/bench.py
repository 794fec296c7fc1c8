"""Throughput of the scorers: pairs per second, the full set and each metric alone.

    python -m pipeline.scoring.bench [--sources 20] [--candidates 5] [--threads 1] [--json]

Each source sentence (MRPC #1 String) is scored with ``--candidates`` candidates
(the #2 Strings of the next pairs) in one :meth:`ScoreSet.score` batch, as the
paraphrase chain does.  Models are loaded and warmed up before timing (the load
time is reported apart; parsed trees are not reused between runs).  Besides
wall-clock pairs/s the report gives pairs per CPU-second of this process, which
stays meaningful on a shared machine.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from pipeline.scoring.mrpc import DEFAULT_MRPC, read_mrpc

__all__ = ["bench", "main"]


def _time(scoreset: Any, batches: list[tuple[str, list[str]]]) -> dict[str, float]:
    from pipeline.scoring.syntactic import get_tree_parser

    get_tree_parser().clear()  # TED-F must not reuse the trees TED-3 parsed
    wall, cpu = time.perf_counter(), time.process_time()
    pairs = 0
    for source, candidates in batches:
        scoreset.score(source, candidates)
        pairs += len(candidates)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return {"pairs": pairs, "seconds": round(wall, 2), "pairs_per_second": round(pairs / wall, 2),
            "pairs_per_cpu_second": round(pairs / cpu, 2)}


def bench(sources: int = 20, candidates: int = 5, metrics: list[str] | None = None,
          settings: Any = None) -> dict[str, Any]:
    from pipeline.scoring.scoreset import DEFAULT_METRICS, ScoreSet

    pairs = read_mrpc(DEFAULT_MRPC)
    batches = [(pairs[i][1], [pairs[i + j][2] for j in range(candidates)])
               for i in range(0, sources * candidates, candidates)]
    # Different sentences from the timed ones for the warm-up (caches are by text).
    warmup = (pairs[-1][1], [pairs[-1 - j][2] for j in range(candidates)])
    report: dict[str, Any] = {"sources": sources, "candidates_per_source": candidates,
                              "per_metric": {}}
    for name in metrics or DEFAULT_METRICS:
        scoreset = ScoreSet(settings, [name])
        loaded = time.perf_counter()
        scoreset.score(*warmup)
        row = _time(scoreset, batches)
        row["load_and_warmup_seconds"] = round(time.perf_counter() - loaded - row["seconds"], 2)
        report["per_metric"][name] = row
    full = ScoreSet(settings, metrics)
    full.score(*warmup)
    report["full_set"] = _time(full, batches)
    report["full_set"]["metrics"] = full.names
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pipeline.scoring.bench",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--sources", type=int, default=20)
    parser.add_argument("--candidates", type=int, default=5)
    parser.add_argument("--metrics", help="comma-separated metric names (default: all)")
    parser.add_argument("--threads", type=int, default=1, help="torch CPU threads (one core: 1)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    import torch

    from pipeline.settings import load_settings

    torch.set_num_threads(args.threads)
    metrics = args.metrics.split(",") if args.metrics else None
    report = bench(args.sources, args.candidates, metrics, load_settings())
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"{'metric':<20} {'pairs/s':>9} {'pairs/cpu-s':>12} {'load s':>8}")
    for name, row in report["per_metric"].items():
        print(f"{name:<20} {row['pairs_per_second']:>9.2f} {row['pairs_per_cpu_second']:>12.2f} "
              f"{row['load_and_warmup_seconds']:>8.1f}")
    full = report["full_set"]
    print(f"{'FULL SET':<20} {full['pairs_per_second']:>9.2f} {full['pairs_per_cpu_second']:>12.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
