"""The local runner: this process, or N worker processes that each load the models once.

Shards are cut into batches of ``batch_size`` sentences; a bounded number of
batches is in flight at a time, so memory stays flat on inputs of any size.
The parent process alone writes shards and the journal, in whatever order
shards complete (the journal, not the order, says what is done); a shard with
a sentence that failed for a systemic reason is not written (see
:class:`pipeline.corpus.shards.ErrorBudget`).  Workers are
spawned fresh (no fork of a process that may hold torch threads) and die with
their parent, so a SIGKILLed build leaves no orphans computing for nobody.
"""

from __future__ import annotations

import ctypes
import logging
import os
import signal
import sys
import time
from collections.abc import Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from multiprocessing import get_context
from typing import Any

from pipeline.corpus.backend import backend_class, peak_rss_mb
from pipeline.corpus.config import BuildConfig
from pipeline.corpus.progress import Throughput, progress_bar
from pipeline.corpus.shards import ErrorBudget, ShardPlan, assemble_shard
from pipeline.corpus.writer import CorpusWriter
from pipeline.errors import InputError, ParaAMRError

# Throughput and progress_bar live in pipeline.corpus.progress; re-exported for old callers.
__all__ = ["Throughput", "progress_bar", "run_local"]

log = logging.getLogger(__name__)

_worker_backend: Any = None
_worker_failure: tuple[int, str] | None = None


def _die_with_parent(parent: int) -> None:
    if sys.platform.startswith("linux"):
        try:
            libc = ctypes.CDLL("libc.so.6", use_errno=True)
            libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
        except OSError:
            pass
    if os.getppid() != parent:  # the parent died while this worker was starting
        os._exit(1)


def _limit_threads(threads: int) -> None:
    for var in ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS"):
        os.environ[var] = str(threads)
    if "torch" in sys.modules:
        sys.modules["torch"].set_num_threads(threads)


def _init_worker(backend: str, config: dict[str, Any], threads: int, log_level: int,
                 parent: int) -> None:
    global _worker_backend, _worker_failure
    _die_with_parent(parent)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent handles Ctrl-C
    logging.basicConfig(level=log_level, stream=sys.stderr,
                        format="paraamr[worker %(process)d]: %(levelname)s: %(message)s")
    _limit_threads(threads)
    try:
        _worker_backend = backend_class(backend)(config)
        _limit_threads(threads)
    except ParaAMRError as exc:
        _worker_failure = (exc.exit_code, str(exc))
    except Exception as exc:
        _worker_failure = (1, f"{type(exc).__name__}: {exc}")


def _work(shard: int, chunk: int, batch: dict[str, list[Any]]) -> tuple[Any, ...]:
    if _worker_failure is not None:
        return ("failed", *_worker_failure)
    out = _worker_backend(batch)
    return ("ok", shard, chunk, out, os.getpid(), peak_rss_mb())


def _raise_worker_failure(code: int, message: str) -> None:
    raise (InputError if code == 2 else ParaAMRError)(message)


def run_local(plans: Iterator[ShardPlan], config: BuildConfig, writer: CorpusWriter,
              budget: ErrorBudget | None = None, *, workers: int = 1, total: int | None = None,
              progress: bool = True) -> dict[str, Any]:
    """Build every planned shard; return run facts for the summary."""
    started = time.perf_counter()
    bar = progress_bar(total, progress)
    rate = Throughput()
    budget = budget or ErrorBudget(config.max_error_rate)
    try:
        if workers == 1:
            processed, peaks = _run_inline(plans, config, writer, budget, bar, rate)
        else:
            processed, peaks = _run_pool(plans, config, writer, budget, bar, rate, workers)
    finally:
        bar.close()
    return {"runner": "local", "workers": workers, "sentences": processed,
            "seconds": time.perf_counter() - started, "peak_rss_mb": peaks,
            "steady_sentences_per_second": rate.steady()}


def _run_inline(plans: Iterator[ShardPlan], config: BuildConfig, writer: CorpusWriter,
                budget: ErrorBudget, bar: Any, rate: Throughput) -> tuple[int, dict[str, float]]:
    backend = None
    processed = 0
    for plan in plans:
        outputs = []
        for batch in plan.batches(config.batch_size):
            if backend is None:  # no model load at all when every shard is already done
                backend = backend_class(config.backend)(config.to_dict())
            outputs.append(backend(batch))
            budget.observe(outputs[-1])
            bar.update(len(batch["text"]))
        if budget.admit(plan, outputs):
            writer.write_shard(assemble_shard(plan, outputs))
            processed += len(plan.items)
            rate.shard_done(len(plan.items))
    return processed, {str(os.getpid()): peak_rss_mb()}


def _run_pool(plans: Iterator[ShardPlan], config: BuildConfig, writer: CorpusWriter,
              budget: ErrorBudget, bar: Any, rate: Throughput,
              workers: int) -> tuple[int, dict[str, float]]:
    threads = max(1, (os.cpu_count() or 1) // workers)
    open_shards: dict[int, tuple[ShardPlan, list[Any]]] = {}
    remaining: dict[int, int] = {}
    in_flight: set[Future[tuple[Any, ...]]] = set()
    peaks: dict[str, float] = {}
    processed = 0
    window = workers * 3
    executor = ProcessPoolExecutor(
        max_workers=workers, mp_context=get_context("spawn"), initializer=_init_worker,
        initargs=(config.backend, config.to_dict(), threads, logging.getLogger().level,
                  os.getpid()))
    plan_iter = iter(plans)
    exhausted = False
    try:
        while True:
            while not exhausted and len(in_flight) < window:
                plan = next(plan_iter, None)
                if plan is None:
                    exhausted = True
                    break
                batches = plan.batches(config.batch_size)
                if not batches:
                    writer.write_shard(assemble_shard(plan, []))
                    continue
                open_shards[plan.index] = (plan, [None] * len(batches))
                remaining[plan.index] = len(batches)
                for number, batch in enumerate(batches):
                    in_flight.add(executor.submit(_work, plan.index, number, batch))
            if not in_flight:
                break
            finished, in_flight = wait(in_flight, return_when=FIRST_COMPLETED)
            for future in finished:
                result = future.result()
                if result[0] == "failed":
                    _raise_worker_failure(result[1], result[2])
                _, shard, chunk, out, pid, peak = result
                peaks[str(pid)] = max(peak, peaks.get(str(pid), 0.0))
                plan, outputs = open_shards[shard]
                outputs[chunk] = out
                budget.observe(out)
                bar.update(len(out["text"]))
                remaining[shard] -= 1
                if remaining[shard] == 0:
                    if budget.admit(plan, outputs):
                        writer.write_shard(assemble_shard(plan, outputs))
                        processed += len(plan.items)
                        rate.shard_done(len(plan.items))
                    del open_shards[shard], remaining[shard]
    finally:
        for future in in_flight:
            future.cancel()
        executor.shutdown(wait=True, cancel_futures=True)
    return processed, peaks
