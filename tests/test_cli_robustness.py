"""Issue 11 items 6, 7, 9, 10, 12: bad input and a hostile environment get one plain line, never a traceback."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import penman
import pytest

from pipeline.amrio import MAX_GRAPH_DEPTH, loads_graphs
from pipeline.cli import main
from pipeline.errors import PenmanSyntaxError

REPO = Path(__file__).resolve().parent.parent


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def one_line(err: str) -> str:
    assert "Traceback" not in err and "internal error" not in err, err
    lines = err.splitlines()
    assert len(lines) == 1, err
    return lines[0]


def chain(prefix: str, depth: int) -> str:
    """A graph whose nodes nest ``depth`` levels deep."""
    opened = "".join(f"({prefix}{i} / x :ARG0 " for i in range(depth - 1))
    return f"{opened}({prefix}{depth - 1} / x" + ")" * depth


@pytest.fixture()
def amr_file(tmp_path: Path):  # type: ignore[no-untyped-def]
    def write(text: str | bytes) -> str:
        path = tmp_path / "in.amr"
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")
        return str(path)
    return write


# -- item 6: graphs the commands cannot work with are refused where PENMAN is read --------

@pytest.mark.parametrize("text, message", [
    ("(a / alpha :ARG0)", "role :ARG0 of a has no value (graph 0, line 1)"),
    ("(a / alpha :ARG0~e.2 :ARG1 (b / beta))", "role :ARG0 of a has no value"),
    ("(a / )", "node a has no concept (graph 0, line 1)"),
    ("(a :ARG0 (b / beta))", "node a has no concept"),
    ("# ::id g7\n(a / alpha :ARG1 (b))", "node b has no concept (graph g7, line 2)"),
])
@pytest.mark.parametrize("command", [("refocus", "--all"), ("edit", "--op", "rd"),
                                     ("generate", "--engine", "builtin")])
def test_missing_values_and_concepts_are_one_line_input_errors(
        capsys: pytest.CaptureFixture[str], amr_file, text: str, message: str,  # type: ignore[no-untyped-def]
        command: tuple[str, ...]) -> None:
    code, out, err = run(capsys, *command, amr_file(text))
    assert code == 2 and not out
    assert message in one_line(err)


def test_too_deep_graphs_are_refused_with_the_limit_named(capsys: pytest.CaptureFixture[str],
                                                          amr_file) -> None:  # type: ignore[no-untyped-def]
    path = amr_file("(r / root)\n\n" + chain("a", 500))
    for command in (("refocus", "--all"), ("edit", "--op", "rs"), ("generate", "--engine", "builtin")):
        code, out, err = run(capsys, *command, path)
        assert code == 2 and not out
        line = one_line(err)
        assert f"graph deeper than {MAX_GRAPH_DEPTH} levels (MAX_GRAPH_DEPTH)" in line
        assert "(graph 1, line 3, column" in line


def test_graphs_at_the_depth_limit_work_everywhere(capsys: pytest.CaptureFixture[str],
                                                   amr_file) -> None:  # type: ignore[no-untyped-def]
    """Two chains under one root: refocusing on a leaf doubles the depth (199 levels)."""
    half = MAX_GRAPH_DEPTH - 1
    path = amr_file(f"(r / and :op1 {chain('a', half)} :op2 {chain('b', half)})")
    code, out, err = run(capsys, "refocus", "--focus", f"b{half - 1}", path, "--json")
    assert code == 0, err
    record = json.loads(out)[0]
    assert record["amr"].count("(") == 2 * half + 1
    for command in (("refocus", "--all"), ("edit", "--op", "rd"), ("edit", "--op", "ri"),
                    ("generate", "--engine", "builtin")):
        code, out, err = run(capsys, *command, path)
        assert code == 0 and "Traceback" not in err, (command, err)


def test_control_characters_in_penman_are_refused_not_echoed(capsys: pytest.CaptureFixture[str],
                                                             amr_file) -> None:  # type: ignore[no-untyped-def]
    code, out, err = run(capsys, "refocus", "--all", amr_file("(a / alpha)\n\n(b / be\x00ta)\n"))
    assert code == 2 and not out and "\x00" not in err
    assert "control character U+0000 in the graph (graph 1, line 3, column 8)" in one_line(err)


def test_loads_graphs_reports_where(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(PenmanSyntaxError, match=r"role :ARG1 of b has no value \(graph x2, line 5\)"):
        loads_graphs("(a / alpha)\n\n# ::id x2\n(b / beta\n   :ARG1)")


# -- item 7: refocus lays a graph out once per focus, and long inputs are cut -----------

def test_refocus_all_orders_a_graphs_triples_once(capsys: pytest.CaptureFixture[str], amr_file,  # type: ignore[no-untyped-def]
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Before the Refocuser, every focus cost three full penman layouts (check, refocus, encode),
    each ordering all the triples again; now that is done a fixed number of times per graph."""
    from penman import layout

    real = layout._preconfigure
    calls = []

    def counting(*args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(layout, "_preconfigure", counting)
    ops = " ".join(f":op{i} (x{i} / dog)" for i in range(1, 40))
    code, out, _err = run(capsys, "refocus", "--all", amr_file(f"(r / and {ops})"))
    assert code == 0 and out.count("# ::graph") == 40
    assert len(calls) <= 3  # the candidates' layout, the connectivity check, the refocuser


def test_refocus_all_output_is_the_papers_on_figure1(capsys: pytest.CaptureFixture[str],
                                                     shared_data: Path) -> None:
    example = json.loads((shared_data / "paper-examples" / "paraamr-figure1.json").read_text())
    code, out, _err = run(capsys, "refocus", "--all", str(REPO / "assets" / "samples" / "figure1.amr"),
                         "--json")
    assert code == 0
    by_focus = {r["focus"]: r["amr"] for r in json.loads(out)}
    for focus in ("z3", "z4"):
        graph = penman.decode(by_focus[focus])
        assert penman.encode(graph, indent=None).splitlines()[-1] == example["refocused_one_line"][focus]


# -- item 9: stdin is read as strictly as a file ------------------------------------------

class _Stdin(io.TextIOWrapper):
    """stdin as Python opens it on a POSIX terminal: undecodable bytes become surrogates."""

    def __init__(self, data: bytes) -> None:
        super().__init__(io.BytesIO(data), encoding="utf-8", errors="surrogateescape")


@pytest.mark.parametrize("argv", [("refocus", "--all", "-"), ("edit", "--op", "rd", "-"),
                                  ("generate", "--engine", "builtin", "-")])
def test_invalid_utf8_on_stdin_is_refused_like_a_file(capsys: pytest.CaptureFixture[str], amr_file,  # type: ignore[no-untyped-def]
                                                      monkeypatch: pytest.MonkeyPatch,
                                                      argv: tuple[str, ...]) -> None:
    data = b"(a / alpha\xff :ARG0 (b / beta))\n"
    code, _, from_file = run(capsys, *argv[:-1], amr_file(data))
    assert code == 2 and "is not UTF-8 text (byte 10)" in one_line(from_file)
    monkeypatch.setattr(sys, "stdin", _Stdin(data))
    code, out, err = run(capsys, *argv)
    assert code == 2 and not out
    assert "stdin is not UTF-8 text (byte 10)" in one_line(err)


def test_invalid_utf8_sentence_on_stdin_is_refused(capsys: pytest.CaptureFixture[str],
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", _Stdin(b"The dog\xff barks.\n"))
    code, out, err = run(capsys, "parse", "--engine", "builtin", "-")
    assert code == 2 and not out
    assert "stdin is not UTF-8 text (byte 7)" in one_line(err)


# -- item 10: the environment's errors are named as such ---------------------------------

def _paraamr(*argv: str, stdout: object = subprocess.PIPE, stdin: bytes | None = None,
             ) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.run([sys.executable, "-m", "pipeline.cli", *argv], stdout=stdout,  # type: ignore[call-overload]
                          stderr=subprocess.PIPE, input=stdin, env=env, timeout=300, check=False)


def test_stdout_on_a_full_device_is_an_environment_error(tmp_path: Path) -> None:
    source = tmp_path / "in.amr"
    ops = " ".join(f":op{i} (x{i} / dog)" for i in range(1, 30))
    source.write_text(f"(r / and {ops})\n", encoding="utf-8")
    with open("/dev/full", "wb") as full:
        done = _paraamr("refocus", "--all", str(source), stdout=full)
    err = done.stderr.decode()
    assert done.returncode == 1
    assert one_line(err) == ("paraamr: error: cannot write the output: No space left on device "
                             "(a problem of the system, not of the input)")


def test_an_output_directory_that_cannot_be_made_is_an_environment_error(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    source = tmp_path / "in.txt"
    source.write_text("The dog barks.\n", encoding="utf-8")
    code, out, err = run(capsys, "corpus", "build", "--input", str(source), "--out", "/dev/full/corpus",
                         "--engine", "builtin", "--no-progress")
    assert code == 1 and not out
    assert one_line(err).endswith("(a problem of the system, not of the input)")
    assert "/dev/full" in err and "rerun with --debug" not in err


def test_bytes_on_real_stdin_behave_like_a_file() -> None:
    done = _paraamr("refocus", "--all", "-", stdin=b"(a / al\xffpha)\n")
    assert done.returncode == 2
    assert one_line(done.stderr.decode()) == "paraamr: error: stdin is not UTF-8 text (byte 7)"
    done = _paraamr("refocus", "--all", "-", stdin=b"(a / al\x00pha)\n")
    assert done.returncode == 2 and b"\x00" not in done.stderr
    assert "control character U+0000" in one_line(done.stderr.decode())


def test_error_messages_escape_control_characters(capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = run(capsys, "refocus", "--all", "no\x01such\nfile.amr")
    assert code == 2
    assert one_line(err) == "paraamr: error: no such file: no\\x01such\\nfile.amr"


# -- item 12: corpus stats keeps its progress bar off a log file --------------------------

def test_corpus_stats_error_is_alone_on_its_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    corpus = tmp_path / "bad.jsonl"
    corpus.write_text('{"text": "a b", "paraphrases": ["b a"]}\nnot json\n', encoding="utf-8")
    code, out, err = run(capsys, "corpus", "stats", str(corpus), "--no-scores")
    assert code == 2 and not out
    assert "\r" not in err
    assert one_line(err).startswith("paraamr: error: ")
