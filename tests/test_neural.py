"""pipeline.neural: the batching loop, devices and dtypes, and the settings that reach the scorers."""

from __future__ import annotations

import pytest

from pipeline.errors import EngineUnavailable
from pipeline.neural import resolve_device, resolve_dtype, run_in_batches, stage_setting
from pipeline.settings import Settings


def test_results_come_back_in_input_order_and_batches_go_longest_first() -> None:
    seen: list[list[str]] = []

    def shout(batch: list[str]) -> list[str]:
        seen.append(batch)
        return [s.upper() for s in batch]

    items = ["bb", "a", "dddd", "ccc", "eeeee"]
    assert run_in_batches(shout, items, 2) == ["BB", "A", "DDDD", "CCC", "EEEEE"]
    assert seen == [["eeeee", "dddd"], ["ccc", "bb"], ["a"]]
    assert run_in_batches(shout, [], 4) == []


def test_out_of_memory_halves_and_other_errors_isolate_the_culprit(caplog: pytest.LogCaptureFixture) -> None:
    import torch

    sizes: list[int] = []

    def fits_three(batch: list[int]) -> list[int]:
        sizes.append(len(batch))
        if len(batch) > 3:
            raise torch.cuda.OutOfMemoryError("CUDA out of memory (simulated)")
        if 13 in batch:
            raise ValueError("unlucky")
        return [x * 2 for x in batch]

    out = run_in_batches(fits_three, list(range(10, 20)), 8, size=lambda x: x)
    assert sizes[:4] == [8, 4, 2, 2]  # 8 and 4 do not fit; halved to 2 for the rest
    assert [x for x in out if not isinstance(x, Exception)] == [x * 2 for x in range(10, 20) if x != 13]
    assert isinstance(out[3], ValueError)
    assert "retrying with batches of 4" in caplog.text and "retrying one by one" in caplog.text


def test_stage_settings_fall_back_to_the_shared_ones() -> None:
    s = Settings(batch_size=8, max_length=50, generate_batch_size=64)
    assert stage_setting(s, "parse", "batch_size") == 8 and stage_setting(s, "generate", "batch_size") == 64
    assert stage_setting(s, "parse", "max_length") == stage_setting(s, "generate", "max_length") == 50
    assert stage_setting(s, "parse", "num_beams") is None


def test_device_and_dtype_on_this_machine() -> None:
    import torch

    assert resolve_dtype("float32", "cpu") == torch.float32
    if not torch.cuda.is_available():
        assert resolve_device("auto") == "cpu" and resolve_dtype("auto", "cpu") == torch.float32
        with pytest.raises(EngineUnavailable, match="float16 on the CPU"):
            resolve_dtype("float16", "cpu")
    elif torch.cuda.is_bf16_supported():
        assert resolve_dtype("auto", "cuda:0") == torch.bfloat16


def test_scorers_get_their_own_batch_sizes_and_the_device(settings: Settings) -> None:
    from pipeline.scoring.bertscore import BERTScoreF1
    from pipeline.scoring.semantic import SemanticSimilarity

    tuned = settings.model_copy(update={"semantic_batch_size": 5, "batch_size": 3, "device": "cpu"})
    semantic = SemanticSimilarity(tuned)
    assert semantic.encoder.batch_size == 5 and semantic.encoder.device == "cpu"
    assert BERTScoreF1(tuned).batch_size == 5
    from pipeline.scoring.perplexity import Perplexity

    assert Perplexity(tuned).batch_size == 3 and Perplexity(tuned).device == "cpu"
    assert Perplexity(tuned.model_copy(update={"perplexity_batch_size": 7})).batch_size == 7
    assert SemanticSimilarity(settings).batch_size == 32  # unchanged default
    score = semantic.score_batch("The dog barked .", ["A dog was barking .", ""])
    assert score[1] is None and isinstance(score[0], float) and score[0] > 0.5
