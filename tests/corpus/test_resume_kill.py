"""A real ``paraamr corpus build`` killed with SIGKILL, then ``--resume``: exactly the
lines of an uninterrupted build, every input line once."""

from __future__ import annotations

import itertools
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest

from pipeline.corpus.build import build_corpus, iter_corpus_lines
from pipeline.corpus.config import BuildConfig
from pipeline.corpus.manifest import JOURNAL_NAME, ShardJournal
from pipeline.settings import Settings

pytestmark = pytest.mark.slow

SHARD_SIZE = 25
BUILD = ["corpus", "build", "--dry-run", "--shard-size", str(SHARD_SIZE), "--batch-size", "10",
         "--no-progress"]


def paraamr(*args: str) -> list[str]:
    return [sys.executable, "-m", "pipeline.cli", *args]


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("in") / "input.txt"
    rows = [f"This is input sentence {i}." if i % 37 else "" for i in range(3000)]
    rows[100] = rows[99]
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def expected(source: Path, tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    out = tmp_path_factory.mktemp("reference") / "out"
    build_corpus(source, out, BuildConfig(backend="dry-run", shard_size=SHARD_SIZE, batch_size=10),
                 progress=False)
    return list(iter_corpus_lines(out))


def _run(args: list[str], env_extra: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, **(env_extra or {})}
    return subprocess.run(paraamr(*args), env=env, capture_output=True, text=True, timeout=300)


def _journal_lines(out: Path) -> int:
    try:
        return (out / JOURNAL_NAME).read_bytes().count(b"\n")
    except FileNotFoundError:
        return 0


def _kill_after_shards(args: list[str], out: Path, shards: int) -> None:
    """Start a build and SIGKILL it once ``shards`` shards are recorded."""
    proc = subprocess.Popen(paraamr(*args), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 120
        while _journal_lines(out) < shards and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.002)
        assert proc.poll() is None, "the build finished before it could be killed"
        children = psutil.Process(proc.pid).children(recursive=True)
        proc.send_signal(signal.SIGKILL)
    finally:
        proc.wait(timeout=60)
    assert _journal_lines(out) < 3000 // SHARD_SIZE
    # Worker processes die with their parent: nothing keeps computing for nobody.
    _gone, alive = psutil.wait_procs(children, timeout=20)
    assert not alive


def _assert_complete(out: Path, expected: list[str]) -> None:
    assert list(iter_corpus_lines(out)) == expected
    records = ShardJournal(out).load()
    assert sorted(records) == list(range(len(records)))
    lines = [(r.first_line, r.last_line) for r in sorted(records.values(), key=lambda r: r.index)]
    assert all(b[0] == a[1] + 1 for a, b in itertools.pairwise(lines))
    assert not [p.name for p in out.iterdir() if ".tmp-" in p.name]


@pytest.mark.parametrize("crash_at", ["before-write:3", "after-rename:5", "after-journal:0"])
def test_killed_at_each_step_of_a_shard_write_then_resumed(
        source: Path, expected: list[str], tmp_path: Path, crash_at: str) -> None:
    out = tmp_path / "out"
    args = [*BUILD, "--input", str(source), "--out", str(out)]
    crashed = _run(args, {"PARAAMR_CORPUS_CRASH_AT": crash_at})
    assert crashed.returncode == -signal.SIGKILL
    index = int(crash_at.split(":")[1])
    assert len(ShardJournal(out).load()) == (index + 1 if crash_at.startswith("after-journal") else index)
    resumed = _run([*args, "--resume"])
    assert resumed.returncode == 0, resumed.stderr
    _assert_complete(out, expected)


@pytest.mark.parametrize("workers, kill_points", [("1", (0, 7, 40)), ("2", (3, 60))])
def test_killed_repeatedly_at_run_time_then_resumed(
        source: Path, expected: list[str], tmp_path: Path, workers: str,
        kill_points: tuple[int, ...]) -> None:
    out = tmp_path / "out"
    args = [*BUILD, "--input", str(source), "--out", str(out), "--workers", workers]
    for number, shards in enumerate(kill_points):
        _kill_after_shards([*args, "--resume"] if number else args, out, shards)
    resumed = _run([*args, "--resume"])
    assert resumed.returncode == 0, resumed.stderr
    _assert_complete(out, expected)


def test_resume_with_other_settings_exits_2_with_one_line(source: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    args = [*BUILD, "--input", str(source), "--out", str(out)]
    assert _run(args, {"PARAAMR_CORPUS_CRASH_AT": "after-journal:1"}).returncode == -signal.SIGKILL
    before = sorted(p.name for p in out.iterdir())
    refused = _run([*args, "--resume", "--seed", "5"])
    assert refused.returncode == 2
    assert refused.stderr.count("\n") == 1 and "seed: 0 in the manifest, 5 now" in refused.stderr
    assert sorted(p.name for p in out.iterdir()) == before


def test_real_engine_build_killed_mid_shard_resumes_to_the_same_lines(
        settings: Settings, tmp_path: Path) -> None:
    src = tmp_path / "input.txt"
    src.write_text("The committee approved the new budget.\nShe gave her brother a book.\n"
                   "Birds sing in the morning.\nThe old man walked to the station.\n",
                   encoding="utf-8")
    args = ["corpus", "build", "--input", str(src), "--engine", "builtin", "--metrics", "none",
            "--shard-size", "1", "--details", "--no-progress"]
    env = {"PARAAMR_DATA_DIR": str(settings.data_dir)}
    reference = _run([*args, "--out", str(tmp_path / "whole")], env)
    assert reference.returncode == 0, reference.stderr
    out = tmp_path / "out"
    killed = _run([*args, "--out", str(out)], {**env, "PARAAMR_CORPUS_CRASH_AT": "after-rename:1"})
    assert killed.returncode == -signal.SIGKILL
    resumed = _run([*args, "--out", str(out), "--resume"], env)
    assert resumed.returncode == 0, resumed.stderr
    assert "3 sentences this run" in resumed.stdout  # shard 1 was on disk, not recorded: redone
    assert list(iter_corpus_lines(out)) == list(iter_corpus_lines(tmp_path / "whole"))
