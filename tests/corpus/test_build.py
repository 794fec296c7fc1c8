"""Corpus builds end to end with the dry-run backend: shards, manifest, resume, refusals."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from pipeline.corpus.build import build_corpus, iter_corpus_lines, plan_shards
from pipeline.corpus.config import BuildConfig
from pipeline.corpus.manifest import JOURNAL_NAME, ShardJournal
from pipeline.errors import CorpusError

DRY = BuildConfig(backend="dry-run", shard_size=4, batch_size=3)


def _input(tmp_path: Path, n: int = 20) -> Path:
    path = tmp_path / "input.txt"
    lines = [f"Sentence number {i} is here." for i in range(n)]
    lines[5] = ""
    lines[9] = lines[2]  # a duplicate
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _snapshot(directory: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(directory.iterdir())}


def test_dry_run_build_writes_shards_manifest_and_summary(tmp_path: Path) -> None:
    src, out = _input(tmp_path), tmp_path / "out"
    summary = build_corpus(src, out, DRY, progress=False)
    assert (summary["sentences"], summary["rows"], summary["blank"], summary["duplicates"]) == (18, 18, 1, 1)
    assert summary["input_lines"] == 20 and summary["shards"] == 5 and summary["errors"] == 0
    records = ShardJournal(out).load()
    covered = [(r.first_line, r.last_line) for r in sorted(records.values(), key=lambda r: r.index)]
    assert covered == [(1, 4), (5, 9), (10, 14), (15, 18), (19, 20)]  # every input line once
    lines = list(iter_corpus_lines(out))
    assert [json.loads(line) for line in lines][:2] == [
        {"text": "Sentence number 0 is here.", "paraphrases": []},
        {"text": "Sentence number 1 is here.", "paraphrases": []}]
    assert json.loads((out / "summary.json").read_text())["rows"] == 18
    assert (out / "errors.jsonl").read_text() == ""


def test_two_builds_and_two_workers_give_identical_lines(tmp_path: Path) -> None:
    src = _input(tmp_path)
    build_corpus(src, tmp_path / "a", DRY, progress=False)
    build_corpus(src, tmp_path / "b", DRY, workers=2, progress=False)
    assert list(iter_corpus_lines(tmp_path / "a")) == list(iter_corpus_lines(tmp_path / "b"))


def test_limit_counts_sentences_not_lines(tmp_path: Path) -> None:
    config = BuildConfig(backend="dry-run", shard_size=4, limit=7)
    summary = build_corpus(_input(tmp_path), tmp_path / "out", config, progress=False)
    assert summary["rows"] == 7
    assert [json.loads(x)["text"] for x in iter_corpus_lines(tmp_path / "out")][-1] == \
        "Sentence number 7 is here."


def test_invalid_jsonl_lines_go_to_the_error_file(tmp_path: Path) -> None:
    src = tmp_path / "in.jsonl"
    src.write_text('{"text": "Dogs bark."}\n{oops\n{"text": "Cats sleep."}\n', encoding="utf-8")
    summary = build_corpus(src, tmp_path / "out", DRY, progress=False)
    assert (summary["rows"], summary["invalid"], summary["errors"]) == (2, 1, 1)
    errors = [json.loads(x) for x in (tmp_path / "out" / "errors.jsonl").read_text().splitlines()]
    assert [e["line"] for e in errors] == [2] and errors[0]["error"].startswith("invalid")


def test_resume_after_losing_journal_entries_rebuilds_only_missing_shards(tmp_path: Path) -> None:
    src, out = _input(tmp_path), tmp_path / "out"
    build_corpus(src, out, DRY, progress=False)
    expected = list(iter_corpus_lines(out))
    journal = out / JOURNAL_NAME
    kept = journal.read_text().splitlines()[:2]
    # Two entries survive and the third was torn mid-write, as after a power loss.
    journal.write_text("\n".join(kept) + "\n" + '{"index": 2, "fi', encoding="utf-8")
    (out / "shard-00004.jsonl").unlink()
    summary = build_corpus(src, out, DRY, resume=True, progress=False)
    assert summary["resumed_shards"] == 2 and summary["processed_this_run"] == 10
    assert list(iter_corpus_lines(out)) == expected
    assert len(journal.read_text().splitlines()) == 5


def test_resume_of_a_finished_build_changes_nothing(tmp_path: Path) -> None:
    src, out = _input(tmp_path), tmp_path / "out"
    build_corpus(src, out, DRY, progress=False)
    shards = {k: v for k, v in _snapshot(out).items() if k.startswith("shard")}
    summary = build_corpus(src, out, DRY, resume=True, progress=False)
    assert summary["processed_this_run"] == 0
    assert {k: v for k, v in _snapshot(out).items() if k.startswith("shard")} == shards


def test_resume_into_an_empty_directory_starts_a_build(tmp_path: Path) -> None:
    (tmp_path / "out").mkdir()
    summary = build_corpus(_input(tmp_path), tmp_path / "out", DRY, resume=True, progress=False)
    assert summary["rows"] == 18


def test_out_holding_another_build_is_refused_untouched(tmp_path: Path) -> None:
    src, out = _input(tmp_path), tmp_path / "out"
    build_corpus(src, out, DRY, progress=False)
    before = _snapshot(out)
    with pytest.raises(CorpusError, match=r"already holds a corpus build .*--resume"):
        build_corpus(src, out, DRY, progress=False)
    other = tmp_path / "other.txt"
    other.write_text("Something else.\n", encoding="utf-8")
    with pytest.raises(CorpusError, match="different input"):
        build_corpus(other, out, DRY, resume=True, progress=False)
    assert _snapshot(out) == before


def test_resume_with_different_settings_is_refused_untouched(tmp_path: Path) -> None:
    src, out = _input(tmp_path), tmp_path / "out"
    build_corpus(src, out, DRY, progress=False)
    before = _snapshot(out)
    changed = BuildConfig(backend="dry-run", shard_size=4, batch_size=3, seed=9, details=True)
    with pytest.raises(CorpusError) as info:
        build_corpus(src, out, changed, resume=True, progress=False)
    message = str(info.value)
    assert "settings differ" in message and "seed: 0 in the manifest, 9 now" in message
    assert "details" in message and "\n" not in message
    assert _snapshot(out) == before


def test_a_build_from_before_a_new_optional_floor_still_resumes(tmp_path: Path) -> None:
    # A manifest written before roles_kept_min existed does not name it; with the floor
    # off the settings are the same, with it on they differ.
    src, out = _input(tmp_path), tmp_path / "out"
    build_corpus(src, out, DRY, progress=False)
    manifest = out / "manifest.json"
    header = json.loads(manifest.read_text(encoding="utf-8"))
    del header["settings"]["filter"]["roles_kept_min"]
    manifest.write_text(json.dumps(header), encoding="utf-8")
    assert build_corpus(src, out, DRY, resume=True, progress=False)["processed_this_run"] == 0
    floored = BuildConfig(backend="dry-run", shard_size=4, batch_size=3,
                          settings={"roles_kept_min": 0.9})
    with pytest.raises(CorpusError, match="roles_kept_min"):
        build_corpus(src, out, floored, resume=True, progress=False)


def test_batch_size_and_workers_are_not_part_of_the_identity(tmp_path: Path) -> None:
    src, out = _input(tmp_path), tmp_path / "out"
    build_corpus(src, out, DRY, progress=False)
    other = BuildConfig(backend="dry-run", shard_size=4, batch_size=50)
    assert build_corpus(src, out, other, resume=True, workers=2, progress=False)["rows"] == 18


@pytest.mark.parametrize("damage", ["edit", "delete"])
def test_corrupt_shard_is_refused_untouched(tmp_path: Path, damage: str) -> None:
    src, out = _input(tmp_path), tmp_path / "out"
    build_corpus(src, out, DRY, progress=False)
    shard = out / "shard-00001.jsonl"
    if damage == "edit":
        shard.write_text(shard.read_text().replace("number", "numbor"), encoding="utf-8")
    else:
        shard.unlink()
    before = _snapshot(out)
    with pytest.raises(CorpusError, match=r"shard-00001\.jsonl .*nothing was changed"):
        build_corpus(src, out, DRY, resume=True, progress=False)
    with pytest.raises(CorpusError, match=r"shard-00001\.jsonl"):
        list(iter_corpus_lines(out))
    assert _snapshot(out) == before


def test_non_empty_directory_without_manifest_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / "notes.txt").write_text("mine", encoding="utf-8")
    with pytest.raises(CorpusError, match="not empty and holds no corpus manifest"):
        build_corpus(_input(tmp_path), out, DRY, progress=False)
    assert [p.name for p in out.iterdir()] == ["notes.txt"]


def test_out_that_is_a_file_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.write_text("x", encoding="utf-8")
    with pytest.raises(CorpusError, match="is a file"):
        build_corpus(_input(tmp_path), out, DRY, progress=False)


def test_missing_input_leaves_no_output_directory(tmp_path: Path) -> None:
    with pytest.raises(CorpusError, match="no such input file"):
        build_corpus(tmp_path / "missing.txt", tmp_path / "out", DRY, progress=False)
    assert not (tmp_path / "out").exists()


def test_trailing_blank_lines_form_a_covered_shard(tmp_path: Path) -> None:
    src = tmp_path / "in.txt"
    src.write_text("a\nb\nc\nd\n\n\n", encoding="utf-8")
    plans = list(plan_shards(src, "text", shard_size=2))
    assert [(p.first_line, p.last_line, len(p.items)) for p in plans] == [(1, 2, 2), (3, 4, 2), (5, 6, 0)]
    summary = build_corpus(src, tmp_path / "out", BuildConfig(backend="dry-run", shard_size=2),
                           progress=False)
    assert (summary["rows"], summary["input_lines"], summary["blank"]) == (4, 6, 2)


def test_a_directory_another_build_is_writing_is_refused(tmp_path: Path) -> None:
    import fcntl

    src, out = _input(tmp_path), tmp_path / "out"
    build_corpus(src, out, DRY, progress=False)
    before = _snapshot(out)
    with (out / ".lock").open("a+") as held:  # as a running build holds it
        fcntl.flock(held, fcntl.LOCK_EX | fcntl.LOCK_NB)
        held.write("4242")
        held.flush()
        with pytest.raises(CorpusError, match=r"another paraamr build \(pid 4242\) is writing"):
            build_corpus(src, out, DRY, resume=True, progress=False)
    (out / ".lock").unlink()
    assert _snapshot(out) == before
    assert build_corpus(src, out, DRY, resume=True, progress=False)["rows"] == 18
    assert not (out / ".lock").exists()
