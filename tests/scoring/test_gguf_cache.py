"""The de-quantized SmolLM2 cache: written once, atomically, and read back to the same numbers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pipeline.scoring import gguf_cache
from pipeline.scoring.perplexity import _LanguageModel, resolve_language_model

pytestmark = pytest.mark.slow

SENTENCES = ["The boy wants to go to the store.", "Zoë a mangé une crème brûlée — 東京.", "Hello"]


@pytest.fixture(scope="module")
def cache_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("data")


@pytest.fixture(scope="module")
def spec():  # type: ignore[no-untyped-def]
    return resolve_language_model(None, "smollm2")


def test_first_use_writes_one_complete_directory_keyed_by_the_gguf_hash(spec, cache_root):
    from pipeline.corpus.manifest import file_sha256

    target = gguf_cache.cached_dequantized_dir(spec.path, spec.gguf_file, cache_root)
    digest = file_sha256(spec.path / spec.gguf_file)
    assert target == cache_root / "cache" / "dequantized" / f"SmolLM2-135M-Instruct.Q4_1-{digest}"
    assert {"model.safetensors", "tokenizer.json", "config.json"} <= {p.name for p in target.iterdir()}
    assert json.loads((target / gguf_cache.SOURCE_RECORD).read_text())["sha256"] == digest
    # Nothing half-written is left beside it.
    assert [p.name for p in target.parent.iterdir()] == [target.name]
    # A second use finds it and writes nothing.
    stamp = (target / "model.safetensors").stat().st_mtime_ns
    assert gguf_cache.cached_dequantized_dir(spec.path, spec.gguf_file, cache_root) == target
    assert (target / "model.safetensors").stat().st_mtime_ns == stamp


def test_cached_model_gives_the_gguf_models_tokens_and_perplexities(spec, cache_root):
    cached = _LanguageModel(spec, cache_root)
    direct = _LanguageModel(spec, None)  # no data directory: the GGUF file itself
    for text in SENTENCES:
        assert (cached.tokenizer(text, add_special_tokens=False)["input_ids"]
                == direct.tokenizer(text, add_special_tokens=False)["input_ids"])
    assert (cached.start_id, cached.pad_id) == (direct.start_id, direct.pad_id)
    assert cached.perplexities(SENTENCES, 8) == direct.perplexities(SENTENCES, 8)


def test_an_unreadable_cache_is_written_again(spec, cache_root, caplog):
    target = gguf_cache.cached_dequantized_dir(spec.path, spec.gguf_file, cache_root)
    assert target is not None
    (target / "model.safetensors").write_bytes(b"not safetensors")
    model = _LanguageModel(spec, cache_root)
    assert "is unreadable" in caplog.text
    assert model.perplexities(["Hello"], 1)[0] > 1.0
    assert (target / "model.safetensors").stat().st_size > 100_000_000
