"""The logistic fit shared by the ``wellformed`` and ``meaning`` builders: score labelled
(source, text) pairs with the real scorers, fit scikit-learn's L2 logistic regression
(C=1) to the features, keep held-out decision values for the record's AUCs, and write the
weights with the features' signatures to ``assets/calibration/NAME.json``."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pipeline.assets_build.inventory import write_attribution

__all__ = ["LogisticFit", "fit_logistic", "write_calibration"]


@dataclass
class LogisticFit:
    """The fitted model, the pairs every feature was defined for, their labels and
    held-out decision values, and the signatures of the features."""

    features: tuple[str, ...]
    pairs: list[tuple[str, str, int, str]]
    y: Any  # numpy array of 0/1 labels
    held_out: Any  # numpy array of cross-validated decision values
    model: Any  # sklearn LogisticRegression
    signatures: dict[str, str]

    def record(self, fitted: str) -> dict[str, Any]:
        """The fields every calibration record starts with."""
        from sklearn.metrics import roc_auc_score

        return {
            "features": list(self.features),
            "weights": [round(float(w), 6) for w in self.model.coef_[0]],
            "intercept": round(float(self.model.intercept_[0]), 6),
            "fitted": fitted,
            "feature_signatures": self.signatures,
            "n_pairs": len(self.pairs),
            "cv_auc": round(float(roc_auc_score(self.y, self.held_out)), 4),
        }


def fit_logistic(pairs: Sequence[tuple[str, str, int, str]], features: Sequence[str],
                 cv: Any = 5) -> LogisticFit:
    """Fit on (source, text, label, kind) ``pairs``; those with a missing feature are left out."""
    import numpy as np
    from sklearn.linear_model import LogisticRegression
    from sklearn.model_selection import cross_val_predict

    from pipeline.scoring.scoreset import ScoreSet

    scores = ScoreSet(None, features)
    rows = scores.score_pairs([(a, b) for a, b, _, _ in pairs])
    usable = [(row, p) for row, p in zip(rows, pairs, strict=True)
              if all(row[f] is not None for f in features)]
    x = np.array([[row[f] for f in features] for row, _ in usable], dtype=float)
    y = np.array([p[2] for _, p in usable])
    model = LogisticRegression(C=1.0, max_iter=1000)
    held_out = cross_val_predict(model, x, y, cv=cv, method="decision_function")
    model.fit(x, y)
    return LogisticFit(tuple(features), [p for _, p in usable], y, held_out, model,
                       scores.signatures())


def write_calibration(assets: Path, name: str, record: dict[str, Any], attribution: str) -> list[Path]:
    """``record`` as ``assets/calibration/NAME.json`` and its section of ATTRIBUTION.md."""
    out = assets / "calibration" / f"{name}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(record, indent=2) + "\n", encoding="utf-8")
    return [out, write_attribution(assets, f"calibration/{name}.json", attribution)]
