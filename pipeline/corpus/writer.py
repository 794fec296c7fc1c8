"""Durable shard output: temp name, fsync, rename, then the journal entry.

The order of those steps is what makes ``--resume`` exact.  A shard file that
exists but is not in the journal (killed between the rename and the append) is
simply rebuilt and replaced; a shard in the journal is never written again.

>>> import tempfile, pathlib
>>> out = pathlib.Path(tempfile.mkdtemp())
>>> writer = CorpusWriter(out)
>>> rec = writer.write_shard(ShardOutput(0, 1, 3, ['{"text": "a", "paraphrases": []}'],
...                                       [{"line": 2, "text": "", "error": "x"}], 1, 0))
>>> rec.rows, rec.errors, (out / rec.file).read_text().count("\\n")
(1, 1, 1)
>>> list(iter_error_lines(out, [rec]))
['{"line": 2, "text": "", "error": "x"}']
"""

from __future__ import annotations

import json
import logging
import os
import signal
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pipeline.corpus.manifest import ShardJournal, ShardRecord, atomic_write, shard_name

__all__ = ["CorpusWriter", "ShardOutput", "crash_point", "iter_error_lines"]

log = logging.getLogger(__name__)

# Fault injection for the resume tests: PARAAMR_CORPUS_CRASH_AT="after-rename:3"
# SIGKILLs this process right after shard 3's file is renamed into place and
# before its journal entry, the one window a time-based kill rarely hits.
_CRASH_ENV = "PARAAMR_CORPUS_CRASH_AT"


def crash_point(name: str, index: int) -> None:
    wanted = os.environ.get(_CRASH_ENV)
    if wanted and wanted == f"{name}:{index}":
        os.kill(os.getpid(), signal.SIGKILL)


@dataclass
class ShardOutput:
    """What one shard produced: corpus lines and per-sentence failures, in input order."""

    index: int
    first_line: int
    last_line: int
    lines: list[str]
    errors: list[dict[str, Any]]
    sentences: int
    paraphrases: int
    counts: dict[str, int] = field(default_factory=dict)


class CorpusWriter:
    """Writes shards of one corpus directory and records them in its journal."""

    def __init__(self, out: Path) -> None:
        self.out = Path(out)
        self.journal = ShardJournal(self.out)

    def write_shard(self, shard: ShardOutput) -> ShardRecord:
        name = shard_name(shard.index)
        body = "".join(line + "\n" for line in shard.lines).encode("utf-8")
        crash_point("before-write", shard.index)
        digest = atomic_write(self.out / name, body)
        errors_name = errors_digest = None
        if shard.errors:
            errors_name = shard_name(shard.index, "errors")
            errors_body = "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in shard.errors)
            errors_digest = atomic_write(self.out / errors_name, errors_body.encode("utf-8"))
        crash_point("after-rename", shard.index)
        record = ShardRecord(
            index=shard.index, file=name, first_line=shard.first_line, last_line=shard.last_line,
            sentences=shard.sentences, rows=len(shard.lines), paraphrases=shard.paraphrases,
            errors=len(shard.errors), sha256=digest, bytes=len(body),
            errors_file=errors_name, errors_sha256=errors_digest,
            blank=shard.counts.get("blank", 0), duplicates=shard.counts.get("duplicates", 0),
            invalid=shard.counts.get("invalid", 0),
        )
        self.journal.append(record)
        crash_point("after-journal", shard.index)
        return record

    def write_json(self, name: str, payload: Any) -> Path:
        path = self.out / name
        atomic_write(path, (json.dumps(payload, ensure_ascii=False, indent=2) + "\n").encode("utf-8"))
        return path

    def write_errors(self, records: Iterable[ShardRecord], name: str = "errors.jsonl") -> Path:
        """All per-sentence failures of the build in input order, in one file."""
        body = "".join(line + "\n" for line in iter_error_lines(self.out, records))
        path = self.out / name
        atomic_write(path, body.encode("utf-8"))
        return path


def iter_error_lines(out: Path, records: Iterable[ShardRecord]) -> Iterator[str]:
    for record in sorted(records, key=lambda r: r.index):
        if record.errors_file:
            with (Path(out) / record.errors_file).open(encoding="utf-8") as handle:
                for line in handle:
                    yield line.rstrip("\n")
