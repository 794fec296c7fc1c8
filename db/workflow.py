"""The rating workflow around the queue: practice and qualification,
attention checks, and adjudication (the :class:`RatingWorkflow` part of
``db.service.JudgmentStore``).

* Practice: items with gold answers, served to each rater before the real
  queue (in batch order), each answer followed by feedback.  When the last is
  answered the rater is *qualified*, or *held* for review when the share of
  answers as expected is below the batch's ``min_practice_accuracy``; a held
  rater's queue stays closed until an admin qualifies (or rejects) them.
* Attention checks: an item whose sentence 2 is the source itself (expected:
  semantic 3, syntactic 1) or an unrelated sentence from elsewhere in the
  batch (expected: semantic 1); mixed into the queue at the batch's
  ``attention_rate`` and, like gold items, never marked as such.
* Adjudication: an admin sets the final label of an item; it is stored
  beside the ratings and exported with them.

>>> practice_correct((3, 1), (3, None))
True
>>> practice_correct((2, 1), (3, None))
False
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from db.items import ItemStore
from db.models import (
    QUALIFICATION_STATUSES,
    Adjudication,
    Annotator,
    Assignment,
    Batch,
    GoldItem,
    Item,
    Judgment,
    Paraphrase,
    Qualification,
    Sentence,
    utcnow,
)
from db.records import (
    AdjudicationRecord,
    ImportSummary,
    ItemInput,
    QualificationInfo,
    check_scale,
)
from db.roster import Roster
from pipeline.errors import InputError

if TYPE_CHECKING:
    pass

__all__ = ["ATTENTION_CONSTRUCTION", "ATTENTION_EXPECTED", "RatingWorkflow", "practice_correct"]

T = TypeVar("T")

# How attention-check paraphrases are marked (they are no one's paraphrase:
# focus debugging leaves them out).
ATTENTION_CONSTRUCTION = "attention-check"
# Expected (semantic, syntactic) answers and the note of each kind of check.
ATTENTION_EXPECTED = {
    "copy": ((3, 1), "attention check: sentence 2 repeats sentence 1"),
    "unrelated": ((1, None), "attention check: sentence 2 is about something else"),
}


def practice_correct(answer: tuple[int, int], expected: Any) -> bool:
    """Whether ``answer`` (semantic, syntactic) gives every rating ``expected``
    specifies (a row or pair of expected semantic and syntactic; None: any)."""
    semantic, syntactic = (expected.semantic, expected.syntactic) if hasattr(
        expected, "semantic") else expected
    return all(want is None or got == want
               for got, want in zip(answer, (semantic, syntactic), strict=True))


class RatingWorkflow(ItemStore, Roster):
    """Practice, qualification, attention checks and adjudication: a part of
    ``JudgmentStore`` that adds check items (:class:`~db.items.ItemStore`)
    and changes batch settings (:class:`~db.roster.Roster`)."""

    # -- practice and qualification ---------------------------------------

    def add_practice(self, batch: str, entries: Iterable[ItemInput], *,
                     min_accuracy: float | None = None) -> ImportSummary:
        """Add practice items (each with gold answers, and a note shown as
        feedback) to ``batch``; ``min_accuracy`` (0 to 1) holds raters below it."""
        todo = list(entries)
        for entry in todo:
            if entry.gold is None:
                raise InputError(f"practice item {entry.paraphrase!r} has no expected answers "
                                 "(\"gold\": {\"semantic\": ..., \"syntactic\": ...})")
        if min_accuracy is not None and not 0 <= min_accuracy <= 1:
            raise InputError(f"the minimum practice accuracy must be in [0, 1], "
                             f"got {min_accuracy!r}")
        summary = self.add_items(batch, todo, check="practice")
        if min_accuracy is not None:
            def work(session: Session) -> None:
                self._batch(session, batch, lock=True).min_practice_accuracy = min_accuracy or None
            self._write(work)
        return summary

    @staticmethod
    def _practice_answers(session: Session, batch_id: int,
                          rater_id: int | None = None) -> list[tuple[int, bool]]:
        """(rater id, answered as expected) of every practice judgment in the batch."""
        query = (select(Judgment.annotator_id, Judgment.semantic, Judgment.syntactic,
                        GoldItem.semantic, GoldItem.syntactic)
                 .join(Item, Judgment.item_id == Item.id)
                 .join(GoldItem, GoldItem.item_id == Item.id)
                 .where(Item.batch_id == batch_id, GoldItem.kind == "practice"))
        if rater_id is not None:
            query = query.where(Judgment.annotator_id == rater_id)
        return [(rater, practice_correct((sem, syn), (want_sem, want_syn)))
                for rater, sem, syn, want_sem, want_syn in session.execute(query).tuples()]

    def _decide_qualification(self, session: Session, batch_id: int, rater_id: int) -> str:
        """Qualify or hold a rater who has answered every practice item (stored)."""
        answers = [ok for _, ok in self._practice_answers(session, batch_id, rater_id)]
        accuracy = sum(answers) / len(answers) if answers else None
        needed = session.scalar(select(Batch.min_practice_accuracy).where(Batch.id == batch_id))
        held = needed is not None and (accuracy is None or accuracy < needed)
        status = "held" if held else "qualified"
        session.add(Qualification(batch_id=batch_id, annotator_id=rater_id, status=status,
                                  accuracy=accuracy, decided_at=utcnow()))
        session.flush()
        return status

    def qualification(self, batch: str, annotator: str) -> QualificationInfo:
        """Where ``annotator`` stands with the practice items of ``batch``."""
        return next(iter(self.qualifications(batch, [annotator])))

    def qualifications(self, batch: str,
                       annotators: Sequence[str] | None = None) -> list[QualificationInfo]:
        """The standing of these raters (default: every rater who answered a
        practice item or was decided on) in ``batch``, by name."""
        with self.db.read() as session:
            b = self._batch(session, batch)
            total = session.scalar(select(func.count()).select_from(GoldItem).join(Item)
                                   .where(Item.batch_id == b.id, GoldItem.kind == "practice")) or 0
            answers: dict[int, list[bool]] = {}
            for rater_id, ok in self._practice_answers(session, b.id):
                answers.setdefault(rater_id, []).append(ok)
            decided = {q.annotator_id: q for q in session.scalars(
                select(Qualification).where(Qualification.batch_id == b.id))}
            if annotators is None:
                ids = set(answers) | set(decided)
                people = session.scalars(select(Annotator).where(Annotator.id.in_(ids))).all()
            else:
                people = [self._annotator(session, name) for name in annotators]
            out = []
            for person in sorted(people, key=lambda a: a.name):
                mine = answers.get(person.id, [])
                accuracy = sum(mine) / len(mine) if mine else None
                row = decided.get(person.id)
                if row is not None:
                    status, by = row.status, row.decided_by
                    accuracy = row.accuracy if row.decided_by is None else accuracy
                elif total == 0:
                    status, by = "not-required", None
                elif len(mine) < total:
                    status, by = "practising", None
                else:  # done, not yet decided: what the next request will decide
                    needed = b.min_practice_accuracy
                    held = needed is not None and (accuracy is None or accuracy < needed)
                    status, by = ("held" if held else "qualified"), None
                out.append(QualificationInfo(b.name, person.name, status, total, len(mine),
                                             None if accuracy is None else round(accuracy, 4),
                                             b.min_practice_accuracy, by))
            return out

    def set_qualification(self, batch: str, annotator: str, status: str, *,
                          by: str) -> QualificationInfo:
        """An admin's decision on a rater of ``batch``: ``qualified`` opens the
        queue, ``rejected`` (or ``held``) keeps it closed."""
        if status not in QUALIFICATION_STATUSES:
            raise InputError(f"unknown qualification {status!r}; choose from "
                             f"{', '.join(QUALIFICATION_STATUSES)}")

        def work(session: Session) -> None:
            admin = self._admin(session, by)
            b = self._batch(session, batch, lock=True)
            rater = self._annotator(session, annotator)
            row = session.get(Qualification, (b.id, rater.id))
            if row is None:
                row = Qualification(batch_id=b.id, annotator_id=rater.id)
                session.add(row)
            row.status, row.decided_by, row.decided_at = status, admin.name, utcnow()

        self._write(work)
        return self.qualification(batch, annotator)

    def _admin(self, session: Session, name: str) -> Annotator:
        admin = self._annotator(session, name)
        if not admin.is_admin or not admin.active:
            raise InputError(f"{name!r} is not an active admin")
        return admin

    # -- attention checks -------------------------------------------------

    def add_attention_checks(self, batch: str, count: int, *, seed: int = 0,
                             rate: float | None = None) -> ImportSummary:
        """Make ``count`` attention checks from the batch's own sentences,
        alternately a copy (sentence 2 = sentence 1) and an unrelated pair
        (sentence 2 from another source), drawn with ``seed``; ``rate`` sets
        the share of each queue they take (the batch's ``attention_rate``)."""
        if type(count) is not int or count < 1:
            raise InputError(f"the number of attention checks must be a whole number >= 1, "
                             f"got {count!r}")
        with self.db.read() as session:
            b = self._batch(session, batch)
            pairs = session.execute(
                select(Sentence.text, Paraphrase.text)
                .join(Paraphrase, Paraphrase.sentence_id == Sentence.id)
                .join(Item, Item.paraphrase_id == Paraphrase.id)
                .outerjoin(GoldItem, GoldItem.item_id == Item.id)
                .where(Item.batch_id == b.id, GoldItem.id.is_(None))
                .order_by(Item.position, Item.id)).tuples().all()
        sources = sorted({source for source, _ in pairs})
        if len(sources) < 2:
            raise InputError(f"batch {batch!r} needs items from at least two source sentences "
                             "to make attention checks of")
        rng = random.Random(seed)
        entries = []
        for n in range(count):
            kind = ("copy", "unrelated")[n % 2]
            source = rng.choice(sources)
            others = [p for s, p in pairs if s != source]
            second = source if kind == "copy" else rng.choice(others)
            expected, note = ATTENTION_EXPECTED[kind]
            entries.append(ItemInput(source, second, construction=ATTENTION_CONSTRUCTION,
                                     gold=expected, gold_note=note))
        summary = self.add_items(batch, entries, check="attention")
        if rate is not None:
            self.update_batch(batch, attention_rate=rate)
        return summary

    # -- adjudication -----------------------------------------------------

    def adjudicate(self, batch: str, item_id: int, *, by: str, semantic: int, syntactic: int,
                   note: str | None = None) -> AdjudicationRecord:
        """Set (or change) the final label of an item of ``batch``; admins only."""
        check_scale("semantic", semantic)
        check_scale("syntactic", syntactic)

        def work(session: Session) -> AdjudicationRecord:
            admin = self._admin(session, by)
            b = self._batch(session, batch, lock=True)
            item = session.get(Item, item_id) if type(item_id) is int else None
            if item is None or item.batch_id != b.id:
                raise InputError(f"batch {batch!r} has no item {item_id!r}")
            now = utcnow()
            row = session.scalar(select(Adjudication).where(Adjudication.item_id == item.id))
            if row is None:
                row = Adjudication(item_id=item.id, created_at=now)
                session.add(row)
            row.annotator_id, row.semantic, row.syntactic = admin.id, semantic, syntactic
            row.note, row.updated_at = (note or "").strip() or None, now
            session.flush()
            return AdjudicationRecord(item.id, semantic, syntactic, row.note, admin.name, now)

        return self._write(work)

    def adjudications(self, batch: str) -> dict[int, AdjudicationRecord]:
        """The final labels set in ``batch``, by item id."""
        with self.db.read() as session:
            b = self._batch(session, batch)
            rows = session.execute(
                select(Adjudication, Annotator.name)
                .join(Item, Adjudication.item_id == Item.id)
                .outerjoin(Annotator, Adjudication.annotator_id == Annotator.id)
                .where(Item.batch_id == b.id).order_by(Item.position, Item.id)).tuples().all()
            return {a.item_id: AdjudicationRecord(a.item_id, a.semantic, a.syntactic, a.note,
                                                  name, a.updated_at) for a, name in rows}

    def open_assignments(self, batch: str) -> int:
        """How many assignments of ``batch`` wait for a rating (holding slots or not)."""
        with self.db.read() as session:
            b = self._batch(session, batch)
            return session.scalar(select(func.count()).select_from(Assignment)
                                  .join(Item, Assignment.item_id == Item.id)
                                  .where(Item.batch_id == b.id,
                                         Assignment.status == "assigned")) or 0
