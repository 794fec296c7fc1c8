"""Shards of a build: the plan (which input lines each shard covers), the assembly of a
shard from its backend output, and the error budget that keeps systemic failures out.

Shared by :mod:`pipeline.corpus.build` and the runners (:mod:`~pipeline.corpus.local`,
:mod:`~pipeline.corpus.ray_runner`), which import it and never each other's callers.

>>> import tempfile, pathlib
>>> tmp = pathlib.Path(tempfile.mkdtemp())
>>> _ = (tmp / "in.txt").write_text("a\\nb\\n\\na\\nc\\n")
>>> [(p.index, p.first_line, p.last_line, [i.text for i in p.items]) for p in
...  plan_shards(tmp / "in.txt", "text", shard_size=2)]
[(0, 1, 2, ['a', 'b']), (1, 3, 5, ['c'])]
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pipeline.corpus.sources import SourceCounts, SourceItem, iter_sentences
from pipeline.corpus.writer import ShardOutput
from pipeline.errors import SystemicError

__all__ = ["MIN_ERROR_SAMPLE", "ErrorBudget", "ShardPlan", "assemble_shard", "plan_shards"]

log = logging.getLogger(__name__)

# The error rate is taken over at least this many sentences, so that one failure in
# the first batch does not stop a build whose --max-error-rate allows a few.
MIN_ERROR_SAMPLE = 200


@dataclass
class ShardPlan:
    """One shard to build: its sentences and the invalid lines of its input range
    (they go to its error entries; blank and duplicate lines are only counted)."""

    index: int
    first_line: int
    last_line: int
    items: list[SourceItem] = field(default_factory=list)
    invalid: list[SourceItem] = field(default_factory=list)
    counts: SourceCounts = field(default_factory=SourceCounts)

    def batches(self, size: int) -> list[dict[str, list[Any]]]:
        return [{"line": [i.line for i in self.items[s:s + size]],
                 "text": [i.text for i in self.items[s:s + size]]}
                for s in range(0, len(self.items), size)]


def plan_shards(path: Path, fmt: str, shard_size: int, limit: int | None = None) -> Iterator[ShardPlan]:
    """The shards of an input, in order (streams: one shard in memory at a time)."""
    index, taken = 0, 0
    current = ShardPlan(0, 1, 0)
    for item in iter_sentences(path, fmt):  # type: ignore[arg-type]
        if limit is not None and taken >= limit:
            break
        current.counts.add(item)
        current.last_line = item.line
        if item.reason is None:
            current.items.append(item)
            taken += 1
        elif item.reason.startswith("invalid"):
            current.invalid.append(item)
        if len(current.items) >= shard_size:
            yield current
            index += 1
            current = ShardPlan(index, item.line + 1, item.line)
    if current.counts.input_lines:
        yield current


def assemble_shard(plan: ShardPlan, outputs: Sequence[dict[str, list[Any]]]) -> ShardOutput:
    """Corpus lines and error entries of a shard from its backend output batches."""
    lines: list[str] = []
    errors: list[dict[str, Any]] = []
    paraphrases = 0
    failed: dict[int, dict[str, Any]] = {}
    for batch in outputs:
        if any(_systemic_column(batch)):
            raise SystemicError(f"shard {plan.index} holds sentences that failed for a "
                                "systemic reason; it must not be written")
        for line, text, record, error, count in zip(batch["line"], batch["text"], batch["record"],
                                                    batch["error"], batch["paraphrases"], strict=True):
            if error:
                failed[int(line)] = {"line": int(line), "text": text, "error": error}
            else:
                lines.append(record)
                paraphrases += int(count)
    for item in plan.invalid:
        failed[item.line] = {"line": item.line, "text": item.text, "error": item.reason}
    errors = [failed[k] for k in sorted(failed)]
    return ShardOutput(plan.index, plan.first_line, plan.last_line, lines, errors,
                       sentences=len(plan.items), paraphrases=paraphrases,
                       counts=plan.counts.as_dict())


def _systemic_column(batch: dict[str, list[Any]]) -> list[bool]:
    # Backends written before systemic failures were told apart have no such column.
    return [bool(x) for x in batch.get("systemic") or [False] * len(batch["line"])]


class ErrorBudget:
    """Sentences that failed for a systemic reason (CUDA error, model missing), against
    ``max_rate`` of the sentences processed so far (at least :data:`MIN_ERROR_SAMPLE`).

    A shard holding such a sentence is held back: never written nor journaled, so
    ``--resume`` processes it again.  Past the rate the build stops.

    >>> budget = ErrorBudget(max_rate=0.01)
    >>> ok = {"line": [1, 2], "systemic": [False, False], "error": ["", ""]}
    >>> budget.observe(ok), budget.observe({**ok, "systemic": [False, True], "error": ["", "CUDA"]})
    (True, False)
    >>> budget.failed, budget.processed
    (1, 4)
    >>> ErrorBudget(max_rate=0.0).observe({**ok, "systemic": [True, False], "error": ["CUDA x", ""]})
    Traceback (most recent call last):
    ...
    pipeline.errors.SystemicError: stopped: 1 of 2 sentences failed for a systemic reason (more than --max-error-rate 0); first: CUDA x
    """

    def __init__(self, max_rate: float) -> None:
        self.max_rate = max_rate
        self.processed = 0
        self.failed = 0
        self.first_reason: str | None = None
        self.held_shards: set[int] = set()

    def observe(self, batch: dict[str, list[Any]]) -> bool:
        """Count one backend output batch; False when it holds systemic failures.
        Raises :class:`SystemicError` once they pass the rate."""
        flags = _systemic_column(batch)
        self.processed += len(flags)
        failed = [error for error, flag in zip(batch["error"], flags, strict=True) if flag]
        if not failed:
            return True
        self.failed += len(failed)
        self.first_reason = self.first_reason or str(failed[0])
        log.warning("%d sentence(s) failed for a systemic reason (%s); they are not recorded "
                    "as done", len(failed), failed[0])
        if self.failed > self.max_rate * max(self.processed, MIN_ERROR_SAMPLE):
            raise SystemicError(
                f"stopped: {self.failed} of {self.processed} sentences failed for a systemic "
                f"reason (more than --max-error-rate {self.max_rate:g}); first: {self.first_reason}")
        return False

    def admit(self, plan: ShardPlan, outputs: Sequence[dict[str, list[Any]]]) -> bool:
        """Whether the shard may be written (no systemic failure among its rows)."""
        if any(any(_systemic_column(batch)) for batch in outputs):
            self.held_shards.add(plan.index)
            return False
        return True

    def raise_if_held(self) -> None:
        """At the end of a run: a :class:`SystemicError` when any shard was held back."""
        if self.held_shards:
            raise SystemicError(
                f"{self.failed} sentence(s) failed for a systemic reason (first: {self.first_reason}); "
                f"{len(self.held_shards)} shard(s) were not written; fix the cause and run again "
                "with --resume")
