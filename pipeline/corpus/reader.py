"""Reading a finished corpus: the lines of a corpus directory (checked against its
manifest) or of one ParaAMR-format file, for ``corpus stats``, the app and the store."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from pipeline.corpus.manifest import ManifestHeader, ShardJournal
from pipeline.errors import CorpusError

__all__ = ["iter_corpus_lines", "read_corpus_lines"]


def iter_corpus_lines(out: Path) -> Iterator[str]:
    """The lines of a corpus directory in input order, each shard checked against the manifest."""
    out = Path(out)
    ManifestHeader.read(out)
    journal = ShardJournal(out)
    records = journal.load()
    journal.verify(records)
    for record in sorted(records.values(), key=lambda r: r.index):
        with (out / record.file).open(encoding="utf-8") as handle:
            for line in handle:
                yield line.rstrip("\n")


def read_corpus_lines(path: Path) -> Iterator[tuple[int, str]]:
    """``(line number, line)`` of a corpus directory (checked as in
    :func:`iter_corpus_lines`) or of one ParaAMR-format file.

    Lines end at ``\n`` only: a corpus line may hold U+2028 and other characters
    that ``str.splitlines`` would split at (``corpus_line`` writes them raw).
    """
    path = Path(path)
    if path.is_dir():
        yield from enumerate(iter_corpus_lines(path), start=1)
        return
    if not path.exists():
        raise CorpusError(f"no such corpus: {path}")
    try:
        with path.open(encoding="utf-8") as handle:
            yield from enumerate((line.rstrip("\n") for line in handle), start=1)
    except UnicodeDecodeError:
        raise CorpusError(f"corpus {path} is not UTF-8 text") from None
    except OSError as exc:
        raise CorpusError(f"cannot read corpus {path}: {exc.strerror or exc}") from None
