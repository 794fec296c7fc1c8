"""Statistics of ratings on the paper's 3-point scales: the Table 4
distribution of one scale, and agreement between raters (Fleiss' kappa,
Gwet's AC1, Krippendorff's alpha, Cohen's kappa, the majority value).

Pure functions of plain rating lists, apart from :mod:`db.reports` (which
re-exports them) because they know nothing of batches, judgment rows or the
store: the reports group a batch's rows into these lists and call them.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Literal

__all__ = [
    "CATEGORIES",
    "AlphaLevel",
    "cohen_kappa",
    "fleiss_kappa",
    "gwet_ac1",
    "krippendorff_alpha",
    "majority",
    "scale_distribution",
]

CATEGORIES = (1, 2, 3)


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


def gwet_ac1(units: Iterable[Sequence[int]],
             categories: Sequence[int] = CATEGORIES) -> float | None:
    """Gwet's AC1 over items rated by any number of raters (Gwet 2008; the
    multiple-rater form with missing ratings of Gwet's Handbook, 2014).

    Observed agreement is averaged over the items with two or more ratings;
    the category shares behind chance agreement over every rated item.
    ``None`` when no item has two ratings.

    >>> round(gwet_ac1([[1, 1], [1, 1], [1, 1], [1, 2]]), 4)
    0.7193
    """
    rated = [list(u) for u in units if len(u) >= 1]
    paired = [u for u in rated if len(u) >= 2]
    if not paired:
        return None
    observed = statistics.fmean(
        sum(c * (c - 1) for c in Counter(u).values()) / (len(u) * (len(u) - 1)) for u in paired)
    shares = [statistics.fmean(u.count(c) / len(u) for u in rated) for c in categories]
    chance = sum(p * (1 - p) for p in shares) / (len(categories) - 1)
    return (observed - chance) / (1 - chance)


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
