"""A command imports what it needs: the CLI's entry, spaCy without torch, --version, --help."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from pipeline import __version__
from pipeline.cli import build_parser, main


def _subcommands(argv: list[str]) -> set[str]:
    parser = build_parser(argv)
    [sub] = [a for a in parser._actions if a.dest == "command"]
    return set(sub.choices)  # type: ignore[arg-type]


def test_a_builtin_command_leaves_the_plugged_in_ones_out() -> None:
    assert {"parse", "paraphrase", "corpus"} <= _subcommands(["parse", "x"])
    assert "annotate" not in _subcommands(["--data-dir", "/tmp/d", "parse", "x"])
    # An option's value is not the command; plugged-in commands still parse.
    assert {"annotate", "db", "app"} <= _subcommands(["--db", "parse", "annotate", "batches"])
    assert {"annotate", "db", "app"} <= _subcommands(["--help"])
    assert {"annotate", "db", "app"} <= _subcommands([])


def test_version_comes_from_the_package_metadata(capsys: pytest.CaptureFixture[str]) -> None:
    from importlib.metadata import version

    with pytest.raises(SystemExit) as exited:
        main(["--version"])
    assert exited.value.code == 0
    assert capsys.readouterr().out.strip() == f"paraamr {__version__}" == f"paraamr {version('paraamr')}"


def test_top_level_help_says_what_the_tool_does(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    text = capsys.readouterr().out
    assert "paraphrases by AMR back-translation" in text
    assert 'paraamr paraphrase "The boy wants to go to the store."' in text
    assert "annotate" in text and "--version" in text


def test_spacy_loads_without_torch_and_torch_still_imports_after() -> None:
    script = ("import sys; from pipeline.nlp import load_spacy; "
              "doc = load_spacy()('The boy wants to go.'); "
              "print('torch' in sys.modules, [t.lemma_ for t in doc][2]); "
              "import torch; print(torch.tensor([1, 2]).sum().item())")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "want", "3"]


@pytest.mark.parametrize(("given", "expected"), [(None, "PASSIVE"), ("ACTIVE", "ACTIVE")])
def test_the_cli_lets_openmp_threads_sleep_unless_the_user_chose(
        monkeypatch: pytest.MonkeyPatch, given: str | None, expected: str) -> None:
    # Set before any command imports torch, whose OpenMP runtime reads it once.
    if given is None:
        monkeypatch.delenv("OMP_WAIT_POLICY", raising=False)
    else:
        monkeypatch.setenv("OMP_WAIT_POLICY", given)
    with pytest.raises(SystemExit):
        main(["--version"])
    assert os.environ["OMP_WAIT_POLICY"] == expected


def test_transformers_generation_does_not_import_scikit_learn() -> None:
    # transformers' assisted generation imports sklearn.metrics (seconds of a cold start)
    # for assistant models the workbench never uses; the CLI tells it sklearn is missing.
    code = ("import sys; from pipeline.neural import skip_assisted_generation_imports as s; s(); "
            "import transformers.generation.candidate_generator, transformers; "
            "from transformers import AutoModel; "
            "print('sklearn' in sys.modules, callable(AutoModel.from_pretrained))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "HF_HUB_OFFLINE": "1"})
    assert out.stdout.split() == ["False", "True"]
