"""Settings precedence (flags > PARAAMR_* variables > settings file > defaults) and bad values."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from pipeline.cli import main
from pipeline.errors import SettingsError
from pipeline.settings import Settings, default_settings_file, load_settings


@pytest.fixture()
def clean_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """No PARAAMR_* variable from the outside; the settings file path inside tmp_path."""
    for key in list(os.environ):
        if key.startswith("PARAAMR_"):
            monkeypatch.delenv(key)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    path = tmp_path / "settings.toml"
    monkeypatch.setenv("PARAAMR_SETTINGS_FILE", str(path))
    return path


def test_defaults(clean_env: Path) -> None:
    s = load_settings()
    assert (s.engine, s.device, s.batch_size, s.seed, s.db) == ("auto", "auto", 16, 0, None)
    assert s.data_dir == clean_env.parent / "xdg" / "paraamr"
    assert s.resolved_models_dir() == s.data_dir / "models"
    assert s.resolved_db_url() == f"sqlite:///{s.data_dir / 'paraamr.sqlite'}"
    assert (s.parse_model, s.generate_model, s.num_beams, s.max_length) == (None, None, None, None)


def test_missing_settings_file_is_fine(clean_env: Path) -> None:
    assert not clean_env.exists()
    assert default_settings_file() == clean_env
    assert load_settings().engine == "auto"


def test_file_over_defaults(clean_env: Path) -> None:
    clean_env.write_text('engine = "builtin"\nbatch_size = 4\nmodels_dir = "/srv/models"\n'
                         'db = "sqlite:////srv/db.sqlite"\nnum_beams = 5\n')
    s = load_settings()
    assert (s.engine, s.batch_size, s.num_beams) == ("builtin", 4, 5)
    assert s.resolved_models_dir() == Path("/srv/models")
    assert s.resolved_db_url() == "sqlite:////srv/db.sqlite"


def test_env_over_file(clean_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    clean_env.write_text('engine = "builtin"\nbatch_size = 4\ndata_dir = "/from/file"\n')
    monkeypatch.setenv("PARAAMR_ENGINE", "amrlib")
    monkeypatch.setenv("PARAAMR_BATCH_SIZE", "8")
    s = load_settings()
    assert (s.engine, s.batch_size) == ("amrlib", 8)
    assert s.data_dir == Path("/from/file")  # not overridden: the file still counts


def test_flags_over_env_and_file(clean_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    clean_env.write_text('engine = "amrlib"\ndb = "sqlite:////file.sqlite"\n')
    monkeypatch.setenv("PARAAMR_ENGINE", "auto")
    monkeypatch.setenv("PARAAMR_DB", "sqlite:////env.sqlite")
    s = load_settings(engine="builtin", db="postgresql://u@h/d")
    assert (s.engine, s.db) == ("builtin", "postgresql://u@h/d")
    # A flag that was not given (None) leaves the lower layers in charge.
    assert load_settings(engine=None, db=None).db == "sqlite:////env.sqlite"


def test_contract_variables(clean_env: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PARAAMR_DB", "sqlite:///x.sqlite")
    monkeypatch.setenv("PARAAMR_ENGINE", "builtin")
    monkeypatch.setenv("PARAAMR_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("PARAAMR_MODELS_DIR", str(tmp_path / "models"))
    monkeypatch.setenv("PARAAMR_DEVICE", "cpu")
    monkeypatch.setenv("PARAAMR_PARSE_MODEL", "parse_spring")
    s = load_settings()
    assert s.resolved_db_url() == "sqlite:///x.sqlite" and s.engine == "builtin" and s.device == "cpu"
    assert s.data_dir == tmp_path / "data" and s.resolved_models_dir() == tmp_path / "models"
    assert s.parse_model == "parse_spring"


@pytest.mark.parametrize(("where", "key", "value", "needle"), [
    ("env", "PARAAMR_BATCH_SIZE", "0", "batch_size"),
    ("env", "PARAAMR_BATCH_SIZE", "many", "batch_size"),
    ("env", "PARAAMR_ENGINE", "gpu", "engine"),
    ("env", "PARAAMR_DEVICE", "tpu", "device"),
    ("env", "PARAAMR_SEMANTIC_MIN", "2", "semantic_min"),
    ("env", "PARAAMR_NUM_BEAMS", "0", "num_beams"),
    ("file", "perplexity_max", "-3", "perplexity_max"),
    ("file", "engine", '"neural"', "engine"),
    ("flag", "batch_size", "-1", "batch_size"),
])
def test_invalid_values_are_one_line_settings_errors(clean_env: Path, monkeypatch: pytest.MonkeyPatch,
                                                     where: str, key: str, value: str, needle: str) -> None:
    flags: dict[str, object] = {}
    if where == "env":
        monkeypatch.setenv(key, value)
    elif where == "file":
        clean_env.write_text(f"{key} = {value}\n")
    else:
        flags[key] = value
    with pytest.raises(SettingsError) as info:
        load_settings(**flags)
    message = str(info.value)
    assert needle in message and "\n" not in message and message.startswith("invalid setting")
    assert info.value.exit_code == 2


def test_malformed_settings_file(clean_env: Path) -> None:
    clean_env.write_text("engine = [unclosed\n")
    with pytest.raises(SettingsError, match="cannot read settings file") as info:
        load_settings()
    assert "\n" not in str(info.value)


def test_settings_object_is_typed(clean_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PARAAMR_BATCH_SIZE", "32")
    monkeypatch.setenv("PARAAMR_PERPLEXITY_MAX", "120")
    s = load_settings(data_dir="/tmp/pa")
    assert isinstance(s, Settings)
    assert s.batch_size == 32 and s.perplexity_max == 120.0 and isinstance(s.data_dir, Path)


# --------------------------------------------------------------------------- through the CLI

def test_cli_flag_beats_env_beats_file(clean_env: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    archive_dir = tmp_path / "model"
    archive_dir.mkdir()
    (archive_dir / "config.json").write_text("{}")
    file_dir, env_dir, flag_dir = tmp_path / "file-models", tmp_path / "env-models", tmp_path / "flag-models"
    clean_env.write_text(f'models_dir = "{file_dir}"\n')

    def install_where(*flags: str) -> Path:
        assert main([*flags, "models", "install", "m", "--from", str(archive_dir), "--json"]) == 0
        return Path(json.loads(capsys.readouterr().out)["path"]).parent

    assert install_where() == file_dir
    monkeypatch.setenv("PARAAMR_MODELS_DIR", str(env_dir))
    assert install_where() == env_dir
    assert install_where("--models-dir", str(flag_dir)) == flag_dir


def test_cli_invalid_variable_exits_2_one_line(clean_env: Path, monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("PARAAMR_BATCH_SIZE", "zero")
    code = main(["models", "list", "--json"])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.startswith("paraamr: error: invalid setting batch_size") and err.count("\n") == 1


def test_cli_invalid_engine_flag_exits_2(clean_env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["parse", "--engine", "gpu", "A sentence ."])
    assert info.value.code == 2
    assert "invalid choice" in capsys.readouterr().err
