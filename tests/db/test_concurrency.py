"""Reliability under concurrent raters and killed writers, on SQLite and PostgreSQL."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from sqlalchemy import func, select, text

from db.models import Assignment, Judgment
from db.service import ItemInput, JudgmentStore

RATERS = 20
PER_RATER = 50
RATERS_PER_ITEM = 3
ITEMS = 400  # > 20 x 50 / 3, so every rater can reach 50 without running dry


def _fill(store: JudgmentStore, raters: int, items: int, batch: str = "b") -> None:
    store.create_batch(batch, raters_per_item=RATERS_PER_ITEM)
    for r in range(raters):
        store.add_annotator(f"r{r:02d}", secret=f"secret-{r}")
    store.add_items(batch, [ItemInput(f"Source sentence {i}.", f"Paraphrase number {i}.")
                            for i in range(items)])


def _consistency(store: JudgmentStore) -> dict[str, int]:
    """Counts that must all be zero in a consistent store."""
    with store.db.read() as session:
        done_without = session.scalar(
            select(func.count()).select_from(Assignment)
            .where(Assignment.status == "done",
                   ~select(Judgment.id).where(Judgment.assignment_id == Assignment.id).exists()))
        judged_not_done = session.scalar(
            select(func.count()).select_from(Judgment).join(Assignment)
            .where(Assignment.status != "done"))
        mismatched = session.scalar(
            select(func.count()).select_from(Judgment).join(Assignment)
            .where((Judgment.item_id != Assignment.item_id)
                   | (Judgment.annotator_id != Assignment.annotator_id)))
        per_item = (select(Assignment.item_id, func.count().label("n"))
                    .where(Assignment.slot.is_not(None)).group_by(Assignment.item_id).subquery())
        over = session.scalar(select(func.count()).select_from(per_item)
                              .where(per_item.c.n > RATERS_PER_ITEM))
    return {"done_without_judgment": done_without or 0, "judged_not_done": judged_not_done or 0,
            "mismatched": mismatched or 0, "items_over_n": over or 0}


@pytest.mark.slow
def test_twenty_concurrent_raters_lose_and_double_nothing(migrated_url: str) -> None:
    setup = JudgmentStore(migrated_url)
    _fill(setup, RATERS, ITEMS)
    errors: list[BaseException] = []
    start = threading.Barrier(RATERS)

    def rater(index: int) -> None:
        # Each rater has its own engine and connections, like separate app sessions.
        own = JudgmentStore(migrated_url, migrate=False)
        name = f"r{index:02d}"
        try:
            start.wait()
            for n in range(PER_RATER):
                item = own.next_item("b", name)
                assert item is not None, f"{name} ran dry after {n}"
                own.submit(item.assignment_id, name, semantic=1 + n % 3, syntactic=1 + index % 3,
                           seconds=1.5)
                if n % 10 == 0:  # a double click: must not add a row
                    again = own.submit(item.assignment_id, name, semantic=1 + n % 3,
                                       syntactic=1 + index % 3)
                    assert not again.created
        except BaseException as exc:
            errors.append(exc)
        finally:
            own.close()

    threads = [threading.Thread(target=rater, args=(i,)) for i in range(RATERS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors[0]

    with setup.db.read() as session:
        rows = session.execute(select(Judgment.item_id, Judgment.annotator_id)).all()
        per_rater = dict(session.execute(
            select(Judgment.annotator_id, func.count()).group_by(Judgment.annotator_id)).tuples().all())
    assert len(rows) == RATERS * PER_RATER == 1000
    assert len(set(rows)) == 1000  # no rater saw an item twice
    assert sorted(per_rater.values()) == [PER_RATER] * RATERS
    assert _consistency(setup) == dict.fromkeys(_consistency(setup), 0)
    per_item: dict[int, int] = {}
    for item_id, _ in rows:
        per_item[item_id] = per_item.get(item_id, 0) + 1
    assert max(per_item.values()) <= RATERS_PER_ITEM
    setup.close()


WRITER = r"""
import sys
from db.service import JudgmentStore
store = JudgmentStore(sys.argv[1], migrate=False)
mode, name = sys.argv[2], sys.argv[3]
if mode == "half":
    from db.models import Judgment
    item = store.next_item("b", name)
    with store.db.write() as session:
        # The judgment row is written but its assignment not yet marked done...
        session.add(Judgment(assignment_id=item.assignment_id, item_id=item.item_id,
                             annotator_id=session.execute(
                                 __import__("sqlalchemy").text(
                                     "SELECT id FROM annotators WHERE name = :n"), {"n": name}
                             ).scalar_one(), semantic=3, syntactic=3))
        session.flush()
        print("mid-write", flush=True)
        import time; time.sleep(60)  # ...when the process is killed.
else:
    n = 0
    while True:
        item = store.next_item("b", name)
        if item is None:
            break
        store.submit(item.assignment_id, name, semantic=1 + n % 3, syntactic=2, comment="x" * 50)
        n += 1
        print(n, flush=True)
"""


def _spawn(migrated_url: str, mode: str, name: str) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    return subprocess.Popen([sys.executable, "-c", WRITER, migrated_url, mode, name], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _kill_after(proc: subprocess.Popen[str], lines: int) -> None:
    assert proc.stdout is not None
    for _ in range(lines):
        if not proc.stdout.readline():
            raise AssertionError(f"writer died early: {proc.stderr.read() if proc.stderr else ''}")
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL


@pytest.mark.slow
def test_sigkill_during_writes_leaves_a_consistent_database(migrated_url: str) -> None:
    store = JudgmentStore(migrated_url)
    _fill(store, 3, 300)

    # A transaction killed after its judgment row but before the assignment update:
    # nothing of it may remain.
    half = _spawn(migrated_url, "half", "r00")
    _kill_after(half, 1)
    with store.db.read() as session:
        assert session.scalar(select(func.count()).select_from(Judgment)) == 0

    # Writers killed at arbitrary points of a loop of writes.
    for round_, lines in enumerate((5, 17)):
        proc = _spawn(migrated_url, "loop", f"r{round_ % 3:02d}")
        time.sleep(0.001 * round_)
        _kill_after(proc, lines)

    if store.db.is_sqlite:
        with store.db.read() as session:
            assert session.scalar(text("PRAGMA integrity_check")) == "ok"
            assert session.execute(text("PRAGMA foreign_key_check")).all() == []
    assert _consistency(store) == dict.fromkeys(_consistency(store), 0)
    with store.db.read() as session:
        judged = session.scalar(select(func.count()).select_from(Judgment)) or 0
    assert judged >= 5 + 17
    # The store is still fully usable: the killed raters continue where they were.
    item = store.next_item("b", "r00")
    assert item is not None
    assert store.submit(item.assignment_id, "r00", semantic=3, syntactic=3).created
    store.close()
