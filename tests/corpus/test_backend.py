"""The paraphrase backend with the real built-in engine: line format, foci policies,
failures, and builds that do not depend on how many workers ran them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pipeline.amrio import decode_graph
from pipeline.corpus.backend import DETAIL_FIELDS, ParaphraseBackend
from pipeline.corpus.build import build_corpus, iter_corpus_lines
from pipeline.corpus.config import BuildConfig, resolve_foci
from pipeline.focus_policy import FocusPolicy, Rule
from pipeline.graph import concept_kind
from pipeline.settings import Settings

SENTENCES = [
    "The committee approved the new budget after a long debate.",
    "...",
    "She gave her brother a book for his birthday.",
]


def _config(settings: Settings, **changes: Any) -> BuildConfig:
    base = BuildConfig(engine="builtin", metrics=(), shard_size=2, batch_size=2)
    return BuildConfig(**{**base.to_dict(), **changes}).with_settings(settings)


def _run(backend: ParaphraseBackend) -> dict[str, list[Any]]:
    return backend({"line": list(range(1, len(SENTENCES) + 1)), "text": SENTENCES})


def test_lines_in_paraamr_format_with_details(settings: Settings) -> None:
    out = _run(ParaphraseBackend(_config(settings, details=True).to_dict()))
    assert out["error"][1] == "parse failed: no words to parse (only punctuation or symbols)"
    assert out["record"][1] == "" and out["paraphrases"][1] == 0
    line = json.loads(out["record"][0])
    assert list(line) == ["text", "paraphrases"] and line["text"] == SENTENCES[0]
    assert out["paraphrases"][0] == len(line["paraphrases"]) > 0
    for item in line["paraphrases"]:
        assert list(item) == ["para_text", "perplexity", *DETAIL_FIELDS]
        assert item["engine"] == "builtin"
        assert decode_graph(item["amr"]).top == item["focus"]
        assert item["para_text"].strip().lower() != SENTENCES[0].lower()
    texts = [p["para_text"] for p in line["paraphrases"]]
    assert len(texts) == len(set(texts))


def test_random_k_foci_are_capped_and_seeded(settings: Settings) -> None:
    first = _run(ParaphraseBackend(_config(settings, foci="random:2", seed=1).to_dict()))
    again = _run(ParaphraseBackend(_config(settings, foci="random:2", seed=1).to_dict()))
    assert first["record"] == again["record"]
    assert all(n <= 2 for n in first["paraphrases"])


def test_policy_file_decides_the_foci(settings: Settings, tmp_path: Path) -> None:
    path = FocusPolicy(rules=[Rule({"kind": "predicate"}, action="skip")], name="no-predicates"
                       ).save(tmp_path / "policy.json")
    foci, policy = resolve_foci(f"policy:{path}")
    out = _run(ParaphraseBackend(_config(settings, foci=foci, policy=policy, details=True).to_dict()))
    concepts = [p["concept"] for r in out["record"] if r for p in json.loads(r)["paraphrases"]]
    assert concepts and all(concept_kind(c) != "predicate" for c in concepts)


@pytest.mark.slow
def test_real_build_gives_the_same_lines_with_one_and_two_workers(
        settings: Settings, tmp_path: Path) -> None:
    src = tmp_path / "input.txt"
    src.write_text("\n".join([*SENTENCES, "", SENTENCES[0], "Birds sing in the morning."]) + "\n",
                   encoding="utf-8")
    config = _config(settings)
    one = build_corpus(src, tmp_path / "one", config, progress=False)
    two = build_corpus(src, tmp_path / "two", config, workers=2, progress=False)
    assert list(iter_corpus_lines(tmp_path / "one")) == list(iter_corpus_lines(tmp_path / "two"))
    assert (one["rows"], one["errors"], one["blank"], one["duplicates"]) == (3, 1, 1, 1)
    assert one["paraphrases"] == two["paraphrases"] > 0 and one["engine"] == "builtin"
    errors = [json.loads(x) for x in (tmp_path / "one" / "errors.jsonl").read_text().splitlines()]
    assert errors == [{"line": 2, "text": "...",
                       "error": "parse failed: no words to parse (only punctuation or symbols)"}]


@pytest.mark.slow
def test_scored_build_filters_and_records_signatures(settings: Settings, tmp_path: Path) -> None:
    src = tmp_path / "input.txt"
    src.write_text(SENTENCES[0] + "\n", encoding="utf-8")
    calibrated = settings.model_copy(update={"perplexity_max": 400.0})
    config = BuildConfig(engine="builtin", shard_size=5, details=True).with_settings(calibrated)
    summary = build_corpus(src, tmp_path / "out", config, progress=False)
    # every score the default filter reads is computed, so none of its tests is skipped
    assert set(summary["signatures"]) == {"perplexity", "semantic", "slor_delta", "faithfulness",
                                          "wellformed", "facts_kept", "meaning",
                                          "given_source_delta", "content_kept",
                                          "numbers_kept", "roles_kept", "faults_added"}
    assert summary["signatures"]["perplexity"].startswith("perplexity|model:")
    assert summary["signatures"]["faithfulness"].startswith("faithfulness|parser:builtin(")
    assert "ppl_max:400.0" in summary["filter"] and "sem_min:0.5" in summary["filter"]
    assert "meaning_min:0.3" in summary["filter"] and "faith_min:0.2" in summary["filter"]
    assert "numbers_min:1.0" in summary["filter"] and "faults_added_max:0" in summary["filter"]
    for line in iter_corpus_lines(tmp_path / "out"):
        for item in json.loads(line)["paraphrases"]:
            assert 0 < item["perplexity"] <= 400.0
            assert item["scores"]["semantic"] >= 0.5
            assert item["scores"]["meaning"] >= calibrated.meaning_min
            assert item["scores"]["wellformed"] >= calibrated.wellformed_min
            assert item["scores"]["given_source_delta"] >= calibrated.given_source_delta_min
            assert item["perplexity"] == item["scores"]["perplexity"]
