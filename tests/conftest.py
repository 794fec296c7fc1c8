"""Fixtures shared by every test module."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# Nothing in the test suite may reach a model hub.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

REPO = Path(__file__).resolve().parent.parent


def _shared_data() -> Path:
    explicit = os.environ.get("PARAAMR_SHARED_DATA")
    return Path(explicit) if explicit else REPO.parent / "shared" / "data"


# Benchmarks and asset builders default to $PARAAMR_SHARED_DATA (library code never
# guesses where the checkout's neighbours are); the tests' reference data is beside it.
os.environ["PARAAMR_SHARED_DATA"] = str(_shared_data())


@pytest.fixture(scope="session")
def shared_data() -> Path:
    path = _shared_data()
    if not path.is_dir():
        pytest.fail(f"reference data not found at {path}; set PARAAMR_SHARED_DATA")
    return path


@pytest.fixture(scope="session")
def lpp_path(shared_data: Path) -> Path:
    return shared_data / "little-prince" / "lpp-1943-dev.amr"


@pytest.fixture(scope="session")
def lpp_entries(lpp_path: Path):  # type: ignore[no-untyped-def]
    from pipeline.amrio import loads_graphs

    return loads_graphs(lpp_path.read_text(encoding="utf-8"))


@pytest.fixture()
def settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """Settings isolated in a temporary data directory, built-in engine."""
    from pipeline.settings import load_settings

    monkeypatch.setenv("PARAAMR_SETTINGS_FILE", str(tmp_path / "settings.toml"))
    monkeypatch.setenv("PARAAMR_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("PARAAMR_DB", raising=False)
    monkeypatch.delenv("PARAAMR_ENGINE", raising=False)
    # A developer's own model settings must not leak in (tests install models).
    for key in ("MODELS_DIR", "PARSE_MODEL", "GENERATE_MODEL", "NUM_BEAMS", "MAX_LENGTH", "DEVICE"):
        monkeypatch.delenv(f"PARAAMR_{key}", raising=False)
    return load_settings(engine="builtin")
