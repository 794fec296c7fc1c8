"""ROC AUC of every score for separating MRPC paraphrases (1) from non-paraphrases (0).

    python -m pipeline.scoring.mrpc_auc [--limit 600] [--seed 0] [--metrics m1,m2] [--json]

Scores each pair as (source = #1 String, candidate = #2 String).  An AUC above
0.5 means a higher score marks a paraphrase; similarity scores should sit
well above it, diversity scores below it (pairs that differ more are less
often paraphrases), perplexity (of the candidate alone) near 0.5.  ``--limit``
takes a seeded random sample of pairs, since perplexity and the tree edit
distances are slow on one CPU.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

from pipeline.scoring.mrpc import DEFAULT_MRPC, read_mrpc

__all__ = ["main", "mrpc_auc"]


def mrpc_auc(path: Path = DEFAULT_MRPC, *, limit: int | None = 600, seed: int = 0,
             metrics: list[str] | None = None, settings: Any = None) -> dict[str, Any]:
    from sklearn.metrics import roc_auc_score
    from tqdm import tqdm

    from pipeline.scoring.scoreset import ScoreSet

    pairs = read_mrpc(path)
    if limit is not None and limit < len(pairs):
        pairs = random.Random(seed).sample(pairs, limit)
    scoreset = ScoreSet(settings, metrics)
    rows: list[dict[str, float | None]] = []
    started = time.perf_counter()
    chunk = 50
    for start in tqdm(range(0, len(pairs), chunk), desc="mrpc", unit="chunk"):
        rows += scoreset.score_pairs([(a, b) for _, a, b in pairs[start:start + chunk]])
    labels = [label for label, _, _ in pairs]
    table = {}
    for name in scoreset.names:
        scored = [(label, value) for label, row in zip(labels, rows, strict=True)
                  if (value := row[name]) is not None]
        auc = roc_auc_score([lab for lab, _ in scored], [v for _, v in scored])
        means = [_mean([v for lab, v in scored if lab == wanted]) for wanted in (1, 0)]
        table[name] = {"auc": round(float(auc), 4), "n": len(scored),
                       "higher": scoreset.metric(name).higher,
                       "mean_paraphrase": means[0], "mean_non_paraphrase": means[1]}
    return {
        "data": f"{path.name}, {len(pairs)} pairs"
                + (f" (random.Random({seed}) sample)" if limit is not None else ""),
        "positives": sum(labels),
        "seconds": round(time.perf_counter() - started, 1),
        "auc": table,
        "signatures": scoreset.signatures(),
    }


def _mean(values: list[float]) -> float | None:
    return round(sum(values) / len(values), 4) if values else None


def markdown(report: dict[str, Any]) -> str:
    lines = [f"MRPC ROC AUC, {report['data']}, {report['positives']} paraphrases", "",
             "| score | higher means | ROC AUC | mean (para) | mean (non-para) | n |",
             "| --- | --- | --- | --- | --- | --- |"]
    for name, row in report["auc"].items():
        lines.append(f"| {name} | {row['higher']} | {row['auc']:.3f} | "
                     f"{_fmt(row['mean_paraphrase'])} | {_fmt(row['mean_non_paraphrase'])} | "
                     f"{row['n']} |")
    return "\n".join(lines)


def _fmt(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pipeline.scoring.mrpc_auc",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_MRPC)
    parser.add_argument("--limit", type=int, default=600, help="pairs (0: all)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--metrics", help="comma-separated metric names (default: all)")
    parser.add_argument("--threads", type=int, default=1, help="torch CPU threads")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    import torch

    from pipeline.settings import load_settings

    torch.set_num_threads(args.threads)
    metrics = args.metrics.split(",") if args.metrics else None
    report = mrpc_auc(args.data, limit=args.limit or None, seed=args.seed, metrics=metrics,
                      settings=load_settings())
    print(json.dumps(report, indent=2) if args.json else markdown(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
