"""``paraamr db`` and ``paraamr annotate`` end to end (DESIGN.md annotation contract)."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from pipeline.cli import main

CORPUS = "\n".join(json.dumps({"text": f"Source sentence {i}.", "paraphrases": [
    {"para_text": f"Paraphrase {i}a."}, {"para_text": f"Paraphrase {i}b."}]}) for i in range(5))


Runner = Callable[..., tuple[int, str, str]]


@pytest.fixture()
def run(migrated_url: str, settings: object, capsys: pytest.CaptureFixture[str]) -> Runner:
    def invoke(*argv: str) -> tuple[int, str, str]:
        try:
            code = main(["--db", migrated_url, *argv])
        except SystemExit as exc:  # argparse's own refusals
            code = int(exc.code or 0)
        out, err = capsys.readouterr()
        return code, out, err
    return invoke


def test_annotation_round_trip(run: Runner, tmp_path: Path) -> None:
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text(CORPUS)
    code, out, _ = run("annotate", "add-annotator", "alice", "--json")
    assert code == 0
    created = json.loads(out)
    assert created["role"] == "annotator" and len(created["secret"]) >= 12
    code, out, _ = run("annotate", "add-annotator", "root", "--admin")
    assert code == 0 and "login secret (shown only this once)" in out
    assert run("annotate", "add-annotator", "alice")[0] == 2

    code, out, _ = run("annotate", "import", str(corpus), "--batch", "pilot", "--raters", "1",
                       "--sample", "4", "--seed", "7", "--json")
    assert code == 0 and json.loads(out)["added"] == 4

    seen = []
    for _ in range(4):
        code, out, _ = run("annotate", "rate", "--batch", "pilot", "--annotator", "alice",
                           "--semantic", "3", "--syntactic", "2", "--json")
        assert code == 0
        rated = json.loads(out)
        assert {"source", "paraphrase", "item", "semantic", "syntactic"} <= set(rated)
        seen.append(rated["item"])
    assert len(set(seen)) == 4
    code, _, err = run("annotate", "rate", "--batch", "pilot", "--annotator", "alice",
                       "--semantic", "3", "--syntactic", "2")
    assert code == 2 and "nothing left to rate" in err and "Traceback" not in err

    code, out, _ = run("annotate", "report", "--batch", "pilot", "--json")
    report = json.loads(out)
    assert list(report) == ["items", "judgments", "complete_items", "semantic", "syntactic",
                            "agreement", "annotators"]
    assert (report["items"], report["judgments"], report["complete_items"]) == (4, 4, 4)
    assert report["semantic"]["3"] == 100.0 and report["syntactic"]["avg"] == 2.0
    assert report["annotators"][0]["name"] == "alice"
    code, out, _ = run("annotate", "report", "--batch", "pilot")
    assert code == 0 and "semantic" in out
    code, out, _ = run("annotate", "report", "--batch", "pilot", "--details", "--json")
    detailed = json.loads(out)
    assert detailed["details"]["by_origin"]["inhouse"]["judgments"] == 4
    assert "kappa_vs_majority_by_scale" in detailed["annotators"][0]

    code, out, _ = run("annotate", "export", "--batch", "pilot", "--format", "csv")
    assert code == 0 and len(list(csv.DictReader(io.StringIO(out)))) == 4
    out_file = tmp_path / "judgments.jsonl"
    assert run("annotate", "export", "--batch", "pilot", "--format", "jsonl",
               "--out", str(out_file))[0] == 0
    assert len(out_file.read_text().splitlines()) == 4
    code, out, _ = run("annotate", "export", "--batch", "pilot", "--format", "mturk-input")
    assert out.splitlines()[0] == "sent1,sent2" and len(out.splitlines()) == 5

    code, out, _ = run("annotate", "undo", "--batch", "pilot", "--annotator", "alice", "--json")
    assert code == 0 and json.loads(out)["item"] == seen[-1]
    code, out, _ = run("annotate", "progress", "--batch", "pilot", "--annotator", "alice", "--json")
    assert json.loads(out)["remaining"] == 1
    code, out, _ = run("annotate", "skip", "--batch", "pilot", "--annotator", "alice")
    assert code == 0
    code, out, _ = run("annotate", "batches", "--json")
    assert json.loads(out)[0]["judgments"] == 3
    code, out, _ = run("annotate", "release", "--batch", "pilot", "--annotator", "alice", "--json")
    assert code == 0 and json.loads(out)["released"] == 3
    code, out, _ = run("annotate", "report", "--batch", "pilot", "--json")
    assert json.loads(out)["judgments"] == 0
    code, out, _ = run("annotate", "annotators", "--json")
    assert {a["name"] for a in json.loads(out)} == {"alice", "root"}


def test_mturk_import_command(run: Runner, tmp_path: Path) -> None:
    results = tmp_path / "Batch_1_batch_results.csv"
    results.write_text(
        "HITId,WorkerId,AssignmentId,WorkTimeInSeconds,AssignmentStatus,Input.sent1,Input.sent2,"
        "Answer.semantic,Answer.syntactic\n"
        'H1,W1,A1,30,Approved,"He left, finally.",He went away.,1,2\n')
    code, out, _ = run("annotate", "import-mturk", str(results), "--batch", "old", "--json")
    assert code == 0 and json.loads(out) == {"batch": "old", "judgments": 1, "new_items": 1,
                                             "skipped": 0}
    code, out, _ = run("annotate", "report", "--batch", "old", "--json")
    assert json.loads(out)["semantic"]["3"] == 100.0  # the form's 1 = Yes is our 3


@pytest.mark.parametrize("argv", [
    ["annotate", "rate", "--batch", "nope", "--annotator", "x", "--semantic", "3", "--syntactic", "3"],
    ["annotate", "rate", "--batch", "b", "--annotator", "x", "--semantic", "0", "--syntactic", "3"],
    ["annotate", "rate", "--batch", "b", "--annotator", "x", "--semantic", "three", "--syntactic", "3"],
    ["annotate", "import", "/nonexistent.jsonl", "--batch", "b"],
    ["annotate", "report", "--batch", "nope", "--json"],
    ["annotate", "import-mturk", "/nonexistent.csv", "--batch", "b"],
    ["annotate", "undo", "--batch", "nope", "--annotator", "x"],
])
def test_bad_input_exits_2_with_one_line(run: Runner, argv: list[str]) -> None:
    code, _, err = run(*argv)
    assert code == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_db_upgrade_through_the_installed_command(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'fresh.sqlite'}"
    done = subprocess.run([sys.executable, "-m", "pipeline.cli", "--db", url, "db", "upgrade",
                           "--json"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    from db.migrate import head_revision

    assert json.loads(done.stdout)["revision"] == head_revision()


def test_import_a_corpus_directory(run: Runner, tmp_path: Path) -> None:
    from db.io import read_input
    from pipeline.corpus.build import build_corpus
    from pipeline.corpus.config import BuildConfig

    src = tmp_path / "input.jsonl"
    src.write_text("\n".join(json.dumps({"text": f"Sentence number {i}."}) for i in range(6)))
    build_corpus(src, tmp_path / "corpus", BuildConfig(backend="dry-run", shard_size=4),
                 progress=False)
    lines = read_input(str(tmp_path / "corpus")).splitlines()
    assert [json.loads(line)["text"] for line in lines] == [f"Sentence number {i}." for i in range(6)]
    # The dry run made no paraphrases: read, but nothing to rate.
    code, _, err = run("annotate", "import", str(tmp_path / "corpus"), "--batch", "c")
    assert code == 2 and "no items to import" in err
    code, _, err = run("annotate", "import", str(tmp_path), "--batch", "c")
    assert code == 2 and "Traceback" not in err  # a directory that is no corpus


@pytest.mark.parametrize(("url", "argv", "code", "start"), [
    ("postgresql://nobody:pw@127.0.0.1:1/x", ["annotate", "batches"], 1, "cannot open database"),
    ("postgresql://nobody:pw@127.0.0.1:1/x", ["db", "upgrade"], 1, "cannot open database"),
    ("sqlite:////proc/none/x.sqlite", ["db", "upgrade"], 1, "cannot open database"),
    # A reading command never creates a database, so it does not even try.
    ("sqlite:////proc/none/x.sqlite", ["annotate", "batches"], 2, "no paraamr database at"),
])
def test_an_unreachable_database_is_one_line(url: str, argv: list[str], code: int, start: str,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--db", url, *argv]) == code
    err = capsys.readouterr().err
    assert err.startswith(f"paraamr: error: {start}") and "pw" not in err
    assert len(err.strip().splitlines()) == 1


def test_save_paraphrases_without_a_batch(run: Runner, migrated_url: str, tmp_path: Path) -> None:
    records = [{"source": "The boy wants to go.", "text": text, "focus": focus,
                "focus_kind": "noun", "focus_depth": depth, "subtree_size": 1, "kept": kept,
                "scores": {"semantic": 0.8}}
               for text, focus, depth, kept in [("It is the boy who wants to go.", "b", 1, True),
                                                ("The boy, he wants going.", "g", 2, False)]]
    path = tmp_path / "candidates.json"
    path.write_text(json.dumps(records))
    code, out, err = run("annotate", "save", str(path), "--json")
    assert code == 0, err
    assert json.loads(out) == {"added": 2, "duplicates": 0}
    code, out, _ = run("annotate", "save", str(path), "--kept-only")
    assert code == 0 and out.strip() == "0 paraphrases stored (1 already there)"
    code, out, _ = run("annotate", "batches", "--json")
    assert json.loads(out) == []
    from db.service import JudgmentStore

    store = JudgmentStore(migrated_url)
    assert sorted((p.focus, p.focus_depth, p.kept) for p in store.stored_paraphrases()) == [
        ("b", 1, True), ("g", 2, False)]
    store.close()
    path.write_text(json.dumps([{"source": "Same.", "text": "Same."}]))
    code, _, err = run("annotate", "save", str(path))
    assert code == 2 and err.strip().endswith("no paraphrases to save (none differs from its source)")


# `paraamr paraphrase --json --edits rs,sr "She gave him a book."` (builtin engine, all
# metrics): two candidates kept, two dropped by the perplexity filter.
PARAPHRASE_JSON = Path(__file__).parent / "data" / "paraphrase_she_gave_rs_sr.json"


def test_import_of_paraphrase_json_dedupes_pairs_and_leaves_out_filtered(
        run: Runner, tmp_path: Path) -> None:
    records = json.loads(PARAPHRASE_JSON.read_text())
    assert [r["kept"] for r in records] == [False, True, True, False]
    # The same sentence 2 from another focus: raters would see the same pair twice.
    records.append({**records[1], "focus": "h", "edits": []})
    path = tmp_path / "candidates.json"
    path.write_text(json.dumps(records))
    code, out, err = run("annotate", "import", str(path), "--batch", "kept", "--json")
    assert code == 0, err
    summary = json.loads(out)
    assert {k: summary[k] for k in ("added", "duplicates", "filtered", "items")} == {
        "added": 2, "duplicates": 1, "filtered": 2, "items": 2}
    code, out, _ = run("annotate", "export", "--batch", "kept", "--format", "mturk-input")
    assert sorted(out.splitlines()[1:]) == [
        "She gave him a book.,He was the one that she gave the volume to.",
        "She gave him a book.,She was the one who gave the volume him."]
    code, out, _ = run("annotate", "import", str(path), "--batch", "kept")
    assert code == 0 and out.startswith(
        "batch 'kept': 0 items added (3 duplicate pairs left out, 2 filtered out, 0 gold)")

    code, out, _ = run("annotate", "import", str(path), "--batch", "all", "--include-filtered",
                       "--json")
    assert code == 0 and (json.loads(out)["added"], json.loads(out)["filtered"]) == (4, 0)
    code, _, err = run("annotate", "import", str(path), "--batch", "x", "--kept-only",
                       "--include-filtered")
    assert code == 2 and "not allowed with argument" in err


@pytest.mark.parametrize("seconds", ["inf", "-inf", "nan", "-1", "1e999", "soon"])
def test_rate_refuses_seconds_that_are_not_a_time(run: Runner, tmp_path: Path,
                                                  seconds: str) -> None:
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text(CORPUS)
    assert run("annotate", "import", str(corpus), "--batch", "b", "--raters", "1")[0] == 0
    assert run("annotate", "add-annotator", "ann")[0] == 0
    code, _, err = run("annotate", "rate", "--batch", "b", "--annotator", "ann", "--semantic",
                       "3", "--syntactic", "2", f"--seconds={seconds}")
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert f"seconds must be a finite number >= 0, got {seconds!r}" in err
    code, out, _ = run("annotate", "progress", "--batch", "b", "--json")
    assert json.loads(out)["judgments"] == 0
    assert run("annotate", "rate", "--batch", "b", "--annotator", "ann", "--semantic", "3",
               "--syntactic", "2", "--seconds", "12.5")[0] == 0


def test_rating_workflow_commands(run: Runner, tmp_path: Path) -> None:
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text(CORPUS)
    practice = tmp_path / "practice.jsonl"
    practice.write_text(json.dumps({"source": "The cat sat.", "text": "The cat was sitting.",
                                    "gold": {"semantic": 3, "note": "same meaning"}}))
    assert run("annotate", "import", str(corpus), "--batch", "w", "--raters", "2")[0] == 0
    for name in ("ann", "bob"):
        assert run("annotate", "add-annotator", name)[0] == 0
    assert run("annotate", "add-annotator", "boss", "--admin")[0] == 0
    code, out, _ = run("annotate", "add-raters", "--batch", "w", "ann", "bob", "--json")
    assert code == 0 and json.loads(out) == {"batch": "w", "added": 2, "names": ["ann", "bob"]}
    code, out, _ = run("annotate", "add-raters", "--batch", "w", "ann")
    assert code == 0 and out.strip() == "batch 'w': 0 raters added"
    code, out, err = run("annotate", "configure", "--batch", "w", "--strategy", "random",
                         "--timeout", "900", "--json")
    assert code == 0, err
    assert json.loads(out)["assignment_strategy"] == "random"
    assert json.loads(out)["assignment_timeout"] == 900.0
    code, out, _ = run("annotate", "add-practice", str(practice), "--batch", "w",
                       "--min-accuracy", "1", "--json")
    assert code == 0 and json.loads(out)["added"] == 1
    code, out, _ = run("annotate", "add-attention-checks", "--batch", "w", "--count", "2",
                       "--rate", "0.1", "--json")
    assert code == 0 and json.loads(out)["added"] == 2

    code, out, _ = run("annotate", "rate", "--batch", "w", "--annotator", "ann",
                       "--semantic", "1", "--syntactic", "1", "--json")
    rated = json.loads(out)
    assert code == 0 and rated["practice"] and rated["feedback"] == {
        "expected_semantic": 3, "expected_syntactic": None, "correct": False,
        "note": "same meaning"}
    code, _, err = run("annotate", "rate", "--batch", "w", "--annotator", "ann",
                       "--semantic", "3", "--syntactic", "2")
    assert code == 2 and "'ann' is held in batch 'w'" in err
    code, out, _ = run("annotate", "qualification", "--batch", "w", "--json")
    assert [(q["annotator"], q["status"], q["accuracy"]) for q in json.loads(out)] == [
        ("ann", "held", 0.0)]
    code, _, err = run("annotate", "qualify", "--batch", "w", "--annotator", "ann",
                       "--by", "bob")
    assert code == 2 and "not an active admin" in err
    assert run("annotate", "qualify", "--batch", "w", "--annotator", "ann", "--by", "boss")[0] == 0
    code, out, _ = run("annotate", "rate", "--batch", "bob-not-a-batch", "--annotator", "bob",
                       "--semantic", "3", "--syntactic", "2")
    assert code == 2
    # bob practises right; both rate everything, disagreeing on meaning.
    assert run("annotate", "rate", "--batch", "w", "--annotator", "bob", "--semantic", "3",
               "--syntactic", "2")[0] == 0
    for name, semantic in (("ann", "3"), ("bob", "1")):
        while run("annotate", "rate", "--batch", "w", "--annotator", name, "--semantic",
                  semantic, "--syntactic", "2")[0] == 0:
            pass
    code, out, _ = run("annotate", "report", "--batch", "w")
    assert code == 0 and "AC1" in out.splitlines()[1]
    code, out, _ = run("annotate", "report", "--batch", "w", "--details", "--json")
    report = json.loads(out)
    assert report["agreement"]["gwet_ac1"]["syntactic"] == 1.0
    assert {a["name"]: a["qualification"] for a in report["annotators"]} == {
        "ann": "qualified", "bob": "qualified"}
    assert report["details"]["assignment_strategy"] == "random"
    code, out, _ = run("annotate", "disagreements", "--batch", "w", "--json")
    disputed = json.loads(out)
    assert code == 0 and len(disputed) == 10  # every real item: 3 against 1
    item = str(disputed[0]["item_id"])
    code, out, _ = run("annotate", "adjudicate", "--batch", "w", "--item", item, "--semantic",
                       "2", "--syntactic", "2", "--by", "boss", "--note", "partly")
    assert code == 0 and "final label semantic 2" in out
    code, out, _ = run("annotate", "scores", "--batch", "w", "--json")
    assert code == 0 and json.loads(out) == {}  # a corpus file without scores

    parquet, folder = tmp_path / "w.parquet", tmp_path / "w-hf"
    assert run("annotate", "export", "--batch", "w", "--format", "parquet",
               "--out", str(parquet))[0] == 0
    assert run("annotate", "export", "--batch", "w", "--format", "hf", "--out", str(folder))[0] == 0
    import datasets
    import pyarrow.parquet as pq

    table = pq.read_table(parquet).to_pylist()
    loaded = datasets.load_from_disk(str(folder))
    # Every judgment, its kind of check named: 20 of real items, 2 practice, 2 attention.
    assert len(table) == len(loaded) == 24
    assert sorted(str(r["check"]) for r in table) == ["None"] * 20 + ["attention"] * 2 + [
        "practice"] * 2
    final = [r for r in table if r["item_id"] == int(item)]
    assert {(r["adjudicated_semantic"], r["adjudicated_syntactic"]) for r in final} == {(2, 2)}
    assert loaded.column_names == [c for c in table[0]]
    code, _, err = run("annotate", "export", "--batch", "w", "--format", "hf", "--out",
                       str(folder))
    assert code == 2 and "needs a new or empty folder" in err
    code, _, err = run("annotate", "export", "--batch", "w", "--format", "parquet")
    assert code == 2 and "needs --out" in err
