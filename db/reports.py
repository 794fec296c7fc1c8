"""Reports of a batch: the paper's Table 4 distributions, agreement, gold accuracy, time.

Scales are the paper's (3 is best).  Distributions are percentages of the
judgments per value, with the average, as in Table 4.  Agreement is computed
per scale over the non-gold items with at least two ratings:

* Fleiss' kappa, in its form for a varying number of raters per item;
* Krippendorff's alpha, ordinal (the ``krippendorff`` package);
* per rater, Cohen's kappa against the majority of the *other* raters of the
  same items (items where the others tie are left out), the average of the
  two scales; ParaSCI re-assigned the work of raters below 0.4;
* per rater, gold accuracy: the share of their gold judgments that give the
  expected rating on every scale the gold item specifies.

>>> round(fleiss_kappa([[1, 1, 1], [2, 2, 2], [3, 3, 1]]), 3)
0.654
>>> scale_distribution([3, 3, 2, 1])
{'1': 25.0, '2': 25.0, '3': 50.0, 'avg': 2.25}
"""

from __future__ import annotations

import math
import statistics
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, Literal

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
    "krippendorff_alpha",
    "majority",
    "report_from_rows",
    "scale_distribution",
]

CATEGORIES = (1, 2, 3)
# ParaSCI's threshold for re-assigning a rater's work.
KAPPA_REASSIGN_BELOW = 0.4


def _rounded(value: float | None, digits: int = 4) -> float | None:
    if value is None or math.isnan(value):
        return None
    return round(value, digits)


def scale_distribution(values: Sequence[int]) -> dict[str, float | None]:
    """Percent of ratings at 1, 2 and 3, and their average (Table 4 layout)."""
    counts = Counter(values)
    total = len(values)
    out: dict[str, float | None] = {
        str(c): round(100.0 * counts[c] / total, 2) if total else None for c in CATEGORIES}
    out["avg"] = round(sum(values) / total, 4) if total else None
    return out


def fleiss_kappa(units: Iterable[Sequence[int]],
                 categories: Sequence[int] = CATEGORIES) -> float | None:
    """Fleiss' kappa over items each rated by two or more raters (counts may vary).

    ``None`` when undefined: no item with two ratings, or every rating the same.
    """
    rated = [list(u) for u in units if len(u) >= 2]
    if not rated:
        return None
    totals: Counter[int] = Counter()
    agreement = 0.0
    for unit in rated:
        counts = Counter(unit)
        n = len(unit)
        agreement += (sum(c * c for c in counts.values()) - n) / (n * (n - 1))
        totals.update(counts)
    observed = agreement / len(rated)
    grand = sum(totals.values())
    expected = sum((totals[c] / grand) ** 2 for c in categories)
    if expected >= 1.0:
        return None
    return (observed - expected) / (1.0 - expected)


AlphaLevel = Literal["nominal", "ordinal", "interval", "ratio"]


def krippendorff_alpha(units: Iterable[Sequence[int]],
                       level: AlphaLevel = "ordinal") -> float | None:
    """Krippendorff's alpha (``ordinal`` by default) over items with two or more ratings.

    Alpha depends only on the values given to each item, not on who gave
    them, so rating k of each item fills row k of the reliability matrix.
    """
    rated = [list(u) for u in units if len(u) >= 2]
    if not rated:
        return None
    if len({v for u in rated for v in u}) < 2:
        return None  # a single value: no variation to agree on
    import krippendorff
    import numpy as np

    width = max(len(u) for u in rated)
    matrix = np.full((width, len(rated)), np.nan)
    for col, unit in enumerate(rated):
        matrix[: len(unit), col] = unit
    try:
        value = float(krippendorff.alpha(reliability_data=matrix, level_of_measurement=level,
                                         value_domain=list(CATEGORIES)))
    except (ValueError, ZeroDivisionError):
        return None
    return None if math.isnan(value) else value


def cohen_kappa(a: Sequence[int], b: Sequence[int],
                categories: Sequence[int] = CATEGORIES) -> float | None:
    """Cohen's kappa of two paired label sequences; ``None`` when undefined.

    >>> cohen_kappa([1, 2, 3, 3], [1, 2, 3, 3])
    1.0
    """
    if len(a) != len(b):
        raise ValueError("cohen_kappa needs two sequences of the same length")
    n = len(a)
    if n == 0:
        return None
    observed = sum(x == y for x, y in zip(a, b, strict=True)) / n
    ca, cb = Counter(a), Counter(b)
    expected = sum(ca[c] * cb[c] for c in categories) / (n * n)
    if expected >= 1.0:
        return 1.0 if observed == 1.0 else None
    return (observed - expected) / (1.0 - expected)


def majority(values: Sequence[int]) -> int | None:
    """The most frequent value, or ``None`` on a tie or no values.

    >>> majority([3, 3, 1]), majority([1, 3]), majority([])
    (3, None, None)
    """
    if not values:
        return None
    ranked = Counter(values).most_common()
    if len(ranked) > 1 and ranked[0][1] == ranked[1][1]:
        return None
    return ranked[0][0]


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


def _seconds(rows: Sequence[JudgmentRow]) -> dict[str, float | int | None]:
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
    gold = [r for r in rows if r.gold]
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
            "seconds": _seconds(own),
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
        },
        "annotators": annotators,
        "details": {
            "raters_per_item": raters_per_item,
            "gold_items": gold_items,
            "gold_judgments": len(gold),
            "seconds_per_item": _seconds(rated),
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
    return report_from_rows(store.judgment_rows(batch), items=info.items,
                             raters_per_item=info.raters_per_item, gold_items=info.gold_items)


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
