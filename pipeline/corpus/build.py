"""A corpus build from start to summary: check, plan shards, run, record.

The input is cut into shards of ``shard_size`` sentences (after blank and
duplicate lines are skipped); a shard covers a contiguous range of input
lines, so the manifest can say exactly which lines each finished shard holds.
Because the plan depends only on the input and the settings, a resumed build
recomputes it, skips the shards the journal records and produces exactly the
lines of an uninterrupted build.

The shard plan lives in :mod:`pipeline.corpus.shards` and the runners in
:mod:`pipeline.corpus.local` and :mod:`pipeline.corpus.ray_runner`; this module
imports them, they never import it.

>>> import tempfile, pathlib
>>> tmp = pathlib.Path(tempfile.mkdtemp())
>>> _ = (tmp / "in.txt").write_text("a\\nb\\n\\na\\nc\\n")
>>> summary = build_corpus(tmp / "in.txt", tmp / "out", BuildConfig(backend="dry-run"), progress=False)
>>> summary["sentences"], summary["blank"], summary["duplicates"], summary["shards"]
(3, 1, 1, 1)
"""

from __future__ import annotations

import contextlib
import logging
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pipeline.corpus.config import BuildConfig
from pipeline.corpus.manifest import (
    MANIFEST_NAME,
    ManifestHeader,
    ShardJournal,
    ShardRecord,
)
from pipeline.corpus.reader import iter_corpus_lines, read_corpus_lines
from pipeline.corpus.shards import ErrorBudget, ShardPlan, assemble_shard, plan_shards
from pipeline.corpus.sources import InputScan, scan_input
from pipeline.corpus.writer import CorpusWriter
from pipeline.errors import CorpusError

# plan_shards, assemble_shard, ShardPlan and the corpus readers are re-exported for callers
# that knew them here; their homes are pipeline.corpus.shards and pipeline.corpus.reader.
__all__ = ["ShardPlan", "assemble_shard", "build_corpus", "iter_corpus_lines", "plan_shards",
           "read_corpus_lines", "scoring_info"]

log = logging.getLogger(__name__)

SUMMARY_NAME = "summary.json"
LOCK_NAME = ".lock"
ERRORS_NAME = "errors.jsonl"


def _prepare_out(out: Path, header: ManifestHeader, resume: bool) -> tuple[bool, dict[int, ShardRecord]]:
    """Check the output directory; return (resuming, finished shards).  Writes nothing."""
    if out.is_dir() and ManifestHeader.exists(out):
        old = ManifestHeader.read(out)
        if not resume:
            raise CorpusError(f"{out} already holds a corpus build ({MANIFEST_NAME}, build "
                              f"{old.build_id[:8]}); pass --resume to continue it or choose another --out")
        if old.input.get("sha256") != header.input["sha256"]:
            raise CorpusError(f"{out} was built from a different input ({old.input.get('path')}, "
                              "other content); nothing was changed")
        diffs = [f"{k}: {old.settings.get(k)!r} in the manifest, {v!r} now"
                 for k, v in header.settings.items()
                 if _comparable(k, old.settings.get(k)) != _comparable(k, v)]
        if diffs:
            raise CorpusError(f"settings differ from the manifest of {out} on --resume ("
                              + "; ".join(diffs) + "); nothing was changed")
        journal = ShardJournal(out)
        done = journal.load()
        journal.verify(done)
        return True, done
    if out.is_dir() and any(not _is_temp(p) for p in out.iterdir()):
        raise CorpusError(f"--out {out} is not empty and holds no corpus manifest; "
                          "choose an empty or new directory")
    return False, {}


def _comparable(key: str, value: Any) -> Any:
    """A fingerprint value as ``--resume`` compares it: a filter setting that is off (None)
    is the same as one a manifest written before that setting existed does not name, so a
    build started before a new optional floor was added (``content_kept_min``,
    ``numbers_kept_min``, ``roles_kept_min``) still resumes while the floor stays off.

    >>> _comparable("filter", {"semantic_min": 0.5, "numbers_kept_min": None})
    {'semantic_min': 0.5}
    """
    if key == "filter" and isinstance(value, dict):
        return {k: v for k, v in value.items() if v is not None}
    return value


def _is_temp(path: Path) -> bool:
    """A temporary file of an interrupted atomic write (see :func:`atomic_write`), or the lock."""
    return path.name == LOCK_NAME or (path.name.startswith(".") and ".tmp-" in path.name)


def _remove_temps(out: Path) -> None:
    for path in out.iterdir():
        if _is_temp(path) and path.name != LOCK_NAME:
            path.unlink(missing_ok=True)


def build_corpus(
    input_path: Path,
    out: Path,
    config: BuildConfig,
    *,
    workers: int = 1,
    resume: bool = False,
    ray_address: str | None = None,
    ray_local: bool = False,
    progress: bool = True,
    info: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Build (or finish) the corpus of ``input_path`` in ``out``; return the summary."""
    started = time.perf_counter()
    input_path, out = Path(input_path), Path(out)
    if config.shard_size < 1 or config.batch_size < 1:
        raise CorpusError("--shard-size and --batch-size must be at least 1")
    if workers < 1:
        raise CorpusError("--workers must be at least 1")
    scan = scan_input(input_path, config.input_format)
    info = {**(info or {}), **scoring_info(config)}
    header = ManifestHeader.new(scan.as_dict(), config.fingerprint(), info)
    if out.exists() and not out.is_dir():
        raise CorpusError(f"--out {out} is a file, not a directory")
    created = not out.exists()
    out.mkdir(parents=True, exist_ok=True)
    with _exclusive(out, created):
        return _build_locked(out, config, scan, header, info, started, workers=workers,
                             resume=resume, ray_address=ray_address, ray_local=ray_local,
                             progress=progress)


@contextlib.contextmanager
def _exclusive(out: Path, created: bool) -> Iterator[None]:
    """Hold ``out/.lock`` so that two builds never write one directory.

    The lock is an ``flock``, which the kernel releases when its process dies,
    so a killed build never leaves a stale lock behind.  A refused run leaves
    the directory as it found it (and removes it when this call created it).
    """
    import fcntl

    path = out / LOCK_NAME
    existed = path.exists()  # left by a killed build: harmless, the kernel freed its lock
    handle = path.open("a+")
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.seek(0)
        holder = handle.read().strip() or "unknown"
        handle.close()
        raise CorpusError(f"another paraamr build (pid {holder}) is writing to {out}; "
                          "wait for it or stop it first") from None
    handle.seek(0)
    handle.truncate()
    handle.write(str(os.getpid()))
    handle.flush()
    ok = False
    try:
        yield
        ok = True
    finally:
        if ok or not existed:  # a refused run leaves the directory as it found it
            path.unlink(missing_ok=True)
        handle.close()
        if not ok and created and not any(out.iterdir()):
            out.rmdir()


def _build_locked(out: Path, config: BuildConfig, scan: InputScan,
                  header: ManifestHeader, info: dict[str, Any], started: float, *, workers: int,
                  resume: bool, ray_address: str | None, ray_local: bool,
                  progress: bool) -> dict[str, Any]:
    resuming, done = _prepare_out(out, header, resume)
    if resuming:
        ShardJournal(out).load(repair=True)
        _remove_temps(out)
        log.info("resuming %s: %d shard(s) already finished", out, len(done))
    else:
        header.write(out)
    writer = CorpusWriter(out)
    pending = _pending_plans(scan.path, scan.format, config, done)
    total = _count_pending(scan.path, scan.format, config, done)
    budget = ErrorBudget(config.max_error_rate)
    if ray_address or ray_local:
        from pipeline.corpus.ray_runner import run_ray

        run = run_ray(pending, config, writer, budget, address=ray_address, workers=workers,
                      total=total, progress=progress)
    else:
        from pipeline.corpus.local import run_local

        run = run_local(pending, config, writer, budget, workers=workers, total=total,
                        progress=progress)
    seconds = time.perf_counter() - started
    records = ShardJournal(out).load()
    summary = _summary(out, scan.as_dict(), config, records, run, seconds, len(done), info)
    summary["held_back_shards"] = sorted(budget.held_shards)
    writer.write_errors(records.values(), ERRORS_NAME)
    writer.write_json(SUMMARY_NAME, summary)
    budget.raise_if_held()
    return summary


def scoring_info(config: BuildConfig) -> dict[str, Any]:
    """Scorer and filter signatures of a paraphrase build (the manifest keeps them).

    Checking the engine and building the scorers here, before any output, turns
    a missing model, an unknown metric or a missing calibration into one clear
    error instead of a failure per sentence.
    """
    if config.backend != "paraphrase":
        return {}
    if config.engine == "amrlib":
        from pipeline.models import neural_engine_ready

        if not neural_engine_ready(config.load_settings()):
            from pipeline.errors import EngineUnavailable

            raise EngineUnavailable(
                "the amrlib engine needs a parse (stog) and a generate (gtos) model; install them "
                "with `paraamr models install NAME --from PATH_OR_URL` (see `paraamr models list`)")
    if config.metrics == ():
        return {}
    from pipeline.scoring import FilterPolicy, ScoreSet

    settings = config.load_settings()
    scorer = ScoreSet(settings, list(config.metrics) if config.metrics is not None else None)
    return {"signatures": scorer.signatures(),
            "filter": FilterPolicy.from_settings(settings).signature()}


def _pending_plans(path: Path, fmt: str, config: BuildConfig,
                   done: dict[int, ShardRecord]) -> Iterator[ShardPlan]:
    for plan in plan_shards(path, fmt, config.shard_size, config.limit):
        record = done.get(plan.index)
        if record is None:
            yield plan
        elif (record.first_line, record.last_line) != (plan.first_line, plan.last_line):
            raise CorpusError(f"shard {plan.index} of the manifest covers lines {record.first_line}-"
                              f"{record.last_line}, the input now gives {plan.first_line}-"
                              f"{plan.last_line}; nothing was changed")


def _count_pending(path: Path, fmt: str, config: BuildConfig, done: dict[int, ShardRecord]) -> int:
    return sum(len(p.items) for p in plan_shards(path, fmt, config.shard_size, config.limit)
               if p.index not in done)


def _summary(out: Path, input_info: dict[str, Any], config: BuildConfig,
             records: dict[int, ShardRecord], run: dict[str, Any], seconds: float,
             resumed: int, info: dict[str, Any]) -> dict[str, Any]:
    ordered = sorted(records.values(), key=lambda r: r.index)
    sentences = sum(r.sentences for r in ordered)
    processed = int(run.get("sentences", 0))
    return {
        "sentences": sentences,
        "paraphrases": sum(r.paraphrases for r in ordered),
        "rows": sum(r.rows for r in ordered),
        "errors": sum(r.errors for r in ordered),
        "avg_paraphrases": round(sum(r.paraphrases for r in ordered) / max(1, sum(r.rows for r in ordered)), 4),
        "input_lines": sum(r.sentences + r.blank + r.duplicates + r.invalid for r in ordered),
        "blank": sum(r.blank for r in ordered),
        "duplicates": sum(r.duplicates for r in ordered),
        "invalid": sum(r.invalid for r in ordered),
        "shards": len(ordered),
        "resumed_shards": resumed,
        "seconds": round(seconds, 3),
        "processed_this_run": processed,
        "sentences_per_second": round(processed / run["seconds"], 3) if run.get("seconds") else None,
        "steady_sentences_per_second": run.get("steady_sentences_per_second"),
        "runner": run.get("runner"),
        "workers": run.get("workers"),
        "peak_rss_mb": run.get("peak_rss_mb"),
        "engine": config.engine if config.backend == "paraphrase" else None,
        "signatures": info.get("signatures"),
        "filter": info.get("filter"),
        "backend": config.backend,
        "input": input_info,
        "out": str(out),
        "errors_file": ERRORS_NAME,
    }
