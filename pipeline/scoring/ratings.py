"""Automatic scores judged against people: ``paraamr eval ratings FILE``.

A *rated pair* is a (source, paraphrase) pair with the 3-point judgments of one
or more raters (3 best): ``semantic``, ``syntactic`` and, where collected,
``fluency``.  Two files are read:

* ``ratings-dev`` JSON lines: ``{"id", "origin", "sentence1", "sentence2",
  "ratings": [{"rater", "semantic", "syntactic", "fluency"}]}``;
* the judgment store's exports (``paraamr annotate export --format jsonl|csv``):
  one judgment a line or row, with ``source``, ``paraphrase``, ``annotator``,
  ``semantic``, ``syntactic`` (``fluency`` when the store has it), grouped into
  pairs by ``batch`` + ``item_id`` (or by the two texts).

Labels: a pair is **rated broken** when more than half of its raters gave
fluency 1, and **meaning changed** when more than half gave semantic 1.  With
three raters that is "at least two of three"; a pair without fluency ratings
has no broken label.

>>> pair = RatedPair("p", "A cat sat.", "Cat a sat.", [
...     {"semantic": 1, "syntactic": 2, "fluency": 1}, {"semantic": 2, "syntactic": 2, "fluency": 1},
...     {"semantic": 1, "syntactic": 3, "fluency": 2}])
>>> pair.broken, pair.meaning_changed, round(pair.mean("fluency"), 2)
(True, True, 1.33)
>>> roc_auc([0.9, 0.8, 0.3, 0.1], [False, False, True, True])
1.0
>>> roc_auc([0.5, 0.5], [False, True])
0.5
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pipeline.errors import InputError

if TYPE_CHECKING:
    from pipeline.scoring.filters import FilterPolicy
    from pipeline.settings import Settings

__all__ = ["SCALES", "RatedPair", "evaluate_ratings", "parse_rated_pairs", "roc_auc", "spearman"]

SCALES = ("semantic", "syntactic", "fluency")
# Direction in which each Metric.higher value means a *better* paraphrase for the AUCs.
_BETTER_WHEN_HIGHER = {"similar": True, "better": True, "diverse": True, "worse": False}


@dataclass
class RatedPair:
    """One (source, paraphrase) pair and its raters' judgments (dicts of :data:`SCALES`)."""

    id: str
    source: str
    paraphrase: str
    ratings: list[dict[str, int]] = field(default_factory=list)
    origin: str | None = None

    def values(self, scale: str) -> list[int]:
        return [int(r[scale]) for r in self.ratings if r.get(scale) is not None]

    def mean(self, scale: str) -> float | None:
        values = self.values(scale)
        return sum(values) / len(values) if values else None

    def _majority_one(self, scale: str) -> bool | None:
        values = self.values(scale)
        return sum(v == 1 for v in values) * 2 > len(values) if values else None

    @property
    def broken(self) -> bool | None:
        """More than half of the raters gave fluency 1 (``None``: no fluency ratings)."""
        return self._majority_one("fluency")

    @property
    def meaning_changed(self) -> bool | None:
        """More than half of the raters gave semantic 1."""
        return self._majority_one("semantic")


def _int_or_none(value: Any, where: str, scale: str) -> int | None:
    if value in (None, ""):
        return None
    try:
        number = int(value)
    except (TypeError, ValueError):
        raise InputError(f"{where}: {scale} rating {value!r} is not 1, 2 or 3") from None
    if number not in (1, 2, 3):
        raise InputError(f"{where}: {scale} rating {value!r} is not 1, 2 or 3")
    return number


def _rating(record: dict[str, Any], where: str) -> dict[str, int]:
    rating = {s: _int_or_none(record.get(s), where, s) for s in SCALES}
    return {s: v for s, v in rating.items() if v is not None}


def _judgment_rows(text: str, name: str) -> list[tuple[str, dict[str, Any]]]:
    stripped = text.lstrip()
    if stripped.startswith("{"):
        rows = []
        for number, line in enumerate(text.split("\n"), 1):
            if line.strip():
                try:
                    record = json.loads(line)
                except ValueError:
                    raise InputError(f"{name}: line {number} is not JSON") from None
                if not isinstance(record, dict):
                    raise InputError(f"{name}: line {number} is not a JSON object")
                rows.append((f"{name}: line {number}", record))
        return rows
    reader = csv.DictReader(io.StringIO(text))
    return [(f"{name}: row {number}", dict(row)) for number, row in enumerate(reader, 2)]


def parse_rated_pairs(text: str, name: str = "ratings") -> list[RatedPair]:
    """Rated pairs from ``ratings-dev`` JSON lines or a judgment export (JSON lines or CSV).

    >>> export = "source,paraphrase,annotator,semantic,syntactic\\nA b.,B a.,r1,3,2\\nA b.,B a.,r2,2,2\\n"
    >>> [(p.source, p.paraphrase, p.values("semantic")) for p in parse_rated_pairs(export)]
    [('A b.', 'B a.', [3, 2])]
    """
    pairs: dict[Any, RatedPair] = {}
    for where, record in _judgment_rows(text, name):
        if "sentence1" in record:  # ratings-dev: one pair a line
            ratings = record.get("ratings")
            if not isinstance(ratings, list):
                raise InputError(f"{where}: 'ratings' is not a list")
            pair = RatedPair(str(record.get("id", len(pairs))), str(record["sentence1"]),
                             str(record.get("sentence2") or ""),
                             [_rating(r, where) for r in ratings if isinstance(r, dict)],
                             record.get("origin"))
            pairs[("id", pair.id, len(pairs))] = pair
            continue
        if "source" not in record or "paraphrase" not in record:
            raise InputError(f"{where}: neither a ratings-dev pair (sentence1, sentence2, ratings) "
                             "nor a judgment export row (source, paraphrase, semantic, ...)")
        source, paraphrase = str(record["source"]), str(record["paraphrase"] or "")
        item = record.get("item_id")
        key = (record.get("batch"), item) if item not in (None, "") else (source, paraphrase)
        if key not in pairs:
            pairs[key] = RatedPair(f"{key[0]}:{key[1]}" if item not in (None, "") else str(len(pairs)),
                                   source, paraphrase, [], record.get("origin") or None)
        pairs[key].ratings.append(_rating(record, where))
    result = [p for p in pairs.values() if p.ratings and p.source.strip() and p.paraphrase.strip()]
    if not result:
        raise InputError(f"{name}: no rated pairs")
    return result


def roc_auc(scores: Sequence[float], bad: Sequence[bool]) -> float | None:
    """Probability that a random good pair scores above a random bad one (ties count half);
    ``None`` when either class is empty."""
    from scipy.stats import rankdata

    n_bad = sum(bad)
    n_good = len(bad) - n_bad
    if not n_bad or not n_good:
        return None
    ranks = rankdata(scores)
    good_rank_sum = sum(r for r, b in zip(ranks, bad, strict=True) if not b)
    return float((good_rank_sum - n_good * (n_good + 1) / 2) / (n_good * n_bad))


def spearman(xs: Sequence[float], ys: Sequence[float]) -> float | None:
    """Spearman's rho, ``None`` for fewer than 3 pairs or a constant side."""
    from scipy.stats import spearmanr

    if len(xs) < 3 or len(set(xs)) < 2 or len(set(ys)) < 2:
        return None
    return float(spearmanr(xs, ys).statistic)


def _agreement(values: Sequence[float | None], pairs: Sequence[RatedPair],
               better_when_higher: bool) -> dict[str, Any]:
    present = [(float(v), p) for v, p in zip(values, pairs, strict=True) if v is not None]
    oriented = [v if better_when_higher else -v for v, _ in present]
    row: dict[str, Any] = {"n": len(present)}
    for label, attr in (("auc_broken", "broken"), ("auc_meaning_changed", "meaning_changed")):
        labelled = [(o, getattr(p, attr)) for o, (_, p) in zip(oriented, present, strict=True)
                    if getattr(p, attr) is not None]
        auc = roc_auc([o for o, _ in labelled], [b for _, b in labelled])
        row[label] = None if auc is None else round(auc, 4)
    for scale in SCALES:
        rated = [(v, p.mean(scale)) for v, p in present if p.mean(scale) is not None]
        rho = spearman([v for v, _ in rated], [m for _, m in rated if m is not None])
        row[f"spearman_{scale}"] = None if rho is None else round(rho, 4)
    return row


def evaluate_ratings(pairs: Sequence[RatedPair], settings: Settings | None = None,
                     metrics: Iterable[str] | None = None,
                     policy: FilterPolicy | None = None) -> dict[str, Any]:
    """Per score (and the filter's keep decision): AUCs against the two labels and
    Spearman with each mean rating, with the score's signature.

    AUCs are oriented so that 1.0 means the score ranks every good pair above every bad
    one (lower is better for ``perplexity``-like scores, higher for the rest); Spearman is
    the raw correlation of the score with the mean rating.
    """
    from pipeline.scoring.filters import FilterPolicy
    from pipeline.scoring.scoreset import ScoreSet

    if policy is None:
        if settings is None:
            raise InputError("evaluate_ratings needs settings or a filter policy")
        policy = FilterPolicy.from_settings(settings)
    names = list(dict.fromkeys([*(metrics or []), *policy.metrics()])) if metrics else None
    scoreset = ScoreSet(settings, names)
    rows = scoreset.score_pairs([(p.source, p.paraphrase) for p in pairs])
    signatures = scoreset.signatures()
    report_scores: dict[str, Any] = {}
    for name in scoreset.names:
        higher = scoreset.metric(name).higher
        entry = _agreement([r.get(name) for r in rows], pairs, _BETTER_WHEN_HIGHER[higher])
        report_scores[name] = {**entry, "higher": higher, "signature": signatures[name]}
    reasons = [policy.check(p.source, p.paraphrase, r) for p, r in zip(pairs, rows, strict=True)]
    kept = [0.0 if why else 1.0 for why in reasons]
    report_scores["filter"] = {**_agreement(kept, pairs, True), "higher": "kept",
                               "kept": int(sum(kept)), "signature": policy.signature()}
    return {
        "n": len(pairs),
        "broken": sum(bool(p.broken) for p in pairs),
        "meaning_changed": sum(bool(p.meaning_changed) for p in pairs),
        "labels": "broken: more than half of the raters gave fluency 1; "
                  "meaning_changed: more than half gave semantic 1",
        "scores": report_scores,
        "pairs": [{"id": p.id, "origin": p.origin, "kept": not why, "reasons": why,
                   "scores": r} for p, r, why in zip(pairs, rows, reasons, strict=True)],
    }
