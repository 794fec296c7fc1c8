"""Throughput of corpus builds: ``python -m pipeline.corpus.bench``.

Builds the same input with 1 and 2 local workers, with and without
language-model (perplexity) scoring, and reports for each run the sentences
per second over the whole run (model loading included), the steady rate
(from the first finished shard to the last, loading excluded) and the peak
resident memory of every worker process.  The default input is the first
sentences of the MRPC training pairs in the reference data.

    python -m pipeline.corpus.bench --sentences 120 --json

Threads: each worker gets ``cpu_count // workers`` torch/BLAS threads, so the
two-worker runs compare process parallelism, not thread oversubscription.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pipeline.corpus.config import CORPUS_METRICS, metrics_without_lm
from pipeline.scoring.mrpc import DEFAULT_MRPC
from pipeline.scoring.mrpc import mrpc_sentences as read_sentences

__all__ = ["run_bench"]


def mrpc_sentences(limit: int, path: Path = DEFAULT_MRPC) -> list[str]:
    """The first ``limit`` distinct "#1 String" sentences of MRPC's training file."""
    return read_sentences(path, limit, first_only=True)


def run_bench(sentences: list[str], *, workers: Sequence[int] = (1, 2), engine: str = "builtin",
              lm: Sequence[bool] = (False, True), shard_size: int = 10,
              batch_size: int = 4) -> list[dict[str, Any]]:
    """One build per (workers, lm) combination; their throughput and memory."""
    from pipeline.corpus.build import build_corpus
    from pipeline.corpus.config import BuildConfig
    from pipeline.settings import load_settings

    settings = load_settings(engine=engine)
    results = []
    with tempfile.TemporaryDirectory(prefix="paraamr-bench-") as tmp:
        source = Path(tmp) / "input.txt"
        source.write_text("\n".join(sentences) + "\n", encoding="utf-8")
        for with_lm in lm:
            metrics = CORPUS_METRICS if with_lm else tuple(metrics_without_lm())
            for count in workers:
                config = BuildConfig(engine=engine, metrics=metrics, shard_size=shard_size,
                                     batch_size=batch_size).with_settings(settings)
                out = Path(tmp) / f"out-{count}-{int(with_lm)}"
                started = time.perf_counter()
                summary = build_corpus(source, out, config, workers=count, progress=False)
                wall = time.perf_counter() - started
                results.append({
                    "workers": count, "lm_scoring": with_lm, "engine": engine,
                    "sentences": summary["sentences"], "paraphrases": summary["paraphrases"],
                    "errors": summary["errors"], "seconds": round(wall, 2),
                    "sentences_per_second": round(summary["sentences"] / wall, 3),
                    "steady_sentences_per_second": summary.get("steady_sentences_per_second"),
                    "peak_rss_mb_per_worker": summary["peak_rss_mb"],
                })
                print(json.dumps(results[-1]), file=sys.stderr)
    return results


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pipeline.corpus.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--input", type=Path, help="one sentence a line (default: MRPC train)")
    parser.add_argument("--sentences", type=int, default=120)
    parser.add_argument("--workers", default="1,2", help="comma separated worker counts")
    parser.add_argument("--engine", default="builtin")
    parser.add_argument("--lm", choices=["both", "on", "off"], default="both")
    parser.add_argument("--shard-size", type=int, default=10)
    parser.add_argument("--batch-size", type=int, default=4)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    if args.input:
        sentences = [s.strip() for s in args.input.read_text(encoding="utf-8").splitlines() if s.strip()]
        sentences = list(dict.fromkeys(sentences))[: args.sentences]
    else:
        sentences = mrpc_sentences(args.sentences)
    lm = {"both": (False, True), "on": (True,), "off": (False,)}[args.lm]
    results = run_bench(sentences, workers=[int(w) for w in args.workers.split(",")],
                        engine=args.engine, lm=lm, shard_size=args.shard_size,
                        batch_size=args.batch_size)
    if args.json:
        json.dump(results, sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        for r in results:
            peaks = ", ".join(f"{v:.0f}" for v in r["peak_rss_mb_per_worker"].values())
            print(f"workers={r['workers']} lm={'on' if r['lm_scoring'] else 'off'}: "
                  f"{r['sentences_per_second']} sent/s overall, "
                  f"{r['steady_sentences_per_second']} steady; peak MiB per worker: {peaks}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
