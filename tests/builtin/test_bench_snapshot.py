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
