"""The metric base class, signature strings and the per-process model cache.

Every metric is a small class with a ``name``, a :meth:`Metric.signature` and a
batched :meth:`Metric.score_batch` over one source and its candidates, in the
manner of sacrebleu's metrics.  A signature names the metric, the model, the
settings that change the numbers and the package version, so scores made by
different scorers are never mixed silently:

>>> make_signature("semantic", model="all-MiniLM-L6-v2", pool="mean")  # doctest: +ELLIPSIS
'semantic|model:all-MiniLM-L6-v2|pool:mean|v:...'

The version is the package's (:data:`pipeline.__version__`, from its metadata).

Models are loaded lazily, on the first score, and kept for the life of the
process in a cache keyed by what was loaded (usually the model path):

>>> cached_model(("doctest", "answer"), lambda: 42), cached_model(("doctest", "answer"), lambda: 0)
(42, 42)
"""

from __future__ import annotations

import logging
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from pipeline import __version__

if TYPE_CHECKING:
    from pipeline.settings import Settings

__all__ = [
    "PACKAGE_VERSION",
    "DerivedMetric",
    "Metric",
    "Score",
    "cached_model",
    "installed_model_path",
    "make_signature",
    "minus_copy",
    "minus_source",
    "over_present",
    "warn_truncated",
    "warn_truncated_texts",
]

log = logging.getLogger(__name__)

PACKAGE_VERSION = __version__

Score = float | None
T = TypeVar("T")
U = TypeVar("U")

_cache: dict[Hashable, Any] = {}
_cache_lock = threading.Lock()


def minus_source(pairs: Sequence[tuple[str, str]],
                 values: Callable[[Sequence[str]], list[Score]]) -> list[Score]:
    """Each pair's ``values`` of the candidate minus that of its source (each distinct source
    valued once); ``None`` where either is missing.

    >>> minus_source([("ab", "abc"), ("ab", "a"), ("", "x")],
    ...              lambda texts: [float(len(t)) if t else None for t in texts])
    [1.0, -1.0, None]
    """
    return minus_copy(pairs, lambda some: values([b for _, b in some]))


def minus_copy(pairs: Sequence[tuple[str, str]],
               values: Callable[[Sequence[tuple[str, str]]], list[Score]]) -> list[Score]:
    """Each pair's ``values`` minus that of its source paired with itself, the score a copy
    of the source would get (each distinct source valued once); ``None`` where either is
    missing.

    >>> minus_copy([("ab", "abc"), ("ab", "a"), ("", "x")],
    ...            lambda pairs: [float(len(a + b)) if a else None for a, b in pairs])
    [1.0, -1.0, None]
    """
    sources = list(dict.fromkeys(a for a, _ in pairs))
    copies = dict(zip(sources, values([(a, a) for a in sources]), strict=True))
    out: list[Score] = []
    for (source, _), value in zip(pairs, values(pairs), strict=True):
        copy = copies[source]
        out.append(None if value is None or copy is None else value - copy)
    return out


def over_present(items: Sequence[T], present: Callable[[T], object],
                 compute: Callable[[list[T]], Iterable[U]]) -> list[U | None]:
    """``compute``'s values for the ``present`` items, in one call, and ``None`` for the
    others, in the items' order (``compute`` is not called when none is present).

    >>> over_present(["ab", " ", "c"], str.strip, lambda texts: [len(t) for t in texts])
    [2, None, 1]
    """
    chosen = [item for item in items if present(item)]
    values = iter(compute(chosen) if chosen else [])
    return [next(values) if present(item) else None for item in items]


def make_signature(metric: str, **fields: object) -> str:
    """``metric|key:value|...|v:VERSION``; ``None`` fields are left out."""
    parts = [metric]
    parts += [f"{key}:{value}" for key, value in fields.items() if value is not None]
    parts.append(f"v:{PACKAGE_VERSION}")
    return "|".join(parts)


def cached_model(key: Hashable, loader: Callable[[], T]) -> T:
    """``loader()`` once per process for ``key``; later calls return the same object."""
    with _cache_lock:
        if key not in _cache:
            _cache[key] = loader()
        return _cache[key]


def installed_model_path(name: str, settings: Settings | None) -> Path | None:
    """Where the neural model ``name`` is installed, or ``None`` (see :mod:`pipeline.models`)."""
    if settings is None:
        return None
    from pipeline.models import installed_path

    return installed_path(name, settings)


def warn_truncated(metric: str, model: str, length: int, limit: int, unit: str) -> None:
    log.warning("%s: a sentence of %d %s was truncated to the first %d for %s",
                metric, length, unit, limit, model)


def warn_truncated_texts(metric: str, model: str, tokenizer: Any, texts: Iterable[str],
                         limit: int) -> None:
    """:func:`warn_truncated` once for each distinct text of more than ``limit`` word pieces
    under ``tokenizer`` (special tokens included)."""
    for text in dict.fromkeys(texts):
        if len(text) > limit - 2:  # fewer characters cannot exceed the limit
            n = len(tokenizer(text, add_special_tokens=True)["input_ids"])
            if n > limit:
                warn_truncated(metric, model, n, limit, "word pieces")


class Metric(ABC):
    """One score of a (source, candidate) pair, or of the candidate alone.

    ``higher`` says what a higher value means: ``"similar"`` (semantic,
    bertscore, trigram_overlap), ``"diverse"`` (one_minus_bleu, ted3, ...),
    ``"worse"`` (perplexity, length_rate) or ``"better"`` (comprehensive).
    """

    name: ClassVar[str]
    higher: ClassVar[str]
    # True for a metric that reads each pair's source graph: :class:`ScoreSet` then calls
    # ``score_pairs(pairs, graphs=...)`` with a penman.Graph (or None) per pair.
    uses_source_graph: ClassVar[bool] = False

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings

    @abstractmethod
    def signature(self) -> str:
        """The sacrebleu-style signature of every number this metric returns."""

    @abstractmethod
    def score_batch(self, source: str, candidates: Sequence[str]) -> list[Score]:
        """One score per candidate (``None`` where the metric is undefined)."""

    def score(self, source: str, candidate: str) -> Score:
        return self.score_batch(source, [candidate])[0]

    def score_pairs(self, pairs: Sequence[tuple[str, str]]) -> list[Score]:
        """Scores of (source, candidate) pairs in order; model-backed metrics batch across
        pairs, the rest score each source's candidates in one :meth:`score_batch` call.

        >>> class Length(Metric):
        ...     name, higher = "length", "worse"
        ...     def signature(self): return "length"
        ...     def score_batch(self, source, candidates): return [float(len(c)) for c in candidates]
        >>> Length().score_pairs([("a", "xy"), ("b", "x"), ("a", "xyz")])
        [2.0, 1.0, 3.0]
        """
        by_source: dict[str, list[int]] = {}
        for i, (source, _) in enumerate(pairs):
            by_source.setdefault(source, []).append(i)
        scores: list[Score] = [None] * len(pairs)
        for source, members in by_source.items():
            batch = self.score_batch(source, [pairs[i][1] for i in members])
            for i, score in zip(members, batch, strict=True):
                scores[i] = score
        return scores

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.signature()}>"


class DerivedMetric(Metric):
    """A score computed from other scores of the same pair (``requires``)."""

    requires: ClassVar[tuple[str, ...]] = ()

    @abstractmethod
    def combine(self, scores: dict[str, Score]) -> Score:
        """The derived score from the pair's other scores."""

    def score_batch(self, source: str, candidates: Sequence[str]) -> list[Score]:
        raise TypeError(f"{self.name} is derived from {', '.join(self.requires)}; use ScoreSet")
