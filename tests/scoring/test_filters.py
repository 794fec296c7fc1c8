"""The filter chain (pipeline/scoring/filters.py)."""

from __future__ import annotations

import json

import pytest

from pipeline.scoring.filters import FilterPolicy, normalized
from pipeline.scoring.perplexity import CALIBRATION_DIR
from pipeline.settings import load_settings

SOURCE = "The committee approved the new budget on Tuesday."
GOOD = {"perplexity": 40.0, "semantic": 0.85}


def test_each_test_adds_its_reason():
    policy = FilterPolicy(perplexity_max=120.0, semantic_min=0.5, length_rate_max=0.5,
                          max_tokens=8)
    assert policy.check(SOURCE, "On Tuesday the new budget was approved.", GOOD) == []
    assert policy.check(SOURCE, "Budget approved.", GOOD) == ["length rate 2.00 > 0.50"]
    long = "On Tuesday the new budget was approved by the whole committee."
    assert policy.check(SOURCE, long, GOOD) == ["12 tokens > 8"]
    assert policy.check(SOURCE, "On Tuesday the budget passed.", {"perplexity": 121.0,
                                                                  "semantic": 0.49}) == [
        "perplexity 121.0 > 120.0", "semantic 0.490 < 0.500"]


def test_identical_after_normalization_is_rejected():
    policy = FilterPolicy()
    assert policy.check(SOURCE, "the committee approved the NEW budget on tuesday", GOOD) == [
        "identical to the source"]
    assert FilterPolicy(drop_identical=False).check(SOURCE, SOURCE, GOOD) == []
    assert normalized("Zoë's  café!") == "zoë s café"


def test_empty_paraphrase_is_rejected():
    assert FilterPolicy().check(SOURCE, "", {}) == ["empty paraphrase"]
    assert FilterPolicy().check(SOURCE, None, {}) == ["empty paraphrase"]
    assert FilterPolicy().check(SOURCE, " ?! ", {}) == ["empty paraphrase"]


def test_missing_scores_skip_their_test():
    policy = FilterPolicy(perplexity_max=120.0, semantic_min=0.5)
    assert policy.check(SOURCE, "On Tuesday the budget passed.", {"perplexity": None}) == []
    assert policy.metrics() == ("perplexity", "semantic")


def test_from_settings_uses_explicit_values(tmp_path, monkeypatch):
    monkeypatch.setenv("PARAAMR_SETTINGS_FILE", str(tmp_path / "none.toml"))
    settings = load_settings(data_dir=str(tmp_path), perplexity_max=85.0, semantic_min=0.7,
                             length_rate_max=0.4, max_tokens=30)
    policy = FilterPolicy.from_settings(settings)
    assert policy == FilterPolicy(85.0, 0.7, True, 0.4, 30)
    assert policy.signature() == ("filter|ppl_max:85.0|sem_min:0.7|identical:drop|"
                                  "len_rate_max:0.4|max_tokens:30|v:0.1.0")


def test_from_settings_defaults_to_the_calibrated_threshold(settings):
    policy = FilterPolicy.from_settings(settings)
    calibrated = json.loads((CALIBRATION_DIR / "smollm2.json").read_text())["threshold"]
    assert policy.perplexity_max == pytest.approx(calibrated)
    assert policy.semantic_min == settings.semantic_min == 0.5
