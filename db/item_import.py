"""Items in: (source, paraphrase) items read from corpus files and
``paraamr paraphrase --json`` output, checked, sampled, and added to a batch
(:func:`import_items`) or stored outside any batch (:func:`save_items`).

Which inputs are accepted is described in :mod:`db.io`, the front door that
re-exports these names.  Apart from the exports and the MTurk round trip
because this is the only reader of the workbench's own record formats.
"""

from __future__ import annotations

import json
import logging
import random
from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, NamedTuple

from db.service import BatchInfo, ImportSummary, ItemInput, JudgmentStore, check_expected
from pipeline.errors import InputError

__all__ = [
    "import_items",
    "items_from_records",
    "read_input",
    "read_items",
    "sample_items",
    "save_items",
]

log = logging.getLogger(__name__)


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
