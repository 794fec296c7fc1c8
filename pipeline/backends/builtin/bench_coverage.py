"""How much of real news text (MRPC) the built-in parser's graphs cover.

Run ``python -m pipeline.backends.builtin.bench_coverage [--offset N] [--n N] [--json]``.
It parses MRPC sentences and reports the share whose graph leaves no content word
unparsed (the ``::unparsed`` list of :mod:`~pipeline.backends.builtin.parse_coverage`,
which makes the realizer refuse paraphrases), the mean number of unparsed words per
sentence, and the most frequent unparsed words grouped by spaCy part of speech and
dependency, with an example each, so the missing rules can be found.  No scorer runs.
"""

from __future__ import annotations

import os

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import argparse  # noqa: E402
import json  # noqa: E402
import sys  # noqa: E402
from collections import Counter, defaultdict  # noqa: E402
from pathlib import Path  # noqa: E402

from pipeline.scoring.mrpc import DEFAULT_MRPC, mrpc_sentences  # noqa: E402

__all__ = ["main"]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m pipeline.backends.builtin.bench_coverage")
    ap.add_argument("--mrpc", type=Path, default=DEFAULT_MRPC)
    ap.add_argument("--offset", type=int, default=1000)
    ap.add_argument("--n", type=int, default=500)
    ap.add_argument("--top", type=int, default=25, help="classes and words to list")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if not args.mrpc.is_file():
        print(f"error: MRPC file not found at {args.mrpc}", file=sys.stderr)
        return 2

    import penman

    from pipeline.backends.builtin.parse_coverage import KEY
    from pipeline.backends.builtin.parser import BuiltinParser
    from pipeline.settings import load_settings

    sentences = mrpc_sentences(args.mrpc, args.offset + args.n)[args.offset:]
    parser = BuiltinParser(load_settings(engine="builtin"))
    # Parsed here step by step so the unparsed indices point into the very tokens
    # (hyphenated words merged, tree repaired) the parser read.
    docs = list(parser.nlp.pipe([parser._prepare(s) for s in sentences], batch_size=256))
    results = [parser._result(text, doc) for text, doc in zip(sentences, docs, strict=True)]

    classes: Counter[str] = Counter()
    words: Counter[str] = Counter()
    examples: dict[str, str] = {}
    by_class: defaultdict[str, Counter[str]] = defaultdict(Counter)
    covered = failed = total = 0
    for text, result, doc in zip(sentences, results, docs, strict=True):
        if result.amr is None:
            failed += 1
            continue
        graph = penman.decode(result.amr)
        listed = [int(i) for i in graph.metadata.get(KEY, "").split()]
        covered += not listed
        total += len(listed)
        for i in listed:
            word, cls = doc[i].text, f"{doc[i].pos_}/{doc[i].dep_}"
            classes[cls] += 1
            words[word] += 1
            by_class[cls][word] += 1
            examples.setdefault(cls, f"{word!r} in {text}")
    parsed = len(sentences) - failed
    report = {
        "sentences": len(sentences),
        "offset": args.offset,
        "failed": failed,
        "share_fully_covered": round(covered / parsed, 3) if parsed else 0.0,
        "mean_unparsed": round(total / parsed, 3) if parsed else 0.0,
        "classes": [{"class": c, "count": n, "words": dict(by_class[c].most_common(6)),
                     "example": examples[c]} for c, n in classes.most_common(args.top)],
        "words": dict(words.most_common(args.top)),
    }
    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    print(f"MRPC {args.offset}-{args.offset + len(sentences)}: {report['share_fully_covered']:.1%} "
          f"of sentences fully covered, {report['mean_unparsed']} unparsed words per sentence "
          f"({failed} failed)")
    for row in report["classes"]:
        print(f"{row['count']:4d} {row['class']:14s} {row['words']}\n     e.g. {row['example']}")
    print("words:", report["words"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
