"""The Ray runner: Ray Data ``map_batches`` over an actor pool that holds the models.

The driver (this process) plans shards exactly as the local runner does and
alone writes shards and the journal, so the output directory has the same
layout and a build may be started on Ray and resumed locally or the other way
round.  Pending sentences go to the cluster in windows of whole shards
(``ray.data.from_items``, so cluster nodes need no shared file system); each
window is one dataset mapped by ``concurrency`` actors, each loading the
backend once (one GPU each when the neural engine runs on a cluster with
GPUs).  Rows come back in input order (``preserve_order``), so every shard is
written as soon as its last row arrives.  ``ray`` is imported only here.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from typing import Any

from pipeline.corpus.backend import backend_class
from pipeline.corpus.build import ShardPlan, assemble_shard
from pipeline.corpus.config import BuildConfig
from pipeline.corpus.local import Throughput, progress_bar
from pipeline.corpus.writer import CorpusWriter
from pipeline.errors import EngineUnavailable

__all__ = ["WINDOW_SENTENCES", "run_ray"]

log = logging.getLogger(__name__)

# Sentences per dataset: actors start (and load models) once per window, so a
# window should take minutes, not seconds; see SCALING.md.
WINDOW_SENTENCES = 100_000


def _windows(plans: Iterator[ShardPlan], size: int) -> Iterator[list[ShardPlan]]:
    window: list[ShardPlan] = []
    count = 0
    for plan in plans:
        window.append(plan)
        count += len(plan.items)
        if count >= size:
            yield window
            window, count = [], 0
    if window:
        yield window


def _start_ray(address: str | None, workers: int) -> bool:
    """Connect to ``address`` or start a local instance; True when we started it."""
    try:
        import ray
    except ImportError:
        raise EngineUnavailable("Ray is not installed; pip install 'ray[data]'") from None
    if ray.is_initialized():
        return False
    try:
        if address:
            ray.init(address=address, log_to_driver=False, logging_level=logging.WARNING)
            return False
        ray.init(num_cpus=workers + 1, include_dashboard=False, log_to_driver=False,
                 logging_level=logging.WARNING)
        return True
    except ConnectionError as exc:
        raise EngineUnavailable(f"cannot reach the Ray cluster at {address}: {exc}") from None


def run_ray(plans: Iterator[ShardPlan], config: BuildConfig, writer: CorpusWriter, *,
            address: str | None = None, workers: int = 1, total: int | None = None,
            progress: bool = True, window_sentences: int = WINDOW_SENTENCES) -> dict[str, Any]:
    """Build every planned shard on Ray; return run facts for the summary."""
    import ray
    from ray.data import DataContext

    started = time.perf_counter()
    if not log.isEnabledFor(logging.INFO):  # Ray Data narrates every dataset at INFO
        for name in ("ray", "ray.data"):
            logging.getLogger(name).setLevel(logging.WARNING)
    owned = _start_ray(address, workers)
    context = DataContext.get_current()
    context.execution_options.preserve_order = True
    context.enable_progress_bars = False
    num_gpus = 0.0
    if config.backend == "paraphrase" and config.engine == "amrlib":
        if ray.cluster_resources().get("GPU", 0) >= 1:
            num_gpus = 1.0
        else:
            log.warning("the neural engine runs on CPU: the Ray cluster reports no GPU")
    backend = backend_class(config.backend)
    peaks: dict[str, float] = {}
    processed = 0
    rate = Throughput()
    bar = progress_bar(total, progress, desc="corpus (ray)")
    try:
        for window in _windows(plans, window_sentences):
            rows = [{"shard": p.index, "line": i.line, "text": i.text}
                    for p in window for i in p.items]
            outputs: Iterator[dict[str, list[Any]]] = iter(())
            if rows:
                dataset = ray.data.from_items(rows).map_batches(
                    backend, fn_constructor_kwargs={"config": config.to_dict()},
                    batch_size=config.batch_size,
                    compute=ray.data.ActorPoolStrategy(size=workers), num_cpus=1,
                    num_gpus=num_gpus)
                outputs = _rows_by_batch(dataset.iter_batches(batch_size=config.batch_size,
                                                              batch_format="numpy"))
            processed += _write_window(window, outputs, writer, bar, peaks, rate)
    finally:
        bar.close()
        if owned:
            ray.shutdown()
    return {"runner": "ray", "workers": workers, "sentences": processed,
            "seconds": time.perf_counter() - started, "peak_rss_mb": peaks,
            "steady_sentences_per_second": rate.steady()}


def _rows_by_batch(batches: Any) -> Iterator[dict[str, list[Any]]]:
    for batch in batches:
        yield {key: value.tolist() for key, value in batch.items()}


def _write_window(window: list[ShardPlan], outputs: Iterator[dict[str, list[Any]]],
                  writer: CorpusWriter, bar: Any, peaks: dict[str, float],
                  rate: Throughput) -> int:
    """Write the window's shards from the ordered output rows; return sentences written."""
    plans = iter(window)
    current: ShardPlan | None = next(plans, None)
    collected: list[dict[str, list[Any]]] = []
    have = 0
    processed = 0

    def flush_complete() -> None:
        nonlocal current, collected, have, processed
        while current is not None and have >= len(current.items):
            writer.write_shard(assemble_shard(current, collected))
            processed += len(current.items)
            rate.shard_done(len(current.items))
            collected, have = [], 0
            current = next(plans, None)

    flush_complete()
    for batch in outputs:
        for worker, peak in zip(batch["worker"], batch["peak_rss_mb"], strict=True):
            peaks[worker] = max(peaks.get(worker, 0.0), float(peak))
        bar.update(len(batch["line"]))
        start = 0
        while start < len(batch["line"]):
            if current is None:
                raise RuntimeError("Ray returned more rows than were sent")
            take = min(len(current.items) - have, len(batch["line"]) - start)
            part = {key: values[start:start + take] for key, values in batch.items()}
            if [int(x) for x in part["shard"]] != [current.index] * take:
                raise RuntimeError("Ray returned rows out of order; preserve_order is required")
            collected.append(part)
            have += take
            start += take
            flush_complete()
    if current is not None:
        raise RuntimeError(f"Ray returned too few rows for shard {current.index}")
    return processed
