"""Fitting a focus policy to evidence: per-feature evidence from scored candidates
(:func:`aggregate_scores`) or from human ratings (:func:`aggregate_judgments`), the
derivation of the default policy from automatic scores (:func:`derive_default`) and its
command, ``python -m pipeline.focus_policy derive``.

A module apart from pipeline/focus_policy.py, which holds the policy file and its use
(rules, :class:`~pipeline.focus_policy.FocusPolicy`, the formula that turns evidence into
rules): this is where the evidence comes from.  Its names are still importable from
``pipeline.focus_policy``."""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pipeline.errors import InputError

if TYPE_CHECKING:
    from pipeline.focus_policy import FocusPolicy


@dataclass(frozen=True)
class FeatureAggregate:
    """Evidence about one focus feature value: ``n`` outputs, mean meaning preservation
    ``semantic`` and mean diversity ``diversity``, both on a 0..1 scale."""

    feature: str
    value: Any
    n: int
    semantic: float
    diversity: float | None
    extra: Mapping[str, Any] = field(default_factory=dict)


def _unit(value: Any) -> float | None:
    """A score on a 0..1 scale (percent-scaled scores such as BLEU are divided by 100)."""
    if value is None:
        return None
    number = float(value)
    if not math.isfinite(number):
        return None
    return number / 100 if number > 1 else number


def _feature_value(record: Mapping[str, Any], feature: str) -> Any:
    for key in (f"focus_{feature}", feature):
        if key in record:
            return record[key]
    return None


def aggregate_scores(records: Iterable[Mapping[str, Any]], *, semantic_key: str = "semantic",
                     diversity_key: str = "one_minus_bleu",
                     features: Sequence[str] = ("kind", "role")) -> list[FeatureAggregate]:
    """Per-feature evidence from scored candidates (see :meth:`FocusPolicy.from_scores`)."""
    sums: dict[tuple[str, Any], list[float]] = defaultdict(lambda: [0, 0.0, 0.0, 0])
    for record in records:
        scores = record.get("scores") or {}
        semantic = _unit(scores.get(semantic_key))
        kept = bool(record.get("kept")) and not record.get("error")
        diversity = _unit(scores.get(diversity_key))
        for feature in features:
            value = _feature_value(record, feature)
            acc = sums[(feature, value)]
            acc[0] += 1
            acc[1] += (semantic or 0.0) if kept else 0.0
            if kept and diversity is not None:
                acc[2] += diversity
                acc[3] += 1
    return [FeatureAggregate(feature, value, int(n), s / n, (d / nd) if nd else None,
                             {"kept_with_scores": int(nd)})
            for (feature, value), (n, s, d, nd) in sorted(sums.items(), key=lambda kv: str(kv[0]))]


def aggregate_judgments(rows: Iterable[Mapping[str, Any]],
                        features: Sequence[str] = ("kind", "role")) -> list[dict[str, Any]]:
    """Mean ratings per focus feature value from rating rows.

    A row holds the paraphrase's focus features (``focus_kind``, ``focus_role``,
    ... or ``kind``, ``role``, ...) and its ``semantic`` and ``syntactic``
    ratings (1-3).

    >>> aggregate_judgments([{"focus_kind": "noun", "semantic": 3, "syntactic": 2},
    ...                      {"focus_kind": "noun", "semantic": 2, "syntactic": 2}], ("kind",))
    [{'feature': 'kind', 'value': 'noun', 'n': 2, 'semantic': 2.5, 'syntactic': 2.0}]
    """
    sums: dict[tuple[str, Any], list[float]] = defaultdict(lambda: [0, 0.0, 0.0])
    for row in rows:
        for feature in features:
            acc = sums[(feature, _feature_value(row, feature))]
            acc[0] += 1
            acc[1] += float(row["semantic"])
            acc[2] += float(row["syntactic"])
    return [{"feature": f, "value": v, "n": int(n), "semantic": s / n, "syntactic": y / n}
            for (f, v), (n, s, y) in sorted(sums.items(), key=lambda kv: str(kv[0]))]


def derive_default(sentences: Sequence[str], settings: Any, *, engine: str = "builtin",
                   diversity_key: str = "one_minus_bleu", min_n: int = 20, lm: bool = True,
                   progress: bool = True) -> FocusPolicy:
    """The default policy: :meth:`FocusPolicy.from_scores` over every candidate focus of
    ``sentences`` paraphrased by ``engine`` and scored with the filter's metrics plus
    ``diversity_key``; candidates the filter rejects count as failures of their feature."""
    from tqdm import tqdm

    from pipeline.focus_policy import FocusPolicy
    from pipeline.paraphrase import Paraphraser
    from pipeline.scoring import FilterPolicy

    metrics = [*FilterPolicy.from_settings(settings).metrics(), diversity_key]
    if not lm:  # the perplexity test is skipped when its score is missing
        metrics = [m for m in metrics if m != "perplexity"]
    paraphraser = Paraphraser(settings, engine=engine, metrics=metrics)
    records: list[dict[str, Any]] = []
    failed = 0
    with tqdm(total=len(sentences), desc="derive focus policy", unit="sent",
              disable=not progress) as bar:
        for start in range(0, len(sentences), settings.batch_size):
            batch = sentences[start:start + settings.batch_size]
            for result in paraphraser.paraphrase_batch(batch):
                if isinstance(result.error, InputError):
                    failed += 1
                else:
                    result.raise_error()
                    records += [c.to_record() for c in result.candidates]
            bar.update(len(batch))
    policy = FocusPolicy.from_scores(
        records, source=f"{engine} engine on {len(sentences)} MRPC train sentences",
        diversity_key=diversity_key, min_n=min_n, name="default")
    policy.description = ("Default focus policy: weights per focus kind and role from automatic "
                          f"scores (semantic x {diversity_key}, filtered candidates count as 0)")
    policy.provenance.update({"candidates": len(records), "unparsed_sentences": failed,
                              "metrics": metrics, "engine": engine,
                              "command": "python -m pipeline.focus_policy derive"})
    return policy


def _main(argv: Sequence[str] | None = None) -> int:
    import argparse
    import sys

    from pipeline.focus_policy import DEFAULT_ASSET
    from pipeline.scoring.mrpc import DEFAULT_MRPC, mrpc_sentences
    from pipeline.settings import load_settings

    parser = argparse.ArgumentParser(prog="python -m pipeline.focus_policy")
    sub = parser.add_subparsers(dest="command", required=True)
    derive = sub.add_parser("derive", help="derive the default policy from automatic scores")
    derive.add_argument("--sentences", type=int, default=100, help="MRPC train sentences to use")
    derive.add_argument("--engine", default="builtin")
    derive.add_argument("--min-n", type=int, default=20)
    derive.add_argument("--out", type=Path, default=DEFAULT_ASSET)
    derive.add_argument("--no-lm", action="store_true", help="filter without the perplexity test")
    args = parser.parse_args(argv)
    settings = load_settings(engine=args.engine)
    sentences = mrpc_sentences(DEFAULT_MRPC, args.sentences, first_only=True)
    policy = derive_default(sentences, settings, engine=args.engine,
                            min_n=args.min_n, lm=not args.no_lm)
    policy.save(args.out)
    print(f"wrote {args.out}: {len(policy.rules)} rules from "
          f"{policy.provenance['candidates']} candidates", file=sys.stderr)
    return 0
