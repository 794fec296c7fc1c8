"""Queue, submit, skip, undo and progress semantics, on SQLite and PostgreSQL."""

from __future__ import annotations

from typing import Any

import pytest

from db.service import ItemInput, JudgmentStore
from pipeline.errors import InputError, RatingError


def _items(n: int, prefix: str = "") -> list[ItemInput]:
    return [ItemInput(f"{prefix}Source {i}.", f"{prefix}Paraphrase {i}.", engine="builtin",
                      focus_kind="noun" if i % 2 else "predicate") for i in range(n)]


def _setup(store: JudgmentStore, raters: int = 3, items: int = 4, n: int = 2,
           gold_rate: float = 0.0) -> None:
    store.create_batch("b", raters_per_item=n, gold_rate=gold_rate)
    for r in range(raters):
        store.add_annotator(f"r{r}", secret="s")
    store.add_items("b", _items(items))


def _rate_all(store: JudgmentStore, rater: str) -> list[int]:
    seen = []
    while (item := store.next_item("b", rater)) is not None:
        store.submit(item.assignment_id, rater, semantic=3, syntactic=1)
        seen.append(item.item_id)
    return seen


def test_never_an_item_twice_never_more_than_n(store: JudgmentStore) -> None:
    _setup(store, raters=4, items=3, n=2)
    counts: dict[int, int] = {}
    for r in range(4):
        seen = _rate_all(store, f"r{r}")
        assert len(seen) == len(set(seen))
        for i in seen:
            counts[i] = counts.get(i, 0) + 1
    assert counts == {i: 2 for i in counts} and len(counts) == 3
    progress = store.progress("b")
    assert (progress.complete_items, progress.judgments, progress.fraction_complete) == (3, 6, 1.0)


def test_items_are_completed_before_new_ones_are_opened(store: JudgmentStore) -> None:
    _setup(store, raters=3, items=5, n=3)
    store.update_batch("b", assignment_strategy="fill-first")
    first = store.next_item("b", "r0")
    second = store.next_item("b", "r1")
    third = store.next_item("b", "r2")
    assert first and second and third
    assert first.item_id == second.item_id == third.item_id  # one item filled up first
    assert first.source == "Source 0."


def test_an_open_assignment_is_served_again_until_rated(store: JudgmentStore) -> None:
    _setup(store)
    a = store.next_item("b", "r0")
    b = store.next_item("b", "r0")
    assert a == b


def test_submit_is_idempotent_and_edits_keep_history(store: JudgmentStore) -> None:
    _setup(store)
    item = store.next_item("b", "r0")
    assert item is not None
    first = store.submit(item.assignment_id, "r0", semantic=2, syntactic=2, seconds=4.0)
    again = store.submit(item.assignment_id, "r0", semantic=2, syntactic=2, seconds=5.0)
    assert first.created and not again.created and not again.changed
    assert again.id == first.id
    edited = store.edit(first.id, "r0", semantic=3, syntactic=1, comment="second look")
    assert edited.changed and (edited.semantic, edited.syntactic) == (3, 1)
    assert len(store.judgment_rows("b")) == 1
    history = store.history(item.assignment_id)
    assert [(h["action"], h["semantic"]) for h in history] == [("create", 2), ("edit", 3)]
    with pytest.raises(RatingError, match="belongs to another rater"):
        store.edit(first.id, "r1", semantic=1, syntactic=1)


def test_skip_frees_the_slot_and_the_item_never_returns(store: JudgmentStore) -> None:
    _setup(store, raters=3, items=1, n=2)
    item = store.next_item("b", "r0")
    assert item is not None
    store.skip(item.assignment_id, "r0")
    assert store.next_item("b", "r0") is None
    with pytest.raises(RatingError, match="skipped"):
        store.submit(item.assignment_id, "r0", semantic=3, syntactic=3)
    # both slots are open to the other two raters
    assert _rate_all(store, "r1") == [item.item_id]
    assert _rate_all(store, "r2") == [item.item_id]
    assert store.progress("b", "r0").skipped == 1


def test_undo_reopens_the_last_judgment(store: JudgmentStore) -> None:
    _setup(store, raters=1, items=3, n=1)
    done = [store.next_item("b", "r0") for _ in range(1)]
    assert done[0] is not None
    store.submit(done[0].assignment_id, "r0", semantic=1, syntactic=1)
    second = store.next_item("b", "r0")
    assert second is not None
    store.submit(second.assignment_id, "r0", semantic=2, syntactic=2)
    undone = store.undo_last("b", "r0")
    assert undone is not None and undone.item_id == second.item_id and undone.semantic == 2
    assert len(store.judgment_rows("b")) == 1
    again = store.next_item("b", "r0")
    assert again is not None and again.item_id == second.item_id
    store.submit(again.assignment_id, "r0", semantic=3, syntactic=3)
    actions = [h["action"] for h in store.history(second.assignment_id)]
    assert actions == ["create", "undo", "create"]
    assert store.undo_last("b", "r0") is not None
    assert store.undo_last("b", "r0") is not None
    assert store.undo_last("b", "r0") is None


def test_gold_items_are_mixed_in_at_the_rate(store: JudgmentStore) -> None:
    _setup(store, raters=2, items=12, n=2, gold_rate=0.25)
    store.add_items("b", [ItemInput("Gold source.", "Gold paraphrase.", gold=(3, 1)),
                          ItemInput("Gold two.", "Gold two para.", gold=(1, None))])
    sequence = []
    while (item := store.next_item("b", "r0")) is not None:
        sequence.append(item.source.startswith("Gold"))
        store.submit(item.assignment_id, "r0", semantic=3, syntactic=1)
    assert sum(sequence) == 2 and len(sequence) == 14
    assert sequence.index(True) == 3  # the 4th item is gold at rate 1/4
    info = store.batch_info("b")
    assert (info.items, info.gold_items, info.judgments) == (12, 2, 12)
    # gold items do not take rater slots: the second rater gets them too
    assert sum(1 for _ in _rate_all(store, "r1")) == 14


def test_mark_gold(store: JudgmentStore) -> None:
    _setup(store, raters=1, items=2, n=1)
    item_id = store.item_pairs("b")[1][0]
    store.mark_gold("b", item_id, semantic=2, syntactic=None)
    assert [i for i, _, _ in store.item_pairs("b")] == [store.item_pairs("b")[0][0]]
    with pytest.raises(RatingError):
        store.mark_gold("b", item_id, semantic=5, syntactic=None)
    first = store.next_item("b", "r0")
    assert first is not None
    with pytest.raises(InputError, match="already been given"):
        store.mark_gold("b", first.item_id, semantic=1, syntactic=1)


@pytest.mark.parametrize(("gold", "error", "message"), [
    ((None, None), InputError, "at least one expected rating"),
    ((4, None), RatingError, "expected semantic"),
    ((None, "1"), RatingError, "expected syntactic"),
])
def test_gold_items_need_a_valid_expectation(store: JudgmentStore, gold: tuple[Any, Any],
                                             error: type[Exception], message: str) -> None:
    _setup(store, raters=1, items=1, n=1)
    item_id = store.item_pairs("b")[0][0]
    with pytest.raises(error, match=message):
        store.add_items("b", [ItemInput("Gold source.", "Gold paraphrase.", gold=gold)])
    with pytest.raises(error, match=message):
        store.mark_gold("b", item_id, semantic=gold[0], syntactic=gold[1])
    assert store.batch_info("b").gold_items == 0 and len(store.item_pairs("b")) == 1


@pytest.mark.parametrize("value", [0, 4, "3", 2.0, True, None])
def test_bad_values_are_refused_with_a_reason(store: JudgmentStore, value: object) -> None:
    _setup(store)
    item = store.next_item("b", "r0")
    assert item is not None
    with pytest.raises(RatingError, match="semantic must be"):
        store.submit(item.assignment_id, "r0", semantic=value, syntactic=2)  # type: ignore[arg-type]
    with pytest.raises(RatingError, match="syntactic must be"):
        store.submit(item.assignment_id, "r0", semantic=2, syntactic=value)  # type: ignore[arg-type]
    assert store.judgment_rows("b") == []


def test_unknown_rater_and_someone_elses_assignment_are_refused(store: JudgmentStore) -> None:
    _setup(store)
    item = store.next_item("b", "r0")
    assert item is not None
    with pytest.raises(RatingError, match="unknown rater 'mallory'"):
        store.submit(item.assignment_id, "mallory", semantic=3, syntactic=3)
    with pytest.raises(RatingError, match="unknown rater"):
        store.next_item("b", "mallory")
    with pytest.raises(RatingError, match="belongs to another rater, not to 'r1'"):
        store.submit(item.assignment_id, "r1", semantic=3, syntactic=3)
    with pytest.raises(RatingError, match="belongs to another rater"):
        store.skip(item.assignment_id, "r1")
    with pytest.raises(RatingError, match="no assignment 999"):
        store.submit(999, "r0", semantic=3, syntactic=3)
    for seconds in (-1, float("inf"), float("nan")):
        with pytest.raises(RatingError, match="seconds spent must be a finite number >= 0"):
            store.submit(item.assignment_id, "r0", semantic=3, syntactic=3, seconds=seconds)
    store.set_active("r2", False)
    with pytest.raises(RatingError, match="deactivated"):
        store.next_item("b", "r2")
    assert store.judgment_rows("b") == []


def test_batch_membership(store: JudgmentStore) -> None:
    _setup(store)
    assert store.add_raters("b", ["r0", "r1"]) == 2
    assert store.add_raters("b", ["r0"]) == 0
    assert store.next_item("b", "r0") is not None
    with pytest.raises(RatingError, match="not one of the raters"):
        store.next_item("b", "r2")
    assert store.batch_info("b").raters == ("r0", "r1")


def test_batches_and_annotators_admin(store: JudgmentStore) -> None:
    _setup(store, raters=2, items=2, n=1)
    with pytest.raises(InputError, match="already exists"):
        store.create_batch("b")
    with pytest.raises(InputError, match="already exists"):
        store.add_annotator("r0")
    with pytest.raises(InputError, match="no batch named"):
        store.next_item("missing", "r0")
    with pytest.raises(InputError):
        store.create_batch("x", raters_per_item=0)
    with pytest.raises(InputError):
        store.create_batch("x", gold_rate=1.5)
    store.create_batch("second", instructions="Rate carefully.")
    assert [b.name for b in store.list_batches()] == ["b", "second"]
    _rate_all(store, "r0")
    people = {a.name: a for a in store.list_annotators()}
    assert people["r0"].judgments == 2 and people["r1"].judgments == 0
    updated = store.update_batch("second", gold_rate=0.1, instructions="New.")
    assert (updated.gold_rate, updated.instructions) == (0.1, "New.")


def test_duplicates_are_not_added_twice(store: JudgmentStore) -> None:
    _setup(store, items=3)
    again = store.add_items("b", _items(4))
    assert (again.added, again.duplicates) == (1, 3)
    assert store.batch_info("b").items == 4


def test_progress_of_a_rater(store: JudgmentStore) -> None:
    _setup(store, raters=2, items=3, n=1)
    item = store.next_item("b", "r0")
    assert item is not None
    store.submit(item.assignment_id, "r0", semantic=3, syntactic=3)
    mine = store.progress("b", "r0")
    assert (mine.done, mine.skipped, mine.remaining) == (1, 0, 2)
    other = store.progress("b", "r1")
    assert (other.done, other.remaining) == (0, 2)
    assert store.judgments_of("b", "r0")[0].semantic == 3


def test_release_stale_assignments(store: JudgmentStore) -> None:
    _setup(store, raters=3, items=1, n=1)
    item = store.next_item("b", "r0")
    assert item is not None and store.next_item("b", "r1") is None  # the only slot is taken
    assert store.release_stale("b", older_than_seconds=3600) == 0
    assert store.release_stale("b", older_than_seconds=0) == 1
    again = store.next_item("b", "r1")
    assert again is not None and again.item_id == item.item_id


def test_duplicates_within_one_import_and_distinct_foci(store: JudgmentStore) -> None:
    store.create_batch("b")
    same = ItemInput("A source.", "A paraphrase.", focus="x", amr="(x / thing)")
    other_focus = ItemInput("A source.", "A paraphrase.", focus="y")
    # Raters see two sentences, not foci: the same pair from another focus is a duplicate.
    summary = store.add_items("b", [same, same, other_focus])
    assert (summary.added, summary.duplicates) == (1, 2)
    assert store.add_items("b", [other_focus]).duplicates == 1
    assert [(s, p) for _, s, p in store.item_pairs("b")] == [("A source.", "A paraphrase.")]
    store.create_batch("c")
    assert store.add_items("c", [same]).added == 1  # shared sentence and paraphrase rows
    with store.db.read() as session:
        from sqlalchemy import func, select

        from db.models import Graph, Paraphrase, Sentence

        counts = [session.scalar(select(func.count()).select_from(t))
                  for t in (Sentence, Paraphrase, Graph)]
    assert counts == [1, 1, 1]


def test_release_work_of_a_rater(store: JudgmentStore) -> None:
    _setup(store, raters=3, items=2, n=1)
    first = _rate_all(store, "r0")
    assert len(first) == 2 and store.next_item("b", "r1") is None  # all slots used
    assert store.release_work("b", "r0") == 2
    assert store.judgment_rows("b") == []  # out of the reports...
    assert len(store.judgment_rows("b", include_released=True)) == 2  # ...but on record
    assert store.undo_last("b", "r0") is None
    assert store.progress("b").judgments == 0
    assert sorted(_rate_all(store, "r1")) == sorted(first)  # the items went to another rater
    assert store.progress("b").complete_items == 2
    with store.db.read() as session:
        from sqlalchemy import select

        from db.models import Assignment

        released = session.scalars(select(Assignment.id).where(
            Assignment.status == "released")).all()
    with pytest.raises(RatingError, match="released"):
        store.submit(released[0], "r0", semantic=1, syntactic=1)


def test_save_paraphrases_outside_any_batch(store: JudgmentStore) -> None:
    pair = ItemInput("A source.", "A paraphrase.", focus="x", concept="thing", focus_kind="noun",
                     focus_role=":ARG1", focus_depth=2, subtree_size=3, engine="builtin",
                     amr="(x / thing)", scores={"semantic": 0.7}, kept=True)
    summary = store.save_paraphrases([pair, pair, ItemInput("A source.", "Another one.")])
    assert (summary.added, summary.duplicates) == (2, 1)
    assert store.list_batches() == []  # saved, not queued
    saved = {p.paraphrase: p for p in store.stored_paraphrases()}
    first = saved["A paraphrase."]
    assert (first.focus_depth, first.subtree_size, first.focus_role, first.scores, first.kept,
            first.amr, first.batches, first.ratings) == (
        2, 3, ":ARG1", {"semantic": 0.7}, True, "(x / thing)", (), ())
    # Sending the same pair to a batch later reuses the stored row.
    store.create_batch("b", raters_per_item=1)
    assert store.add_items("b", [pair]).added == 1
    assert len(store.stored_paraphrases()) == 2
    assert [p.paraphrase for p in store.stored_paraphrases(["b"])] == ["A paraphrase."]


def test_a_later_save_fills_in_what_an_earlier_one_lacked(store: JudgmentStore) -> None:
    store.save_paraphrases([ItemInput("A source.", "A paraphrase.", focus="x", kept=False)])
    store.save_paraphrases([ItemInput("A source.", "A paraphrase.", focus="x", focus_depth=1,
                                      subtree_size=5, kept=True, scores={"semantic": 0.2},
                                      amr="(x / thing)")])
    (only,) = store.stored_paraphrases()
    # Missing facts are filled in; a verdict already stored is never overwritten.
    assert (only.focus_depth, only.subtree_size, only.kept, only.scores, only.amr) == (
        1, 5, False, {"semantic": 0.2}, "(x / thing)")


@pytest.mark.parametrize(("entry", "message"), [
    (ItemInput("", "p"), "non-empty"),
    (ItemInput("s", "p", focus_depth=-1), "focus_depth"),
    (ItemInput("s", "p", subtree_size="3"), "subtree_size"),  # type: ignore[arg-type]
    (ItemInput("s", "p", gold=(3, 1)), "gold answers belong to a batch"),
])
def test_bad_saves_are_refused_and_store_nothing(store: JudgmentStore, entry: ItemInput,
                                                 message: str) -> None:
    with pytest.raises(InputError, match=message):
        store.save_paraphrases([ItemInput("fine", "also fine"), entry])
    assert store.stored_paraphrases() == []


def test_stored_paraphrases_carry_counted_ratings_of_non_gold_items(store: JudgmentStore) -> None:
    _setup(store, raters=2, items=2, n=2)
    store.add_items("b", [ItemInput("Gold source.", "Gold paraphrase.", gold=(3, 1))])
    for rater, ratings in (("r0", (3, 1)), ("r1", (1, 2))):
        while (item := store.next_item("b", rater)) is not None:
            store.submit(item.assignment_id, rater, semantic=ratings[0], syntactic=ratings[1])
    stored = {p.paraphrase: p for p in store.stored_paraphrases()}
    assert stored["Paraphrase 0."].ratings == ((3, 1), (1, 2))
    assert stored["Paraphrase 0."].batches == ("b",)
    assert stored["Gold paraphrase."].ratings == ()  # checks on raters, not evidence
    store.release_work("b", "r1")
    stored = {p.paraphrase: p for p in store.stored_paraphrases(["b"])}
    assert stored["Paraphrase 0."].ratings == ((3, 1),)  # released work is not counted
    with pytest.raises(InputError):
        store.stored_paraphrases(["no such batch"])
    assert len(store.stored_paraphrases(limit=1)) == 1


def test_judgment_rows_carry_the_focus_position(store: JudgmentStore) -> None:
    store.create_batch("b", raters_per_item=1)
    store.add_annotator("r", secret="s")
    store.add_items("b", [ItemInput("A source.", "A paraphrase.", focus_depth=3, subtree_size=1)])
    item = store.next_item("b", "r")
    assert item is not None
    store.submit(item.assignment_id, "r", semantic=2, syntactic=2)
    (row,) = store.judgment_rows("b")
    assert (row.focus_depth, row.subtree_size) == (3, 1)
