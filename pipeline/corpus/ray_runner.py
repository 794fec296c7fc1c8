"""The Ray runner: Ray Data ``map_batches`` stages over one dataset of every pending shard.

The driver (this process) plans shards exactly as the local runner does and
alone writes shards and the journal, so the output directory has the same
layout and a build may be started on Ray and resumed locally or the other way
round.  Every pending shard becomes one Arrow block in the object store
(``ray.put``, so cluster nodes need no shared file system; Ray spills blocks
to disk past its memory), and ONE dataset over them all runs the build's
stages (:func:`pipeline.corpus.stages.ray_stages`): CPU tasks for the CPU work,
actor pools of ``workers`` actors for the model stages, each actor loading its
models once for the whole build (one GPU, or half of one when parse and
generate share it, where the cluster has GPUs).  Rows come back in input order
(``preserve_order``), so every shard is written as soon as its last row
arrives; a shard with a systemic failure is held back
(:class:`pipeline.corpus.shards.ErrorBudget`).  ``ray`` is imported only here.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from typing import Any

from pipeline.corpus.config import BuildConfig
from pipeline.corpus.progress import Throughput, progress_bar
from pipeline.corpus.shards import ErrorBudget, ShardPlan, assemble_shard
from pipeline.corpus.stages import ray_stages
from pipeline.corpus.writer import CorpusWriter
from pipeline.errors import EngineUnavailable

__all__ = ["run_ray"]

log = logging.getLogger(__name__)


def _start_ray(address: str | None, actors: int) -> bool:
    """Connect to ``address`` or start a local instance (a CPU for each of ``actors`` and one
    for tasks); True when we started it."""
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
        ray.init(num_cpus=actors + 1, include_dashboard=False, log_to_driver=False,
                 logging_level=logging.WARNING)
        return True
    except ConnectionError as exc:
        raise EngineUnavailable(f"cannot reach the Ray cluster at {address}: {exc}") from None


def run_ray(plans: Iterator[ShardPlan], config: BuildConfig, writer: CorpusWriter,
            budget: ErrorBudget | None = None, *, address: str | None = None, workers: int = 1,
            total: int | None = None, progress: bool = True) -> dict[str, Any]:
    """Build every planned shard on Ray; return run facts for the summary."""
    import pyarrow as pa
    import ray
    from ray.data import DataContext

    started = time.perf_counter()
    if not log.isEnabledFor(logging.INFO):  # Ray Data narrates every dataset at INFO
        for name in ("ray", "ray.data"):
            logging.getLogger(name).setLevel(logging.WARNING)
    budget = budget or ErrorBudget(config.max_error_rate)
    stages = ray_stages(config.to_dict(), gpus=False)
    owned = _start_ray(address, workers * sum(s.actors for s in stages))
    context = DataContext.get_current()
    context.execution_options.preserve_order = True
    context.enable_progress_bars = False
    gpus = ray.cluster_resources().get("GPU", 0) >= 1
    if config.backend == "paraphrase" and not gpus:
        log.info("no GPU in the Ray cluster: every stage runs on CPUs")
    stages = ray_stages(config.to_dict(), gpus=gpus)
    peaks: dict[str, float] = {}
    rate = Throughput()
    bar = progress_bar(total, progress, desc="corpus (ray)")
    try:
        window = list(plans)
        blocks = [ray.put(pa.table({"shard": [p.index] * len(p.items),
                                    "line": [i.line for i in p.items],
                                    "text": [i.text for i in p.items]}))
                  for p in window if p.items]
        outputs: Iterator[dict[str, list[Any]]] = iter(())
        if blocks:
            dataset = ray.data.from_arrow_refs(blocks)  # type: ignore[arg-type]
            for stage in stages:
                dataset = _apply(dataset, stage, config, workers)
            outputs = _rows_by_batch(dataset.iter_batches(batch_size=config.batch_size,
                                                          batch_format="numpy"))
        processed = _write_window(window, outputs, writer, budget, bar, peaks, rate)
    finally:
        bar.close()
        if owned:
            ray.shutdown()
    return {"runner": "ray", "workers": workers, "sentences": processed,
            "seconds": time.perf_counter() - started, "peak_rss_mb": peaks,
            "steady_sentences_per_second": rate.steady(),
            "stages": [{"name": s.name, "actors": workers if s.actors else None,
                        "num_gpus": s.num_gpus} for s in stages]}


def _apply(dataset: Any, stage: Any, config: BuildConfig, workers: int) -> Any:
    """``dataset.map_batches`` of one stage: an actor pool of ``workers`` for a class
    (models load once per actor), CPU tasks for a function."""
    import ray

    if stage.actors:
        return dataset.map_batches(
            stage.fn, fn_constructor_kwargs={"config": config.to_dict()},
            batch_size=config.batch_size, compute=ray.data.ActorPoolStrategy(size=workers),
            num_cpus=1, num_gpus=stage.num_gpus)
    return dataset.map_batches(stage.fn, fn_kwargs={"config": config.to_dict()},
                               batch_size=config.batch_size, num_cpus=1)


def _rows_by_batch(batches: Any) -> Iterator[dict[str, list[Any]]]:
    for batch in batches:
        yield {key: value.tolist() for key, value in batch.items()}


def _write_window(window: list[ShardPlan], outputs: Iterator[dict[str, list[Any]]],
                  writer: CorpusWriter, budget: ErrorBudget, bar: Any, peaks: dict[str, float],
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
            if budget.admit(current, collected):
                writer.write_shard(assemble_shard(current, collected))
                processed += len(current.items)
                rate.shard_done(len(current.items))
            collected, have = [], 0
            current = next(plans, None)

    flush_complete()
    for batch in outputs:
        for worker, peak in zip(batch["worker"], batch["peak_rss_mb"], strict=True):
            peaks[worker] = max(peaks.get(worker, 0.0), float(peak))
        budget.observe(batch)
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
