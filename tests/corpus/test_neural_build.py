"""A corpus build with the neural engine (real amrlib loading and inference code) on the
tiny models the tests build: batched parsing, per-sentence failures, worker counts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pipeline.corpus.build import build_corpus, iter_corpus_lines
from pipeline.corpus.config import BuildConfig
from pipeline.errors import EngineUnavailable
from pipeline.models import install_model
from pipeline.settings import Settings
from tests.tiny_models import MEMORIZED, POISON, session_model

pytestmark = pytest.mark.slow


@pytest.fixture()
def neural(settings: Settings, tmp_path_factory: pytest.TempPathFactory, lpp_path: Path) -> Settings:
    base = tmp_path_factory.getbasetemp()
    install_model("tiny_parse", session_model("stog", base, lpp_path), settings, progress=False)
    install_model("tiny_generate", session_model("gtos", base, lpp_path), settings, progress=False)
    return settings


def test_amrlib_build_batches_parses_and_records_failures(neural: Settings, tmp_path: Path) -> None:
    src = tmp_path / "input.txt"
    sentences = [s for s, _ in MEMORIZED]
    src.write_text("\n".join([sentences[0], POISON, *sentences[1:]]) + "\n", encoding="utf-8")
    config = BuildConfig(engine="amrlib", metrics=(), shard_size=2, batch_size=3,
                         details=True).with_settings(neural)
    one = build_corpus(src, tmp_path / "one", config, progress=False)
    two = build_corpus(src, tmp_path / "two", config, workers=2, progress=False)
    lines = list(iter_corpus_lines(tmp_path / "one"))
    assert lines == list(iter_corpus_lines(tmp_path / "two"))
    assert [json.loads(x)["text"] for x in lines] == sentences
    assert one["engine"] == two["engine"] == "amrlib" and one["errors"] == 1
    errors = [json.loads(x) for x in (tmp_path / "one" / "errors.jsonl").read_text().splitlines()]
    assert [(e["line"], e["text"]) for e in errors] == [(2, POISON)]
    assert errors[0]["error"].startswith("parse failed")
    for line in lines:
        for item in json.loads(line)["paraphrases"]:
            assert item["engine"] == "amrlib"


def test_amrlib_build_without_models_is_refused_before_any_output(
        settings: Settings, tmp_path: Path) -> None:
    src = tmp_path / "input.txt"
    src.write_text("The little prince laughed .\n", encoding="utf-8")
    config = BuildConfig(engine="amrlib", metrics=()).with_settings(settings)
    with pytest.raises(EngineUnavailable, match="paraamr models install"):
        build_corpus(src, tmp_path / "out", config, progress=False)
    assert not (tmp_path / "out").exists()
