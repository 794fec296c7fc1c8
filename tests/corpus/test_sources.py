"""Corpus inputs: formats, skipped lines, unreadable files."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from pipeline.corpus.sources import SourceCounts, detect_format, iter_sentences, scan_input
from pipeline.errors import CorpusError


def _sentences(path: Path, fmt: str) -> list[tuple[int, str]]:
    return [(i.line, i.text) for i in iter_sentences(path, fmt) if i.reason is None]  # type: ignore[arg-type]


def test_plain_text_counts_blank_and_duplicate_lines(tmp_path: Path) -> None:
    path = tmp_path / "in.txt"
    path.write_text("Dogs bark.\n\n  Dogs bark.  \nCats sleep.\r\n   \nBirds sing.", encoding="utf-8")
    scan = scan_input(path)
    assert (scan.format, scan.lines, scan.size) == ("text", 6, path.stat().st_size)
    assert _sentences(path, "text") == [(1, "Dogs bark."), (4, "Cats sleep."), (6, "Birds sing.")]
    counts = SourceCounts()
    for item in iter_sentences(path, "text"):
        counts.add(item)
    assert counts.as_dict() == {"input_lines": 6, "sentences": 3, "blank": 2, "duplicates": 1,
                                "invalid": 0}


def test_jsonl_takes_text_and_reports_invalid_lines(tmp_path: Path) -> None:
    path = tmp_path / "in.jsonl"
    rows = [json.dumps({"text": "Dogs bark.", "id": 1}), "{broken", json.dumps({"sentence": "x"}),
            json.dumps(["not", "an", "object"]), "", json.dumps({"text": "Cats sleep."})]
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    items = list(iter_sentences(path, scan_input(path).format))
    assert [(i.line, i.reason) for i in items] == [
        (1, None), (2, "invalid: not a JSON object (Expecting property name enclosed in double quotes)"),
        (3, 'invalid: no "text" string'), (4, "invalid: not a JSON object"), (5, "blank"), (6, None)]


def test_tsv_first_column_is_the_sentence(tmp_path: Path) -> None:
    path = tmp_path / "paranmt.tsv"
    path.write_text("He left.\tHe went away.\t0.8\nShe came.\tShe arrived.\t0.9\n", encoding="utf-8")
    assert _sentences(path, scan_input(path).format) == [(1, "He left."), (2, "She came.")]


def test_format_detection_by_content(tmp_path: Path) -> None:
    assert detect_format(tmp_path / "x", '{"text": "a"}\n') == "jsonl"
    assert detect_format(tmp_path / "x", "a\tb\n") == "tsv"
    assert detect_format(tmp_path / "x", "\nplain words\n") == "text"
    assert detect_format(tmp_path / "x.TSV", "plain") == "tsv"


def test_fingerprint_changes_with_content(tmp_path: Path) -> None:
    path = tmp_path / "in.txt"
    path.write_text("a\n", encoding="utf-8")
    first = scan_input(path).sha256
    path.write_text("b\n", encoding="utf-8")
    assert scan_input(path).sha256 != first


@pytest.mark.parametrize("setup, message", [
    (lambda p: None, "no such input file"),
    (lambda p: p.mkdir(), "is a directory"),
    (lambda p: p.write_bytes(b""), "is empty"),
    (lambda p: p.write_bytes(b"fine\nstill fine\nbad \xff byte\n"), "is not UTF-8 text (line 3)"),
])
def test_unusable_inputs_give_one_line_errors(tmp_path: Path, setup, message: str) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "input.txt"
    setup(path)
    with pytest.raises(CorpusError, match=message.replace("(", r"\(").replace(")", r"\)")) as info:
        scan_input(path)
    assert "\n" not in str(info.value)


def _scan_error_as_nobody(path: Path) -> str:
    """``scan_input(path)``'s error message in a forked child that dropped root.

    Root reads any file whatever its mode, so CI (which runs as root) needs an
    unprivileged process to meet a real permission error.
    """
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # child: become nobody, try, report, leave without running pytest's teardown
        message = "no error"
        try:
            os.setgid(65534)
            os.setuid(65534)
            scan_input(path)
        except CorpusError as exc:
            message = str(exc)
        except BaseException as exc:
            message = f"unexpected {type(exc).__name__}: {exc}"
        finally:
            os.write(write_end, message.encode())
            os._exit(0)
    os.close(write_end)
    os.waitpid(pid, 0)
    with os.fdopen(read_end) as pipe:
        return pipe.read()


def test_unreadable_input(tmp_path: Path) -> None:
    path = tmp_path / "secret.txt"
    path.write_text("a\n", encoding="utf-8")
    path.chmod(0)
    tmp_path.chmod(0o755)  # nobody may reach the file and meet its own mode
    if os.geteuid() == 0:
        for parent in tmp_path.parents:
            if parent == Path("/"):
                break
            parent.chmod(parent.stat().st_mode | 0o011)
        message = _scan_error_as_nobody(path)
    else:
        with pytest.raises(CorpusError) as info:
            scan_input(path)
        message = str(info.value)
    assert "permission denied" in message
    assert "\n" not in message


def test_unknown_format_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "in.txt"
    path.write_text("a\n", encoding="utf-8")
    with pytest.raises(CorpusError, match="unknown input format 'csv'"):
        scan_input(path, "csv")
