"""`paraamr refocus` and `paraamr edit` through pipeline.cli.main: output, exit codes, one-line errors."""

from __future__ import annotations

import io
import json
from pathlib import Path

import penman
import pytest

from pipeline.cli import main

REPO = Path(__file__).resolve().parent.parent
FIGURE1 = REPO / "assets" / "samples" / "figure1.amr"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exc:  # argparse usage errors
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line_error(err: str, *needles: str) -> None:
    assert "Traceback" not in err
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    for needle in needles:
        assert needle in lines[0], lines[0]


@pytest.fixture()
def write(tmp_path: Path):  # type: ignore[no-untyped-def]
    def _write(text: str, name: str = "in.amr") -> str:
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return str(path)
    return _write


def test_refocus_all_on_figure1(capsys: pytest.CaptureFixture[str], shared_data: Path) -> None:
    code, out, err = run(capsys, "refocus", "--all", str(FIGURE1), "--json")
    assert code == 0 and not err
    records = json.loads(out)
    assert [r["focus"] for r in records] == [f"z{i}" for i in range(1, 11)]
    assert all(set(r) >= {"graph", "focus", "concept", "amr"} for r in records)
    assert {r["graph"] for r in records} == {"paraamr-figure1"}
    example = json.loads((shared_data / "paper-examples" / "paraamr-figure1.json").read_text())
    by_focus = {r["focus"]: r for r in records}
    for focus in ("z3", "z4"):
        one_line = penman.encode(penman.decode(by_focus[focus]["amr"]), indent=None)
        assert one_line.splitlines()[-1] == example["refocused_one_line"][focus]
    assert by_focus["z4"]["concept"] == "they" and by_focus["z4"]["kind"] == "pronoun"
    assert penman.decode(by_focus["z3"]["amr"]).metadata["id"] == "paraamr-figure1"


def test_refocus_text_output_and_order(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "refocus", "--focus", "z4", str(FIGURE1))
    assert code == 0
    assert out.startswith("# ::graph paraamr-figure1 ::focus z4 ::concept they ::kind pronoun\n"
                          "# ::id paraamr-figure1\n")
    assert "(z4 / they\n    :ARG0-of (z3 / need-01" in out
    code, out, _ = run(capsys, "refocus", "--focus", "z4", "--order", "canonical", str(FIGURE1), "--json")
    assert code == 0
    (record,) = json.loads(out)
    assert record["order"] == "canonical"
    assert "\n(z4 / they :ARG0-of (z3 / need-01 :ARG1" in penman.encode(penman.decode(record["amr"]), indent=None)


def test_graphs_without_id_are_keyed_by_position(capsys: pytest.CaptureFixture[str], write) -> None:  # type: ignore[no-untyped-def]
    path = write("(b / bark-01 :ARG0 (d / dog))\n\n# ::snt no id here\n(g / go-02 :ARG0 (b / boy))\n")
    code, out, _ = run(capsys, "refocus", "--all", path, "--json")
    assert code == 0
    assert [(r["graph"], r["focus"]) for r in json.loads(out)] == [(0, "b"), (0, "d"), (1, "g"), (1, "b")]


def test_refocus_reads_stdin(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("(d / dog :mod (b / big))\n"))
    code, out, _ = run(capsys, "refocus", "--focus", "b", "-", "--json")
    assert code == 0
    assert json.loads(out)[0]["amr"] == "(b / big\n   :domain (d / dog))"


@pytest.mark.parametrize(("text", "needles"), [
    ("(b / bark-01 :ARG0 (d / dog)", ["unbalanced parentheses", "graph 0", "line 1"]),
    ("(a / alpha)\n\n(b / bark-01 :ARG0 (d / dog)))", ["unexpected ')'", "graph 1", "line 3", "column 30"]),
    ("(a / alpha) (b / beta)", ["text after the end of the graph", "graph 0"]),
    ("(a / alpha :ARG0 b2)", ["graph 0", "b2 refers to a variable that is never defined"]),
    ("(a / alpha :ARG0 (a / beta))", ["graph 0", "variable 'a' is defined more than once"]),
    ("", ["no PENMAN graph in the input (empty file?)"]),
    ("# ::id only-metadata\n", ["no PENMAN graph in the input"]),
])
@pytest.mark.parametrize("command", [["refocus", "--all"], ["edit", "--op", "rd"]])
def test_bad_graph_files_are_one_line_errors(capsys: pytest.CaptureFixture[str], write, text: str,  # type: ignore[no-untyped-def]
                                             needles: list[str], command: list[str]) -> None:
    code, out, err = run(capsys, *command, write(text))
    assert code == 2 and not out
    assert_one_line_error(err, "paraamr: error:", *needles)


def test_missing_file_is_a_one_line_error(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(capsys, "refocus", "--all", str(tmp_path / "nope.amr"))
    assert code == 2
    assert_one_line_error(err, "no such file")


def test_unknown_focus(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "refocus", "--focus", "z99", str(FIGURE1))
    assert code == 2 and not out
    assert_one_line_error(err, "graph paraamr-figure1: 'z99' is not a variable of the graph")


def test_unknown_focus_in_some_graphs_only_warns(capsys: pytest.CaptureFixture[str], write,  # type: ignore[no-untyped-def]
                                                 caplog: pytest.LogCaptureFixture) -> None:
    path = write("(d / dog :mod (b / big))\n\n(c / cat)\n")
    code, out, _ = run(capsys, "refocus", "--focus", "b", path, "--json")
    assert code == 0
    records = json.loads(out)
    assert records[0]["focus"] == "b" and records[0]["amr"]
    assert records[1]["amr"] is None and "graph 1: 'b' is not a variable" in records[1]["error"]
    assert "graph 1: 'b' is not a variable" in caplog.text


@pytest.mark.parametrize("alpha", ["0", "1.5", "-0.2", "nan"])
def test_alpha_outside_unit_interval(capsys: pytest.CaptureFixture[str], alpha: str) -> None:
    code, out, err = run(capsys, "edit", str(FIGURE1), "--op", "rd", "--alpha", alpha)
    assert code == 2 and not out
    assert_one_line_error(err, "alpha must be in (0, 1]")


def test_edit_json_is_deterministic(capsys: pytest.CaptureFixture[str]) -> None:
    outputs = []
    for _ in range(2):
        code, out, _ = run(capsys, "edit", str(FIGURE1), "--op", "rd", "--seed", "5", "--json")
        assert code == 0
        outputs.append(out)
    assert outputs[0] == outputs[1]
    (record,) = json.loads(outputs[0])
    assert set(record) >= {"graph", "op", "amr"} and record["op"] == "rd"
    assert record["changes"][0].startswith("rd: deleted")
    assert len(penman.decode(record["amr"]).triples) < len(penman.decode(FIGURE1.read_text()).triples)


@pytest.mark.parametrize("op", ["rs", "rd", "ri", "sr"])
def test_every_op_from_the_command_line(capsys: pytest.CaptureFixture[str], op: str) -> None:
    code, out, _ = run(capsys, "edit", str(FIGURE1), "--op", op, "--alpha", "0.3", "--json")
    assert code == 0
    (record,) = json.loads(out)
    assert record["changes"] and all(c.startswith(f"{op}: ") for c in record["changes"])
    penman.decode(record["amr"])


def test_disconnecting_manual_edit_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    edit = '{"op": "delete_edge", "source": "z3", "role": ":ARG1", "target": "z5"}'
    code, out, err = run(capsys, "edit", str(FIGURE1), "--manual", edit)
    assert code == 2 and not out
    assert_one_line_error(err, "cannot delete :ARG1 from z3: z5, z6 would be cut off")


def test_manual_edit_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    edit = '{"op": "set_concept", "variable": "z5", "concept": "evidence"}'
    code, out, _ = run(capsys, "edit", str(FIGURE1), "--manual", edit, "--json")
    assert code == 0
    (record,) = json.loads(out)
    assert record["op"] == "set_concept" and record["changes"] == ["concept of z5 -> evidence"]
    assert "(z5 / evidence" in record["amr"]


@pytest.mark.parametrize(("manual", "needle"), [
    ("{not json", "--manual is not JSON"),
    ("[1, 2]", "--manual must be a JSON object"),
    ('{"op": "paint"}', "unknown manual edit 'paint'"),
])
def test_bad_manual_edits(capsys: pytest.CaptureFixture[str], manual: str, needle: str) -> None:
    code, _, err = run(capsys, "edit", str(FIGURE1), "--manual", manual)
    assert code == 2
    assert_one_line_error(err, needle)


def test_a_refused_edit_does_not_stop_the_batch(capsys: pytest.CaptureFixture[str], write,  # type: ignore[no-untyped-def]
                                               caplog: pytest.LogCaptureFixture) -> None:
    path = write("(c / chapter :mod 1)\n\n" + FIGURE1.read_text())
    code, out, err = run(capsys, "edit", path, "--op", "rs", "--json")
    assert code == 0
    first, second = json.loads(out)
    assert first["amr"] is None and "no two edge-node pairs at the same depth" in first["error"]
    assert second["graph"] == "paraamr-figure1" and second["amr"]
    assert "graph 0: rs edit refused" in caplog.text
    code, _, err = run(capsys, "edit", write("(c / chapter :mod 1)\n", "one.amr"), "--op", "rs")
    assert code == 2
    assert_one_line_error(err, "graph 0: rs edit refused: no two edge-node pairs")


@pytest.mark.parametrize("argv", [
    ["refocus", str(FIGURE1)],
    ["refocus", str(FIGURE1), "--focus", "z1", "--all"],
    ["edit", str(FIGURE1)],
    ["edit", str(FIGURE1), "--op", "xx"],
    ["edit", str(FIGURE1), "--op", "rd", "--alpha", "lots"],
])
def test_usage_errors_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and not out
    assert_one_line_error(err, "paraamr")
