"""The Ray runner on a local Ray instance gives the local runner's lines."""

from __future__ import annotations

from pathlib import Path

import pytest

from pipeline.corpus.build import build_corpus, iter_corpus_lines
from pipeline.corpus.config import BuildConfig
from pipeline.corpus.manifest import JOURNAL_NAME
from pipeline.settings import Settings

pytestmark = pytest.mark.slow


def test_ray_local_build_matches_local_build_and_resumes_a_local_one(tmp_path: Path) -> None:
    src = tmp_path / "input.jsonl"
    rows = [f'{{"text": "Ray sentence number {i}."}}' for i in range(40)]
    rows[3] = ""
    rows[7] = rows[6]
    rows[11] = "{broken"
    src.write_text("\n".join(rows) + "\n", encoding="utf-8")
    config = BuildConfig(backend="dry-run", shard_size=6, batch_size=4)

    local = build_corpus(src, tmp_path / "local", config, progress=False)

    # Half built locally, the rest on Ray: the same layout, so a build can move.
    half = tmp_path / "half"
    build_corpus(src, half, config, progress=False)
    journal = half / JOURNAL_NAME
    journal.write_text("".join(journal.read_text().splitlines(keepends=True)[:3]), encoding="utf-8")
    for index in range(3, local["shards"]):
        (half / f"shard-{index:05d}.jsonl").unlink()

    ray_summary = build_corpus(src, tmp_path / "ray", config, ray_local=True, workers=2,
                               progress=False)
    resumed = build_corpus(src, half, config, ray_local=True, resume=True, progress=False)

    expected = list(iter_corpus_lines(tmp_path / "local"))
    assert list(iter_corpus_lines(tmp_path / "ray")) == expected
    assert list(iter_corpus_lines(half)) == expected
    assert ray_summary["runner"] == "ray" and ray_summary["rows"] == local["rows"] == 37
    assert ray_summary["errors"] == 1 and 1 <= len(ray_summary["peak_rss_mb"]) <= 2
    assert resumed["resumed_shards"] == 3
    assert (tmp_path / "ray" / "errors.jsonl").read_text() == \
        (tmp_path / "local" / "errors.jsonl").read_text()


def test_ray_local_with_the_builtin_engine_matches_the_local_runner(
        settings: Settings, tmp_path: Path) -> None:
    src = tmp_path / "input.txt"
    src.write_text("The committee approved the new budget.\n...\nShe gave her brother a book.\n",
                   encoding="utf-8")
    config = BuildConfig(engine="builtin", metrics=(), shard_size=2, batch_size=2,
                         details=True).with_settings(settings)
    local = build_corpus(src, tmp_path / "local", config, progress=False)
    on_ray = build_corpus(src, tmp_path / "ray", config, ray_local=True, progress=False)
    assert list(iter_corpus_lines(tmp_path / "ray")) == list(iter_corpus_lines(tmp_path / "local"))
    assert on_ray["paraphrases"] == local["paraphrases"] > 0
    assert on_ray["errors"] == local["errors"] == 1
