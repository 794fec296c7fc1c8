"""The manifest of a corpus directory: what was built, from what, and which shards are done.

Two files, both plain JSON:

* ``manifest.json`` is written once when a build starts: format and version,
  a build id, the input's path / sha256 / size / format, and the settings that
  decide the output lines (compared on ``--resume``).
* ``manifest.shards.jsonl`` is an append-only journal, one line per finished
  shard: its index and file, the input lines it covers (1-based, inclusive),
  row / paraphrase / error counts and the sha256 of the shard file.  Each line
  is appended and fsynced after the shard file itself is durable, so a shard
  is either fully recorded or not at all; a torn last line (power loss during
  the append) is dropped on load.  A journal keeps the cost per shard constant
  where rewriting one JSON manifest would grow with the corpus.

>>> import tempfile, pathlib
>>> out = pathlib.Path(tempfile.mkdtemp())
>>> header = ManifestHeader.new({"path": "in.txt", "sha256": "ab", "size": 2, "format": "text", "lines": 1},
...                             {"seed": 0}, {})
>>> header.write(out)
>>> journal = ShardJournal(out)
>>> journal.append(ShardRecord(0, "shard-00000.jsonl", 1, 10, 9, 9, 30, 0, "cd", 100))
>>> [r.last_line for r in ShardJournal(out).load().values()]
[10]
>>> ManifestHeader.read(out).settings
{'seed': 0}
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import uuid
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pipeline.errors import CorpusError

__all__ = [
    "FORMAT",
    "JOURNAL_NAME",
    "MANIFEST_NAME",
    "VERSION",
    "ManifestHeader",
    "ShardJournal",
    "ShardRecord",
    "atomic_write",
    "file_sha256",
    "fsync_dir",
    "shard_name",
]

log = logging.getLogger(__name__)

FORMAT = "paraamr-corpus"
VERSION = 1
MANIFEST_NAME = "manifest.json"
JOURNAL_NAME = "manifest.shards.jsonl"


def shard_name(index: int, kind: str = "") -> str:
    """``shard-00003.jsonl``, or ``shard-00003.errors.jsonl`` for ``kind="errors"``."""
    middle = f".{kind}" if kind else ""
    return f"shard-{index:05d}{middle}.jsonl"


def fsync_dir(directory: Path) -> None:
    """Make a rename inside ``directory`` durable (a no-op where unsupported)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write(path: Path, data: bytes) -> str:
    """Write ``data`` to ``path`` through a temporary name, fsync, rename; return its sha256."""
    tmp = path.with_name(f".{path.name}.tmp-{os.getpid()}")
    with tmp.open("wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)
    fsync_dir(path.parent)
    return hashlib.sha256(data).hexdigest()


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while block := handle.read(1 << 20):
            digest.update(block)
    return digest.hexdigest()


@dataclass
class ManifestHeader:
    """``manifest.json``: the identity of a build."""

    build_id: str
    created: str
    input: dict[str, Any]
    settings: dict[str, Any]
    info: dict[str, Any] = field(default_factory=dict)
    format: str = FORMAT
    version: int = VERSION

    @classmethod
    def new(cls, input_info: dict[str, Any], settings: dict[str, Any],
            info: dict[str, Any]) -> ManifestHeader:
        return cls(uuid.uuid4().hex, datetime.now(UTC).isoformat(timespec="seconds"),
                   input_info, settings, info)

    @staticmethod
    def exists(out: Path) -> bool:
        return (out / MANIFEST_NAME).exists()

    @classmethod
    def read(cls, out: Path) -> ManifestHeader:
        path = out / MANIFEST_NAME
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise CorpusError(f"cannot read corpus manifest {path}: {exc}") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise CorpusError(f"{path} is not a ParaAMR corpus manifest")
        if data.get("version") != VERSION:
            raise CorpusError(f"{path} has manifest version {data.get('version')}; "
                              f"this paraamr reads version {VERSION}")
        try:
            return cls(data["build_id"], data["created"], data["input"], data["settings"],
                       data.get("info", {}), data["format"], data["version"])
        except KeyError as exc:
            raise CorpusError(f"corpus manifest {path} lacks {exc.args[0]!r}") from None

    def write(self, out: Path) -> None:
        body = json.dumps(asdict(self), ensure_ascii=False, indent=2, sort_keys=False) + "\n"
        atomic_write(out / MANIFEST_NAME, body.encode("utf-8"))


@dataclass(frozen=True)
class ShardRecord:
    """One finished shard, as the journal records it."""

    index: int
    file: str
    first_line: int
    last_line: int
    sentences: int
    rows: int
    paraphrases: int
    errors: int
    sha256: str
    bytes: int
    errors_file: str | None = None
    errors_sha256: str | None = None
    blank: int = 0
    duplicates: int = 0
    invalid: int = 0

    def to_json(self) -> str:
        return json.dumps(asdict(self), sort_keys=False)


class ShardJournal:
    """``manifest.shards.jsonl``: append-only record of finished shards."""

    def __init__(self, out: Path) -> None:
        self.out = Path(out)
        self.path = self.out / JOURNAL_NAME

    def load(self, *, repair: bool = False) -> dict[int, ShardRecord]:
        """Finished shards by index.  ``repair`` cuts a torn last line from the file."""
        if not self.path.exists():
            return {}
        raw = self.path.read_bytes()
        good_end = raw.rfind(b"\n") + 1
        if good_end < len(raw):
            (log.warning if repair else log.debug)(
                "%s: dropping an incomplete last entry (interrupted write)", self.path)
            if repair:
                with self.path.open("r+b") as handle:
                    handle.truncate(good_end)
                    os.fsync(handle.fileno())
        records: dict[int, ShardRecord] = {}
        for number, line in enumerate(raw[:good_end].decode("utf-8").splitlines(), start=1):
            if not line.strip():
                continue
            try:
                record = ShardRecord(**json.loads(line))
            except (json.JSONDecodeError, TypeError) as exc:
                raise CorpusError(f"{self.path} line {number} is corrupt ({exc})") from None
            if record.index in records and records[record.index] != record:
                raise CorpusError(f"{self.path} records shard {record.index} twice, differently")
            records[record.index] = record
        return records

    def append(self, record: ShardRecord) -> None:
        with self.path.open("ab") as handle:
            handle.write(record.to_json().encode("utf-8") + b"\n")
            handle.flush()
            os.fsync(handle.fileno())

    def verify(self, records: dict[int, ShardRecord]) -> None:
        """Raise :class:`CorpusError` unless every recorded file is present with its checksum."""
        for record in sorted(records.values(), key=lambda r: r.index):
            checks = [(record.file, record.sha256)]
            if record.errors_file:
                checks.append((record.errors_file, record.errors_sha256 or ""))
            for name, expected in checks:
                path = self.out / name
                if not path.exists():
                    raise CorpusError(f"corpus {self.out}: {name} is recorded in the manifest but "
                                      "missing; nothing was changed")
                if file_sha256(path) != expected:
                    raise CorpusError(f"corpus {self.out}: {name} does not match its manifest "
                                      "checksum (corrupt or edited); nothing was changed")
