"""Neural model files: what the workbench knows of, what is installed, installing more.

Nothing here downloads on its own.  A model is installed by ``paraamr models
install NAME --from PATH_OR_URL``: a local archive (``.tar.gz``/``.tgz``/
``.tar``/``.zip``) or directory works offline; an http(s) URL is downloaded
first.  The files land, atomically, in ``settings.resolved_models_dir()/NAME``
with a small manifest (``paraamr-install.json``) recording the source and the
SHA-256 computed while installing.  amrlib's own convention (``model_stog`` /
``model_gtos`` symlinks in its ``data`` directory) is followed on request.

>>> from pipeline.settings import load_settings
>>> settings = load_settings(data_dir="/nonexistent/paraamr", models_dir="/nonexistent/paraamr/models")
>>> REGISTRY["parse_xfm_bart_large"].kind, installed_path("gpt2", settings)
('stog', None)
>>> require_model("gpt2", settings, "perplexity")
Traceback (most recent call last):
...
pipeline.errors.ModelNotInstalled: model 'gpt2' (perplexity) is not installed; install it with `paraamr models install gpt2 --from PATH_OR_URL`
>>> [m["name"] for m in list_models(settings)][:3]
['parse_xfm_bart_large', 'parse_spring', 'parse_t5']
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import logging
import os
import re
import shutil
import sys
import tarfile
import tempfile
import zipfile
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path, PurePosixPath
from typing import Any, Literal

from pipeline.corpus.manifest import file_sha256
from pipeline.errors import InputError, ModelNotInstalled, ParaAMRError
from pipeline.settings import Settings

__all__ = [
    "MANIFEST_NAME",
    "REGISTRY",
    "TOKENIZER_FILES",
    "InstalledModel",
    "ModelSpec",
    "amrlib_data_dir",
    "default_model",
    "install_model",
    "installed_models",
    "installed_path",
    "list_models",
    "model_kind",
    "neural_engine_ready",
    "read_json_dict",
    "register_cli",
    "require_model",
]

log = logging.getLogger(__name__)

ModelKind = Literal["stog", "gtos", "lm", "similarity", "other"]
MANIFEST_NAME = "paraamr-install.json"
AMRLIB_LINKS = {"stog": "model_stog", "gtos": "model_gtos"}
_AMRLIB_RELEASES = "https://github.com/bjascob/amrlib-models/releases/download"
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$")
_SHA256 = re.compile(r"^[0-9a-f]{64}$")
_ARCHIVE_SUFFIXES = (".tar.gz", ".tgz", ".tar.bz2", ".tar.xz", ".tar", ".zip")
# What a Hugging Face tokenizer folder holds; copied by ``--tokenizer-from``.
TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json", "special_tokens_map.json",
                   "added_tokens.json", "vocab.json", "merges.txt", "vocab.txt", "spiece.model")


@dataclass(frozen=True)
class ModelSpec:
    """A model the workbench knows how to use.

    ``directory`` is the folder name the release unpacks to (what amrlib or
    transformers load from); ``url`` is where the release lives, for
    information and as the default source of ``install`` when ``archive`` says
    it is a downloadable archive.  ``tokenizer`` names the Hugging Face
    tokenizer amrlib falls back to when the model folder holds none.
    ``sha256`` is the archive's published SHA-256, checked by ``install`` when
    no other is given; ``None`` where the publisher gives none.
    """

    name: str
    kind: ModelKind
    description: str
    directory: str
    url: str
    archive: bool = True
    tokenizer: str | None = None
    sha256: str | None = None


def _amrlib_release(name: str, version: str, tag_prefix: str) -> tuple[str, str]:
    """The folder and the download URL of an amrlib release.

    The release tags are not uniform (amrlib-models' README links each one):
    most are the folder name (``model_parse_t5-v0_2_0``), the parse_xfm ones
    lack the ``model_`` prefix (``parse_xfm_bart_large-v0_1_0``).

    >>> _amrlib_release("parse_t5", "v0_2_0", "model_")[1].rsplit("download/", 1)[1]
    'model_parse_t5-v0_2_0/model_parse_t5-v0_2_0.tar.gz'
    """
    directory = f"model_{name}-{version}"
    return directory, f"{_AMRLIB_RELEASES}/{tag_prefix}{name}-{version}/{directory}.tar.gz"


def _registry() -> dict[str, ModelSpec]:
    specs = []
    # amrlib publishes no checksums for its archives (neither amrlib-models' README
    # nor amrlib's docs), so no release carries a sha256 here.
    for name, kind, version, tag_prefix, tokenizer, description in (
        ("parse_xfm_bart_large", "stog", "v0_1_0", "", "facebook/bart-large",
         "amrlib sentence-to-graph parser, BART-large sequence-to-sequence"),
        ("parse_spring", "stog", "v0_1_0", "model_", "facebook/bart-large",
         "amrlib sentence-to-graph parser, SPRING (BART-large with graph linearization); "
         "builds on facebook/bart-large, which must be in the local Hugging Face cache"),
        ("parse_t5", "stog", "v0_2_0", "model_", "t5-base",
         "amrlib sentence-to-graph parser, T5-base sequence-to-sequence"),
        ("generate_t5wtense", "gtos", "v0_1_0", "model_", "t5-base",
         "amrlib graph-to-sentence generator, T5-base with tense tags from the source sentence"),
    ):
        directory, url = _amrlib_release(name, version, tag_prefix)
        specs.append(ModelSpec(name, kind, description, directory, url, True, tokenizer))  # type: ignore[arg-type]
    specs.append(ModelSpec(
        "gpt2", "lm", "GPT-2 (124M) causal language model, perplexity filter of the paper",
        "gpt2", "https://huggingface.co/openai-community/gpt2", archive=False))
    specs.append(ModelSpec(
        "simcse", "similarity",
        "SimCSE sentence embeddings (princeton-nlp/sup-simcse-roberta-large), semantic score of the paper",
        "sup-simcse-roberta-large", "https://huggingface.co/princeton-nlp/sup-simcse-roberta-large",
        archive=False))
    return {s.name: s for s in specs}


REGISTRY: dict[str, ModelSpec] = _registry()


@dataclass(frozen=True)
class InstalledModel:
    """What ``install_model`` did: the manifest it wrote, plus where."""

    name: str
    kind: str
    path: str
    source: str
    sha256: str
    installed_at: str
    files: int
    bytes: int
    amrlib_link: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


# --------------------------------------------------------------------------- lookup

def amrlib_data_dir() -> Path:
    """Where amrlib looks for ``model_stog``/``model_gtos`` (``amrlib.defaults.data_dir``),
    found without importing amrlib."""
    spec = importlib.util.find_spec("amrlib")
    if spec is None or spec.origin is None:
        raise ParaAMRError("amrlib is not installed")
    return Path(os.path.realpath(Path(spec.origin).parent / "data"))


def _amrlib_fallback(name: str) -> Path | None:
    spec = REGISTRY.get(name)
    if spec is None or spec.kind not in AMRLIB_LINKS:
        return None
    try:
        path = amrlib_data_dir() / spec.directory
    except ParaAMRError:
        return None
    return path if path.is_dir() else None


def installed_path(name: str, settings: Settings) -> Path | None:
    """The folder of model ``name``: under the models directory, else (for amrlib's
    released models) where ``amrlib.download`` unpacks it; ``None`` when absent."""
    path = settings.resolved_models_dir() / name
    if _NAME.match(name) and path.is_dir() and any(path.iterdir()):
        return path
    return _amrlib_fallback(name)


def require_model(name: str, settings: Settings, purpose: str = "") -> Path:
    """The folder of model ``name``, or :class:`ModelNotInstalled` naming the install command."""
    path = installed_path(name, settings)
    if path is None:
        raise ModelNotInstalled(name, purpose)
    return path


def read_json_dict(path: Path) -> dict[str, Any]:
    """The JSON object in the file ``path``; ``{}`` when it is missing, unreadable or not an object.

    >>> read_json_dict(Path("/nonexistent/amrlib_meta.json"))
    {}
    """
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def model_kind(name: str, path: Path | None = None) -> str:
    """The registry's kind for ``name``; for other models, what the folder's
    ``amrlib_meta.json`` says (``stog``/``gtos``), else ``other``."""
    if name in REGISTRY:
        return REGISTRY[name].kind
    if path is not None:
        kind = read_json_dict(path / "amrlib_meta.json").get("model_type")
        if kind in AMRLIB_LINKS:
            return str(kind)
    return "other"


def _extra_installed(settings: Settings) -> Iterator[tuple[str, Path]]:
    root = settings.resolved_models_dir()
    if not root.is_dir():
        return
    for path in sorted(root.iterdir()):
        if path.name not in REGISTRY and _NAME.match(path.name) and path.is_dir():
            yield path.name, path


def installed_models(settings: Settings, kind: str | None = None) -> list[tuple[str, Path]]:
    """Installed ``(name, folder)`` pairs, registry models first in registry order."""
    found = [(name, p) for name in REGISTRY if (p := installed_path(name, settings)) is not None]
    found += list(_extra_installed(settings))
    return [(n, p) for n, p in found if kind is None or model_kind(n, p) == kind]


def default_model(kind: str, settings: Settings) -> str | None:
    """The first installed model of ``kind`` (``stog``, ``gtos``...), or ``None``."""
    found = installed_models(settings, kind)
    return found[0][0] if found else None


def neural_engine_ready(settings: Settings) -> bool:
    """Whether the amrlib engine can run: a parser (stog) and a generator (gtos) installed."""
    kinds = {model_kind(n, p) for n, p in installed_models(settings)}
    return {"stog", "gtos"} <= kinds


def list_models(settings: Settings) -> list[dict[str, Any]]:
    """Every registry model and every other installed one, with where it is."""
    rows: list[dict[str, Any]] = []
    for name, spec in REGISTRY.items():
        path = installed_path(name, settings)
        rows.append({"name": name, "installed": path is not None,
                     "path": str(path) if path else None, "kind": spec.kind,
                     "description": spec.description, "url": spec.url,
                     "sha256": read_json_dict(path / MANIFEST_NAME).get("sha256") if path else None,
                     "published_sha256": spec.sha256})
    for name, path in _extra_installed(settings):
        manifest = read_json_dict(path / MANIFEST_NAME)
        rows.append({"name": name, "installed": True, "path": str(path),
                     "kind": model_kind(name, path), "description": "installed by hand",
                     "url": manifest.get("source"), "sha256": manifest.get("sha256")})
    return rows


# --------------------------------------------------------------------------- install

def _sha256_tree(root: Path) -> str:
    """A directory's digest: SHA-256 over its sorted ``relative/path\\0file-sha256\\n`` lines."""
    digest = hashlib.sha256()
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        rel = path.relative_to(root).as_posix()
        digest.update(f"{rel}\0{file_sha256(path)}\n".encode())
    return digest.hexdigest()


def _unsafe_member(name: str) -> bool:
    posix = PurePosixPath(name.replace("\\", "/"))
    return posix.is_absolute() or ".." in posix.parts or bool(re.match(r"^[A-Za-z]:", name))


def _refuse(archive: str, member: str, why: str = "would be written outside the model directory") -> InputError:
    return InputError(f"refusing to install from {archive}: member {member!r} {why}; nothing was installed")


def _extract_tar(archive: Path, label: str, dest: Path) -> None:
    try:
        with tarfile.open(archive) as tar:
            members = tar.getmembers()
            for m in members:
                if _unsafe_member(m.name):
                    raise _refuse(label, m.name)
                if m.issym() or m.islnk():
                    target = PurePosixPath(m.name).parent / m.linkname if m.issym() else PurePosixPath(m.linkname)
                    if _unsafe_member(m.linkname) or ".." in PurePosixPath(os.path.normpath(target)).parts:
                        raise _refuse(label, m.name, f"links outside the model directory ({m.linkname})")
                elif not (m.isfile() or m.isdir()):
                    raise _refuse(label, m.name, "is a device or pipe")
            # The "data" filter re-checks all of the above inside tarfile itself.
            tar.extractall(dest, members=members, filter="data")
    except (tarfile.TarError, EOFError, OSError) as exc:
        raise InputError(f"cannot read archive {label}: {exc}") from None


def _extract_zip(archive: Path, label: str, dest: Path) -> None:
    try:
        with zipfile.ZipFile(archive) as zf:
            for name in zf.namelist():
                if _unsafe_member(name):
                    raise _refuse(label, name)
            zf.extractall(dest)
    except (zipfile.BadZipFile, EOFError, OSError) as exc:
        raise InputError(f"cannot read archive {label}: {exc}") from None


def _archive_type(path: Path) -> str | None:
    name = path.name.lower()
    if name.endswith(".zip"):
        return "zip"
    if name.endswith(_ARCHIVE_SUFFIXES):
        return "tar"
    if zipfile.is_zipfile(path):
        return "zip"
    return "tar" if tarfile.is_tarfile(path) else None


def _download(url: str, dest_dir: Path, progress: bool) -> Path:
    """Stream ``url`` into a temporary file in ``dest_dir`` (same file system as the install)."""
    import urllib.error
    import urllib.request

    from tqdm import tqdm

    suffix = next((s for s in _ARCHIVE_SUFFIXES if url.lower().split("?")[0].endswith(s)), "")
    fd, tmp = tempfile.mkstemp(prefix=".download-", suffix=suffix, dir=dest_dir)
    try:
        with os.fdopen(fd, "wb") as out, urllib.request.urlopen(url, timeout=60) as response:
            total = int(response.headers.get("Content-Length") or 0) or None
            with tqdm(total=total, unit="B", unit_scale=True, desc=f"downloading {url.rsplit('/', 1)[-1]}",
                      file=sys.stderr, disable=not progress) as bar:
                for chunk in iter(lambda: response.read(1 << 20), b""):
                    out.write(chunk)
                    bar.update(len(chunk))
    except urllib.error.HTTPError as exc:
        os.unlink(tmp)
        raise InputError(f"cannot download {url}: HTTP {exc.code} {exc.reason}") from None
    except (urllib.error.URLError, OSError) as exc:
        os.unlink(tmp)
        raise ParaAMRError(f"cannot download {url}: {getattr(exc, 'reason', exc)}") from None
    return Path(tmp)


def _model_root(extracted: Path) -> Path:
    """The folder that holds the model: release archives wrap it in one top-level folder."""
    entries = [p for p in extracted.iterdir() if p.name != "__MACOSX"]
    if not entries:
        raise InputError("the source holds no files; nothing was installed")
    if len(entries) == 1 and entries[0].is_dir():
        return entries[0]
    return extracted


def _link_amrlib(target: Path, kind: str, data_dir: Path) -> Path:
    if kind not in AMRLIB_LINKS:
        raise InputError(f"only amrlib parser or generator models can be linked for amrlib, not a {kind!r} model")
    data_dir.mkdir(parents=True, exist_ok=True)
    link = data_dir / AMRLIB_LINKS[kind]
    if link.exists() and not link.is_symlink():
        raise InputError(f"{link} exists and is not a symlink; move it away to link {target.name} there")
    if link.is_symlink():
        link.unlink()
    link.symlink_to(target.resolve(), target_is_directory=True)
    return link


def install_model(name: str, source: str | Path, settings: Settings, sha256: str | None = None, *,
                  amrlib_link: bool = False, amrlib_dir: Path | None = None,
                  tokenizer_from: str | Path | None = None, progress: bool = True) -> InstalledModel:
    """Install model ``name`` from an archive, a directory or an http(s) URL.

    ``sha256`` (hex) is checked against the archive file, or for a directory
    against the digest of :func:`_sha256_tree`; either way the computed value
    is recorded in the manifest.  With ``amrlib_link`` the model is also linked
    as ``model_stog``/``model_gtos`` in amrlib's data directory (or ``amrlib_dir``).
    ``tokenizer_from`` is a folder of tokenizer files to put beside the model:
    amrlib's released models name their tokenizer by Hub id, which an offline
    machine cannot fetch.  Any failure leaves the previous installation as it was.
    """
    if not _NAME.match(name):
        raise InputError(f"invalid model name {name!r}: use letters, digits, '_', '-' and '.'")
    expected = sha256.strip().lower() if sha256 else None
    if expected is not None and not _SHA256.match(expected):
        raise InputError(f"invalid --sha256 {sha256!r}: expected 64 hexadecimal digits")
    label = str(source)
    tokenizer_dir = Path(tokenizer_from).expanduser() if tokenizer_from is not None else None
    if tokenizer_dir is not None and not any((tokenizer_dir / f).is_file() for f in TOKENIZER_FILES):
        raise InputError(f"{tokenizer_from} holds no tokenizer files ({', '.join(TOKENIZER_FILES)})")
    models_dir = settings.resolved_models_dir()
    try:
        models_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise InputError(f"cannot create models directory {models_dir}: {exc.strerror}") from None

    downloaded: Path | None = None
    if re.match(r"^https?://", label, re.IGNORECASE):
        downloaded = _download(label, models_dir, progress)
        path = downloaded
    elif re.match(r"^[a-z][a-z0-9+.-]*://", label, re.IGNORECASE):
        raise InputError(f"unsupported source {label}: give a local file or directory, or an http(s) URL")
    else:
        path = Path(source).expanduser()
        if not path.exists():
            raise InputError(f"no such file or directory: {label}")

    staging = Path(tempfile.mkdtemp(prefix=f".install-{name}-", dir=models_dir))
    try:
        if path.is_dir():
            actual = _sha256_tree(path)
            _check_sum(label, expected, actual)
            shutil.copytree(path, staging / "model", symlinks=False)
        else:
            kind_of_archive = _archive_type(path)
            if kind_of_archive is None:
                raise InputError(f"{label} is not an archive (.tar.gz, .tgz, .tar or .zip) or a directory")
            actual = file_sha256(path)
            _check_sum(label, expected, actual)
            (_extract_zip if kind_of_archive == "zip" else _extract_tar)(path, label, staging)
        root = _model_root(staging)
        root.chmod(0o755)  # mkdtemp made it private
        if tokenizer_dir is not None:
            for file in TOKENIZER_FILES:
                if (tokenizer_dir / file).is_file():
                    shutil.copyfile(tokenizer_dir / file, root / file)
        kind = model_kind(name, root)
        if kind in AMRLIB_LINKS and not (root / "amrlib_meta.json").exists():
            log.warning("%s has no amrlib_meta.json; amrlib may not know how to load it", label)
        files = [p for p in root.rglob("*") if p.is_file()]
        if not files:
            raise InputError(f"{label} holds no files; nothing was installed")
        record = InstalledModel(
            name=name, kind=kind, path=str(models_dir / name), source=label, sha256=actual,
            installed_at=datetime.now(UTC).isoformat(timespec="seconds"),
            files=len(files), bytes=sum(p.stat().st_size for p in files))
        (root / MANIFEST_NAME).write_text(json.dumps(record.to_dict(), indent=2) + "\n", encoding="utf-8")
        _swap_into_place(root, models_dir / name)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
        if downloaded is not None:
            downloaded.unlink(missing_ok=True)
    if amrlib_link:
        link = _link_amrlib(models_dir / name, kind, amrlib_dir or amrlib_data_dir())
        record = InstalledModel(**{**record.to_dict(), "amrlib_link": str(link)})
    return record


def _check_sum(label: str, expected: str | None, actual: str) -> None:
    if expected is not None and expected != actual:
        raise InputError(f"checksum mismatch for {label}: expected sha256 {expected}, got {actual}; "
                         f"nothing was installed")


def _swap_into_place(new: Path, target: Path) -> None:
    """Rename ``new`` to ``target``; an older install is moved aside first and removed
    only once the new one is in place, so a failure never leaves half a model."""
    old = None
    if target.exists() or target.is_symlink():
        old = target.with_name(f".old-{target.name}-{os.getpid()}")
        shutil.rmtree(old, ignore_errors=True)
        target.rename(old)
    try:
        new.rename(target)
    except OSError:
        if old is not None:
            old.rename(target)
        raise
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


# --------------------------------------------------------------------------- CLI

def register_cli(sub: argparse._SubParsersAction) -> None:
    """The ``paraamr models list|install`` commands."""
    from pipeline.cli.output import add_json_flag

    p = sub.add_parser("models", help="list or install neural model files")
    msub = p.add_subparsers(dest="models_command", metavar="ACTION")
    msub.required = True

    lp = msub.add_parser("list", help="known and installed models")
    add_json_flag(lp)
    lp.set_defaults(handler=_cmd_list)

    ip = msub.add_parser("install", help="install a model from an archive, a directory or a URL")
    ip.add_argument("name", help="model name (see `paraamr models list`), or a name of your own")
    ip.add_argument("--from", dest="source", metavar="PATH_OR_URL",
                    help="archive (.tar.gz/.tgz/.zip), directory or http(s) URL; "
                         "default: the registry's release archive")
    ip.add_argument("--sha256", metavar="HEX", help="expected SHA-256 of the archive (or directory digest)")
    ip.add_argument("--tokenizer-from", metavar="DIR",
                    help="folder of tokenizer files to install beside the model (released amrlib "
                         "models name a Hub tokenizer, e.g. t5-base, which offline machines lack)")
    ip.add_argument("--amrlib-link", action="store_true",
                    help="also link it as amrlib's default model_stog/model_gtos")
    add_json_flag(ip)
    ip.set_defaults(handler=_cmd_install)


def _cmd_list(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.cli.output import emit

    rows = list_models(settings)
    lines = [f"{'name':22} {'kind':10} {'installed':9} path"]
    lines += [f"{r['name']:22} {r['kind']:10} {'yes' if r['installed'] else 'no':9} {r['path'] or '-'}"
              for r in rows]
    emit(args, rows, lines)
    return 0


def _cmd_install(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.cli.output import emit

    source = args.source
    if source is None:
        spec = REGISTRY.get(args.name)
        if spec is None:
            raise InputError(f"{args.name!r} is not in the registry; give its files with --from PATH_OR_URL")
        if not spec.archive:
            raise InputError(f"{args.name} has no release archive; fetch its files from {spec.url} and "
                             f"install them with --from DIR")
        source = spec.url
        expected = args.sha256 or spec.sha256
    else:
        expected = args.sha256
    record = install_model(args.name, source, settings, expected, amrlib_link=args.amrlib_link,
                           tokenizer_from=args.tokenizer_from)
    line = f"installed {record.name} ({record.kind}) at {record.path} sha256 {record.sha256}"
    if record.amrlib_link:
        line += f"; amrlib link {record.amrlib_link}"
    emit(args, record.to_dict(), line)
    return 0
