"""Speed of the built-in parser on real news sentences (MRPC), on one core.

Run ``python -m pipeline.backends.builtin.bench_parse [--limit N] [--json]``.  It
prints sentences per second for the whole parse (spaCy + rules + PENMAN check)
and for the two halves, so a slowdown can be traced.  Rates are per CPU second of
this process (the wall-clock rate is printed too: on a shared machine it mostly
measures the neighbours).  Speed is measured here,
never asserted in tests.
"""

from __future__ import annotations

import os

# One core, as the target says; set before numpy/thinc start their thread pools.
for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import argparse  # noqa: E402
import json  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

from pipeline.scoring.mrpc import DEFAULT_MRPC, mrpc_sentences  # noqa: E402

__all__ = ["main"]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m pipeline.backends.builtin.bench_parse")
    ap.add_argument("--mrpc", type=Path, default=DEFAULT_MRPC)
    ap.add_argument("--limit", type=int, default=1000)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if not args.mrpc.is_file():
        print(f"error: MRPC file not found at {args.mrpc}", file=sys.stderr)
        return 2

    import torch

    torch.set_num_threads(1)
    from pipeline.backends.builtin.parser import BuiltinParser
    from pipeline.settings import load_settings

    sentences = mrpc_sentences(args.mrpc, args.limit)
    parser = BuiltinParser(load_settings(engine="builtin"))
    parser.parse(sentences[:20])  # warm up caches outside the timing

    start, cpu_start = time.perf_counter(), time.process_time()
    results = parser.parse(sentences)
    total, cpu = time.perf_counter() - start, time.process_time() - cpu_start

    start = time.process_time()
    docs = list(parser.nlp.pipe(sentences, batch_size=64))
    spacy_seconds = time.process_time() - start
    start = time.process_time()
    for text, doc in zip(sentences, docs, strict=True):
        parser._result(text, doc)
    rules_seconds = time.process_time() - start

    failed = sum(r.amr is None for r in results)
    report = {
        "sentences": len(sentences),
        "failed": failed,
        "seconds": round(total, 2),
        "sentences_per_second": round(len(sentences) / total, 1),
        "cpu_seconds": round(cpu, 2),
        "sentences_per_cpu_second": round(len(sentences) / cpu, 1),
        "spacy_sentences_per_second": round(len(sentences) / spacy_seconds, 1),
        "rules_sentences_per_second": round(len(sentences) / rules_seconds, 1),
        "mean_words": round(sum(len(s.split()) for s in sentences) / len(sentences), 1),
    }
    if args.json:
        print(json.dumps(report))
    else:
        print(f"builtin parse: {report['sentences_per_cpu_second']} sentences per CPU second on "
              f"one core ({report['sentences_per_second']}/s wall clock on a shared machine; "
              f"{report['sentences']} MRPC sentences, {report['mean_words']} words on average, "
              f"{failed} failed); spaCy alone {report['spacy_sentences_per_second']}/CPU s, "
              f"rules + PENMAN alone {report['rules_sentences_per_second']}/CPU s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
