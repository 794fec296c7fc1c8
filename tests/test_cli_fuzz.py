"""Property-based fuzzing of the CLI's graph and sentence inputs (issue 11).

Random mutations of Little Prince dev graphs and random Unicode sentences go
through ``pipeline.cli.main`` in-process (a few through a real subprocess).  Whatever
the input: exit 0 or 2, an error is one line on stderr, never a traceback, and
every run ends within a generous bound (a hang guard, not a speed assertion).
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pipeline.cli import main

REPO = Path(__file__).resolve().parent.parent
RUN_LIMIT_S = 120  # per run; far above any real run, so only a hang trips it
PENMAN_PIECES = ["(", ")", " / ", ":ARG0", ":ARG1-of", ":mod", ":polarity -", "~e.3", '"', "\n\n",
                 "# ::id x\n", "z1", "-01", ":op1 ", "\x00", "\udcff", "\u2028", "é", "(((", ")))"]
COMMANDS = [("refocus", "--all"), ("refocus", "--focus", "z1"), ("refocus", "--all", "--order", "reconfigured"),
            ("edit", "--op", "rd"), ("edit", "--op", "ri"), ("edit", "--op", "rs"),
            ("generate", "--engine", "builtin")]


class _Hang(Exception):
    pass


@contextlib.contextmanager
def _time_limit(seconds: int) -> Iterator[None]:
    def alarm(signum: int, frame: object) -> None:
        raise _Hang(f"no answer within {seconds} s")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _run(capsys: pytest.CaptureFixture[str], argv: list[str]) -> tuple[int, str, str]:
    with _time_limit(RUN_LIMIT_S):
        try:
            code = main(argv)
        except SystemExit as exc:
            code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def _assert_contract(code: int, err: str) -> None:
    assert code in (0, 2), err
    assert "Traceback" not in err and "internal error" not in err, err
    if code == 2:
        assert len(err.splitlines()) == 1, err
        assert err.startswith("paraamr"), err


@pytest.fixture(scope="module")
def dev_graphs(lpp_path: Path) -> list[str]:
    blocks = lpp_path.read_text(encoding="utf-8").split("\n\n")
    return [b for b in blocks if "(" in b][:60]


@st.composite
def mutated_graph(draw: st.DrawFn, graphs: list[str]) -> str:
    text = draw(st.sampled_from(graphs))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        end = min(len(text), at + draw(st.integers(0, 12)))
        kind = draw(st.sampled_from(["delete", "insert", "piece", "duplicate", "truncate"]))
        if kind == "delete":
            text = text[:at] + text[end:]
        elif kind == "insert":
            text = text[:at] + draw(st.text(max_size=6)) + text[at:]
        elif kind == "piece":
            text = text[:at] + draw(st.sampled_from(PENMAN_PIECES)) + text[at:]
        elif kind == "duplicate":
            text = text[:end] + text[at:end] + text[end:]
        else:
            text = text[:at]
    return text


@pytest.fixture(autouse=True)
def _isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PARAAMR_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("PARAAMR_SETTINGS_FILE", str(tmp_path / "settings.toml"))


@settings(max_examples=70, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_mutated_graphs_get_an_answer_or_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                  dev_graphs: list[str], data: st.DataObject) -> None:
    text = data.draw(mutated_graph(dev_graphs))
    command = data.draw(st.sampled_from(COMMANDS))
    path = tmp_path / "fuzz.amr"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    code, _, err = _run(capsys, [*command, str(path)])
    _assert_contract(code, err)


@settings(max_examples=25, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(sentence=st.one_of(st.text(max_size=80),
                          st.text(alphabet=st.sampled_from("ab- .,!?'\"é日\u200d\U0001f436"), max_size=200)))
def test_random_sentences_parse_or_get_one_line(capsys: pytest.CaptureFixture[str], sentence: str) -> None:
    if not sentence or sentence.startswith("-"):
        sentence = "x" + sentence  # argparse reads a leading '-' as an option
    code, out, err = _run(capsys, ["parse", "--engine", "builtin", sentence])
    _assert_contract(code, err)
    assert code == 2 or "(" in out


@pytest.mark.parametrize("stdin", [
    b"(a / alpha :ARG0 (b / beta \xc3(c)))\n",
    b"The little prince\x00 smiled.\n",
    "(z1 / d\u00e9sert :mod (z2 / \u2028vast))\n".encode(),
    b"((((((((((\n",
])
def test_real_process_on_odd_stdin(stdin: bytes, tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO), "PARAAMR_DATA_DIR": str(tmp_path / "data")}
    command = ["parse", "--engine", "builtin", "-"] if stdin.startswith(b"The") else ["refocus", "--all", "-"]
    done = subprocess.run([sys.executable, "-m", "pipeline.cli", *command], input=stdin, capture_output=True,
                          env=env, timeout=RUN_LIMIT_S, check=False)
    err = done.stderr.decode("utf-8", "replace")
    _assert_contract(done.returncode, err)
    assert b"\x00" not in done.stdout + done.stderr
