"""Items in, judgments out: corpus and ``paraamr paraphrase --json`` imports,
CSV / JSONL exports, and the MTurk round trip.

Inputs accepted by :func:`read_items`:

* a ParaAMR corpus file (or a corpus directory, see :func:`read_input`), one
  JSON object a line:
  ``{"text": SOURCE, "paraphrases": [{"para_text": ..., "perplexity": ...}]}``
  (with ``--details``, each paraphrase also has focus, concept, edits, amr,
  scores, engine);
* the output of ``paraamr paraphrase --json``: a JSON list (or JSON lines) of
  records whose ``text`` is the paraphrase and ``source`` the source sentence.
  Records without a ``source`` take ``default_source``; candidates whose
  generation failed (``text`` null) are left out.

Paraphrases identical to their source are never imported (nothing to rate).

A paraphrase may carry ``"gold": {"semantic": 3, "syntactic": 1}`` to become
a gold item with those expected ratings.

MTurk (:func:`read_mturk_results`).  The paper's form listed each question's
options best first, as ``1 = Yes`` (same meaning / very different structure)
down to ``3``; we store the paper's Table 4 scale, where 3 is best.  So with
``form_order="best-first"`` (the default) a form answer ``v`` is stored as
``4 - v``; a form that listed options worst first (``"worst-first"``) is
stored as given.  Answers are read from ``Answer.<question>`` columns holding
1-3, or from one-hot ``Answer.<question>.<v>`` columns holding ``true``
(crowd-html radio groups); the semantic question is the column named
``semantic``, ``semantics``, ``meaning``, ``similarity`` or ``q1``, the
syntactic one ``syntactic``, ``syntax``, ``structure``, ``diversity`` or
``q2`` (case-insensitive, ``_`` and ``-`` ignored).  Rejected assignments are
left out.

>>> items = read_items('{"text": "He left.", "paraphrases": [{"para_text": "He went away."}]}')
>>> items[0].source, items[0].paraphrase
('He left.', 'He went away.')
>>> stored_rating(1), stored_rating(3), stored_rating(1, "worst-first")
(3, 1, 1)
"""

from __future__ import annotations

import csv
import io
import json
import logging
import random
from collections.abc import Iterable, Sequence
from dataclasses import asdict, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal, NamedTuple, TextIO

from db.records import check_seconds
from db.service import (
    BatchInfo,
    ImportedJudgment,
    ImportSummary,
    ItemInput,
    JudgmentRow,
    JudgmentStore,
    check_expected,
    check_scale,
)
from pipeline.errors import InputError, RatingError

__all__ = [
    "EXPORT_COLUMNS",
    "TABLE_FORMATS",
    "FormOrder",
    "export_judgments",
    "export_table",
    "import_items",
    "import_mturk",
    "items_from_records",
    "read_input",
    "read_items",
    "read_mturk_results",
    "sample_items",
    "save_items",
    "stored_rating",
    "write_mturk_input",
]

log = logging.getLogger(__name__)

FormOrder = Literal["best-first", "worst-first"]

EXPORT_COLUMNS = [
    "batch", "item_id", "position", "source", "paraphrase", "focus", "concept", "focus_kind",
    "focus_role", "engine", "construction", "annotator", "semantic", "syntactic", "comment", "seconds",
    "origin", "external_id", "gold", "expected_semantic", "expected_syntactic",
    "created_at", "updated_at", "check", "adjudicated_semantic", "adjudicated_syntactic",
]
# Formats written to a path (a file, or the folder of a Hugging Face dataset).
TABLE_FORMATS = ("parquet", "hf")

_SEMANTIC_NAMES = {"semantic", "semantics", "meaning", "similarity", "semanticsimilarity", "q1"}
_SYNTACTIC_NAMES = {"syntactic", "syntax", "structure", "diversity", "syntacticdiversity", "q2"}


# -- items in ----------------------------------------------------------------

def _records(text: str, where: str) -> list[dict[str, Any]]:
    stripped = text.strip()
    if not stripped:
        raise InputError(f"{where} is empty")
    try:
        whole = json.loads(stripped)
    except json.JSONDecodeError:
        whole = None
    else:
        if isinstance(whole, list):
            records = whole
        elif isinstance(whole, dict):
            records = [whole]
        else:
            raise InputError(f"{where}: expected JSON objects, got {type(whole).__name__}")
        for n, rec in enumerate(records):
            if not isinstance(rec, dict):
                raise InputError(f"{where}: entry {n} is not a JSON object")
        return records
    records = []
    # Lines end at "\n" only: corpus lines may hold U+2028 and the like raw,
    # which str.splitlines would split at.
    for n, line in enumerate(stripped.split("\n"), 1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputError(f"{where}: line {n} is not JSON ({exc.msg})") from None
        if not isinstance(rec, dict):
            raise InputError(f"{where}: line {n} is not a JSON object")
        records.append(rec)
    return records


def _gold(value: Any, where: str) -> tuple[int | None, int | None] | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise InputError(f"{where}: 'gold' must be an object with semantic and/or syntactic")
    try:
        return check_expected(value.get("semantic"), value.get("syntactic"))
    except InputError as exc:
        raise InputError(f"{where}: {exc}") from None


def _str_or_none(value: Any) -> str | None:
    return None if value is None else str(value)


def _count_or_none(value: Any, name: str, where: str) -> int | None:
    if value is None:
        return None
    if type(value) is not int or value < 0:
        raise InputError(f"{where}: {name!r} must be a whole number >= 0, got {value!r}")
    return value


def _item(source: str, paraphrase: str, details: dict[str, Any], where: str) -> ItemInput:
    scores = details.get("scores")
    scores = dict(scores) if isinstance(scores, dict) else {}
    if "perplexity" in details and "perplexity" not in scores:
        scores["perplexity"] = details["perplexity"]
    edits = details.get("edits") or []
    reasons = details.get("reasons") or []
    signatures = details.get("signatures")
    return ItemInput(
        source=source, paraphrase=paraphrase,
        focus=_str_or_none(details.get("focus")), concept=_str_or_none(details.get("concept")),
        focus_kind=_str_or_none(details.get("focus_kind")),
        focus_role=_str_or_none(details.get("focus_role")),
        focus_depth=_count_or_none(details.get("focus_depth"), "focus_depth", where),
        subtree_size=_count_or_none(details.get("subtree_size"), "subtree_size", where),
        edits=[str(e) for e in edits] if isinstance(edits, list) else [str(edits)],
        engine=_str_or_none(details.get("engine")),
        construction=_str_or_none(details.get("construction")),
        amr=_str_or_none(details.get("amr")), scores=scores,
        signatures=dict(signatures) if isinstance(signatures, dict) else {},
        kept=details.get("kept") if isinstance(details.get("kept"), bool) else None,
        reasons=[str(r) for r in reasons] if isinstance(reasons, list) else [str(reasons)],
        gold=_gold(details.get("gold"), where),
        gold_note=_str_or_none(details["gold"].get("note")) if isinstance(details.get("gold"), dict)
        else None)


def read_items(text: str, *, where: str = "input", default_source: str | None = None,
               kept_only: bool | None = False) -> list[ItemInput]:
    """(source, paraphrase) items from corpus or ``paraamr paraphrase --json`` text."""
    return _items(text, where, default_source, kept_only)[0]


def items_from_records(records: Iterable[dict[str, Any]], *, where: str = "input",
                       default_source: str | None = None,
                       kept_only: bool | None = False) -> list[ItemInput]:
    """(source, paraphrase) items from records already parsed (as JSON gives
    them): corpus records or those of ``paraamr paraphrase --json``.

    ``kept_only``: ``True`` leaves out every candidate the filter dropped
    (``"kept": false``), ``False`` keeps them, ``None`` leaves out those of
    ``paraamr paraphrase --json`` records only (what ``annotate import``
    does unless told otherwise: raters should not see what the filter threw
    away).

    >>> records = [{"text": "He went away.", "kept": True}, {"text": "He left."}]
    >>> [(i.source, i.paraphrase) for i in items_from_records(records, default_source="He left.")]
    [('He left.', 'He went away.')]
    """
    items, left_out = _read_records(records, where, default_source, kept_only)
    _warn_left_out(where, left_out)
    return items


class _LeftOut(NamedTuple):
    """Candidates not made into items: the filter dropped them, or there is nothing to rate."""

    filtered: int
    unusable: int


def _read_records(records: Iterable[dict[str, Any]], where: str, default_source: str | None,
                  kept_only: bool | None) -> tuple[list[ItemInput], _LeftOut]:
    items: list[ItemInput] = []
    filtered = unusable = 0
    for n, rec in enumerate(records):
        here = f"{where}: record {n}"
        if "paraphrases" in rec:
            source = rec.get("text")
            if not isinstance(source, str) or not isinstance(rec["paraphrases"], list):
                raise InputError(f"{here}: a corpus record needs 'text' and a list 'paraphrases'")
            for k, para in enumerate(rec["paraphrases"]):
                text_ = para.get("para_text", para.get("text")) if isinstance(para, dict) else None
                if not isinstance(text_, str):
                    raise InputError(f"{here}, paraphrase {k}: no 'para_text'")
                if text_.strip() == source.strip():
                    unusable += 1
                elif kept_only and para.get("kept") is False:
                    filtered += 1
                else:
                    items.append(_item(source, text_, para, f"{here}, paraphrase {k}"))
        elif "text" in rec:
            source = rec.get("source", default_source)
            if not isinstance(source, str) or not source.strip():
                raise InputError(f"{here}: no 'source' sentence; records of `paraamr paraphrase "
                                 "--json` need one (or give --source)")
            if not isinstance(rec["text"], str) or rec["text"].strip() == source.strip():
                unusable += 1  # failed generation, or the source itself
            elif kept_only is not False and rec.get("kept") is False:
                filtered += 1
            else:
                items.append(_item(source, rec["text"], rec, here))
        else:
            raise InputError(f"{here}: neither a corpus record ('text', 'paraphrases') nor a "
                             "paraphrase record ('text', 'source')")
    return items, _LeftOut(filtered, unusable)


def _warn_left_out(where: str, left_out: _LeftOut) -> None:
    if left_out.unusable:
        log.warning("%s: %d candidates left out (no text, or identical to the source)", where,
                    left_out.unusable)
    if left_out.filtered:
        log.warning("%s: %d candidates the filter dropped left out (--include-filtered rates "
                    "them too)", where, left_out.filtered)


def read_input(source: str) -> str:
    """The text of FILE (``-`` for stdin), or the lines of a corpus directory
    that ``paraamr corpus build`` wrote, in input order, checked against its manifest."""
    if source != "-" and Path(source).is_dir():
        from pipeline.corpus import iter_corpus_lines

        return "\n".join(iter_corpus_lines(Path(source)))
    from pipeline.cli.output import read_text_source

    return read_text_source(source)


def sample_items(items: Sequence[ItemInput], n: int | None, seed: int = 0) -> list[ItemInput]:
    """``n`` items drawn without replacement with ``seed``, in their input order.

    >>> pool = [ItemInput(f"s{i}", f"p{i}") for i in range(10)]
    >>> [i.paraphrase for i in sample_items(pool, 3, seed=1)] == [i.paraphrase for i in sample_items(pool, 3, seed=1)]
    True
    """
    if n is None or n >= len(items):
        return list(items)
    if n < 1:
        raise InputError(f"--sample must be at least 1, got {n}")
    chosen = sorted(random.Random(seed).sample(range(len(items)), n))
    return [items[i] for i in chosen]


def _existing_batch(store: JudgmentStore, batch: str) -> BatchInfo | None:
    """The batch named ``batch``, or ``None`` when there is none (the one
    InputError ``batch_info`` raises)."""
    try:
        return store.batch_info(batch)
    except InputError:
        return None


def _items(data: str | Sequence[dict[str, Any]], where: str, default_source: str | None,
           kept_only: bool | None) -> tuple[list[ItemInput], _LeftOut]:
    """The items of text (:func:`read_items`) or of parsed records (:func:`items_from_records`)."""
    records = _records(data, where) if isinstance(data, str) else data
    items, left_out = _read_records(records, where, default_source, kept_only)
    _warn_left_out(where, left_out)
    return items, left_out


def import_items(store: JudgmentStore, text: str | Sequence[dict[str, Any]], batch: str, *,
                 where: str = "input", raters_per_item: int | None = None,
                 sample: int | None = None, seed: int = 0, default_source: str | None = None,
                 kept_only: bool | None = None, instructions: str | None = None,
                 gold_rate: float | None = None) -> ImportSummary:
    """Read (text, or records already parsed), sample and add items to ``batch``
    (created when missing; default 3 raters).

    By default candidates of ``paraamr paraphrase --json`` that the filter
    dropped are left out (``kept_only=False`` takes them too, see
    :func:`items_from_records`); ``filtered`` of the summary counts them.  A
    (sentence 1, sentence 2) pair already in the batch, or twice in the
    input, is added once (``duplicates`` counts the others).
    """
    found, left_out = _items(text, where, default_source, kept_only)
    items = sample_items(found, sample, seed)
    if not items:
        raise InputError(f"{where}: no items to import"
                         + (f" ({left_out.filtered} candidates the filter dropped were left "
                            "out; --include-filtered takes them)" if left_out.filtered else ""))
    existing = _existing_batch(store, batch)
    if existing is None:
        store.create_batch(batch, raters_per_item=raters_per_item or 3,
                           instructions=instructions or "", gold_rate=gold_rate or 0.0)
    else:
        if raters_per_item is not None and raters_per_item != existing.raters_per_item:
            raise InputError(f"batch {batch!r} has {existing.raters_per_item} raters per "
                             f"item; it cannot change to {raters_per_item}")
        if instructions is not None or gold_rate is not None:
            store.update_batch(batch, instructions=instructions, gold_rate=gold_rate)
    return replace(store.add_items(batch, items), filtered=left_out.filtered)


def save_items(store: JudgmentStore, text: str | Sequence[dict[str, Any]], *,
               where: str = "input", default_source: str | None = None,
               kept_only: bool = False) -> ImportSummary:
    """Read pairs (text, or records already parsed) and store them outside any
    batch (see ``JudgmentStore.save_paraphrases``); what the filter dropped is
    kept unless ``kept_only``: it is evidence for focus debugging."""
    items = _items(text, where, default_source, kept_only)[0]
    if not items:
        raise InputError(f"{where}: no paraphrases to save (none differs from its source"
                         + (" and was kept)" if kept_only else ")"))
    return store.save_paraphrases(items)


# -- judgments out -------------------------------------------------------------

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


def write_mturk_input(pairs: Iterable[tuple[str, str]], out: TextIO) -> int:
    """The MTurk input CSV of the paper's template: ``sent1`` (source), ``sent2`` (paraphrase)."""
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["sent1", "sent2"])
    count = 0
    for source, paraphrase in pairs:
        writer.writerow([source, paraphrase])
        count += 1
    return count


# -- MTurk results in -------------------------------------------------------------

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
