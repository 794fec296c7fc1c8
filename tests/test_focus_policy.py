"""Focus policies over real candidates of the paper's Figure 1 graph."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.amrio import decode_graph
from pipeline.focus_policy import (
    FocusPolicy,
    PolicyError,
    Rule,
    aggregate_judgments,
    aggregate_scores,
)
from pipeline.graph import AMRGraph, FocusCandidate


@pytest.fixture(scope="module")
def candidates(shared_data: Path) -> list[FocusCandidate]:
    figure = json.loads((shared_data / "paper-examples" / "paraamr-figure1.json").read_text())
    return AMRGraph(decode_graph(figure["amr"])).focus_candidates()


def test_skip_and_weight_rules(candidates: list[FocusCandidate]) -> None:
    policy = FocusPolicy(rules=[
        Rule({"kind": "pronoun"}, action="skip"),
        Rule({"kind": "predicate", "role": [":ARG1", ":purpose"]}, weight=3.0),
        Rule({"depth": {"min": 2}}, weight=0.5),
    ])
    chosen = policy.select(candidates)
    variables = [c.variable for c in chosen]
    assert not {"z2", "z4"} & set(variables)  # "i" and "they" are pronouns
    assert variables[:2] == ["z3", "z7"]  # need-01 (:ARG1) outranks approve-01 (:purpose, deeper)
    assert policy.weight(next(c for c in candidates if c.variable == "z7")) == 1.5
    assert [r["match"] for r in policy.explain(chosen[0])] == [
        {"kind": "predicate", "role": [":ARG1", ":purpose"]}]


def test_k_caps_and_ranks_deterministically(candidates: list[FocusCandidate]) -> None:
    policy = FocusPolicy(rules=[Rule({"is_top": True}, weight=0.1)], k=3)
    first = [c.variable for c in policy.select(candidates, seed=1)]
    assert len(first) == 3 and "z1" not in first
    assert first == [c.variable for c in policy.select(candidates, seed=1)]
    assert len(policy.select(candidates, k=20)) == len(candidates)


def test_uniform_policy_is_a_seeded_random_choice(candidates: list[FocusCandidate]) -> None:
    uniform = FocusPolicy.uniform()
    picks = {tuple(c.variable for c in uniform.select(candidates, k=3, seed=s)) for s in range(30)}
    assert len(picks) > 10  # different seeds, different foci
    assert uniform.select(candidates, k=3, seed=4) == uniform.select(candidates, k=3, seed=4)


@settings(max_examples=60, deadline=None)
@given(weights=st.lists(st.floats(min_value=0, max_value=5), min_size=1, max_size=6),
       k=st.one_of(st.none(), st.integers(min_value=1, max_value=12)),
       seed=st.integers(min_value=0, max_value=10_000), mode=st.sampled_from(["rank", "sample"]))
def test_selection_is_a_subset_without_skipped_nodes(
        candidates: list[FocusCandidate], weights: list[float], k: int | None, seed: int,
        mode: str) -> None:
    kinds = sorted({c.kind for c in candidates})
    rules = [Rule({"kind": kinds[i % len(kinds)]}, weight=w) for i, w in enumerate(weights)]
    policy = FocusPolicy(rules=rules, mode=mode)
    chosen = policy.select(candidates, k=k, seed=seed)
    allowed = [c for c in candidates if policy.weight(c) > 0]
    assert len({c.variable for c in chosen}) == len(chosen)
    assert all(c in allowed for c in chosen)
    assert len(chosen) == (len(allowed) if k is None else min(k, len(allowed)))


def test_save_load_round_trip(tmp_path: Path) -> None:
    policy = FocusPolicy(rules=[Rule({"subtree_size": {"max": 1}}, weight=0.4,
                                     provenance={"source": "people", "n": 9})],
                         mode="sample", k=4, name="mine", description="small leaves are dull")
    path = policy.save(tmp_path / "p.json")
    again = FocusPolicy.load(path)
    assert again.to_dict() == policy.to_dict()
    assert json.loads(path.read_text())["format"] == "paraamr-focus-policy"


@pytest.mark.parametrize("content, message", [
    ("{nope", "is not JSON (line 1"),
    ('{"format": "other"}', "is not a focus policy"),
    ('{"format": "paraamr-focus-policy", "version": 7}', "version 7"),
    ('{"format": "paraamr-focus-policy", "version": 1, "mode": "best"}', "mode must be"),
    ('{"format": "paraamr-focus-policy", "version": 1, "k": 0}', "k must be"),
    ('{"format": "paraamr-focus-policy", "version": 1, "rules": [{"match": {"colour": 1}}]}',
     "rule 1: unknown feature 'colour'"),
    ('{"format": "paraamr-focus-policy", "version": 1, "rules": [{"match": {}, "weight": -1}]}',
     "weight must be a number >= 0"),
])
def test_bad_policy_files_give_one_line_errors(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "p.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(PolicyError) as info:
        FocusPolicy.load(path)
    assert message in str(info.value) and "\n" not in str(info.value)


def test_missing_policy_file(tmp_path: Path) -> None:
    with pytest.raises(PolicyError, match="no such focus policy file"):
        FocusPolicy.load(tmp_path / "absent.json")


def test_from_judgments_weights_and_skips_with_provenance(candidates: list[FocusCandidate]) -> None:
    rows = (
        [{"focus_kind": "predicate", "focus_role": ":ARG1", "semantic": 3, "syntactic": 3}] * 6
        + [{"focus_kind": "noun", "focus_role": ":ARG0", "semantic": 2, "syntactic": 2}] * 6
        + [{"focus_kind": "pronoun", "focus_role": ":ARG0", "semantic": 1, "syntactic": 3}] * 6
        + [{"focus_kind": "attribute", "focus_role": ":mod", "semantic": 3, "syntactic": 1}] * 2
    )
    aggregates = aggregate_judgments(rows)
    policy = FocusPolicy.from_judgments(aggregates, source="batch pilot", min_n=5)
    by_match = {json.dumps(r.match, sort_keys=True): r for r in policy.rules}
    assert by_match['{"kind": "pronoun"}'].action == "skip"
    predicate = by_match['{"kind": "predicate"}']
    noun = by_match['{"kind": "noun"}']
    assert predicate.weight > 1 > noun.weight
    assert predicate.provenance == {"source": "batch pilot", "n": 6, "semantic": 1.0,
                                    "diversity": 1.0, "semantic_rating": 3.0,
                                    "syntactic_rating": 3.0}
    assert '{"kind": "attribute"}' not in by_match  # two ratings are too few
    assert any("kind=attribute" in x for x in policy.provenance["too_few_observations"])
    # The derived policy is usable as is: pronoun foci are gone.
    assert all(c.kind != "pronoun" for c in policy.select(candidates))


def test_from_judgments_rejects_malformed_aggregates() -> None:
    with pytest.raises(PolicyError, match="aggregate 1"):
        FocusPolicy.from_judgments([{"feature": "kind", "value": "noun"}])


def test_from_scores_counts_filtered_candidates_against_their_feature() -> None:
    good = {"focus_kind": "predicate", "focus_role": ":ARG1", "kept": True,
            "scores": {"semantic": 0.9, "one_minus_bleu": 0.6}}
    filtered = {"focus_kind": "name", "focus_role": ":name", "kept": False,
                "scores": {"semantic": 0.9, "one_minus_bleu": 0.9}}
    mixed = {"focus_kind": "noun", "focus_role": ":ARG0", "kept": True,
             "scores": {"semantic": 0.7, "one_minus_bleu": 40.0}}  # a percent-scaled score
    records = [good] * 5 + [filtered] * 5 + [mixed] * 5
    aggregates = {(a.feature, a.value): a for a in aggregate_scores(records)}
    assert aggregates[("kind", "name")].semantic == 0.0
    assert aggregates[("kind", "noun")].diversity == pytest.approx(0.4)
    policy = FocusPolicy.from_scores(records, min_n=5)
    rules = {json.dumps(r.match): r for r in policy.rules}
    assert rules['{"kind": "name"}'].action == "skip"
    assert rules['{"kind": "predicate"}'].weight > rules['{"kind": "noun"}'].weight


def test_default_policy_is_derived_from_scores_and_usable(candidates: list[FocusCandidate]) -> None:
    from pipeline.corpus.config import resolve_foci

    policy = FocusPolicy.default()
    assert policy.name == "default" and "MRPC" in policy.provenance["derived_from"]
    assert all(r.provenance["n"] >= policy.provenance["min_n"] for r in policy.rules)
    assert policy.select(candidates)
    assert resolve_foci("policy:default") == ("policy:default", policy.to_dict())


def test_paraphrase_cli_takes_the_corpus_foci_choices(settings: Any, capsys: pytest.CaptureFixture[str],
                                                      tmp_path: Path) -> None:
    from pipeline.cli import main

    sentence = "She gave her brother a book for his birthday."
    assert main(["paraphrase", sentence, "--foci", "random:2", "--metrics", "none", "--json"]) == 0
    records = json.loads(capsys.readouterr().out)
    assert len(records) == 2 and len({r["focus"] for r in records}) == 2
    path = FocusPolicy(rules=[Rule({"kind": "predicate"}, action="skip")]).save(tmp_path / "p.json")
    assert main(["paraphrase", sentence, "--foci", f"policy:{path}", "--metrics", "none",
                 "--json"]) == 0
    records = json.loads(capsys.readouterr().out)
    assert records and all(r["focus_kind"] != "predicate" for r in records)
    assert main(["paraphrase", sentence, "--foci", "random:0"]) == 2
    assert "--foci random:K needs a whole number K >= 1" in capsys.readouterr().err
