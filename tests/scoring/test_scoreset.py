"""ScoreSet: the default metric set, derived scores, batching and bad input."""

from __future__ import annotations

import pytest

from pipeline.errors import InputError
from pipeline.scoring import DEFAULT_METRICS, ScoreSet, fluency
from pipeline.scoring.lexical import paramac_diversity

SOURCE = "The committee approved the new budget on Tuesday."
CANDIDATES = ["On Tuesday, the new budget was approved by the committee.",
              "The committee approved the new budget on Tuesday.",
              ""]


@pytest.fixture(scope="module")
def full_scores():
    from pipeline.settings import load_settings

    scoreset = ScoreSet(load_settings(engine="builtin"))
    return scoreset, scoreset.score(SOURCE, CANDIDATES)


def test_every_default_metric_for_every_candidate(full_scores):
    scoreset, scores = full_scores
    assert len(scores) == 3
    for row in scores:
        assert list(row) == list(DEFAULT_METRICS)
    assert set(scoreset.signatures()) == set(DEFAULT_METRICS)
    assert all(s.endswith("|v:0.1.0") for s in scoreset.signatures().values())


def test_known_values_of_the_identical_candidate(full_scores):
    _, [_, identical, _] = full_scores
    assert identical["semantic"] == pytest.approx(1.0, abs=1e-5)
    assert identical["bertscore"] == pytest.approx(1.0, abs=1e-5)
    for name in ("one_minus_bleu", "one_minus_overlap", "length_rate", "paramac_diversity",
                 "ted3", "tedf"):
        assert identical[name] == pytest.approx(0.0, abs=1e-9), name
    assert identical["trigram_overlap"] == 1.0


def test_the_paraphrase_is_diverse_and_close(full_scores):
    _, [paraphrase, _, _] = full_scores
    assert paraphrase["semantic"] > 0.8
    assert paraphrase["ted3"] > 0 and paraphrase["tedf"] >= paraphrase["ted3"]
    assert paraphrase["one_minus_bleu"] > 0.3


def test_empty_candidate_scores_are_none(full_scores):
    _, [_, _, empty] = full_scores
    assert all(value is None for value in empty.values())


def test_comprehensive_is_the_weighted_sum(full_scores):
    scoreset, [paraphrase, _, _] = full_scores
    threshold = scoreset.metric("comprehensive").threshold
    expected = (paraphrase["semantic"] + fluency(paraphrase["perplexity"], threshold)
                + paramac_diversity(SOURCE, CANDIDATES[0])) / 3
    assert paraphrase["comprehensive"] == pytest.approx(expected)
    assert f"T:{threshold:g}" in scoreset.signatures()["comprehensive"]


def test_derived_metric_pulls_in_what_it_needs_but_reports_only_what_was_asked():
    scoreset = ScoreSet(metrics=["comprehensive", "length_rate"])
    [row] = scoreset.score(SOURCE, CANDIDATES[:1])
    assert list(row) == ["comprehensive", "length_rate"]
    assert 0.0 < row["comprehensive"] < 1.0


def test_score_pairs_matches_score(full_scores):
    scoreset = ScoreSet(metrics=["semantic", "one_minus_bleu", "ted3"])
    [by_pair] = scoreset.score_pairs([(SOURCE, CANDIDATES[0])])
    assert by_pair == pytest.approx(scoreset.score(SOURCE, CANDIDATES[:1])[0], abs=1e-5)


def test_signatures_are_built_once_and_handed_out_as_copies(monkeypatch):
    scoreset = ScoreSet(metrics=["one_minus_overlap", "length_rate"])
    first = scoreset.signatures()
    expected = dict(first)
    first["length_rate"] = "changed"
    monkeypatch.setattr(type(scoreset.metric("length_rate")), "signature",
                        lambda self: pytest.fail("signature built again"))
    assert scoreset.signatures() == expected
    assert expected["length_rate"].startswith("length_rate|")


def test_bad_input():
    with pytest.raises(InputError, match="unknown metric 'bleu'"):
        ScoreSet(metrics=["bleu"])
    with pytest.raises(InputError, match="empty source"):
        ScoreSet(metrics=["length_rate"]).score("  ", ["x"])
    with pytest.raises(InputError, match="empty paraphrase"):
        ScoreSet(metrics=["length_rate"]).score_pair(SOURCE, "")


def test_construction_loads_no_model():
    import sys

    before = "sentence_transformers" in sys.modules
    ScoreSet()
    assert ("sentence_transformers" in sys.modules) == before
