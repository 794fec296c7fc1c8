"""``paraamr corpus build`` as a command: summary JSON, exit codes, one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pipeline.settings import Settings


def paraamr(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pipeline.cli", *args], capture_output=True,
                          text=True, timeout=300)


@pytest.fixture()
def source(tmp_path: Path) -> Path:
    path = tmp_path / "input.tsv"
    path.write_text("One sentence.\tx\nTwo sentences.\ty\n\nOne sentence.\tz\n", encoding="utf-8")
    return path


def test_dry_run_build_prints_the_summary(source: Path, tmp_path: Path) -> None:
    done = paraamr("corpus", "build", "--input", str(source), "--out", str(tmp_path / "out"),
                   "--dry-run", "--json", "--no-progress")
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert {"sentences", "paraphrases", "seconds"} <= set(summary)
    assert (summary["sentences"], summary["blank"], summary["duplicates"]) == (2, 1, 1)
    assert summary["input"]["format"] == "tsv"
    assert json.loads((tmp_path / "out" / "summary.json").read_text())["rows"] == 2


@pytest.mark.parametrize("extra, message", [
    (["--foci", "random:0"], "--foci random:K needs a whole number K >= 1"),
    (["--foci", "best"], "unknown --foci 'best'"),
    (["--foci", "policy:/nonexistent/policy.json"], "no such focus policy file"),
    (["--edits", "rs,zz"], "unknown edit 'zz'"),
    (["--limit", "0"], "--limit must be at least 1"),
    (["--workers", "0"], "--workers must be at least 1"),
    (["--max-error-rate", "1.5"], "--max-error-rate must be between 0 and 1"),
])
def test_bad_options_exit_2_with_one_line(source: Path, tmp_path: Path, extra: list[str],
                                          message: str) -> None:
    done = paraamr("corpus", "build", "--input", str(source), "--out", str(tmp_path / "out"),
                   "--dry-run", *extra)
    assert done.returncode == 2
    assert message in done.stderr and done.stderr.strip().count("\n") == 0
    assert not (tmp_path / "out").exists()


def test_missing_input_and_occupied_output(source: Path, tmp_path: Path) -> None:
    missing = paraamr("corpus", "build", "--input", str(tmp_path / "nope.txt"), "--out",
                      str(tmp_path / "out"), "--dry-run")
    assert missing.returncode == 2 and "no such input file" in missing.stderr
    assert missing.stderr.strip().count("\n") == 0
    first = paraamr("corpus", "build", "--input", str(source), "--out", str(tmp_path / "out"),
                    "--dry-run", "--no-progress")
    assert first.returncode == 0, first.stderr
    before = {p.name: p.read_bytes() for p in (tmp_path / "out").iterdir()}
    again = paraamr("corpus", "build", "--input", str(source), "--out", str(tmp_path / "out"),
                    "--dry-run")
    assert again.returncode == 2 and "already holds a corpus build" in again.stderr
    assert {p.name: p.read_bytes() for p in (tmp_path / "out").iterdir()} == before


@pytest.mark.parametrize("extra, metrics", [
    ([], ("perplexity", "semantic", "slor_delta", "faithfulness", "wellformed", "facts_kept",
          "meaning", "given_source_delta", "content_kept", "numbers_kept", "roles_kept",
          "faults_added")),
    (["--no-lm"], ("semantic", "faithfulness", "facts_kept", "meaning", "content_kept",
                   "numbers_kept", "roles_kept", "faults_added")),
    (["--metrics", "none"], ()),
    (["--metrics", "default"], None),
    (["--metrics", " bleu, ,semantic"], ("bleu", "semantic")),
])
def test_scoring_options_choose_the_metrics(settings: Settings, extra: list[str],
                                            metrics: tuple[str, ...] | None) -> None:
    from pipeline.cli import build_parser
    from pipeline.cli.corpus import _config

    args = build_parser().parse_args(["corpus", "build", "--input", "in.txt", "--out", "out",
                                      "--dry-run", *extra])
    assert _config(args, settings).metrics == metrics
