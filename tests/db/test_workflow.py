"""The rating workflow on SQLite and PostgreSQL: assignment strategies, the
time limit, attention checks, practice and qualification (issue 14)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import update

from db.models import Assignment, utcnow
from db.service import ItemInput, JudgmentStore, QualificationHeld
from pipeline.errors import InputError, RatingError


def _batch(store: JudgmentStore, *, items: int = 6, n: int = 2, raters: int = 3,
           strategy: str = "least-annotated") -> None:
    store.create_batch("b", raters_per_item=n, assignment_strategy=strategy)
    store.add_items("b", [ItemInput(f"Source {i}.", f"Paraphrase {i}.") for i in range(items)])
    for r in range(raters):
        store.add_annotator(f"r{r}", secret="s")


def _rate_all(store: JudgmentStore, rater: str, semantic: int = 3) -> list[int]:
    seen = []
    while (item := store.next_item("b", rater)) is not None:
        store.submit(item.assignment_id, rater, semantic=semantic, syntactic=1)
        seen.append(item.item_id)
    return seen


def test_least_annotated_first_spreads_raters_over_the_items(store: JudgmentStore) -> None:
    _batch(store, items=3, n=3)
    served = [store.next_item("b", f"r{r}") for r in range(3)]
    assert [q.item_id for q in served if q] == [1, 2, 3]  # one rater each before any gets two
    assert store.batch_info("b").assignment_strategy == "least-annotated"


def test_random_order_is_a_fixed_shuffle_per_rater(store: JudgmentStore) -> None:
    _batch(store, items=12, n=2, raters=2, strategy="random")
    first, second = _rate_all(store, "r0"), _rate_all(store, "r1")
    assert sorted(first) == sorted(second) == list(range(1, 13))
    assert first != sorted(first) and first != second and second != sorted(second)
    with pytest.raises(InputError, match="unknown assignment strategy 'newest'"):
        store.update_batch("b", assignment_strategy="newest")


def _age(store: JudgmentStore, assignment_id: int, seconds: float) -> None:
    with store.db.write() as session:
        session.execute(update(Assignment).where(Assignment.id == assignment_id)
                        .values(assigned_at=utcnow() - timedelta(seconds=seconds)))


def test_an_assignment_past_the_time_limit_returns_to_the_pool(store: JudgmentStore) -> None:
    _batch(store, items=1, n=1)
    store.update_batch("b", assignment_timeout=600)
    held = store.next_item("b", "r0")
    assert held is not None and store.next_item("b", "r1") is None  # the only slot is taken
    _age(store, held.assignment_id, 599)
    assert store.next_item("b", "r1") is None  # not yet
    _age(store, held.assignment_id, 601)
    taken = store.next_item("b", "r1")
    assert taken is not None and taken.item_id == held.item_id
    with pytest.raises(RatingError, match="ran past the batch's time limit"):
        store.submit(held.assignment_id, "r0", semantic=3, syntactic=1)
    store.submit(taken.assignment_id, "r1", semantic=3, syntactic=1)
    assert store.next_item("b", "r0") is None  # the item is full now
    assert store.progress("b").complete_items == 1
    assert store.update_batch("b", assignment_timeout=0).assignment_timeout is None


def test_a_timed_out_rater_may_get_the_item_back(store: JudgmentStore) -> None:
    _batch(store, items=1, n=1)
    store.update_batch("b", assignment_timeout=60)
    first = store.next_item("b", "r0")
    assert first is not None
    _age(store, first.assignment_id, 61)
    again = store.next_item("b", "r0")  # expired, then the same row handed back
    assert again is not None and (again.item_id, again.assignment_id) == (
        first.item_id, first.assignment_id)
    store.submit(again.assignment_id, "r0", semantic=2, syntactic=2)
    assert store.release_stale("b", 0) == 0 and store.open_assignments("b") == 0


def test_attention_checks_are_mixed_in_blind_and_scored(store: JudgmentStore) -> None:
    from db.reports import batch_report

    _batch(store, items=8, n=1, raters=1)
    summary = store.add_attention_checks("b", 2, seed=3, rate=0.25)
    assert summary.added == 2
    info = store.batch_info("b")
    assert (info.items, info.attention_items, info.attention_rate) == (8, 2, 0.25)
    served = []
    while (item := store.next_item("b", "r0")) is not None:
        assert not item.practice and "attention" not in str(item.to_dict())
        served.append(item)
        # The rater fails the copy check (rates meaning 2), passes the other.
        copy = item.source == item.paraphrase
        store.submit(item.assignment_id, "r0", semantic=2 if copy else 1, syntactic=1)
    checks = [q for q in served if q.item_id > 8]
    assert len(served) == 10 and len(checks) == 2
    assert served.index(checks[0]) <= 4  # mixed in, not left to the end
    copy = next(q for q in checks if q.source == q.paraphrase)
    unrelated = next(q for q in checks if q.source != q.paraphrase)
    assert unrelated.paraphrase.startswith("Paraphrase ")
    assert unrelated.paraphrase != unrelated.source.replace("Source", "Paraphrase")
    assert copy.source.startswith("Source ")
    report = batch_report(store, "b")
    rater = report["annotators"][0]
    assert (rater["attention_checks"], rater["attention_pass_rate"]) == (2, 0.5)
    assert rater["judgments"] == 8 and report["judgments"] == 8  # checks stay out
    assert {p.construction for p in store.stored_paraphrases()} == {None}


def test_attention_checks_need_two_sources(store: JudgmentStore) -> None:
    _batch(store, items=1, n=1)
    with pytest.raises(InputError, match="at least two source sentences"):
        store.add_attention_checks("b", 2)


PRACTICE = [ItemInput("The cat sat on the mat.", "On the mat sat the cat.", gold=(3, 2),
                      gold_note="same meaning, words reordered"),
            ItemInput("The cat sat on the mat.", "The dog ran.", gold=(1, None),
                      gold_note="a different meaning")]


def test_practice_comes_first_with_feedback_and_qualifies(store: JudgmentStore) -> None:
    _batch(store, items=3, n=1, raters=1)
    store.add_practice("b", PRACTICE, min_accuracy=0.5)
    assert store.qualification("b", "r0").status == "practising"
    first = store.next_item("b", "r0")
    assert first is not None and first.practice and first.paraphrase == PRACTICE[0].paraphrase
    record = store.submit(first.assignment_id, "r0", semantic=3, syntactic=2)
    assert record.feedback is not None and record.feedback.correct
    assert record.feedback.note == "same meaning, words reordered"
    with pytest.raises(RatingError, match="practice item already answered"):
        store.submit(first.assignment_id, "r0", semantic=2, syntactic=2)
    second = store.next_item("b", "r0")
    assert second is not None and second.practice
    with pytest.raises(RatingError, match="cannot be skipped"):
        store.skip(second.assignment_id, "r0")
    wrong = store.submit(second.assignment_id, "r0", semantic=2, syntactic=3)
    assert wrong.feedback is not None and not wrong.feedback.correct
    assert wrong.feedback.expected_semantic == 1 and wrong.feedback.expected_syntactic is None
    assert store.undo_last("b", "r0") is None  # practice answers are final
    real = store.next_item("b", "r0")  # 1 of 2 right = 0.5: qualified
    assert real is not None and not real.practice
    standing = store.qualification("b", "r0")
    assert (standing.status, standing.accuracy, standing.practice_done) == ("qualified", 0.5, 2)
    assert len(_rate_all(store, "r0")) == 3


def test_a_rater_below_the_minimum_is_held_until_an_admin_decides(store: JudgmentStore) -> None:
    from db.reports import batch_report

    _batch(store, items=2, n=1, raters=2)
    store.add_annotator("boss", role="admin", secret="s")
    store.add_practice("b", PRACTICE, min_accuracy=1.0)
    for _ in PRACTICE:
        item = store.next_item("b", "r0")
        assert item is not None
        store.submit(item.assignment_id, "r0", semantic=2, syntactic=2)  # both wrong
    with pytest.raises(QualificationHeld, match="'r0' is held in batch 'b'"):
        store.next_item("b", "r0")
    assert store.qualification("b", "r0").status == "held"
    assert [q.status for q in store.qualifications("b")] == ["held"]
    report = batch_report(store, "b")
    assert [(a["name"], a["practice_accuracy"], a["qualification"])
            for a in report["annotators"]] == [("r0", 0.0, "held")]
    assert report["judgments"] == 0  # practice stays out of the reports
    with pytest.raises(InputError, match="not an active admin"):
        store.set_qualification("b", "r0", "qualified", by="r1")
    decided = store.set_qualification("b", "r0", "qualified", by="boss")
    assert (decided.status, decided.decided_by) == ("qualified", "boss")
    assert len(_rate_all(store, "r0")) == 2
    store.set_qualification("b", "r1", "rejected", by="boss")
    with pytest.raises(QualificationHeld, match="'r1' is rejected"):
        store.next_item("b", "r1")


def test_practice_items_need_answers(store: JudgmentStore) -> None:
    _batch(store, items=1, n=1, raters=1)
    with pytest.raises(InputError, match="has no expected answers"):
        store.add_practice("b", [ItemInput("A.", "B.")])
    with pytest.raises(InputError, match=r"minimum practice accuracy must be in \[0, 1\]"):
        store.add_practice("b", PRACTICE, min_accuracy=1.5)
