"""Throughput of the rating service: concurrent raters each taking the next
item and submitting a judgment, as the app and ``annotate rate`` do.

    python -m db.benchmark [--url URL] [--raters 20] [--per-rater 50]

Without ``--url`` it runs on a fresh SQLite file in a temporary directory.
Prints JSON: judgments, seconds, judgments per second, and the median and
95th percentile latency of one next-item + submit round.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from db.service import ItemInput, JudgmentStore

__all__ = ["run_benchmark"]


def run_benchmark(url: str, raters: int = 20, per_rater: int = 50,
                  raters_per_item: int = 3) -> dict[str, Any]:
    setup = JudgmentStore(url)
    batch = f"bench-{int(time.time() * 1000)}"
    setup.create_batch(batch, raters_per_item=raters_per_item)
    names = [f"{batch}-r{i}" for i in range(raters)]
    for name in names:
        setup.add_annotator(name, secret="benchmark")
    items = raters * per_rater // raters_per_item + raters
    setup.add_items(batch, [ItemInput(f"Source {i}.", f"Paraphrase {i}.") for i in range(items)])
    latencies: list[float] = []
    lock = threading.Lock()
    barrier = threading.Barrier(raters + 1)

    def rater(name: str) -> None:
        store = JudgmentStore(url, migrate=False)
        own: list[float] = []
        barrier.wait()
        for n in range(per_rater):
            start = time.perf_counter()
            item = store.next_item(batch, name)
            if item is None:
                break
            store.submit(item.assignment_id, name, semantic=1 + n % 3, syntactic=2)
            own.append(time.perf_counter() - start)
        store.close()
        with lock:
            latencies.extend(own)

    threads = [threading.Thread(target=rater, args=(n,)) for n in names]
    for t in threads:
        t.start()
    barrier.wait()
    start = time.perf_counter()
    for t in threads:
        t.join()
    seconds = time.perf_counter() - start
    judgments = len(setup.judgment_rows(batch))
    setup.close()
    latencies.sort()
    return {"backend": setup.db.engine.dialect.name, "raters": raters, "judgments": judgments,
            "seconds": round(seconds, 2), "judgments_per_second": round(judgments / seconds, 1),
            "p50_ms": round(1000 * statistics.median(latencies), 1),
            "p95_ms": round(1000 * latencies[int(0.95 * (len(latencies) - 1))], 1)}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m db.benchmark", description=__doc__.splitlines()[0])
    parser.add_argument("--url", help="database URL (default: a temporary SQLite file)")
    parser.add_argument("--raters", type=int, default=20)
    parser.add_argument("--per-rater", type=int, default=50)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        url = args.url or f"sqlite:///{Path(tmp) / 'bench.sqlite'}"
        result = run_benchmark(url, args.raters, args.per_rater)
    json.dump(result, sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
