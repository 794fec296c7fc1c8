"""BERTScore F1 (and recall) between source and candidate, on the semantic scorer's encoder.

The ``bert-score`` package runs offline when given a local model directory and
the layer to use: greedy token matching over that layer's contextual
embeddings, without idf weighting and without baseline rescaling (rescaling
baselines exist only for the package's own model list).  Layer 6 (the last) of
all-MiniLM-L6-v2 offline; layer 17 of SimCSE's RoBERTa-large when installed,
the package's default for roberta-large.

:class:`BERTScoreRecall` is the recall side of the same matching: the mean, over the
source's word pieces, of the best match in the paraphrase.  A dropped conjunct or
apposition leaves source words without a good match, which F1 half hides behind the
paraphrase's own well-matched words.  Both read one cached ``(P, R, F1)`` computation.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from importlib.metadata import version
from typing import TYPE_CHECKING, Any, ClassVar

from pipeline.neural import resolve_device
from pipeline.scoring.base import (
    Metric,
    Score,
    cached_model,
    make_signature,
    over_present,
    warn_truncated_texts,
)
from pipeline.scoring.semantic import EncoderSpec, get_encoder, resolve_encoder

if TYPE_CHECKING:
    import numpy as np

    from pipeline.settings import Settings

__all__ = ["BERTScoreF1", "BERTScoreRecall"]


def _scorer(spec: EncoderSpec, batch_size: int, device: str) -> Any:
    import os

    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from bert_score import BERTScorer

    return BERTScorer(model_type=str(spec.path), num_layers=spec.bertscore_layer, lang="en",
                      device=device, batch_size=batch_size, idf=False, rescale_with_baseline=False)


class BERTScoreF1(Metric):
    """BERTScore F1 of each candidate against the source (0 to 1 in practice)."""

    name = "bertscore"
    higher = "similar"

    def __init__(self, settings: Settings | None = None, encoder: str | None = None) -> None:
        super().__init__(settings)
        self.spec = resolve_encoder(settings, encoder)
        self.batch_size = settings.semantic_batch_size or settings.batch_size if settings is not None else 32
        self.device = resolve_device(settings.device if settings is not None else "cpu")

    @property
    def scorer(self) -> Any:
        return cached_model(("bertscore", str(self.spec.path), self.spec.bertscore_layer, self.device),
                            lambda: _scorer(self.spec, self.batch_size, self.device))

    def signature(self) -> str:
        return make_signature(self.name, model=self.spec.model, layer=self.spec.bertscore_layer,
                              idf="no", rescale="no", bert_score=version("bert-score"))

    def score_batch(self, source: str, candidates: Sequence[str]) -> list[Score]:
        return self.score_pairs([(source, c) for c in candidates])

    def score_pairs(self, pairs: Sequence[tuple[str, str]]) -> list[Score]:
        return [None if prf is None else prf[self._column] for prf in self.precision_recall_f1(pairs)]

    _column: ClassVar[int] = 2  # which of (P, R, F1)

    def precision_recall_f1(self, pairs: Sequence[tuple[str, str]]
                            ) -> list[tuple[float, float, float] | None]:
        """(precision, recall, F1) of each candidate against its source; ``None`` where
        either is empty.  The last call's result is kept, so F1 and recall of the same
        pairs cost one pass."""
        key = (str(self.spec.path), self.spec.bertscore_layer, self.device, tuple(pairs))
        with _last_lock:
            if _last.get("key") == key:
                return list(_last["result"])
        def scored(usable: list[tuple[str, str]]) -> list[tuple[float, float, float]]:
            scorer = self.scorer
            warn_truncated_texts(self.name, self.spec.model, scorer._tokenizer,
                                 (t for pair in usable for t in pair),
                                 int(scorer._tokenizer.model_max_length))
            p, r, f1 = scorer.score([b for _, b in usable], [a for a, _ in usable], verbose=False,
                                    batch_size=self.batch_size)
            return [(float(precision), float(recall), float(f))
                    for precision, recall, f in zip(p.tolist(), r.tolist(), f1.tolist(), strict=True)]

        result = over_present(pairs, lambda pair: pair[0].strip() and pair[1].strip(), scored)
        with _last_lock:
            _last.update(key=key, result=result)
        return list(result)


# The key and result of the last (P, R, F1) computation (see precision_recall_f1).
_last: dict[str, Any] = {}
_last_lock = threading.Lock()


class BERTScoreRecall(BERTScoreF1):
    """BERTScore recall: how well the source's word pieces are matched in the candidate
    (0 to 1 in practice); what a dropped phrase lowers most.

    On MiniLM the layer BERTScore matches on is the encoder's last, so the recall is read
    from the encoder ``semantic`` already holds (:meth:`SentenceEncoder.token_vectors`):
    the default filter reads this score, and the ``bert-score`` package would add its
    pandas, matplotlib and transformers imports to every cold start.  The figures are the
    package's (greedy cosine matching, no idf: the source's ``[CLS]`` and ``[SEP]`` weigh
    nothing, the candidate's may match).
    """

    name = "bertscore_recall"
    _column = 1

    def _native(self) -> bool:
        return self.spec.key == "minilm"

    def signature(self) -> str:
        if self._native():
            return make_signature(self.name, model=self.spec.model, layer=self.spec.bertscore_layer,
                                  idf="no", rescale="no", match="greedy-cos")
        return super().signature().replace("bertscore|", "bertscore_recall|", 1)

    def score_pairs(self, pairs: Sequence[tuple[str, str]]) -> list[Score]:
        if not self._native():
            return super().score_pairs(pairs)
        texts = list(dict.fromkeys(t for pair in pairs for t in pair if t.strip()))
        encoder = get_encoder(self.spec, self.batch_size, self.device)
        vectors = dict(zip(texts, encoder.token_vectors(texts), strict=True))
        return [greedy_recall(vectors[a], vectors[b]) if a.strip() and b.strip() else None
                for a, b in pairs]


def greedy_recall(source: np.ndarray, candidate: np.ndarray) -> float:
    """Mean over the source's word pieces (not its first and last, ``[CLS]`` and ``[SEP]``)
    of the best cosine with any of the candidate's rows (rows are unit length).

    >>> import numpy as np
    >>> cls, sep, a, b = np.eye(4)
    >>> greedy_recall(np.stack([cls, a, b, sep]), np.stack([cls, a, sep]))
    0.5
    """
    inner = source[1:-1] if len(source) > 2 else source
    return float((inner @ candidate.T).max(axis=1).mean())
