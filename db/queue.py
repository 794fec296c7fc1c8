"""The rater's queue: the next item, submitting, editing, skipping and undoing a
judgment, taking work back, and progress.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any, NamedTuple

from sqlalchemy import delete, func, select, update
from sqlalchemy.orm import Session

from db.models import Assignment, Item, Judgment, JudgmentRevision, utcnow
from db.records import (
    JudgmentRecord,
    PracticeFeedback,
    Progress,
    QualificationHeld,
    QueueItem,
    check_scale,
    check_seconds,
)
from db.statements import (
    INSERT_ASSIGNMENT,
    INSERT_JUDGMENT,
    INSERT_REVISION,
    IS_CHECK,
    IS_PRACTICE,
    Q_AVAILABLE,
    Q_BATCH,
    Q_CANDIDATE,
    Q_CHECKS_SERVED,
    Q_JUDGMENT,
    Q_LOCK_BATCH,
    Q_MEMBERS,
    Q_NEXT_CHECK,
    Q_OPEN,
    Q_OWN,
    Q_PAIR,
    Q_RATER,
    Q_SLOTS,
    Q_STANDING,
    counted,
)
from db.workflow import RatingWorkflow, practice_correct
from pipeline.errors import InputError, RatingError


class RaterRow(NamedTuple):
    id: int
    name: str


class BatchRow(NamedTuple):
    id: int
    name: str
    raters_per_item: int
    gold_rate: float
    instructions: str
    attention_rate: float
    assignment_strategy: str
    assignment_timeout: float | None


class RatingQueue(RatingWorkflow):
    """What a rater is served and how their judgments are recorded: a part of
    ``JudgmentStore`` that holds raters to their practice and qualification
    (:class:`~db.workflow.RatingWorkflow`) and reports batch progress
    (:class:`~db.roster.Roster`)."""

    @staticmethod
    def _queue_item(session: Session, assignment_id: int, item_id: int,
                    batch: BatchRow) -> QueueItem:
        source, paraphrase, kind = session.execute(Q_PAIR, {"item_id": item_id}).one()
        return QueueItem(assignment_id, item_id, batch.name, source, paraphrase,
                         batch.instructions, practice=kind == "practice")

    # The rating path (next item, submit, skip) reads columns and writes with
    # Core statements instead of loading ORM objects: it is what every rater
    # runs for every item, under the write lock.

    @staticmethod
    def _rater(session: Session, name: str) -> RaterRow:
        if not isinstance(name, str):
            raise RatingError(f"a rater is named by a string, got {name!r}")
        row = session.execute(Q_RATER, {"name": name}).first()
        if row is None:
            raise RatingError(f"unknown rater {name!r}; add one with "
                              "`paraamr annotate add-annotator NAME`")
        if not row.active:
            raise RatingError(f"rater {name!r} is deactivated")
        return RaterRow(row.id, row.name)

    @staticmethod
    def _batch_row(session: Session, name: str) -> BatchRow:
        row = session.execute(Q_BATCH, {"name": name}).first()
        if row is None:
            raise InputError(f"no batch named {name!r}; create it with "
                             f"`paraamr annotate import FILE --batch {name}`")
        return BatchRow(row.id, row.name, row.raters_per_item, row.gold_rate, row.instructions,
                         row.attention_rate, row.assignment_strategy, row.assignment_timeout)

    @staticmethod
    def _own_assignment(session: Session, assignment_id: object, rater: RaterRow) -> Any:
        if type(assignment_id) is not int:
            raise RatingError(f"an assignment is identified by an integer, got {assignment_id!r}")
        row = session.execute(Q_OWN, {"assignment_id": assignment_id}).first()
        if row is None:
            raise RatingError(f"no assignment {assignment_id}")
        if row.annotator_id != rater.id:
            raise RatingError(f"assignment {assignment_id} belongs to another rater, "
                              f"not to {rater.name!r}")
        return row

    @staticmethod
    def _assign(session: Session, item_id: int, rater_id: int, slot: int | None) -> int:
        now = utcnow()
        # The rater's own assignment of this item may have timed out: it is given back.
        again = session.execute(
            update(Assignment).where(Assignment.item_id == item_id,
                                     Assignment.annotator_id == rater_id,
                                     Assignment.status == "expired")
            .values(status="assigned", slot=slot, assigned_at=now, completed_at=None)
            .returning(Assignment.id)).scalar()
        if again is not None:
            return int(again)
        return int(session.execute(INSERT_ASSIGNMENT, [{
            "item_id": item_id, "annotator_id": rater_id, "slot": slot, "status": "assigned",
            "assigned_at": now}]).scalar_one())

    @staticmethod
    def _expire(session: Session, batch_id: int, older_than_seconds: float) -> int:
        """Give the slots of assignments older than this back to the pool."""
        cutoff = utcnow() - timedelta(seconds=older_than_seconds)
        result = session.execute(
            update(Assignment)
            .where(Assignment.status == "assigned", Assignment.slot.is_not(None),
                   Assignment.assigned_at < cutoff,
                   Assignment.item_id.in_(select(Item.id).where(Item.batch_id == batch_id)))
            .values(status="expired", slot=None)
            .execution_options(synchronize_session=False))
        return int(getattr(result, "rowcount", 0) or 0)

    # -- the rater's queue ------------------------------------------------

    def next_item(self, batch: str, annotator: str) -> QueueItem | None:
        """The item ``annotator`` should rate next in ``batch``, or ``None`` when done."""
        return self._write(lambda session: self._next_item(session, batch, annotator))

    def _next_item(self, session: Session, batch_name: str, name: str) -> QueueItem | None:
        rater = self._rater(session, name)
        batch = self._batch_row(session, batch_name)
        members = session.scalars(Q_MEMBERS, {"batch_id": batch.id}).all()
        if members and rater.id not in members:
            raise RatingError(f"rater {name!r} is not one of the raters of batch {batch_name!r}")
        ids = {"batch_id": batch.id, "rater_id": rater.id}
        if batch.assignment_timeout is not None:
            # Taking slots back changes other raters' queues: under the batch lock.
            if not self.db.is_sqlite:
                session.execute(Q_LOCK_BATCH, {"batch_id": batch.id})
            self._expire(session, batch.id, batch.assignment_timeout)
        open_one = session.execute(Q_OPEN, ids).first()
        if open_one is not None:
            return self._queue_item(session, open_one.id, open_one.item_id, batch)
        status, has_practice = session.execute(Q_STANDING, ids).one()
        if status is None and has_practice:
            practice = session.scalar(Q_NEXT_CHECK, {**ids, "kind": "practice"})
            if practice is not None:
                assignment_id = self._assign(session, practice, rater.id, None)
                return self._queue_item(session, assignment_id, practice, batch)
            status = self._decide_qualification(session, batch.id, rater.id)
        if status in ("held", "rejected"):
            raise QualificationHeld(
                f"rater {name!r} is {status} in batch {batch_name!r}; an admin decides "
                "(`paraamr annotate qualify`)")
        # From here on the choice depends on other raters' assignments: the
        # batch row lock serializes these choices per batch on PostgreSQL
        # (SQLite's BEGIN IMMEDIATE already has), for as short a time as possible.
        if not self.db.is_sqlite:
            session.execute(Q_LOCK_BATCH, {"batch_id": batch.id})

        if batch.gold_rate > 0 or batch.attention_rate > 0:
            total, gold_served, attention_served = (
                int(v) for v in session.execute(Q_CHECKS_SERVED, ids).one())
            # Deterministic mixing: the k-th check comes once k <= rate x queue length.
            for kind, rate, served in (("gold", batch.gold_rate, gold_served),
                                       ("attention", batch.attention_rate, attention_served)):
                if rate > 0 and served + 1 <= (total + 1) * rate:
                    check = session.scalar(Q_NEXT_CHECK, {**ids, "kind": kind})
                    if check is not None:
                        assignment_id = self._assign(session, check, rater.id, None)
                        return self._queue_item(session, assignment_id, check, batch)

        candidate = session.execute(Q_CANDIDATE[batch.assignment_strategy],
                                    {**ids, "raters_per_item": batch.raters_per_item}).first()
        if candidate is None:
            return None
        item_id = int(candidate[0])
        used = set(session.scalars(Q_SLOTS, {"item_id": item_id}).all())
        slot = min(set(range(batch.raters_per_item)) - used)
        assignment_id = self._assign(session, item_id, rater.id, slot)
        return self._queue_item(session, assignment_id, item_id, batch)

    def submit(self, assignment_id: int, annotator: str, *, semantic: int, syntactic: int,
               comment: str | None = None, seconds: float | None = None) -> JudgmentRecord:
        """Record (or change) the judgment of an assignment.

        Idempotent: submitting the same ratings again changes nothing and adds
        no row; different ratings edit the judgment, and the revision history
        keeps every version.
        """
        semantic = check_scale("semantic", semantic)
        syntactic = check_scale("syntactic", syntactic)
        spent = check_seconds(seconds)
        if comment is not None and not isinstance(comment, str):
            raise RatingError(f"a comment must be text, got {comment!r}")
        comment = comment.strip() or None if comment else None

        def work(session: Session) -> JudgmentRecord:
            rater = self._rater(session, annotator)
            assignment = self._own_assignment(session, assignment_id, rater)
            if assignment.status == "expired":
                raise RatingError(f"assignment {assignment_id} ran past the batch's time limit "
                                  "and went back to the pool; ask for the next item")
            if assignment.status in ("skipped", "released"):
                raise RatingError(f"assignment {assignment_id} was {assignment.status} "
                                  "and cannot be rated")
            existing = session.execute(Q_JUDGMENT, {"assignment_id": assignment.id}).first()
            feedback = None
            if assignment.kind == "practice":
                wanted = (assignment.expected_semantic, assignment.expected_syntactic)
                feedback = PracticeFeedback(*wanted, practice_correct((semantic, syntactic), wanted),
                                            assignment.note)
                if existing is not None and (existing.semantic, existing.syntactic) != (
                        semantic, syntactic):
                    raise RatingError(f"assignment {assignment_id} is a practice item already "
                                      "answered; its answer stays as given")
            now = utcnow()
            if existing is None:
                judgment_id = int(session.execute(INSERT_JUDGMENT, [{
                    "assignment_id": assignment.id, "item_id": assignment.item_id,
                    "annotator_id": rater.id, "semantic": semantic, "syntactic": syntactic,
                    "comment": comment, "seconds": spent, "origin": "inhouse",
                    "created_at": now, "updated_at": now}]).scalar_one())
                # The judgment and its assignment's status commit together or not at all.
                session.execute(update(Assignment).where(Assignment.id == assignment.id)
                                .values(status="done", completed_at=now))
                action, kept_seconds = "create", spent
            elif (existing.semantic, existing.syntactic, existing.comment) != (
                    semantic, syntactic, comment):
                judgment_id = existing.id
                kept_seconds = spent if spent is not None else existing.seconds
                session.execute(update(Judgment).where(Judgment.id == judgment_id).values(
                    semantic=semantic, syntactic=syntactic, comment=comment,
                    seconds=kept_seconds, updated_at=now))
                action = "edit"
            else:
                return JudgmentRecord(existing.id, assignment.id, assignment.item_id, rater.name,
                                      existing.semantic, existing.syntactic, existing.comment,
                                      existing.seconds, created=False, changed=False,
                                      feedback=feedback)
            session.execute(INSERT_REVISION, [{
                "assignment_id": assignment.id, "judgment_id": judgment_id,
                "annotator_id": rater.id, "action": action, "semantic": semantic,
                "syntactic": syntactic, "comment": comment, "seconds": spent, "at": now}])
            return JudgmentRecord(judgment_id, assignment.id, assignment.item_id, rater.name,
                                  semantic, syntactic, comment, kept_seconds,
                                  created=action == "create", changed=True, feedback=feedback)

        return self._write(work)

    def edit(self, judgment_id: int, annotator: str, *, semantic: int, syntactic: int,
             comment: str | None = None) -> JudgmentRecord:
        """Change a judgment; only its author may."""
        with self.db.read() as session:
            assignment_id = session.scalar(select(Judgment.assignment_id)
                                           .where(Judgment.id == judgment_id))
        if assignment_id is None:
            raise RatingError(f"no judgment {judgment_id}")
        return self.submit(assignment_id, annotator, semantic=semantic, syntactic=syntactic,
                           comment=comment)

    def skip(self, assignment_id: int, annotator: str) -> None:
        """Pass on an open assignment: its slot goes to another rater, and this
        rater is not offered the item again."""
        def work(session: Session) -> None:
            rater = self._rater(session, annotator)
            assignment = self._own_assignment(session, assignment_id, rater)
            if assignment.status == "done":
                raise RatingError(f"assignment {assignment_id} is already rated; undo it first")
            if assignment.kind == "practice":
                raise RatingError("practice items cannot be skipped")
            session.execute(update(Assignment).where(Assignment.id == assignment.id)
                            .values(status="skipped", slot=None, completed_at=utcnow()))

        self._write(work)

    def undo_last(self, batch: str, annotator: str) -> JudgmentRecord | None:
        """Take back the rater's most recent judgment in ``batch``; its item is
        served again next.  The history keeps what was undone."""
        def work(session: Session) -> JudgmentRecord | None:
            rater = self._rater(session, annotator)
            b = self._batch(session, batch)
            judgment = session.scalar(
                select(Judgment).join(Item, Judgment.item_id == Item.id)
                .where(Item.batch_id == b.id, Judgment.annotator_id == rater.id,
                       Judgment.origin == "inhouse", counted(), ~IS_PRACTICE)
                .order_by(Judgment.created_at.desc(), Judgment.id.desc()).limit(1)
                .with_for_update())
            if judgment is None:
                return None
            assignment = session.get(Assignment, judgment.assignment_id)
            assert assignment is not None
            record = JudgmentRecord(judgment.id, assignment.id, assignment.item_id, rater.name,
                                    judgment.semantic, judgment.syntactic, judgment.comment,
                                    judgment.seconds, created=False, changed=True)
            session.add(JudgmentRevision(
                assignment_id=assignment.id, judgment_id=None, annotator_id=rater.id,
                action="undo", semantic=judgment.semantic, syntactic=judgment.syntactic,
                comment=judgment.comment, seconds=judgment.seconds, at=utcnow()))
            session.execute(delete(Judgment).where(Judgment.id == judgment.id))
            assignment.status = "assigned"
            assignment.completed_at = None
            return record

        return self._write(work)

    def release_work(self, batch: str, annotator: str) -> int:
        """Take back every rated (non-gold) item of a rater in ``batch`` so that
        other raters rate it instead, as ParaSCI did for raters whose kappa
        against the majority fell below 0.4.  The judgments stay on record
        (``judgment_rows(include_released=True)``) but leave the reports;
        returns how many items were released."""
        def work(session: Session) -> int:
            rater = self._annotator(session, annotator)
            b = self._batch(session, batch, lock=True)
            ids = session.scalars(
                select(Assignment.id).join(Item, Assignment.item_id == Item.id)
                .where(Item.batch_id == b.id, Assignment.annotator_id == rater.id,
                       Assignment.status == "done", ~IS_CHECK)).all()
            if ids:
                session.execute(update(Assignment).where(Assignment.id.in_(ids))
                                .values(status="released", slot=None))
            return len(ids)

        return self._write(work)

    def release_stale(self, batch: str, older_than_seconds: float) -> int:
        """Take back open assignments older than this (raters who walked away),
        freeing their slots; returns how many.  A batch's ``assignment_timeout``
        does this by itself whenever a rater asks for an item."""
        if not 0 <= older_than_seconds < float("inf"):
            raise InputError("the age of stale assignments must be a number >= 0 of seconds")

        def work(session: Session) -> int:
            b = self._batch(session, batch, lock=True)
            return self._expire(session, b.id, older_than_seconds)

        return self._write(work)

    def judgments_of(self, batch: str, annotator: str) -> list[JudgmentRecord]:
        """The rater's own judgments in ``batch``, newest first (for reviewing and editing)."""
        with self.db.read() as session:
            rater = self._annotator(session, annotator)
            b = self._batch(session, batch)
            rows = session.scalars(
                select(Judgment).join(Item, Judgment.item_id == Item.id)
                .where(Item.batch_id == b.id, Judgment.annotator_id == rater.id)
                .order_by(Judgment.created_at.desc(), Judgment.id.desc())).all()
            return [JudgmentRecord(j.id, j.assignment_id, j.item_id, rater.name, j.semantic,
                                   j.syntactic, j.comment, j.seconds) for j in rows]

    def history(self, assignment_id: int) -> list[dict[str, Any]]:
        """Every version of the judgment of an assignment, oldest first."""
        with self.db.read() as session:
            revisions = session.scalars(select(JudgmentRevision)
                                        .where(JudgmentRevision.assignment_id == assignment_id)
                                        .order_by(JudgmentRevision.id)).all()
            return [{"action": r.action, "semantic": r.semantic, "syntactic": r.syntactic,
                     "comment": r.comment, "seconds": r.seconds, "at": r.at} for r in revisions]

    def progress(self, batch: str, annotator: str | None = None) -> Progress:
        with self.db.read() as session:
            b = self._batch(session, batch)
            info = self._batch_info(session, b)
            base = Progress(b.name, info.items, info.gold_items, b.raters_per_item,
                            info.judgments, info.complete_items)
            if annotator is None:
                return base
            rater = self._annotator(session, annotator)
            statuses = dict(session.execute(
                select(Assignment.status, func.count()).join(Item, Assignment.item_id == Item.id)
                .where(Item.batch_id == b.id, Assignment.annotator_id == rater.id)
                .group_by(Assignment.status)).tuples().all())
            available = session.scalar(Q_AVAILABLE, {
                "batch_id": b.id, "rater_id": rater.id,
                "raters_per_item": b.raters_per_item}) or 0
            return Progress(b.name, info.items, info.gold_items, b.raters_per_item,
                            info.judgments, info.complete_items, annotator=rater.name,
                            done=statuses.get("done", 0), skipped=statuses.get("skipped", 0),
                            remaining=available + statuses.get("assigned", 0))

