"""Judgments out: a batch's judgment rows as CSV or JSON lines
(:func:`export_judgments`), or as a Parquet file or a Hugging Face
``datasets`` folder (:func:`export_table`), all with :data:`EXPORT_COLUMNS`.

Apart from the imports because it only reads the store's rows, and it alone
needs pyarrow (and ``datasets`` for the hf format).
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterable
from dataclasses import asdict
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TextIO

from db.service import JudgmentRow
from pipeline.errors import InputError

__all__ = ["EXPORT_COLUMNS", "TABLE_FORMATS", "export_judgments", "export_table"]

EXPORT_COLUMNS = [
    "batch", "item_id", "position", "source", "paraphrase", "focus", "concept", "focus_kind",
    "focus_role", "engine", "construction", "annotator", "semantic", "syntactic", "comment", "seconds",
    "origin", "external_id", "gold", "expected_semantic", "expected_syntactic",
    "created_at", "updated_at", "check", "adjudicated_semantic", "adjudicated_syntactic",
]
# Formats written to a path (a file, or the folder of a Hugging Face dataset).
TABLE_FORMATS = ("parquet", "hf")


def _plain(value: Any) -> Any:
    if isinstance(value, datetime):
        # SQLite hands back naive datetimes; every stored time is UTC.
        return (value if value.tzinfo else value.replace(tzinfo=UTC)).isoformat()
    return value


def export_judgments(rows: Iterable[JudgmentRow], out: TextIO, fmt: str = "csv") -> int:
    """Write judgments as ``csv`` or ``jsonl``; returns how many."""
    count = 0
    if fmt == "csv":
        writer = csv.DictWriter(out, fieldnames=EXPORT_COLUMNS, lineterminator="\n")
        writer.writeheader()
        for row in rows:
            writer.writerow({k: _plain(v) for k, v in asdict(row).items() if k in EXPORT_COLUMNS})
            count += 1
    elif fmt == "jsonl":
        for row in rows:
            out.write(json.dumps({k: _plain(v) for k, v in asdict(row).items() if k in EXPORT_COLUMNS},
                                 ensure_ascii=False) + "\n")
            count += 1
    else:
        raise InputError(f"unknown export format {fmt!r}; choose csv or jsonl")
    return count


def _export_records(rows: Iterable[JudgmentRow]) -> list[dict[str, Any]]:
    return [{k: _plain(v) for k, v in asdict(row).items() if k in EXPORT_COLUMNS} for row in rows]


def export_table(rows: Iterable[JudgmentRow], path: str | Path, fmt: str) -> int:
    """Write judgments (the CSV columns) as a Parquet file (``parquet``) or as
    a Hugging Face ``datasets`` folder (``hf``: ``Dataset.save_to_disk``, read
    back with ``datasets.load_from_disk``); returns how many."""
    if fmt not in TABLE_FORMATS:
        raise InputError(f"unknown table format {fmt!r}; choose {' or '.join(TABLE_FORMATS)}")
    records = _export_records(rows)
    target = Path(path)
    import pyarrow as pa

    typed = {**dict.fromkeys(_INT_COLUMNS, pa.int64()), "seconds": pa.float64(),
             "gold": pa.bool_()}
    schema = pa.schema([(c, typed.get(c, pa.string())) for c in EXPORT_COLUMNS])
    table = pa.Table.from_pylist(records, schema=schema)
    if fmt == "parquet":
        if target.is_dir():
            raise InputError(f"{target} is a directory, not a file")
        import pyarrow.parquet as pq

        pq.write_table(table, target)
    else:
        if target.exists() and (not target.is_dir() or any(target.iterdir())):
            raise InputError(f"{target} exists; a Hugging Face dataset needs a new or empty "
                             "folder")
        try:
            import datasets
        except ImportError:
            raise InputError("the hf format needs the `datasets` package "
                             "(pip install 'paraamr[datasets]')") from None
        datasets.disable_progress_bars()  # stderr is for our one-line messages
        datasets.Dataset(table).save_to_disk(str(target))
    return len(records)


_INT_COLUMNS = ("item_id", "position", "semantic", "syntactic", "expected_semantic",
                "expected_syntactic", "adjudicated_semantic", "adjudicated_syntactic")
