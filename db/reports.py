"""Reports of a batch: the paper's Table 4 distributions, agreement, gold accuracy, time.

Scales are the paper's (3 is best).  Distributions are percentages of the
judgments per value, with the average, as in Table 4.  Agreement is computed
per scale over the non-gold items with at least two ratings:

* Fleiss' kappa, in its form for a varying number of raters per item;
* Krippendorff's alpha, ordinal (the ``krippendorff`` package);
* Gwet's AC1 (Gwet 2008), which unlike kappa stays near the share of
  agreement when nearly every rating is the same value (skewed labels);
* per rater, Cohen's kappa against the majority of the *other* raters of the
  same items (items where the others tie are left out), the average of the
  two scales; ParaSCI re-assigned the work of raters below 0.4;
* per rater, gold accuracy: the share of their gold judgments that give the
  expected rating on every scale the gold item specifies; likewise the pass
  rate of attention checks and the accuracy on practice items, with the
  rater's qualification.

Per item, :func:`item_disagreements` lists the items whose raters disagree
(with any final label an admin set), and :func:`score_agreement` says how
well each automatic score stored with the paraphrases agrees with the people
(AUC against "rated 1", Spearman with the mean rating).

The statistics themselves (distribution and agreement over plain rating
lists) are in :mod:`db.rating_stats`; this module turns a batch's judgment
rows into them, and re-exports them.

>>> round(fleiss_kappa([[1, 1, 1], [2, 2, 2], [3, 3, 1]]), 3)
0.654
>>> scale_distribution([3, 3, 2, 1])
{'1': 25.0, '2': 25.0, '3': 50.0, 'avg': 2.25}
"""

from __future__ import annotations

import math
import statistics
from collections import Counter, defaultdict
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from db.rating_stats import (
    CATEGORIES,
    cohen_kappa,
    fleiss_kappa,
    gwet_ac1,
    krippendorff_alpha,
    majority,
    scale_distribution,
)
from db.service import SCALES, JudgmentRow

if TYPE_CHECKING:
    from db.service import JudgmentStore

__all__ = [
    "CATEGORIES",
    "KAPPA_REASSIGN_BELOW",
    "aggregate",
    "batch_report",
    "cohen_kappa",
    "contract_report",
    "fleiss_kappa",
    "gwet_ac1",
    "item_disagreements",
    "krippendorff_alpha",
    "majority",
    "report_from_rows",
    "scale_distribution",
    "score_agreement",
]

# ParaSCI's threshold for re-assigning a rater's work.
KAPPA_REASSIGN_BELOW = 0.4


def _rounded(value: float | None, digits: int = 4) -> float | None:
    if value is None or math.isnan(value):
        return None
    return round(value, digits)




def _kappa_vs_majority(by_item: dict[int, list[JudgmentRow]], rater: str,
                       scale: str) -> float | None:
    """Cohen's kappa of ``rater`` against the other raters' majority, over the
    items (rows grouped by item) the rater rated."""
    mine: list[int] = []
    theirs: list[int] = []
    for item_rows in by_item.values():
        own = [r for r in item_rows if r.annotator == rater]
        if not own:
            continue
        consensus = majority([getattr(r, scale) for r in item_rows if r.annotator != rater])
        if consensus is None:
            continue
        mine.append(getattr(own[0], scale))
        theirs.append(consensus)
    return cohen_kappa(mine, theirs)


def _checks(rows: Sequence[JudgmentRow], kind: str) -> list[JudgmentRow]:
    # Rows from before check kinds existed are gold items.
    return [r for r in rows if r.gold and (r.check or "gold") == kind]


def _gold_accuracy(rows: Sequence[JudgmentRow]) -> float | None:
    checked = correct = 0
    for row in rows:
        expected = {"semantic": row.expected_semantic, "syntactic": row.expected_syntactic}
        specified = {k: v for k, v in expected.items() if v is not None}
        if not specified:
            continue
        checked += 1
        correct += all(getattr(row, k) == v for k, v in specified.items())
    return correct / checked if checked else None


def _mean(values: Sequence[float | None]) -> float | None:
    present = [v for v in values if v is not None]
    return sum(present) / len(present) if present else None


def _time_spent(rows: Sequence[JudgmentRow]) -> dict[str, float | int | None]:
    spent = [r.seconds for r in rows if r.seconds is not None]
    return {"n": len(spent),
            "mean": _rounded(statistics.fmean(spent), 2) if spent else None,
            "median": _rounded(statistics.median(spent), 2) if spent else None}


def _distributions(rows: Sequence[JudgmentRow]) -> dict[str, Any]:
    return {"judgments": len(rows),
            **{scale: scale_distribution([getattr(r, scale) for r in rows]) for scale in SCALES}}


def _grouped(rows: Sequence[JudgmentRow], key: str) -> dict[str, Any]:
    groups: dict[str, list[JudgmentRow]] = defaultdict(list)
    for row in rows:
        groups[str(getattr(row, key) or "unknown")].append(row)
    return {name: _distributions(group) for name, group in sorted(groups.items())}


def report_from_rows(rows: Sequence[JudgmentRow], *, items: int, raters_per_item: int,
                     gold_items: int = 0) -> dict[str, Any]:
    """The full report of a batch from its judgment rows (see :func:`batch_report`)."""
    rated = [r for r in rows if not r.gold]
    gold = _checks(rows, "gold")
    attention = _checks(rows, "attention")
    practice = _checks(rows, "practice")
    units: dict[str, dict[int, list[int]]] = {s: defaultdict(list) for s in SCALES}
    by_item: dict[int, list[JudgmentRow]] = defaultdict(list)
    for row in rated:
        by_item[row.item_id].append(row)
        for scale in SCALES:
            units[scale][row.item_id].append(getattr(row, scale))
    per_item = Counter(r.item_id for r in rated)
    raters = sorted({r.annotator for r in rows})
    annotators = []
    for name in raters:
        own = [r for r in rated if r.annotator == name]
        kappas = {s: _kappa_vs_majority(by_item, name, s) for s in SCALES}
        combined = _mean(list(kappas.values()))
        annotators.append({
            "name": name,
            "judgments": len(own),
            "kappa_vs_majority": _rounded(combined),
            "gold_accuracy": _rounded(_gold_accuracy([r for r in gold if r.annotator == name])),
            "kappa_vs_majority_by_scale": {s: _rounded(k) for s, k in kappas.items()},
            "below_reassign_threshold": combined is not None and combined < KAPPA_REASSIGN_BELOW,
            "gold_judgments": sum(1 for r in gold if r.annotator == name),
            "seconds": _time_spent(own),
            "attention_checks": sum(1 for r in attention if r.annotator == name),
            "attention_pass_rate": _rounded(_gold_accuracy(
                [r for r in attention if r.annotator == name])),
            "practice_accuracy": _rounded(_gold_accuracy(
                [r for r in practice if r.annotator == name])),
        })
    return {
        "items": items,
        "judgments": len(rated),
        "complete_items": sum(1 for n in per_item.values() if n >= raters_per_item),
        **{scale: scale_distribution([getattr(r, scale) for r in rated]) for scale in SCALES},
        "agreement": {
            "fleiss_kappa": {s: _rounded(fleiss_kappa(units[s].values())) for s in SCALES},
            "krippendorff_alpha": {s: _rounded(krippendorff_alpha(units[s].values()))
                                   for s in SCALES},
            "gwet_ac1": {s: _rounded(gwet_ac1(units[s].values())) for s in SCALES},
        },
        "annotators": annotators,
        "details": {
            "raters_per_item": raters_per_item,
            "gold_items": gold_items,
            "gold_judgments": len(gold),
            "attention_judgments": len(attention),
            "practice_judgments": len(practice),
            "seconds_per_item": _time_spent(rated),
            "by_engine": _grouped(rated, "engine"),
            "by_focus_kind": _grouped(rated, "focus_kind"),
            "by_origin": _grouped(rated, "origin"),
        },
    }


def batch_report(store: JudgmentStore, batch: str) -> dict[str, Any]:
    """Everything known about the ratings of ``batch``.

    The keys of DESIGN.md's ``annotate report`` contract come first; richer
    breakdowns (by engine, focus kind and origin, time per item, per-scale
    kappas) are under ``details`` and in extra annotator keys.
    """
    info = store.batch_info(batch)
    rows = store.judgment_rows(batch)
    report = report_from_rows(rows, items=info.items, raters_per_item=info.raters_per_item,
                              gold_items=info.gold_items)
    standing = {q.annotator: q for q in store.qualifications(batch)}
    for rater in report["annotators"]:
        known = standing.get(rater["name"])
        rater["qualification"] = known.status if known else (
            "not-required" if not info.practice_items else None)
    disagreements = item_disagreements(rows)
    report["details"].update(
        attention_items=info.attention_items, practice_items=info.practice_items,
        assignment_strategy=info.assignment_strategy,
        assignment_timeout=info.assignment_timeout,
        min_practice_accuracy=info.min_practice_accuracy,
        qualifications=[q.to_dict() for q in standing.values()],
        disagreements=len(disagreements),
        adjudicated_items=len({r.item_id for r in rows if r.adjudicated_semantic is not None}),
        scores_vs_ratings=score_agreement(rows))
    return report


def aggregate(rows: Sequence[JudgmentRow], keys: Sequence[str] = ("focus_kind",),
              *, include_gold: bool = False) -> list[dict[str, Any]]:
    """Mean ratings per group of judgments, e.g. per focus kind and role.

    For callers that learn from human judgments (the focus policy): each
    entry has the ``keys`` values, ``judgments``, ``semantic_avg`` and
    ``syntactic_avg``.
    """
    groups: dict[tuple[Any, ...], list[JudgmentRow]] = defaultdict(list)
    for row in rows:
        if row.gold and not include_gold:
            continue
        groups[tuple(getattr(row, k) for k in keys)].append(row)
    out = []
    for values, group in sorted(groups.items(), key=lambda kv: tuple(str(v) for v in kv[0])):
        out.append({**dict(zip(keys, values, strict=True)), "judgments": len(group),
                    "semantic_avg": round(statistics.fmean(r.semantic for r in group), 4),
                    "syntactic_avg": round(statistics.fmean(r.syntactic for r in group), 4)})
    return out


_ANNOTATOR_KEYS = ("name", "judgments", "kappa_vs_majority", "gold_accuracy")


def contract_report(report: dict[str, Any]) -> dict[str, Any]:
    """Only the keys the CLI contract names (``annotate report --json``)."""
    return {
        "items": report["items"],
        "judgments": report["judgments"],
        "complete_items": report["complete_items"],
        "semantic": report["semantic"],
        "syntactic": report["syntactic"],
        "agreement": report["agreement"],
        "annotators": [{k: a[k] for k in _ANNOTATOR_KEYS} for a in report["annotators"]],
    }


def item_disagreements(rows: Sequence[JudgmentRow]) -> list[dict[str, Any]]:
    """The real items whose raters do not all agree, most disputed first.

    Each entry has the item, its pair, every rater's ratings, the spread
    (highest minus lowest) and majority per scale, and the final label an
    admin set (``adjudicated``, or ``None``).
    """
    by_item: dict[int, list[JudgmentRow]] = defaultdict(list)
    for row in rows:
        if not row.gold:
            by_item[row.item_id].append(row)
    out: list[dict[str, Any]] = []
    for item_id, item_rows in by_item.items():
        values = {s: [getattr(r, s) for r in item_rows] for s in SCALES}
        spread = {s: max(v) - min(v) for s, v in values.items()}
        if len(item_rows) < 2 or not any(spread.values()):
            continue
        first = item_rows[0]
        out.append({
            "item_id": item_id, "position": first.position, "source": first.source,
            "paraphrase": first.paraphrase,
            "ratings": [{"annotator": r.annotator, "semantic": r.semantic,
                         "syntactic": r.syntactic, "comment": r.comment} for r in item_rows],
            "spread": spread,
            "majority": {s: majority(v) for s, v in values.items()},
            "adjudicated": None if first.adjudicated_semantic is None else {
                "semantic": first.adjudicated_semantic,
                "syntactic": first.adjudicated_syntactic},
        })
    out.sort(key=lambda d: (-sum(d["spread"].values()), d["position"], d["item_id"]))
    return out


# Scores where a lower value means a better paraphrase: turned round before
# the AUC, so that 0.5 is chance and 1 is perfect for every score.
LOWER_IS_BETTER = frozenset({"perplexity", "trigram_overlap"})


def score_agreement(rows: Sequence[JudgmentRow]) -> dict[str, Any]:
    """How each automatic score stored with the paraphrases agrees with the
    people, per scale, over the real items with a rating and that score.

    ``auc``: how well the score separates the items people rated 1 (mean
    rating below 1.5) from the rest (ROC AUC, oriented so that higher is
    better; ``None`` when one side is empty); ``spearman``: rank correlation
    of the score with the item's mean rating; ``n`` items, ``rated_1`` of them
    rated 1.  Scores that are not numbers (or not finite) are left out.
    """
    ratings: dict[int, dict[str, list[int]]] = {}
    scores: dict[int, dict[str, float]] = {}
    for row in rows:
        if row.gold:
            continue
        per_scale = ratings.setdefault(row.item_id, {s: [] for s in SCALES})
        for scale in SCALES:
            per_scale[scale].append(getattr(row, scale))
        scores[row.item_id] = {k: float(v) for k, v in (row.scores or {}).items()
                               if isinstance(v, int | float) and not isinstance(v, bool)
                               and math.isfinite(v)}
    names = sorted({k for item_scores in scores.values() for k in item_scores})
    out: dict[str, Any] = {}
    for name in names:
        items = [i for i in ratings if name in scores[i]]
        values = [scores[i][name] * (-1 if name in LOWER_IS_BETTER else 1) for i in items]
        out[name] = {"n": len(items), "oriented": "lower is better" if name in LOWER_IS_BETTER
                     else "higher is better"}
        for scale in SCALES:
            means = [statistics.fmean(ratings[i][scale]) for i in items]
            out[name][scale] = _agreement_with_people(values, means)
    return out


def _agreement_with_people(values: Sequence[float], means: Sequence[float]) -> dict[str, Any]:
    rated_1 = [m < 1.5 for m in means]
    result: dict[str, Any] = {"rated_1": sum(rated_1), "auc": None, "spearman": None}
    if len(values) < 2:
        return result
    from pipeline.scoring.ratings import roc_auc  # the same AUC as `paraamr eval ratings`

    auc = roc_auc(values, rated_1)  # None when one side is empty
    if auc is not None:
        result["auc"] = _rounded(auc)
    if len(set(values)) > 1 and len(set(means)) > 1:
        from scipy.stats import spearmanr

        result["spearman"] = _rounded(float(spearmanr(values, means).statistic))
    return result
