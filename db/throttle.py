"""Back-off after failed sign-ins, per account and per browser session.

The first ``free_failures`` wrong secrets cost nothing; from then on every
failure makes the next attempt wait, twice as long each time (up to
``max_wait``).  While a wait runs, attempts are refused without checking the
secret at all, the right one included, so guessing gains nothing by hurrying.
A success clears the count; so does ``forget_after`` seconds without a failure.
Counts live in this process (the app's sign-in runs in one server process).

>>> now = [0.0]
>>> throttle = SignInThrottle(clock=lambda: now[0])
>>> keys = ("account:ana", "session:s1")
>>> [throttle.failed(*keys) for _ in range(5)]
[0.0, 0.0, 5.0, 10.0, 20.0]
>>> throttle.wait("account:ana"), throttle.wait("session:s2")
(20.0, 0.0)
>>> now[0] = 20.0
>>> throttle.wait(*keys)
0.0
>>> throttle.succeeded(*keys); throttle.failed(*keys)
0.0
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["SignInThrottle"]


@dataclass
class _Failures:
    count: int
    last: float  # clock time of the latest failure
    wait: float  # seconds after ``last`` during which attempts are refused


class SignInThrottle:
    """Failed sign-ins counted per key (``"account:NAME"``, ``"session:ID"``...)."""

    def __init__(self, *, free_failures: int = 2, first_wait: float = 5.0,
                 max_wait: float = 900.0, forget_after: float = 3600.0,
                 max_keys: int = 100_000, clock: Callable[[], float] = time.monotonic) -> None:
        self.free_failures = free_failures
        self.first_wait = first_wait
        self.max_wait = max_wait
        self.forget_after = forget_after
        self.max_keys = max_keys
        self.clock = clock
        self._failures: dict[str, _Failures] = {}
        self._lock = threading.Lock()

    def wait(self, *keys: str) -> float:
        """Seconds before any of ``keys`` may try again (0.0: now)."""
        now = self.clock()
        with self._lock:
            return max((self._left(key, now) for key in keys), default=0.0)

    def failed(self, *keys: str) -> float:
        """Count a wrong secret against every key; the wait it imposes."""
        now = self.clock()
        with self._lock:
            if len(self._failures) >= self.max_keys:
                self._forget_old(now)
            for key in keys:
                entry = self._live(key, now)
                count = (entry.count if entry else 0) + 1
                over = count - self.free_failures
                wait = min(self.max_wait, self.first_wait * 2 ** (over - 1)) if over > 0 else 0.0
                self._failures[key] = _Failures(count, now, wait)
            return max((self._left(key, now) for key in keys), default=0.0)

    def __len__(self) -> int:
        """How many keys have failures on record."""
        return len(self._failures)

    def succeeded(self, *keys: str) -> None:
        with self._lock:
            for key in keys:
                self._failures.pop(key, None)

    def _live(self, key: str, now: float) -> _Failures | None:
        entry = self._failures.get(key)
        if entry is not None and now - entry.last >= max(self.forget_after, entry.wait):
            del self._failures[key]
            return None
        return entry

    def _left(self, key: str, now: float) -> float:
        entry = self._live(key, now)
        return max(0.0, entry.last + entry.wait - now) if entry else 0.0

    def _forget_old(self, now: float) -> None:
        # Many names guessed at once must not grow memory without bound: expired
        # entries go first, then the oldest ones.
        for key in list(self._failures):
            self._live(key, now)
        overflow = len(self._failures) - self.max_keys + 1
        if overflow > 0:
            for key in sorted(self._failures, key=lambda k: self._failures[k].last)[:overflow]:
                del self._failures[key]
