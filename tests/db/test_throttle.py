"""The sign-in back-off policy, on a clock the test moves (no sleeping)."""

from __future__ import annotations

from db.throttle import SignInThrottle


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_waits_start_at_the_third_failure_and_double() -> None:
    clock = Clock()
    throttle = SignInThrottle(clock=clock)
    waits = []
    for _ in range(7):
        clock.now += throttle.wait("account:ana")  # a patient guesser: waits each time out
        waits.append(throttle.failed("account:ana"))
    assert waits == [0.0, 0.0, 5.0, 10.0, 20.0, 40.0, 80.0]


def test_a_wait_refuses_every_attempt_until_it_has_passed() -> None:
    clock = Clock()
    throttle = SignInThrottle(clock=clock)
    for _ in range(3):
        throttle.failed("account:ana")
    assert throttle.wait("account:ana") == 5.0
    clock.now += 4.9
    assert 0 < throttle.wait("account:ana") < 0.2
    clock.now += 0.1
    assert throttle.wait("account:ana") == 0.0


def test_accounts_and_sessions_are_counted_apart() -> None:
    clock = Clock()
    throttle = SignInThrottle(clock=clock)
    # One session guessing three names: each account has one failure, the session three.
    for name in ("ana", "ben", "cat"):
        throttle.failed(f"account:{name}", "session:s1")
    assert throttle.wait("session:s1") == 5.0
    assert throttle.wait("account:ana", "session:s2") == 0.0  # ana from another browser
    assert throttle.wait("account:ana", "session:s1") == 5.0  # the longest wait counts
    # Three sessions guessing one name: the account is throttled in all of them.
    for session in ("s3", "s4", "s5"):
        throttle.failed("account:dan", f"session:{session}")
    assert throttle.wait("account:dan", "session:s6") == 5.0


def test_success_and_time_clear_the_count() -> None:
    clock = Clock()
    throttle = SignInThrottle(clock=clock, forget_after=600.0)
    for _ in range(2):
        throttle.failed("account:ana")
    throttle.succeeded("account:ana")
    assert throttle.failed("account:ana") == 0.0  # counted from one again
    throttle.failed("account:ana")
    clock.now += 600.0
    assert throttle.failed("account:ana") == 0.0  # an hour-old count is forgotten


def test_the_wait_is_capped_and_memory_is_bounded() -> None:
    clock = Clock()
    throttle = SignInThrottle(clock=clock, max_wait=60.0, max_keys=100)
    for _ in range(20):
        clock.now += throttle.wait("account:ana")
        last = throttle.failed("account:ana")
    assert last == 60.0
    for n in range(1000):
        throttle.failed(f"account:guess{n}")
    assert len(throttle) <= 100
