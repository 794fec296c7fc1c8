"""Faithfulness: the paraphrase parsed back with the built-in parser (pipeline/scoring/faithfulness.py)."""

from __future__ import annotations

import pytest

from pipeline.scoring.faithfulness import Faithfulness, faithfulness_recall, graph_match


@pytest.fixture(scope="module")
def metric():
    from pipeline.settings import load_settings

    return Faithfulness(load_settings(engine="builtin"))


def test_refocusing_costs_nothing_but_inverted_roles_do():
    source = "(t / threaten-01 :ARG0 (l / Linux) :ARG1 (m / Microsoft))"
    refocused = "(m / Microsoft :ARG1-of (t / threaten-01 :ARG0 (l / Linux)))"
    inverted = "(t / threaten-01 :ARG0 (m / Microsoft) :ARG1 (l / Linux))"
    assert faithfulness_recall(refocused, source) == 1.0
    assert faithfulness_recall(inverted, source) == pytest.approx(3 / 5)
    assert graph_match(refocused, source) == (5, 5, 5)


def test_real_paraphrases_rank_below_a_faithful_one(metric):
    source = "Linux is not a threat to Microsoft, the analyst said."
    faithful = "The analyst said that Linux is not a threat to Microsoft."
    inverted = "The analyst said that Microsoft is not a threat to Linux."
    negation_lost = "The analyst said that Linux is a threat to Microsoft."
    dropped = "Linux is not a threat."
    scores = dict(zip(("faithful", "inverted", "negation_lost", "dropped"),
                      metric.score_batch(source, [faithful, inverted, negation_lost, dropped]),
                      strict=True))
    assert scores["faithful"] >= 0.9
    # an inversion moves two role triples of 13 (0.77 against 0.92); negation and a dropped
    # argument cost more
    assert scores["inverted"] < scores["faithful"] - 0.1, scores
    for worse in ("negation_lost", "dropped"):
        assert scores[worse] < scores["faithful"] - 0.3, scores


def test_a_given_source_graph_is_used_and_pairs_match_batches(metric):
    source = "The committee approved the budget."
    graph = metric.parser.parse_one(source)
    candidates = ["The budget was approved by the committee.", "The budget approved the committee."]
    assert metric.score_graph(graph, candidates) == metric.score_batch(source, candidates)
    assert metric.score_pairs([(source, c) for c in candidates]) == metric.score_batch(source, candidates)
    assert metric.score_batch(source, [""]) == [None]
    assert metric.signature().startswith("faithfulness|parser:builtin(")
