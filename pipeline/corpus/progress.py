"""What a running build reports: its progress bar and its steady throughput."""

from __future__ import annotations

import sys
import time
from typing import Any

__all__ = ["Throughput", "progress_bar"]


def progress_bar(total: int | None, enabled: bool, desc: str = "corpus") -> Any:
    from tqdm import tqdm

    return tqdm(total=total, unit="sent", desc=desc, file=sys.stderr, disable=not enabled,
                dynamic_ncols=True, mininterval=0.5, smoothing=0.1)


class Throughput:
    """Sentences per second between the first and the last finished shard.

    The first shard absorbs model loading, so this is the steady rate a long
    build settles at; ``None`` until two shards have finished.
    """

    def __init__(self) -> None:
        self.first: float | None = None
        self.last = 0.0
        self.after_first = 0

    def shard_done(self, sentences: int) -> None:
        now = time.perf_counter()
        if self.first is None:
            self.first = now
        else:
            self.after_first += sentences
        self.last = now

    def steady(self) -> float | None:
        if self.first is None or self.last <= self.first or not self.after_first:
            return None
        return round(self.after_first / (self.last - self.first), 3)
