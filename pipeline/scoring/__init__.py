"""Scoring and filtering of (source, paraphrase) pairs.

:class:`ScoreSet` computes every metric of the papers for a sentence's
candidates in one batch; :class:`FilterPolicy` decides which candidates are
kept and why not; :func:`evaluate_sts` validates the semantic scorer on
STS-B.  Every score has a signature string naming metric, model, settings and
version (:meth:`ScoreSet.signatures`).  Models load lazily, once per process.
"""

from pipeline.scoring.base import DerivedMetric, Metric, make_signature
from pipeline.scoring.filters import FilterPolicy, normalized
from pipeline.scoring.scoreset import DEFAULT_METRICS, METRICS, ScoreSet, fluency
from pipeline.scoring.sts import evaluate_sts, read_sts_pairs

__all__ = [
    "DEFAULT_METRICS",
    "METRICS",
    "DerivedMetric",
    "FilterPolicy",
    "Metric",
    "ScoreSet",
    "evaluate_sts",
    "fluency",
    "make_signature",
    "normalized",
    "read_sts_pairs",
]
