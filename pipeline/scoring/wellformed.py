"""``wellformed``: how likely a paraphrase reads as well-formed English, from three signals.

Each signal misses breakage the others see: SLOR relative to the source
(:class:`~pipeline.scoring.slor.SLORDelta`) sees a sentence that reads worse overall,
the worst few tokens' SLOR (:class:`~pipeline.scoring.slor.SLORWorst`) one broken spot
in a long sentence, the parser's error count relative to the source
(:class:`~pipeline.scoring.grammar.GrammarErrorsDelta`) subjectless clauses, agreement
errors and relative-clause chains.  A logistic model combines them:

    wellformed = 1 / (1 + exp(-(b + w1 * slor_delta + w2 * slor_worst + w3 * grammar_errors_delta)))

Its weights are **not** fitted on the human ratings: ``python -m pipeline.assets_build
wellformed`` learns them from MRPC train pairs, a sentence's real paraphrase against a
damaged copy of it (a phrase repeated or moved, words swapped, a function word dropped,
a verb's number flipped, a relative pronoun inserted, clauses rotated), and writes them
with the signatures of the three signals to ``assets/calibration/wellformed.json``.
Only the filter's threshold is set on people (``ratings-dev``).

>>> model = WellFormedModel(("a", "b"), (1.0, -2.0), 0.5, "test")
>>> round(model.probability({"a": 1.0, "b": 0.25}), 4)
0.7311
>>> model.probability({"a": 1.0, "b": None}) is None
True
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from pipeline.errors import ModelNotInstalled
from pipeline.scoring.base import DerivedMetric, Score, cached_model, make_signature

__all__ = ["FEATURES", "LogisticScore", "WellFormed", "WellFormedModel", "model_path"]

FEATURES = ("slor_delta", "slor_worst", "grammar_errors_delta")


def model_path() -> Path:
    from pipeline.scoring.perplexity import CALIBRATION_DIR

    return CALIBRATION_DIR / "wellformed.json"


@dataclass(frozen=True)
class WellFormedModel:
    """Logistic weights over named features, and the name of what they were fitted on
    (also the model of :mod:`pipeline.scoring.meaning`)."""

    features: tuple[str, ...]
    weights: tuple[float, ...]
    intercept: float
    fitted: str

    @classmethod
    def load(cls, path: Path | None = None, name: str = "wellformed") -> WellFormedModel:
        """The model in ``path`` (default: :func:`model_path`); ``name``: the score it
        weighs and the ``assets_build`` step that writes it."""
        path = path or model_path()
        try:
            record = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ModelNotInstalled(name, f"logistic weights {path} ({exc}); "
                                    f"python -m pipeline.assets_build {name}") from None
        return cls(tuple(record["features"]), tuple(float(w) for w in record["weights"]),
                   float(record["intercept"]), str(record["fitted"]))

    def probability(self, values: Mapping[str, Score]) -> Score:
        """The modelled probability of the positive class; ``None`` when a feature is missing."""
        logit = self.intercept
        for name, weight in zip(self.features, self.weights, strict=True):
            value = values.get(name)
            if value is None:
                return None
            logit += weight * value
        return 1.0 / (1.0 + math.exp(-logit))

    def describe(self) -> str:
        return ",".join(f"{n}:{w:+.3g}" for n, w in zip(self.features, self.weights, strict=True))


class LogisticScore(DerivedMetric):
    """A probability of a :class:`WellFormedModel` over the scores it ``requires``, read
    from ``assets/calibration/NAME.json`` (:meth:`weights_path`)."""

    @classmethod
    def weights_path(cls) -> Path:
        from pipeline.scoring.perplexity import CALIBRATION_DIR

        return CALIBRATION_DIR / f"{cls.name}.json"

    @property
    def model(self) -> WellFormedModel:
        path = self.weights_path()
        return cached_model((self.name, str(path)), lambda: WellFormedModel.load(path, self.name))

    def signature(self) -> str:
        model = self.model
        return make_signature(self.name, model="logistic", weights=model.describe(),
                              b=f"{model.intercept:+.3g}", fitted=model.fitted)

    def combine(self, scores: dict[str, Score]) -> Score:
        return self.model.probability(scores)


class WellFormed(LogisticScore):
    """Probability that the paraphrase is well formed (see the module docstring); higher
    is more fluent."""

    name = "wellformed"
    higher = "better"
    requires = FEATURES
