"""The model registry and ``paraamr models list|install``, on archives the tests build."""

from __future__ import annotations

import hashlib
import io
import json
import tarfile
import zipfile
from pathlib import Path

import pytest

from pipeline.cli import main
from pipeline.errors import InputError, ModelNotInstalled
from pipeline.models import (
    MANIFEST_NAME,
    REGISTRY,
    default_model,
    install_model,
    installed_models,
    installed_path,
    list_models,
    model_kind,
    neural_engine_ready,
    require_model,
)
from pipeline.settings import Settings
from tests.tiny_models import session_model


@pytest.fixture(scope="session")
def tiny_base(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.getbasetemp()


@pytest.fixture(scope="session")
def stog_archive(tiny_base: Path, lpp_path: Path) -> Path:
    return session_model("stog", tiny_base, lpp_path, archive=True)


@pytest.fixture(scope="session")
def gtos_dir(tiny_base: Path, lpp_path: Path) -> Path:
    return session_model("gtos", tiny_base, lpp_path)


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _tar_with(path: Path, members: dict[str, bytes], links: dict[str, str] | None = None) -> Path:
    with tarfile.open(path, "w:gz") as tar:
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
        for name, target in (links or {}).items():
            info = tarfile.TarInfo(name)
            info.type = tarfile.SYMTYPE
            info.linkname = target
            tar.addfile(info)
    return path


def _cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _leftovers(settings: Settings) -> list[str]:
    root = settings.resolved_models_dir()
    return sorted(p.name for p in root.iterdir() if p.name.startswith(".")) if root.exists() else []


# --------------------------------------------------------------------------- registry

def test_registry_names_kinds_and_release_folders() -> None:
    assert {"parse_xfm_bart_large", "parse_spring", "generate_t5wtense", "gpt2", "simcse"} <= set(REGISTRY)
    kinds = {name: spec.kind for name, spec in REGISTRY.items()}
    assert kinds["parse_xfm_bart_large"] == kinds["parse_spring"] == "stog"
    assert kinds["generate_t5wtense"] == "gtos"
    assert kinds["gpt2"] == "lm" and kinds["simcse"] == "similarity"
    assert REGISTRY["parse_xfm_bart_large"].directory == "model_parse_xfm_bart_large-v0_1_0"
    assert REGISTRY["parse_xfm_bart_large"].url.endswith("/model_parse_xfm_bart_large-v0_1_0.tar.gz")
    assert "sup-simcse-roberta-large" in REGISTRY["simcse"].url
    assert all(spec.description for spec in REGISTRY.values())


def test_release_urls_are_the_ones_amrlib_models_links() -> None:
    """The links of amrlib-models' README: most tags start with model_, parse_xfm's do not."""
    releases = "https://github.com/bjascob/amrlib-models/releases/download/"
    assert {name: REGISTRY[name].url.removeprefix(releases) for name in
            ("parse_xfm_bart_large", "parse_spring", "parse_t5", "generate_t5wtense")} == {
        "parse_xfm_bart_large": "parse_xfm_bart_large-v0_1_0/model_parse_xfm_bart_large-v0_1_0.tar.gz",
        "parse_spring": "model_parse_spring-v0_1_0/model_parse_spring-v0_1_0.tar.gz",
        "parse_t5": "model_parse_t5-v0_2_0/model_parse_t5-v0_2_0.tar.gz",
        "generate_t5wtense": "model_generate_t5wtense-v0_1_0/model_generate_t5wtense-v0_1_0.tar.gz",
    }
    # amrlib publishes no checksums: none is made up.
    assert all(spec.sha256 is None for spec in REGISTRY.values())


def test_nothing_installed(settings: Settings) -> None:
    rows = list_models(settings)
    assert [r["name"] for r in rows][: len(REGISTRY)] == list(REGISTRY)
    assert not any(r["installed"] for r in rows)
    assert {"name", "installed", "path", "kind", "published_sha256"} <= set(rows[0])
    assert installed_path("gpt2", settings) is None
    assert default_model("stog", settings) is None
    assert not neural_engine_ready(settings)
    with pytest.raises(ModelNotInstalled, match=r"`paraamr models install simcse --from PATH_OR_URL`"):
        require_model("simcse", settings, "semantic similarity")


def test_models_list_json(settings: Settings, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _cli(capsys, "models", "list", "--json")
    assert code == 0
    rows = json.loads(out)
    assert {r["name"] for r in rows} >= set(REGISTRY)
    assert all(r["installed"] is False and r["path"] is None for r in rows)


# --------------------------------------------------------------------------- install

def test_cli_install_tarball_records_checksum(settings: Settings, stog_archive: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _cli(capsys, "models", "install", "tiny", "--from", str(stog_archive), "--json")
    assert code == 0, err
    record = json.loads(out)
    target = settings.resolved_models_dir() / "tiny"
    assert record["path"] == str(target) and record["kind"] == "stog"
    assert record["sha256"] == _sha256(stog_archive)
    assert (target / "amrlib_meta.json").exists() and (target / "config.json").exists()
    manifest = json.loads((target / MANIFEST_NAME).read_text())
    assert manifest["sha256"] == record["sha256"] and manifest["source"] == str(stog_archive)
    assert installed_path("tiny", settings) == target
    assert require_model("tiny", settings) == target
    assert default_model("stog", settings) == "tiny"
    listed = {r["name"]: r for r in list_models(settings)}
    assert listed["tiny"]["installed"] and listed["tiny"]["kind"] == "stog"
    assert _leftovers(settings) == []


def test_install_with_matching_checksum(settings: Settings, stog_archive: Path) -> None:
    record = install_model("parse_xfm_bart_large", stog_archive, settings,
                           sha256=_sha256(stog_archive).upper(), progress=False)
    assert record.kind == "stog"
    assert installed_path("parse_xfm_bart_large", settings) == Path(record.path)


def test_checksum_mismatch_is_one_line_exit_2_and_installs_nothing(
        settings: Settings, stog_archive: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _cli(capsys, "models", "install", "tiny", "--from", str(stog_archive),
                          "--sha256", "0" * 64)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "checksum mismatch" in err and _sha256(stog_archive) in err
    assert installed_path("tiny", settings) is None
    assert _leftovers(settings) == []


@pytest.mark.parametrize("member", ["../evil.txt", "model/../../evil.txt", "/tmp/evil-paraamr.txt"])
def test_path_traversal_archive_refused(settings: Settings, tmp_path: Path, member: str,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    archive = _tar_with(tmp_path / "evil.tar.gz", {"model/config.json": b"{}", member: b"owned"})
    code, _, err = _cli(capsys, "models", "install", "evil", "--from", str(archive))
    assert code == 2 and "refusing to install" in err and err.count("\n") == 1
    assert not (settings.resolved_models_dir().parent / "evil.txt").exists()
    assert not (tmp_path / "evil.txt").exists()
    assert not Path("/tmp/evil-paraamr.txt").exists()
    assert installed_path("evil", settings) is None
    assert _leftovers(settings) == []


def test_symlink_out_of_archive_refused(settings: Settings, tmp_path: Path) -> None:
    archive = _tar_with(tmp_path / "link.tar.gz", {"model/config.json": b"{}"},
                        links={"model/passwd": "../../../../etc/passwd"})
    with pytest.raises(InputError, match="links outside"):
        install_model("linky", archive, settings, progress=False)


def test_zip_traversal_refused_and_zip_install(settings: Settings, tmp_path: Path) -> None:
    bad = tmp_path / "bad.zip"
    with zipfile.ZipFile(bad, "w") as zf:
        zf.writestr("../escape.txt", "x")
    with pytest.raises(InputError, match="refusing to install"):
        install_model("bad", bad, settings, progress=False)
    good = tmp_path / "good.zip"
    with zipfile.ZipFile(good, "w") as zf:
        zf.writestr("weights/config.json", "{}")
        zf.writestr("weights/model.bin", "0")
    record = install_model("zipped", good, settings, progress=False)
    assert sorted(p.name for p in Path(record.path).iterdir()) == sorted([MANIFEST_NAME, "config.json", "model.bin"])
    assert record.kind == "other"


def test_install_directory_and_reinstall_replaces(settings: Settings, tmp_path: Path,
                                                  gtos_dir: Path) -> None:
    first = install_model("gen", gtos_dir, settings, progress=False)
    assert first.kind == "gtos" and model_kind("gen", Path(first.path)) == "gtos"
    target = Path(first.path)
    (target / "stale.txt").write_text("from the first install")
    # The directory digest is stable, so it can be pinned like an archive checksum.
    again = install_model("gen", gtos_dir, settings, sha256=first.sha256, progress=False)
    assert again.sha256 == first.sha256
    assert not (target / "stale.txt").exists()
    assert _leftovers(settings) == []


def test_failed_reinstall_keeps_the_old_model(settings: Settings, stog_archive: Path,
                                              tmp_path: Path) -> None:
    install_model("tiny", stog_archive, settings, progress=False)
    archive = _tar_with(tmp_path / "evil.tar.gz", {"../x": b"x"})
    with pytest.raises(InputError):
        install_model("tiny", archive, settings, progress=False)
    assert (settings.resolved_models_dir() / "tiny" / "amrlib_meta.json").exists()


def test_neural_engine_ready_needs_parser_and_generator(settings: Settings, stog_archive: Path,
                                                        gtos_dir: Path) -> None:
    install_model("tiny_parse", stog_archive, settings, progress=False)
    assert not neural_engine_ready(settings)
    install_model("tiny_generate", gtos_dir, settings, progress=False)
    assert neural_engine_ready(settings)
    assert [n for n, _ in installed_models(settings, "gtos")] == ["tiny_generate"]


def test_registry_model_preferred_over_own_names(settings: Settings, stog_archive: Path) -> None:
    install_model("aaa_parser", stog_archive, settings, progress=False)
    install_model("parse_spring", stog_archive, settings, progress=False)
    assert default_model("stog", settings) == "parse_spring"


@pytest.mark.parametrize(("argv", "needle"), [
    (["models", "install", "x", "--from", "/no/such/archive.tar.gz"], "no such file or directory"),
    (["models", "install", "../up", "--from", "."], "invalid model name"),
    (["models", "install", "x", "--from", "ftp://example.org/m.tar.gz"], "unsupported source"),
    (["models", "install", "x", "--from", ".", "--sha256", "xyz"], "64 hexadecimal digits"),
    (["models", "install", "gpt2"], "has no release archive"),
    (["models", "install", "my_model"], "not in the registry"),
])
def test_bad_install_requests_exit_2(settings: Settings, capsys: pytest.CaptureFixture[str],
                                     argv: list[str], needle: str) -> None:
    code, out, err = _cli(capsys, *argv)
    assert code == 2 and out == ""
    assert needle in err and err.count("\n") == 1 and "Traceback" not in err


def test_not_an_archive_and_empty_archive(settings: Settings, tmp_path: Path) -> None:
    text = tmp_path / "notes.txt"
    text.write_text("not an archive")
    with pytest.raises(InputError, match="is not an archive"):
        install_model("x", text, settings, progress=False)
    corrupt = tmp_path / "corrupt.tar.gz"
    corrupt.write_bytes(b"\x1f\x8b\x08\x00garbage")
    with pytest.raises(InputError, match="cannot read archive"):
        install_model("x", corrupt, settings, progress=False)
    empty = _tar_with(tmp_path / "empty.tar.gz", {})
    with pytest.raises(InputError, match="holds no files"):
        install_model("x", empty, settings, progress=False)
    only_folders = tmp_path / "folders.tar.gz"
    with tarfile.open(only_folders, "w:gz") as tar:
        for name in ("model", "model/sub"):
            info = tarfile.TarInfo(name)
            info.type = tarfile.DIRTYPE
            tar.addfile(info)
    with pytest.raises(InputError, match="holds no files"):
        install_model("x", only_folders, settings, progress=False)
    assert installed_path("x", settings) is None


def test_amrlib_link_is_what_amrlib_loads(settings: Settings, stog_archive: Path, tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    import amrlib
    from amrlib import defaults

    data_dir = tmp_path / "amrlib-data"
    record = install_model("tiny", stog_archive, settings, amrlib_link=True, amrlib_dir=data_dir,
                           progress=False)
    link = data_dir / "model_stog"
    assert record.amrlib_link == str(link) and link.is_symlink()
    assert link.resolve() == Path(record.path).resolve()
    # amrlib's own default lookup (no model_dir) follows the link.
    monkeypatch.setattr(defaults, "data_dir", str(data_dir))
    stog = amrlib.load_stog_model(tok_name_or_path=record.path, device="cpu")
    assert stog.parse_sents(["Chapter 1 ."], add_metadata=False)[0] is not None
    plain = tmp_path / "plain"
    plain.mkdir()
    (plain / "config.json").write_text("{}")
    with pytest.raises(InputError, match="only amrlib parser or generator"):
        install_model("other", plain, settings, amrlib_link=True, amrlib_dir=data_dir, progress=False)


def test_models_list_human_readable(settings: Settings, stog_archive: Path,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    install_model("tiny", stog_archive, settings, progress=False)
    code, out, _ = _cli(capsys, "models", "list")
    assert code == 0
    line = next(row for row in out.splitlines() if row.startswith("tiny "))
    assert "stog" in line and "yes" in line
