"""paraamr bench: the real chain on random-weight models of the real architectures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pipeline.bench.architectures import ARCHITECTURES, MARKER, _model
from pipeline.cli import main
from pipeline.settings import Settings

STAGES = ["parse", "refocus", "generate", "score"]


@pytest.mark.parametrize(("slot", "name", "millions"), [
    ("parse_xfm_bart_large", "bart-large", 406), ("generate_t5wtense", "t5-base", 223),
    ("gpt2", "gpt2", 124), ("simcse", "bert-base", 109)])
def test_real_size_models_have_the_released_parameter_counts(slot: str, name: str, millions: int) -> None:
    import torch

    arch = next(a for a in ARCHITECTURES["real"] if a.slot == slot)
    assert arch.name == name
    with torch.device("meta"):  # shapes only, no memory
        model = _model(arch)
    assert round(sum(p.numel() for p in model.parameters()) / 1e6) == millions


def test_neural_bench_runs_the_chain_and_reports_settings(settings: Settings, tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    models = tmp_path / "bench-models"
    argv = ["bench", "--size", "tiny", "-n", "3", "--models-dir", str(models), "--generate-batch-size", "4",
            "--parse-max-length", "20", "--generate-max-length", "8", "--json"]
    assert main(argv) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["engine"] == "amrlib" and report["size"] == "tiny" and report["sentences"] == 3
    assert list(report["stages"]) == STAGES
    used = report["settings"]
    assert (used["device"], used["dtype"], used["torch_threads"]) == ("cpu", "float32", 1)
    assert (used["generate_batch_size"], used["parse_batch_size"], used["parse_num_beams"]) == (4, 16, 1)
    assert (used["parse_max_length"], used["generate_max_length"]) == (20, 8)
    # Random weights parse nothing usable: the later stages run on the built-in parser's graphs.
    assert report["graphs_parsed"] + report["graphs_from_fallback_parser"] == 3
    assert report["candidates"] == report["stages"]["generate"]["items"] > 3
    assert report["stages"]["score"]["items"] == report["generated"]
    assert all(report["stages"][s]["sentences_per_s"] for s in STAGES)
    assert report["signatures"]["perplexity"].startswith("perplexity|model:gpt2")
    assert {m["slot"] for m in report["models"]} == {a.slot for a in ARCHITECTURES["tiny"]}
    # The models directory is reused as long as the shapes match.
    markers = {p: p.stat().st_mtime_ns for p in models.glob(f"*/{MARKER}")}
    assert len(markers) == 4
    assert main([*argv[:-1], "--foci", "1"]) == 0
    assert {p: p.stat().st_mtime_ns for p in markers} == markers
    assert "1 foci a sentence" in capsys.readouterr().out.replace("1.0 foci", "1 foci")


def test_builtin_bench_reports_cpu_seconds(settings: Settings, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--engine", "builtin", "-n", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert list(report["stages"]) == STAGES and report["settings"]["torch_threads"] == 1
    assert report["graphs_from_fallback_parser"] == 0 and report["graphs_parsed"] == 3
    assert report["parse_foci_realize"]["stages"] == ["parse", "refocus", "generate"]
    assert report["parse_foci_realize"]["sentences_per_cpu_s"] > 0
    assert report["examples"] and all(e["generated"] for e in report["examples"])


@pytest.mark.parametrize("argv", [["-n", "0"], ["--foci", "0"], ["--mrpc", "/nonexistent/mrpc.txt"]])
def test_bad_bench_arguments_exit_2(settings: Settings, argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--engine", "builtin", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("paraamr: error:") and err.count("\n") == 1
