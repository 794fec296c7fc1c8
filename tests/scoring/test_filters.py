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


def test_the_source_less_its_market_code_is_identical():
    # Was kept: "The broader Standard & Poor's 500 Index eased 7.57 points, ..." for the
    # source with ".SPX" after "Index", the same sentence
    source = "The broader Standard & Poor's 500 Index .SPX eased 7.57 points, or 0.76 percent."
    said = "The broader Standard & Poor's 500 Index eased 7.57 points, or 0.76 percent."
    assert FilterPolicy().check(source, said, GOOD) == ["identical to the source"]


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
                             length_rate_max=0.4, max_tokens=30, slor_delta_min=-1.0,
                             faithfulness_min=0.6, wellformed_min=0.4, facts_kept_min=1.0,
                             meaning_min=0.45, given_source_delta_min=-1.5,
                             content_kept_min=0.7, faults_added_max=1)
    policy = FilterPolicy.from_settings(settings)
    assert policy == FilterPolicy(85.0, 0.7, True, 0.4, 30, -1.0, 0.6, 0.4, 1.0, 0.45, -1.5, 0.7,
                                  numbers_kept_min=1.0, faults_added_max=1)
    assert policy.signature() == ("filter|ppl_max:85.0|sem_min:0.7|identical:drop|"
                                  "len_rate_max:0.4|max_tokens:30|slor_delta_min:-1.0|"
                                  "faith_min:0.6|wellformed_min:0.4|facts_min:1.0|content_min:0.7|"
                                  "numbers_min:1.0|faults_added_max:1|meaning_min:0.45|gsd_min:-1.5|v:0.1.0")
    assert policy.metrics()[-6:] == ("facts_kept", "meaning", "given_source_delta", "content_kept",
                                     "numbers_kept", "faults_added")
    assert policy.check(SOURCE, "The budget was passed on Tuesday.", {"facts_kept": 0.5}) == [
        "facts kept 0.50 < 1.00"]


def test_default_policy_is_the_one_calibrated_against_ratings(settings):
    policy = FilterPolicy.from_settings(settings)
    assert policy.perplexity_max is None  # perplexity is no default test any more
    assert (policy.wellformed_min, policy.meaning_min, policy.semantic_min) == (0.3, 0.3, 0.5)
    assert policy.slor_delta_min is None  # wellformed reads SLOR delta and separates better
    assert policy.facts_kept_min is None  # lost names: not what raters call a changed meaning
    assert policy.numbers_kept_min == 1.0  # a number lost or changed: every number is kept
    assert policy.faithfulness_min == 0.2  # a low floor: meaning separates changed meanings better
    # a low floor: only paraphrases far less expected than a copy of the source after it
    assert policy.given_source_delta_min == -2.7
    # lost content: only paraphrases that say under 55% of the source's content words
    assert policy.content_kept_min == 0.55 and "content_kept" in policy.metrics()
    # sure grammar faults the source lacks: none
    assert policy.faults_added_max == 0
    assert policy.metrics() == ("semantic", "faithfulness", "wellformed", "meaning",
                                "given_source_delta", "content_kept", "numbers_kept",
                                "faults_added")


def test_perplexity_filter_setting_brings_back_the_calibrated_threshold(settings):
    policy = FilterPolicy.from_settings(settings.model_copy(update={"perplexity_filter": True}))
    calibrated = json.loads((CALIBRATION_DIR / "smollm2.json").read_text())["threshold"]
    assert policy.perplexity_max == pytest.approx(calibrated)


def test_quality_tests_add_their_reasons():
    policy = FilterPolicy(slor_delta_min=-0.8, faithfulness_min=0.5)
    assert policy.check(SOURCE, "On Tuesday the budget was approved.",
                        {"slor_delta": -0.2, "faithfulness": 0.9}) == []
    assert policy.check(SOURCE, "Tuesday budget the approved on was.",
                        {"slor_delta": -2.1, "faithfulness": 0.3}) == [
        "fluency: slor_delta -2.10 < -0.80", "faithfulness 0.300 < 0.500"]
    wellformed = FilterPolicy(wellformed_min=0.3)
    assert wellformed.metrics() == ("wellformed",)
    assert wellformed.check(SOURCE, "Tuesday budget the approved on was.",
                            {"wellformed": 0.04}) == ["fluency: wellformed 0.04 < 0.30"]
    assert wellformed.check(SOURCE, "On Tuesday the budget was approved.",
                            {"wellformed": 0.71}) == []
    meaning = FilterPolicy(meaning_min=0.3)
    assert meaning.metrics() == ("meaning",)
    assert meaning.check(SOURCE, "The budget was approved.", {"meaning": 0.21}) == [
        "meaning 0.21 < 0.30"]
    assert meaning.check(SOURCE, "On Tuesday the budget was approved.", {"meaning": 0.64}) == []
