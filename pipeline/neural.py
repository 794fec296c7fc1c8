"""Where and how the neural models run: device, dtype, and batches.

Shared by the amrlib engine (:mod:`pipeline.backends.amrlib_backend`), the
scorers (:mod:`pipeline.scoring`) and the throughput benchmark
(:mod:`pipeline.bench`).  torch is imported lazily.

:func:`run_in_batches` is the one batching loop: inputs sorted by length
(longest first, so a batch that runs out of GPU memory does so at once, and
every later batch is shorter), a CUDA out-of-memory halving the batch and
retrying, results handed back in input order.

>>> run_in_batches(lambda batch: [s.upper() for s in batch], ["a", "ccc", "bb"], 2)
['A', 'CCC', 'BB']
"""

from __future__ import annotations

import contextlib
import importlib.abc
import logging
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, TypeVar

from pipeline.errors import EngineUnavailable

if TYPE_CHECKING:
    import torch

    from pipeline.settings import Settings

__all__ = ["resolve_device", "resolve_dtype", "run_in_batches", "stage_setting"]

log = logging.getLogger(__name__)

_In = TypeVar("_In")
_Out = TypeVar("_Out")


class _NoAssistedGeneration(importlib.abc.MetaPathFinder):
    """Tells transformers that scikit-learn is missing just before its assisted-generation
    module is imported: that module imports ``sklearn.metrics`` (seconds of every cold
    start) only for assistant models, which the workbench never uses.  Nothing else of
    transformers or of the workbench is affected; ``sklearn`` itself still imports."""

    def find_spec(self, fullname: str, path: object = None, target: object = None) -> None:
        if fullname == "transformers.generation.candidate_generator":
            import_utils = sys.modules.get("transformers.utils.import_utils")
            if import_utils is not None:
                import_utils._sklearn_available = False  # type: ignore[attr-defined]
        return None


def skip_assisted_generation_imports() -> None:
    """Install :class:`_NoAssistedGeneration` once in this process (the CLI does)."""
    if not any(isinstance(f, _NoAssistedGeneration) for f in sys.meta_path):
        sys.meta_path.insert(0, _NoAssistedGeneration())


@contextlib.contextmanager
def quiet_transformers() -> Iterator[None]:
    """transformers' own log at error level only, while loading a model (the GGUF
    tokenizer's "legacy behaviour" notice is no concern of the user's)."""
    from transformers.utils import logging as hf_logging

    verbosity = hf_logging.get_verbosity()
    hf_logging.set_verbosity_error()
    try:
        yield
    finally:
        hf_logging.set_verbosity(verbosity)


def resolve_device(setting: str) -> str:
    """The torch device for ``settings.device``: ``auto`` picks the first GPU when there is one."""
    import torch

    if setting == "cpu":
        return "cpu"
    if torch.cuda.is_available():
        return "cuda:0"
    if setting == "cuda":
        raise EngineUnavailable("settings ask for device cuda, but torch sees no CUDA device")
    return "cpu"


def resolve_dtype(setting: str, device: str) -> torch.dtype:
    """The weights' dtype for ``settings.dtype`` on ``device``.

    ``auto`` is bfloat16 on a CUDA device that supports it (Ampere and later),
    float32 elsewhere; half precision on the CPU is refused (slow, and lossy
    for nothing).

    >>> resolve_dtype("auto", "cpu")
    torch.float32
    """
    import torch

    on_gpu = device.startswith("cuda")
    if setting == "auto":
        return torch.bfloat16 if on_gpu and torch.cuda.is_bf16_supported() else torch.float32
    dtype = {"float32": torch.float32, "bfloat16": torch.bfloat16, "float16": torch.float16}[setting]
    if dtype != torch.float32 and not on_gpu:
        raise EngineUnavailable(f"settings ask for dtype {setting} on the CPU; use float32 (or auto) there")
    return dtype


def stage_setting(settings: Settings, stage: str, knob: str) -> int | None:
    """``settings.<stage>_<knob>``, else the shared ``settings.<knob>`` (the older, single setting).

    >>> from pipeline.settings import Settings
    >>> s = Settings(num_beams=4, parse_num_beams=2)
    >>> stage_setting(s, "parse", "num_beams"), stage_setting(s, "generate", "num_beams")
    (2, 4)
    """
    own = getattr(settings, f"{stage}_{knob}", None)
    return own if own is not None else getattr(settings, knob)


def _is_cuda_oom(exc: BaseException) -> bool:
    import torch

    return isinstance(exc, torch.cuda.OutOfMemoryError)


def run_in_batches(run: Callable[[list[_In]], Sequence[_Out]], items: Sequence[_In], batch_size: int, *,
                   size: Callable[[_In], int] = len,  # type: ignore[assignment]
                   what: str = "inputs") -> list[_Out | Exception]:
    """``run`` over ``items`` in batches of at most ``batch_size``, results in input order.

    Items go longest first (by ``size``).  A CUDA out-of-memory error halves the
    batch size and retries the same items (the smaller size is kept for the rest
    of the call); at size 1 the item gets the error as its result.  Any other
    exception from a batch retries its items one by one, so that only the
    culprit gets its exception as its result.
    """
    order = sorted(range(len(items)), key=lambda i: size(items[i]), reverse=True)
    results: list[_Out | Exception | None] = [None] * len(items)
    limit = max(1, batch_size)
    start = 0
    while start < len(order):
        chunk = order[start:start + limit]
        batch = [items[i] for i in chunk]
        try:
            outputs: list[_Out | Exception] = list(run(batch))
        except Exception as exc:
            if _is_cuda_oom(exc) and len(batch) > 1:
                limit = max(1, len(batch) // 2)
                log.warning("CUDA out of memory on a batch of %d %s; retrying with batches of %d",
                            len(batch), what, limit)
                _free_cuda_cache()
                continue
            outputs = [exc] if len(batch) == 1 else _one_by_one(run, batch, exc, what)
        if len(outputs) != len(batch):
            raise RuntimeError(f"a batch of {len(batch)} {what} gave {len(outputs)} results")
        for i, out in zip(chunk, outputs, strict=True):
            results[i] = out
        start += len(chunk)
    return results  # type: ignore[return-value]


def _one_by_one(run: Callable[[list[_In]], Sequence[_Out]], batch: list[_In], error: Exception,
                what: str) -> list[_Out | Exception]:
    log.warning("a batch of %d %s failed (%s: %s); retrying one by one", len(batch), what,
                type(error).__name__, error)
    out: list[_Out | Exception] = []
    for item in batch:
        try:
            out.extend(run([item]))
        except Exception as exc:
            out.append(exc)
    return out


def _free_cuda_cache() -> None:
    import torch

    if torch.cuda.is_available():
        torch.cuda.empty_cache()
