"""The MTurk round trip: the input CSV of the paper's template out
(:func:`write_mturk_input`), batch results CSVs in (:func:`read_mturk_results`,
:func:`import_mturk`), with the form's answers turned into our stored scale
(:func:`stored_rating`; the rules are described in :mod:`db.io`).

Apart from the workbench's own formats because everything here follows
MTurk's column names and the paper's form.
"""

from __future__ import annotations

import csv
import io
import logging
from collections.abc import Iterable
from pathlib import Path
from typing import Literal, TextIO

from db.item_import import _existing_batch
from db.records import check_seconds
from db.service import ImportedJudgment, ImportSummary, JudgmentStore, check_scale
from pipeline.errors import InputError, RatingError

__all__ = ["FormOrder", "import_mturk", "read_mturk_results", "stored_rating", "write_mturk_input"]

log = logging.getLogger(__name__)

FormOrder = Literal["best-first", "worst-first"]

_SEMANTIC_NAMES = {"semantic", "semantics", "meaning", "similarity", "semanticsimilarity", "q1"}
_SYNTACTIC_NAMES = {"syntactic", "syntax", "structure", "diversity", "syntacticdiversity", "q2"}


def write_mturk_input(pairs: Iterable[tuple[str, str]], out: TextIO) -> int:
    """The MTurk input CSV of the paper's template: ``sent1`` (source), ``sent2`` (paraphrase)."""
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["sent1", "sent2"])
    count = 0
    for source, paraphrase in pairs:
        writer.writerow([source, paraphrase])
        count += 1
    return count


def stored_rating(form_value: int, form_order: FormOrder = "best-first") -> int:
    """Our stored rating (3 = best) of an MTurk form answer."""
    value = check_scale("MTurk answer", form_value)
    return 4 - value if form_order == "best-first" else value


def _question(column: str) -> tuple[str, str | None] | None:
    """(scale, one-hot value) of an ``Answer.*`` column, or None if it is neither question."""
    if not column.startswith("Answer."):
        return None
    parts = column[len("Answer."):].split(".")
    key = parts[0].lower().replace("_", "").replace("-", "")
    onehot = parts[1] if len(parts) > 1 else None
    if key in _SEMANTIC_NAMES:
        return "semantic", onehot
    if key in _SYNTACTIC_NAMES:
        return "syntactic", onehot
    return None


def _answer(row: dict[str, str], columns: dict[str, list[tuple[str, str | None]]], scale: str,
            line: int, form_order: FormOrder) -> int:
    given: list[str] = []
    for column, onehot in columns[scale]:
        raw = (row.get(column) or "").strip()
        if onehot is None and raw:
            given.append(raw)
        elif onehot is not None and raw.lower() in ("true", "1", "on", "yes"):
            given.append(onehot)
    if len(given) != 1:
        raise InputError(f"MTurk results line {line}: expected one {scale} answer, got {given}")
    try:
        return stored_rating(int(given[0]), form_order)
    except (ValueError, RatingError):
        raise InputError(f"MTurk results line {line}: {scale} answer {given[0]!r} is not 1, 2 or 3"
                         ) from None


def read_mturk_results(text: str, *, form_order: FormOrder = "best-first"
                       ) -> tuple[list[ImportedJudgment], int]:
    """Judgments of an MTurk batch results CSV, and how many rejected rows were left out."""
    reader = csv.DictReader(io.StringIO(text.lstrip("\ufeff")))
    header = reader.fieldnames or []
    missing = [c for c in ("WorkerId", "AssignmentId", "Input.sent1", "Input.sent2")
               if c not in header]
    if missing:
        raise InputError(f"not an MTurk batch results file: missing column(s) {', '.join(missing)}")
    columns: dict[str, list[tuple[str, str | None]]] = {"semantic": [], "syntactic": []}
    for column in header:
        found = _question(column)
        if found:
            columns[found[0]].append((column, found[1]))
    for scale, found_columns in columns.items():
        if not found_columns:
            raise InputError(f"MTurk results have no {scale} answer column "
                             f"(e.g. Answer.{scale}); columns: {', '.join(header)}")
    judgments: list[ImportedJudgment] = []
    rejected = 0
    for line, row in enumerate(reader, 2):
        if (row.get("AssignmentStatus") or "").strip().lower() == "rejected":
            rejected += 1
            continue
        source, paraphrase = (row.get("Input.sent1") or "").strip(), (row.get("Input.sent2") or "").strip()
        worker = (row.get("WorkerId") or "").strip()
        if not source or not paraphrase or not worker:
            raise InputError(f"MTurk results line {line}: empty sent1, sent2 or WorkerId")
        seconds_raw = (row.get("WorkTimeInSeconds") or "").strip()
        try:
            seconds = check_seconds(float(seconds_raw)) if seconds_raw else None
        except (ValueError, RatingError):
            raise InputError(f"MTurk results line {line}: WorkTimeInSeconds {seconds_raw!r} "
                             "is not a number of seconds >= 0") from None
        comment = None
        for key in ("Answer.comment", "Answer.comments", "Answer.feedback"):
            if row.get(key, "").strip():
                comment = row[key].strip()
        judgments.append(ImportedJudgment(
            source=source, paraphrase=paraphrase, worker=worker,
            semantic=_answer(row, columns, "semantic", line, form_order),
            syntactic=_answer(row, columns, "syntactic", line, form_order),
            seconds=seconds, external_id=(row.get("AssignmentId") or "").strip() or None,
            comment=comment))
    return judgments, rejected


def import_mturk(store: JudgmentStore, path: str | Path, batch: str, *,
                 form_order: FormOrder = "best-first", raters_per_item: int = 3) -> ImportSummary:
    """Store an MTurk results CSV in ``batch`` (created when missing)."""
    from pipeline.cli.output import read_text_source

    judgments, rejected = read_mturk_results(read_text_source(str(path)), form_order=form_order)
    if rejected:
        log.warning("%s: %d rejected assignments left out", path, rejected)
    if _existing_batch(store, batch) is None:
        store.create_batch(batch, raters_per_item=raters_per_item,
                           instructions="Imported from MTurk batch results.")
    summary = store.import_judgments(batch, judgments)
    return ImportSummary(added=summary.added, judgments=summary.judgments,
                         skipped=summary.skipped + rejected)
