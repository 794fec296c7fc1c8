"""A plain (not editable) install works from anywhere: the wheel carries its data files.

The wheel is built from a copy of the checkout's files, installed without
dependencies into a fresh venv whose path also holds this interpreter's
site-packages (so torch and friends are not installed again), and its
``paraamr`` is run from a temporary directory with no checkout on the path.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SENTENCE = "The boy wants to go to the store."


def _checkout_files() -> list[str]:
    """Tracked and new (not ignored) files of the checkout, as git lists them."""
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=REPO,
                            capture_output=True, text=True, check=True).stdout.splitlines()
    return [name for name in listed if (REPO / name).is_file()]


def test_library_modules_do_not_point_at_the_reference_data() -> None:
    pattern = re.compile(r"shared/data|\"shared\"\s*/\s*\"data\"")
    offenders = [name for name in _checkout_files()
                 if name.split("/")[0] in ("pipeline", "db", "app") and name.endswith(".py")
                 and pattern.search((REPO / name).read_text(encoding="utf-8"))]
    assert offenders == []


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    work = tmp_path_factory.mktemp("wheel")
    source = work / "source"
    for name in _checkout_files():
        if name.startswith("tests/"):
            continue
        (source / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / name, source / name)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "--quiet", "--wheel-dir", str(work / "dist"), str(source)], check=True)
    [built] = (work / "dist").glob("paraamr-*.whl")
    return built


@pytest.fixture(scope="module")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("venv")
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(root)], check=True)
    python = root / "bin" / "python"
    # Installed before the runner's packages join the venv's path, so pip sees (and could
    # touch) nothing but the fresh venv.
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps",
                    "--no-index", "--quiet", str(wheel)], check=True)
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               capture_output=True, text=True, check=True).stdout.strip())
    (site / "zz_runner_packages.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    return root


def _run(venv: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items()
           if not key.startswith("PARAAMR_") and key not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env.update(PARAAMR_DATA_DIR=str(cwd / "data"), PARAAMR_SETTINGS_FILE=str(cwd / "none.toml"),
               PARAAMR_ENGINE="builtin", HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
    return subprocess.run([str(venv / "bin" / args[0]), *args[1:]], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=600)


@pytest.mark.slow
def test_the_wheel_carries_every_module_and_data_file(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    files = _checkout_files()
    modules = [n for n in files if n.split("/")[0] in ("pipeline", "db", "app") and n.endswith(".py")]
    assets = [n for n in files if n.startswith("assets/")]
    assert modules and [n for n in modules if n not in names] == []
    assert "assets/propbank.json.gz" in assets
    assert [n for n in assets if "paraamr_assets/" + n.removeprefix("assets/") not in names] == []


@pytest.mark.slow
def test_installed_copy_reads_its_own_code_and_assets(venv: Path, tmp_path: Path) -> None:
    probe = _run(venv, tmp_path, "python", "-c",
                 "import pipeline, pipeline.assets as a; print(pipeline.__file__); print(a.assets_dir())")
    assert probe.returncode == 0, probe.stderr
    code, assets = probe.stdout.split()
    assert Path(code).is_relative_to(venv) and Path(assets).is_relative_to(venv)
    assert (Path(assets) / "calibration" / "smollm2.json").is_file()
    version = _run(venv, tmp_path, "paraamr", "--version")
    assert version.returncode == 0 and version.stdout.strip() == "paraamr 0.1.0"


@pytest.mark.slow
def test_installed_parse_and_paraphrase_from_outside_the_checkout(venv: Path, tmp_path: Path) -> None:
    parsed = _run(venv, tmp_path, "paraamr", "parse", SENTENCE, "--json")
    assert parsed.returncode == 0, parsed.stderr
    record = json.loads(parsed.stdout)
    # PropBank senses come from the shipped lexicon.
    assert record["engine"] == "builtin" and "want-01" in record["amr"] and "go-02" in record["amr"]

    made = _run(venv, tmp_path, "paraamr", "paraphrase", SENTENCE, "--json")
    assert made.returncode == 0, made.stderr
    candidates = json.loads(made.stdout)
    kept = [c for c in candidates if c["kept"]]
    assert kept and all(c["source"] == SENTENCE for c in candidates)
    # Perplexity filtered against the shipped calibration; the text is a real sentence.
    assert all(c["scores"]["perplexity"] > 1.0 for c in kept)
    assert any(c["text"] == "It is the boy who wants to go to the store." for c in kept)
