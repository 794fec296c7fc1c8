"""Random interleavings of queue operations keep the store's invariants."""

from __future__ import annotations

import contextlib
import random
from collections import Counter

import pytest
from sqlalchemy import select

from db.models import Assignment, Judgment
from db.service import ItemInput, JudgmentStore
from pipeline.errors import RatingError

RATERS = [f"r{i}" for i in range(5)]
N = 2


def _check(store: JudgmentStore) -> None:
    with store.db.read() as session:
        assignments = session.execute(
            select(Assignment.id, Assignment.item_id, Assignment.annotator_id, Assignment.slot,
                   Assignment.status)).all()
        judged = set(session.scalars(select(Judgment.assignment_id)).all())
    pairs = Counter((a.item_id, a.annotator_id) for a in assignments)
    assert max(pairs.values(), default=1) == 1  # never an item twice for a rater
    holders = Counter(a.item_id for a in assignments if a.slot is not None)
    assert max(holders.values(), default=0) <= N  # never more than N raters
    for a in assignments:
        assert (a.status in ("done", "released")) == (a.id in judged)
        assert a.status != "skipped" or a.slot is None


@pytest.mark.parametrize("seed", [1, 2])
def test_random_operations_keep_invariants(store: JudgmentStore, seed: int) -> None:
    rng = random.Random(seed)
    store.create_batch("b", raters_per_item=N)
    for name in RATERS:
        store.add_annotator(name, secret="s")
    store.add_items("b", [ItemInput(f"S{i}.", f"P{i}.") for i in range(12)])
    open_items: dict[str, int] = {}
    for step in range(120):
        rater = rng.choice(RATERS)
        op = rng.choices(["next", "submit", "skip", "undo", "resubmit"], [4, 4, 1, 1, 1])[0]
        if op == "next":
            item = store.next_item("b", rater)
            if item is not None:
                open_items[rater] = item.assignment_id
        elif op in ("submit", "resubmit") and rater in open_items:
            store.submit(open_items[rater], rater, semantic=rng.randint(1, 3),
                         syntactic=rng.randint(1, 3))
            if op == "submit":
                del open_items[rater]
        elif op == "skip" and rater in open_items:
            with contextlib.suppress(RatingError):  # already rated: refused, nothing changed
                store.skip(open_items.pop(rater), rater)
        elif op == "undo":
            store.undo_last("b", rater)
            open_items.pop(rater, None)
        if step % 10 == 0:
            _check(store)
    _check(store)
