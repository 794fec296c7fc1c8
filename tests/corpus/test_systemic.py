"""Sentences that fail for a systemic reason (a CUDA error, a model gone) are retried,
never journaled as done, and stop the build past --max-error-rate; --resume then
finishes exactly the lines of a clean build.  Real built-in engine, real builds."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

import pytest

from pipeline.backends.base import GenerationResult, GraphInput, input_graph
from pipeline.backends.builtin.generator import BuiltinGenerator
from pipeline.corpus.backend import BACKENDS, ParaphraseBackend
from pipeline.corpus.build import build_corpus, iter_corpus_lines
from pipeline.corpus.config import BuildConfig
from pipeline.corpus.manifest import ShardJournal
from pipeline.errors import SystemicError
from pipeline.paraphrase import Paraphraser
from pipeline.settings import Settings

SENTENCES = [
    "The committee approved the new budget.",
    "She gave her brother a book.",
    "The old volcano erupted last year.",
    "Birds sing in the morning.",
    "...",
    "The children played in the park.",
]
CUDA = "CUDA error: an illegal memory access was encountered"


class FlakyGpuGenerator(BuiltinGenerator):
    """The built-in generator on a "GPU" that fails for graphs with a concept in
    ``broken_on``, or for the next ``transient`` calls whatever they hold."""

    broken_on: ClassVar[set[str]] = set()
    transient: ClassVar[int] = 0
    calls: ClassVar[int] = 0

    def generate(self, graphs: Sequence[GraphInput]) -> list[GenerationResult]:
        cls = type(self)
        cls.calls += 1
        if cls.transient > 0:
            cls.transient -= 1
            raise RuntimeError(CUDA)
        if any(i.target in cls.broken_on for g in graphs for i in input_graph(g).instances()):
            raise RuntimeError(CUDA)
        return super().generate(graphs)


class FlakyGpuBackend(ParaphraseBackend):
    """The paraphrase backend with :class:`FlakyGpuGenerator` as its generator."""

    def __init__(self, config: dict[str, Any]) -> None:
        super().__init__(config, load=("parser",))
        cfg = self.config
        self.paraphraser = Paraphraser(self.settings, engine=cfg.engine, metrics=list(cfg.metrics or ()),
                                       parser=self.paraphraser.parser,
                                       generator=FlakyGpuGenerator(self.settings))


@pytest.fixture
def flaky(monkeypatch: pytest.MonkeyPatch) -> type[FlakyGpuGenerator]:
    monkeypatch.setitem(BACKENDS, "flaky-gpu", FlakyGpuBackend)
    monkeypatch.setattr(FlakyGpuGenerator, "broken_on", set())
    monkeypatch.setattr(FlakyGpuGenerator, "transient", 0)
    monkeypatch.setattr(FlakyGpuGenerator, "calls", 0)
    return FlakyGpuGenerator


@pytest.fixture
def source(tmp_path: Path) -> Path:
    path = tmp_path / "input.txt"
    path.write_text("\n".join(SENTENCES) + "\n", encoding="utf-8")
    return path


def _config(settings: Settings, **changes: Any) -> BuildConfig:
    return BuildConfig(**{**BuildConfig(backend="flaky-gpu", engine="builtin", metrics=(),
                                        shard_size=2, batch_size=1).to_dict(),
                          **changes}).with_settings(settings)


def _errors(out: Path) -> list[dict[str, Any]]:
    return [json.loads(x) for x in (out / "errors.jsonl").read_text().splitlines()]


def test_systemic_failures_are_not_journaled_and_resume_finishes_them(
        settings: Settings, source: Path, tmp_path: Path, flaky: type[FlakyGpuGenerator]) -> None:
    clean = build_corpus(source, tmp_path / "clean", _config(settings), progress=False)
    assert clean["shards"] == 3 and clean["errors"] == 1  # "..." has no words: its own fault

    flaky.broken_on = {"volcano"}
    out = tmp_path / "out"
    with pytest.raises(SystemicError, match=r"1 shard\(s\) were not written.*--resume"):
        build_corpus(source, out, _config(settings, max_error_rate=0.5), progress=False)
    done = ShardJournal(out).load()
    assert sorted(done) == [0, 2]  # the shard of the volcano sentence is held back
    assert all(e["line"] != 3 for e in _errors(out))  # and nothing says line 3 is done
    summary = json.loads((out / "summary.json").read_text())
    assert summary["held_back_shards"] == [1] and summary["rows"] == 3

    flaky.broken_on = set()  # the GPU is fixed
    resumed = build_corpus(source, out, _config(settings, max_error_rate=0.5), resume=True,
                           progress=False)
    assert resumed["resumed_shards"] == 2 and resumed["held_back_shards"] == []
    assert list(iter_corpus_lines(out)) == list(iter_corpus_lines(tmp_path / "clean"))
    assert _errors(out) == _errors(tmp_path / "clean")


def test_a_transient_failure_is_retried(settings: Settings, source: Path, tmp_path: Path,
                                        flaky: type[FlakyGpuGenerator]) -> None:
    flaky.transient = 2  # the first batch fails twice, its third attempt works
    summary = build_corpus(source, tmp_path / "out", _config(settings, retries=2), progress=False)
    assert summary["shards"] == 3 and summary["held_back_shards"] == []
    assert summary["rows"] == 5 and summary["errors"] == 1


def test_the_build_stops_past_the_error_rate(settings: Settings, source: Path, tmp_path: Path,
                                             flaky: type[FlakyGpuGenerator]) -> None:
    flaky.broken_on = {"volcano"}
    out = tmp_path / "out"
    with pytest.raises(SystemicError, match=r"stopped: 1 of 3 sentences .*--max-error-rate 0\b"):
        build_corpus(source, out, _config(settings, max_error_rate=0.0, retries=1), progress=False)
    assert sorted(ShardJournal(out).load()) == [0]  # it stopped in shard 1, at line 3
    assert flaky.calls == 2 + 2  # two good batches, then the bad one and its one retry

    # A device that fails every call stops the build at the default rate (1% of at least
    # 200 sentences: the third failure), before a single shard is written.
    flaky.transient = 10**6
    with pytest.raises(SystemicError, match="stopped: 3 of 3 sentences"):
        build_corpus(source, tmp_path / "dead", _config(settings), progress=False)
    assert ShardJournal(tmp_path / "dead").load() == {}
