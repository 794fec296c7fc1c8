"""Benchmark of the whole chain on MRPC sentences (issue 4's quality and speed figures).

``python -m pipeline.bench_paraphrase [--n 300] [--offset 0] [--engine builtin] [--examples 20]``

Reports, over N distinct sentences of the MRPC train split (the first N, or the N after
``--offset``: the realizer's rules were written against the first few hundred, so a
later stretch is text no rule has seen):

* speed: sentences per second for parse + every candidate focus + realize (no
  scoring), on one core (torch and BLAS threads pinned to 1);
* quality: distinct paraphrases per sentence that differ from the source, and
  their mean semantic similarity to the source with the offline scorer;
* a seeded random sample of examples, good and bad alike, to quote;
* with ``--filter`` (issue 12): the default filter applied to every candidate, and the
  share of sentences keeping at least one paraphrase, kept paraphrases per sentence,
  mean TED-3 of the kept ones, the share of kept ones that lose a name, number,
  approximation or negation of the source (``facts_kept`` below 1), the most frequent
  rejection reasons, candidates, kept
  ones and their TED-3 per focus construction (cleft, passive, ...), every sentence that
  keeps nothing with its best rejected candidate (item 7 of issue 12: a filter that
  rejects everything for a fluent source is a defect to see), and the examples drawn
  from kept paraphrases.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from pipeline.scoring.mrpc import DEFAULT_MRPC, mrpc_sentences


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pipeline.bench_paraphrase")
    parser.add_argument("--mrpc", type=Path, default=DEFAULT_MRPC)
    parser.add_argument("--n", type=int, default=300)
    parser.add_argument("--offset", type=int, default=0,
                        help="skip this many sentences first (a held-out stretch)")
    parser.add_argument("--engine", default="builtin")
    parser.add_argument("--examples", type=int, default=20)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--filter", action="store_true",
                        help="score with the default filter's metrics and TED-3, report what is kept")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--dump", type=Path,
                        help="with --filter: every candidate (source, text, focus, scores, reasons) "
                             "as JSON lines, to study the filter without generating again")
    args = parser.parse_args(argv)

    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    import torch

    torch.set_num_threads(1)
    from pipeline.paraphrase import Paraphraser
    from pipeline.scoring import ScoreSet
    from pipeline.scoring.filters import normalized
    from pipeline.settings import load_settings

    settings = load_settings(engine=args.engine)
    sentences = mrpc_sentences(args.mrpc, args.offset + args.n)[args.offset:]
    if not sentences:
        total = len(mrpc_sentences(args.mrpc, args.offset + args.n))
        print(f"error: --offset {args.offset} is past the {total} sentences of {args.mrpc}",
              file=sys.stderr)
        return 2
    if args.filter:
        return _filtered(settings, args, sentences)
    chain = Paraphraser(settings, engine=args.engine, metrics=[])
    chain.paraphrase(sentences[0])  # warm: spaCy, lexicon, inflection tables

    start = time.perf_counter()
    produced: list[tuple[str, list[str]]] = []
    failures = 0
    n_candidates = 0
    for sentence in sentences:
        try:
            candidates = chain.paraphrase(sentence)
        except Exception as exc:  # counted and reported, the benchmark goes on
            failures += 1
            print(f"failed: {sentence[:60]}: {exc}", file=sys.stderr)
            continue
        n_candidates += len(candidates)
        distinct: dict[str, str] = {}
        for c in candidates:
            if c.text and normalized(c.text) != normalized(sentence):
                distinct.setdefault(normalized(c.text), c.text)
        produced.append((sentence, list(distinct.values())))
    elapsed = time.perf_counter() - start

    scorer = ScoreSet(settings, ["semantic"])
    similarities: list[float] = []
    for sentence, paraphrases in produced:
        if paraphrases:
            similarities += [s["semantic"] or 0.0 for s in scorer.score(sentence, paraphrases)]

    rng = random.Random(args.seed)
    pool = [(s, p) for s, ps in produced for p in ps]
    examples = rng.sample(pool, min(args.examples, len(pool)))
    report = {
        "engine": args.engine,
        "sentences": len(sentences), "offset": args.offset,
        "failed": failures,
        "foci_per_sentence": round(n_candidates / max(1, len(produced)), 2),
        "distinct_paraphrases_per_sentence": round(sum(len(p) for _, p in produced) / max(1, len(produced)), 2),
        "mean_semantic": round(sum(similarities) / max(1, len(similarities)), 4),
        "semantic_signature": scorer.signatures().get("semantic"),
        "sentences_per_second": round(len(sentences) / elapsed, 1),
        "examples": [{"source": s, "paraphrase": p} for s, p in examples],
    }
    if args.json:
        json.dump(report, sys.stdout, indent=2)
        print()
    else:
        for key, value in report.items():
            if key != "examples":
                print(f"{key}: {value}")
        for ex in report["examples"]:
            print(f"- {ex['source']}\n  -> {ex['paraphrase']}")
    return 0


def _filtered(settings: Any, args: argparse.Namespace, sentences: list[str]) -> int:
    from pipeline.paraphrase import Paraphraser
    from pipeline.scoring import FilterPolicy

    policy = FilterPolicy.from_settings(settings)
    metrics = list(dict.fromkeys([*policy.metrics(), "ted3", "facts_kept"]))
    chain = Paraphraser(settings, engine=args.engine, metrics=metrics, filter_policy=policy)
    kept: list[tuple[str, str, dict[str, Any]]] = []
    per_sentence: list[int] = []
    reasons: Counter[str] = Counter()
    constructions: dict[str, dict[str, float]] = {}
    kept_nothing: list[dict[str, Any]] = []
    dump = args.dump.open("w", encoding="utf-8") if args.dump else None
    start = time.perf_counter()
    for sentence in sentences:
        try:
            candidates = chain.paraphrase(sentence)
        except Exception as exc:  # counted as keeping nothing, the benchmark goes on
            print(f"failed: {sentence[:60]}: {exc}", file=sys.stderr)
            candidates = []
        if dump is not None:
            for c in candidates:
                dump.write(json.dumps({"source": sentence, "text": c.text, "focus": c.focus,
                                       "construction": c.construction,
                                       "alternative": c.alternative, "scores": c.scores,
                                       "reasons": c.reasons}) + "\n")
            dump.flush()
        mine = [c for c in candidates if c.kept]
        per_sentence.append(len(mine))
        for c in candidates:
            if c.text:
                row = constructions.setdefault(c.construction or "none",
                                               {"candidates": 0, "kept": 0, "ted3_sum": 0.0})
                row["candidates"] += 1
                if c.kept:
                    row["kept"] += 1
                    row["ted3_sum"] += c.scores.get("ted3") or 0.0
        if not mine:
            kept_nothing.append(_best_rejected(sentence, candidates))
        kept += [(sentence, c.text or "", c.scores) for c in mine]
        reasons.update(r.split(" ")[0].rstrip(":") for c in candidates for r in c.reasons)
    if dump is not None:
        dump.close()
    ted = [s["ted3"] for _, _, s in kept if s.get("ted3") is not None]
    facts = [s["facts_kept"] for _, _, s in kept if s.get("facts_kept") is not None]
    examples = random.Random(args.seed).sample(kept, min(args.examples, len(kept)))
    report = {
        "engine": args.engine, "sentences": len(sentences), "offset": args.offset, "filter": policy.signature(),
        "share_with_kept": round(sum(n > 0 for n in per_sentence) / max(1, len(sentences)), 3),
        "kept_per_sentence": round(sum(per_sentence) / max(1, len(sentences)), 2),
        "ted3_of_kept": round(sum(ted) / max(1, len(ted)), 2),
        "kept_losing_facts": round(sum(f < 1 for f in facts) / max(1, len(facts)), 3),
        "rejections": dict(reasons.most_common(8)),
        "by_construction": {
            name: {"candidates": int(row["candidates"]), "kept": int(row["kept"]),
                   "ted3_of_kept": round(row["ted3_sum"] / row["kept"], 2) if row["kept"] else None}
            for name, row in sorted(constructions.items(), key=lambda kv: -kv[1]["kept"])},
        "kept_nothing": kept_nothing,
        "seconds": round(time.perf_counter() - start, 1),
        "examples": [{"source": a, "paraphrase": b,
                      "scores": {k: None if v is None else round(v, 3) for k, v in s.items()}}
                     for a, b, s in examples],
    }
    json.dump(report, sys.stdout, indent=2)
    print()
    return 0


def _best_rejected(sentence: str, candidates: list[Any]) -> dict[str, Any]:
    """The candidate of a sentence that keeps nothing which came closest (fewest reasons
    to drop it, then the most well-formed), or the commonest refusals when no focus gave text."""
    scored = [c for c in candidates if c.text]
    if not scored:
        refusals = Counter(r for c in candidates for r in c.reasons)
        return {"source": sentence, "best": None, "reasons": [r for r, _ in refusals.most_common(3)]}
    best = min(scored, key=lambda c: (len(c.reasons), -(c.scores.get("wellformed") or 0.0)))
    return {"source": sentence, "best": best.text, "construction": best.construction,
            "reasons": best.reasons}


if __name__ == "__main__":
    sys.exit(main())
