"""De-quantized GGUF language models, cached once as safetensors in the data directory.

transformers reads a GGUF file by parsing it four times (config, tokenizer,
weights) and de-quantizing every tensor: about 30 s on two CPU cores for
SmolLM2-135M, on every cold start.  The first load saves the result
(``model.safetensors`` in float32, ``tokenizer.json``, ``config.json``) under
``<data dir>/cache/dequantized/<gguf stem>-<sha256 of the GGUF>/``; later loads
read that directory in about a second, with the same weights and token ids.

The directory is written under a temporary name, every file fsynced, then
renamed into place, so a reader never sees half a cache; two processes
filling it at once both succeed (the second rename loses and is dropped).
A GGUF file with other bytes has another hash, hence another directory.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import uuid
from pathlib import Path
from typing import Any

__all__ = ["CACHE_SUBDIR", "cached_dequantized_dir", "dequantized_dir_name"]

log = logging.getLogger(__name__)

CACHE_SUBDIR = Path("cache") / "dequantized"
SOURCE_RECORD = "paraamr-source.json"


def dequantized_dir_name(gguf_file: str, sha256: str) -> str:
    """The cache directory's name for a GGUF file with content hash ``sha256``.

    >>> dequantized_dir_name("SmolLM2-135M-Instruct.Q4_1.gguf", "ab" * 32)[:40]
    'SmolLM2-135M-Instruct.Q4_1-ababababababa'
    """
    return f"{Path(gguf_file).stem}-{sha256}"


def load_from_gguf(directory: Path, gguf_file: str) -> tuple[Any, Any]:
    """Tokenizer and float32 model read (and de-quantized) from ``directory/gguf_file``."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from pipeline.neural import quiet_transformers

    with quiet_transformers():
        tokenizer = AutoTokenizer.from_pretrained(str(directory), gguf_file=gguf_file)
        model = AutoModelForCausalLM.from_pretrained(str(directory), gguf_file=gguf_file,
                                                     dtype=torch.float32)
    return tokenizer, model


def _fsync_tree(directory: Path) -> None:
    from pipeline.corpus.manifest import fsync_dir

    for path in directory.iterdir():
        if path.is_file():
            with path.open("rb") as handle:
                os.fsync(handle.fileno())
    fsync_dir(directory)


def _write(target: Path, directory: Path, gguf_file: str, sha256: str) -> None:
    """De-quantize into a temporary sibling of ``target``, fsync it, rename it into place."""
    from pipeline.corpus.manifest import fsync_dir

    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.tmp-{os.getpid()}-{uuid.uuid4().hex[:8]}")
    try:
        tokenizer, model = load_from_gguf(directory, gguf_file)
        model.save_pretrained(str(tmp), safe_serialization=True)
        tokenizer.save_pretrained(str(tmp))
        record = {"gguf": str(directory / gguf_file), "sha256": sha256, "dtype": "float32"}
        (tmp / SOURCE_RECORD).write_text(json.dumps(record, indent=2) + "\n", encoding="utf-8")
        _fsync_tree(tmp)
        try:
            tmp.rename(target)
        except OSError:
            if not (target / SOURCE_RECORD).is_file():  # not another process's finished copy
                raise
        fsync_dir(target.parent)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def cached_dequantized_dir(directory: Path, gguf_file: str, data_dir: Path) -> Path | None:
    """The de-quantized copy of ``directory/gguf_file`` under ``data_dir``, made on first use.

    ``None`` (with a warning) when it cannot be written, e.g. a read-only data
    directory: the caller then reads the GGUF file itself, as slowly as before.
    """
    from pipeline.corpus.manifest import file_sha256

    sha256 = file_sha256(directory / gguf_file)
    target = data_dir / CACHE_SUBDIR / dequantized_dir_name(gguf_file, sha256)
    if (target / SOURCE_RECORD).is_file():
        return target
    log.info("de-quantizing %s once into %s", gguf_file, target)
    try:
        _write(target, directory, gguf_file, sha256)
    except OSError as exc:
        log.warning("cannot cache the de-quantized %s in %s (%s); reading the GGUF file each time",
                    gguf_file, target.parent, exc)
        return None
    return target


def discard(target: Path) -> None:
    """Remove a cache directory that failed to load, so the next use writes it afresh."""
    doomed = target.with_name(f".{target.name}.broken-{os.getpid()}-{uuid.uuid4().hex[:8]}")
    try:
        target.rename(doomed)
    except OSError:
        return
    shutil.rmtree(doomed, ignore_errors=True)
