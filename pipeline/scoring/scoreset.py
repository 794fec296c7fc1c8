"""All metrics of one (source, candidates) batch, and the comprehensive score.

>>> scores = ScoreSet(metrics=["one_minus_overlap", "length_rate"])
>>> scores.score("the cat sat", ["the cat sat", "a dog ran off"])
[{'one_minus_overlap': 0.0, 'length_rate': 0.0}, {'one_minus_overlap': 1.0, 'length_rate': 0.3333333333333333}]
>>> sorted(scores.signatures())
['length_rate', 'one_minus_overlap']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from pipeline.errors import InputError
from pipeline.scoring.base import DerivedMetric, Metric, Score, make_signature
from pipeline.scoring.bertscore import BERTScoreF1, BERTScoreRecall
from pipeline.scoring.content import ContentKept
from pipeline.scoring.facts import FactsKept
from pipeline.scoring.faithfulness import Faithfulness
from pipeline.scoring.faults_added import FaultsAdded
from pipeline.scoring.given_source import (
    GivenSource,
    GivenSourceDelta,
    SourceGiven,
    SourceGivenDelta,
)
from pipeline.scoring.grammar import GrammarErrors, GrammarErrorsDelta
from pipeline.scoring.lexical import (
    LengthRate,
    OneMinusBLEU,
    OneMinusOverlap,
    ParaMacDiversity,
    SelfBLEU,
    TrigramOverlap,
)
from pipeline.scoring.meaning import Meaning
from pipeline.scoring.numbers import NumbersKept
from pipeline.scoring.perplexity import Perplexity, perplexity_threshold
from pipeline.scoring.roles import RolesKept
from pipeline.scoring.semantic import SemanticSimilarity
from pipeline.scoring.slor import SLOR, SLORDelta, SLORWorst
from pipeline.scoring.syntactic import TED3, TEDF
from pipeline.scoring.wellformed import WellFormed

if TYPE_CHECKING:
    import penman

    from pipeline.settings import Settings

__all__ = ["DEFAULT_METRICS", "METRICS", "ComprehensiveScore", "ScoreSet", "fluency"]


def fluency(perplexity: float, threshold: float) -> float:
    """Perplexity mapped to (0, 1]: ``T / (T + ppl)`` with T the filter threshold.

    1 for a perfectly predictable sentence, 0.5 exactly at the threshold, toward
    0 beyond it; using the threshold of the scoring model keeps GPT-2's and
    SmolLM2's scales comparable.

    >>> fluency(120.0, 120.0), round(fluency(40.0, 120.0), 2)
    (0.5, 0.75)
    """
    return threshold / (threshold + perplexity)


class ComprehensiveScore(DerivedMetric):
    """ParaMac's comprehensive score: lambda1 * semantic + lambda2 * fluency + lambda3 * diversity.

    The diversity term is :class:`ParaMacDiversity`, fluency is :func:`fluency`
    of the perplexity.  Weights default to a third each.
    """

    name = "comprehensive"
    higher = "better"
    requires = ("semantic", "perplexity", "paramac_diversity")

    def __init__(self, settings: Settings | None = None,
                 weights: tuple[float, float, float] = (1 / 3, 1 / 3, 1 / 3)) -> None:
        super().__init__(settings)
        self.weights = weights
        self._threshold: float | None = None

    @property
    def threshold(self) -> float:
        if self._threshold is None:
            self._threshold = perplexity_threshold(self.settings)
        return self._threshold

    def signature(self) -> str:
        weights = ",".join(f"{w:.3g}" for w in self.weights)
        return make_signature(self.name, weights=weights, fluency=f"T/(T+ppl),T:{self.threshold:g}")

    def combine(self, scores: dict[str, Score]) -> Score:
        semantic, perplexity, diversity = (scores.get(n) for n in self.requires)
        if semantic is None or perplexity is None or diversity is None:
            return None
        l1, l2, l3 = self.weights
        return l1 * semantic + l2 * fluency(perplexity, self.threshold) + l3 * diversity


METRICS: dict[str, type[Metric]] = {
    cls.name: cls
    for cls in (SemanticSimilarity, BERTScoreF1, BERTScoreRecall, Perplexity, OneMinusBLEU, SelfBLEU,
                OneMinusOverlap, TrigramOverlap, LengthRate, ParaMacDiversity,
                ComprehensiveScore, TED3, TEDF, Faithfulness, FactsKept, ContentKept, NumbersKept,
                RolesKept,
                SLOR, SLORDelta, SLORWorst,
                GrammarErrors, GrammarErrorsDelta, FaultsAdded, WellFormed, GivenSource, GivenSourceDelta,
                SourceGiven, SourceGivenDelta, Meaning)
}

DEFAULT_METRICS = ("semantic", "bertscore", "bertscore_recall", "perplexity", "one_minus_bleu", "one_minus_overlap",
                   "trigram_overlap", "length_rate", "paramac_diversity", "comprehensive",
                   "ted3", "tedf", "faithfulness", "facts_kept", "content_kept", "numbers_kept", "roles_kept",
                   "slor", "slor_delta", "slor_worst",
                   "grammar_errors_delta", "faults_added", "wellformed", "given_source", "given_source_delta",
                   "source_given_delta", "meaning")


def _check_names(names: Iterable[str]) -> list[str]:
    names = list(dict.fromkeys(names))
    unknown = [n for n in names if n not in METRICS]
    if unknown:
        raise InputError(f"unknown metric {', '.join(map(repr, unknown))}; "
                         f"choose from {', '.join(METRICS)}")
    return names


class ScoreSet:
    """The chosen metrics (default :data:`DEFAULT_METRICS`), built on first use.

    Construction is cheap; each model loads on its first score and stays
    cached for the process, so many ScoreSets share one copy.
    """

    def __init__(self, settings: Settings | None = None, metrics: Iterable[str] | None = None) -> None:
        self.settings = settings
        self.names = _check_names(DEFAULT_METRICS if metrics is None else metrics)
        self._order: list[str] = []
        for name in self.names:
            self._add_with_requirements(name)
        self._metrics: dict[str, Metric] = {}
        self._signatures: dict[str, str] | None = None

    def _add_with_requirements(self, name: str) -> None:
        cls = METRICS[name]
        if issubclass(cls, DerivedMetric):
            for needed in cls.requires:
                self._add_with_requirements(needed)
        if name not in self._order:
            self._order.append(name)

    def metric(self, name: str) -> Metric:
        if name not in self._metrics:
            self._metrics[name] = METRICS[_check_names([name])[0]](self.settings)
        return self._metrics[name]

    def signatures(self) -> dict[str, str]:
        """Each chosen metric's signature; built on the first call (it looks up package
        versions and may load a parser), constant after it."""
        if self._signatures is None:
            self._signatures = {name: self.metric(name).signature() for name in self.names}
        return dict(self._signatures)

    def score(self, source: str, candidates: Sequence[str]) -> list[dict[str, Score]]:
        """One dict of the chosen scores per candidate; ``None`` where a score is undefined
        (e.g. every score of an empty candidate)."""
        if not source.strip():
            raise InputError("cannot score paraphrases of an empty source sentence")
        return self._rows(len(candidates), lambda metric: metric.score_batch(source, candidates))

    def score_pair(self, source: str, candidate: str) -> dict[str, Score]:
        if not candidate.strip():
            raise InputError("cannot score an empty paraphrase")
        return self.score(source, [candidate])[0]

    def score_pairs(self, pairs: Sequence[tuple[str, str]],
                    graphs: Sequence[penman.Graph | None] | None = None) -> list[dict[str, Score]]:
        """Scores of (source, candidate) pairs, each metric batched across all of them.

        ``graphs`` (optional): each pair's source graph, for the metrics that read it
        (``Metric.uses_source_graph``); they get ``None`` graphs when it is left out.
        """
        if graphs is not None and len(graphs) != len(pairs):
            raise ValueError(f"{len(graphs)} source graphs for {len(pairs)} pairs")
        graph_list = list(graphs) if graphs is not None else [None] * len(pairs)

        def column(metric: Metric) -> list[Score]:
            if metric.uses_source_graph:
                return metric.score_pairs(pairs, graphs=graph_list)  # type: ignore[call-arg]
            return metric.score_pairs(pairs)

        return self._rows(len(pairs), column)

    def _rows(self, count: int, column: Callable[[Metric], list[Score]]) -> list[dict[str, Score]]:
        """``count`` rows of the chosen scores: ``column(metric)`` for each scored metric, in
        dependency order, and each derived metric combined from the row's other scores."""
        columns: dict[str, list[Score]] = {}
        for name in self._order:
            metric = self.metric(name)
            if isinstance(metric, DerivedMetric):
                columns[name] = [metric.combine({n: columns[n][i] for n in metric.requires})
                                 for i in range(count)]
            else:
                columns[name] = column(metric)
        return [{name: columns[name][i] for name in self.names} for i in range(count)]
