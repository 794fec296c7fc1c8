"""The snapshot diff that rounds of realizer work report their counts with."""

from __future__ import annotations

import json
from pathlib import Path

from pipeline.backends.builtin.bench_snapshot import diff, main


def _write(path: Path, rows: list[tuple[int, str, str | None, list[str]]]) -> Path:
    path.write_text("".join(json.dumps({"i": i, "source": s, "focus": "x", "construction": None,
                                        "text": t, "reasons": r}) + "\n" for i, s, t, r in rows))
    return path


def test_diff_counts_texts_sentences_and_refusals(tmp_path: Path, capsys) -> None:
    before = _write(tmp_path / "a.jsonl", [
        (0, "A b.", "A b.", ["identical to the source"]),
        (0, "A b.", None, ["generation failed: no subject for 'b'"]),
        (1, "C d.", "It is C that d.", []),
    ])
    after = _write(tmp_path / "b.jsonl", [
        (0, "A b.", "B, a.", []),
        (1, "C d.", None, ["generation failed: a cleft"]),
    ])
    report = diff(before, after)
    assert report["texts"] == [1, 1]
    assert report["sentences_with_text"] == [1, 1]
    assert report["gained_sentences"] == ["A b."]
    assert report["lost_sentences"] == ["C d."]
    assert report["removed"] == [("C d.", "It is C that d.")]
    assert report["added"] == [("A b.", "B, a.")]
    assert report["refusals"] == [1, 1]
    assert main(["diff", str(before), str(after)]) == 0
    assert "sentences with a rebuilt text 1 -> 1" in capsys.readouterr().out
    assert main(["diff", str(before), str(tmp_path / "missing.jsonl")]) == 2


def test_pick_lists_indices_whose_source_or_text_matches(tmp_path: Path, capsys) -> None:
    snap = _write(tmp_path / "a.jsonl", [
        (3, "A b.", "B, a.", []),
        (7, "C d.", None, ["generation failed: a cleft"]),
        (9, "E cleft.", "E.", []),
    ])
    assert main(["pick", str(snap), "cleft|B, a"]) == 0
    assert capsys.readouterr().out.split() == ["3", "9"]
    assert main(["pick", str(snap), "("]) == 2
    assert "bad pattern" in capsys.readouterr().err


def _write_inputs(tmp_path: Path, pairs: list[tuple[str, str]],
                  ids: list[int]) -> tuple[Path, Path, Path]:
    """An MRPC train file of ``pairs``, a file of sentence ``ids``, and where to snapshot."""
    mrpc = tmp_path / "mrpc.txt"
    mrpc.write_text("Quality\t#1 ID\t#2 ID\t#1 String\t#2 String\n" + "".join(
        f"1\t{2 * k + 1}\t{2 * k + 2}\t{first}\t{second}\n" for k, (first, second) in enumerate(pairs)))
    ids_file = tmp_path / "ids.txt"
    ids_file.write_text("".join(f"{i}\n" for i in ids))
    return mrpc, ids_file, tmp_path / "snap.jsonl"


def test_write_snapshots_the_listed_indices_over_two_processes(tmp_path: Path) -> None:
    mrpc, ids, out = _write_inputs(tmp_path, [("The boy wants to go.", "The girl sleeps."),
                                              ("The cat ate the fish.", "The dog barked.")],
                                   [3, 0, 2])
    assert main(["write", str(out), "--ids", str(ids), "--jobs", "2", "--mrpc", str(mrpc)]) == 0
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert sorted({r["i"] for r in rows}) == [0, 2, 3]
    assert [r["i"] for r in rows] == sorted(r["i"] for r in rows)
    assert {r["source"] for r in rows if r["i"] == 2} == {"The cat ate the fish."}
    ids.write_text("three\n")
    assert main(["write", str(out), "--ids", str(ids), "--mrpc", str(mrpc)]) == 2


def test_diff_read_by_a_pipe_closed_early_ends_quietly(tmp_path: Path) -> None:
    import subprocess
    import sys

    # more than a pipe's buffer of added texts, so that writing meets the closed pipe
    rows = [(i, f"Sentence {i} {'x' * 80}.", f"Text {i} {'y' * 80}.", []) for i in range(3000)]
    before = _write(tmp_path / "a.jsonl", [])
    after = _write(tmp_path / "b.jsonl", rows)
    proc = subprocess.Popen([sys.executable, "-m", "pipeline.backends.builtin.bench_snapshot",
                             "diff", str(before), str(after)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    assert proc.stdout.readline().startswith(b"sentences 3000")
    proc.stdout.close()  # as `| head -1` does
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 0, err
    assert "Traceback" not in err, err


def test_write_with_refused_texts_records_the_text_a_check_refused(tmp_path: Path) -> None:
    # MRPC train 145: "then" before the verb said at the clause's end is a fault row's refusal
    mrpc, ids, out = _write_inputs(tmp_path, [(
        "A sensitive light detector then looks for the telltale blue glow.", "The boy wants to go.")],
        [0])
    assert main(["write", str(out), "--ids", str(ids), "--mrpc", str(mrpc),
                 "--refused-texts"]) == 0
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    refused = {r["refused_text"]: r["reasons"] for r in rows if "refused_text" in r}
    assert refused["The telltale blue glow is looked for by a sensitive light detector then."] \
        == ["generation failed: the source's 'then' before its verb said at a clause's end"]
    # only a refused candidate carries one, and only one whose text a check refused
    assert all(r["text"] is None for r in rows if "refused_text" in r)
    assert any(r["text"] is None and "refused_text" not in r for r in rows)
    assert main(["write", str(out), "--ids", str(ids), "--mrpc", str(mrpc)]) == 0
    assert not any("refused_text" in json.loads(line) for line in out.read_text().splitlines())
