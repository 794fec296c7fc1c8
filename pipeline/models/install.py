"""Installing a model: download, archive extraction with its safety checks,
checksums, and the swap of the new folder into place.

Separate from the registry and lookup (:mod:`pipeline.models.registry`)
because only ``paraamr models install`` writes model files, and everything
here exists to make that write safe: archive members that would land outside
the model folder are refused, and a failure leaves the previous install as it was.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import shutil
import sys
import tarfile
import tempfile
import zipfile
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path, PurePosixPath
from typing import Any

from pipeline.corpus.manifest import file_sha256
from pipeline.errors import InputError, ParaAMRError
from pipeline.models.registry import (
    _NAME,
    AMRLIB_LINKS,
    MANIFEST_NAME,
    amrlib_data_dir,
    model_kind,
)
from pipeline.settings import Settings

log = logging.getLogger(__name__)

_SHA256 = re.compile(r"^[0-9a-f]{64}$")
_ARCHIVE_SUFFIXES = (".tar.gz", ".tgz", ".tar.bz2", ".tar.xz", ".tar", ".zip")
# What a Hugging Face tokenizer folder holds; copied by ``--tokenizer-from``.
TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json", "special_tokens_map.json",
                   "added_tokens.json", "vocab.json", "merges.txt", "vocab.txt", "spiece.model")


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
