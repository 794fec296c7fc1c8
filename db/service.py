"""The annotation service: raters, batches, queues and judgments.

Every public method is one transaction; writes take the write lock first
(``BEGIN IMMEDIATE`` on SQLite, a row lock on the batch on PostgreSQL), so a
method either happens completely or not at all, and concurrent raters never
see an item twice or push it past its ``raters_per_item``.

Queue rules (per batch and rater): an open assignment is served again until
it is rated or skipped; gold items are mixed in at the batch's ``gold_rate``;
otherwise the item with the most raters so far that still has a free slot
comes first (items are completed before new ones are opened), then by
position.  Ratings are blind: a :class:`QueueItem` holds the two sentences
only, never the engine, focus, scores or whether it is gold.  An admin can
release a rater's work (:meth:`JudgmentStore.release_work`): the items go to
other raters and the judgments leave the reports but stay on record.

>>> store = JudgmentStore("sqlite://")
>>> _, secret = store.add_annotator("ann")
>>> store.create_batch("demo", raters_per_item=1).name
'demo'
>>> store.add_items("demo", [ItemInput("The boy wants to go.", "What the boy wants is to go.")]).added
1
>>> item = store.next_item("demo", "ann")
>>> item.paraphrase
'What the boy wants is to go.'
>>> store.submit(item.assignment_id, "ann", semantic=3, syntactic=2).created
True
>>> store.submit(item.assignment_id, "ann", semantic=3, syntactic=2).created  # idempotent
False
>>> store.next_item("demo", "ann") is None
True
>>> store.submit(item.assignment_id, "ann", semantic=4, syntactic=2)
Traceback (most recent call last):
...
pipeline.errors.RatingError: semantic must be 1, 2 or 3 (3 = best), got 4
"""

from __future__ import annotations

import hashlib
import logging
import random
import time
from collections.abc import Callable, Iterable, Sequence
from datetime import timedelta
from typing import Any, NamedTuple, TypeVar

from sqlalchemy import (
    BigInteger,
    and_,
    bindparam,
    case,
    cast,
    delete,
    exists,
    func,
    insert,
    literal,
    or_,
    select,
    update,
)
from sqlalchemy.engine import URL
from sqlalchemy.exc import IntegrityError, OperationalError
from sqlalchemy.orm import Session, aliased

from db import auth
from db.engine import Database
from db.migrate import ensure_schema
from db.models import (
    ASSIGNMENT_STRATEGIES,
    ROLES,
    Adjudication,
    Annotator,
    Assignment,
    Batch,
    BatchRater,
    GoldItem,
    Graph,
    Item,
    Judgment,
    JudgmentRevision,
    Paraphrase,
    Qualification,
    Sentence,
    utcnow,
)
from db.records import (
    SCALES,
    AnnotatorInfo,
    BatchInfo,
    ImportedJudgment,
    ImportSummary,
    ItemInput,
    JudgmentRecord,
    JudgmentRow,
    PracticeFeedback,
    Progress,
    QualificationHeld,
    QueueEmpty,
    QueueItem,
    StoredParaphrase,
    check_expected,
    check_scale,
    check_seconds,
)
from db.workflow import ATTENTION_CONSTRUCTION, RatingWorkflow, practice_correct
from pipeline.errors import InputError, RatingError

# The records are re-exported: callers import them from here or from db.records.
__all__ = [
    "SCALES",
    "AnnotatorInfo",
    "BatchInfo",
    "ImportSummary",
    "ImportedJudgment",
    "ItemInput",
    "JudgmentRecord",
    "JudgmentRow",
    "JudgmentStore",
    "Progress",
    "QualificationHeld",
    "QueueEmpty",
    "QueueItem",
    "StoredParaphrase",
    "check_expected",
    "check_scale",
]

log = logging.getLogger(__name__)

T = TypeVar("T")

_RETRIES = 8


class _RaterRow(NamedTuple):
    id: int
    name: str


class _BatchRow(NamedTuple):
    id: int
    name: str
    raters_per_item: int
    gold_rate: float
    instructions: str
    attention_rate: float
    assignment_strategy: str
    assignment_timeout: float | None


def _text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


# Statements of the rating path, built once: every rater runs them for every
# item, and building a statement costs more than running it on SQLite.
_P = bindparam
_THEIRS = aliased(Assignment)
# Items the rater holds or held (an assignment that timed out does not count:
# the item may come back to the same rater).
_SEEN = exists().where(_THEIRS.item_id == Item.id, _THEIRS.annotator_id == _P("rater_id"),
                       _THEIRS.status != "expired")
# Any item with known answers (gold, attention check or practice): never a
# real item, never in the agreement.
_GOLD = exists().where(GoldItem.item_id == Item.id)
_PRACTICE = exists().where(GoldItem.item_id == Item.id, GoldItem.kind == "practice")
_TAKEN = func.count(Assignment.id)
_Q_RATER = select(Annotator.id, Annotator.name, Annotator.active).where(
    Annotator.name == _P("name"))
_Q_BATCH = select(Batch.id, Batch.name, Batch.raters_per_item, Batch.gold_rate,
                  Batch.instructions, Batch.attention_rate, Batch.assignment_strategy,
                  Batch.assignment_timeout).where(Batch.name == _P("name"))
_Q_LOCK_BATCH = select(Batch.id).where(Batch.id == _P("batch_id")).with_for_update()
_Q_MEMBERS = select(BatchRater.annotator_id).where(BatchRater.batch_id == _P("batch_id"))
_Q_OPEN = (select(Assignment.id, Assignment.item_id).join(Item, Assignment.item_id == Item.id)
           .where(Item.batch_id == _P("batch_id"), Assignment.annotator_id == _P("rater_id"),
                  Assignment.status == "assigned")
           .order_by(Assignment.assigned_at, Assignment.id).limit(1))
# A rater's queue so far (practice left out), and how much of it was gold
# items and attention checks: what the mixing rates are measured against.
_Q_CHECKS_SERVED = (
    select(func.count(),
           func.coalesce(func.sum(case((GoldItem.kind == "gold", 1), else_=0)), 0),
           func.coalesce(func.sum(case((GoldItem.kind == "attention", 1), else_=0)), 0))
    .select_from(Assignment).join(Item, Assignment.item_id == Item.id)
    .outerjoin(GoldItem, GoldItem.item_id == Item.id)
    .where(Item.batch_id == _P("batch_id"), Assignment.annotator_id == _P("rater_id"),
           Assignment.status.not_in(("skipped", "expired")),
           or_(GoldItem.kind.is_(None), GoldItem.kind != "practice")))
_Q_NEXT_CHECK = (select(Item.id).join(GoldItem, GoldItem.item_id == Item.id)
                 .where(Item.batch_id == _P("batch_id"), GoldItem.kind == _P("kind"), ~_SEEN)
                 .order_by(Item.position, Item.id).limit(1))
# The rater's standing in the batch, and whether the batch has practice items
# at all (one round trip on every request).
_Q_STANDING = select(
    select(Qualification.status).where(Qualification.batch_id == _P("batch_id"),
                                       Qualification.annotator_id == _P("rater_id"))
    .scalar_subquery(),
    exists().where(GoldItem.item_id == Item.id, Item.batch_id == _P("batch_id"),
                   GoldItem.kind == "practice"))
# A fixed shuffle per rater for the random strategy: reproducible, and
# different raters meet the items in different orders.
_PRIME = literal(2147483647, BigInteger)  # 2**31 - 1: a product of two residues fits 64 bits
_SHUFFLED = ((cast(Item.id, BigInteger) * literal(2654435761, BigInteger)) % _PRIME
             * ((cast(_P("rater_id"), BigInteger) * literal(40503, BigInteger)
                 + literal(12345, BigInteger)) % _PRIME)) % _PRIME
_CANDIDATE_ORDER = {
    "least-annotated": (_TAKEN, Item.position, Item.id),
    "fill-first": (_TAKEN.desc(), Item.position, Item.id),
    "random": (_SHUFFLED, Item.id),
}


def _candidates(strategy: str) -> Any:
    """Real items with a free slot that the rater has not seen, in the
    strategy's order (see ``db.models.ASSIGNMENT_STRATEGIES``)."""
    return (select(Item.id, _TAKEN)
            .outerjoin(Assignment, and_(Assignment.item_id == Item.id,
                                        Assignment.slot.is_not(None)))
            .where(Item.batch_id == _P("batch_id"), ~_GOLD, ~_SEEN)
            .group_by(Item.id, Item.position)
            .having(_TAKEN < _P("raters_per_item"))  # noqa: SIM300
            .order_by(*_CANDIDATE_ORDER[strategy])
            .limit(1))


_Q_CANDIDATE = {strategy: _candidates(strategy) for strategy in ASSIGNMENT_STRATEGIES}
# How many items the rater could still be given: the candidates, counted.
_Q_AVAILABLE = select(func.count()).select_from(
    _candidates("fill-first").order_by(None).limit(None).subquery())
_Q_SLOTS = select(Assignment.slot).where(Assignment.item_id == _P("item_id"),
                                         Assignment.slot.is_not(None))
_Q_PAIR = (select(Sentence.text, Paraphrase.text, GoldItem.kind)
           .join(Paraphrase, Paraphrase.sentence_id == Sentence.id)
           .join(Item, Item.paraphrase_id == Paraphrase.id)
           .outerjoin(GoldItem, GoldItem.item_id == Item.id)
           .where(Item.id == _P("item_id")))
# The assignment, locked, with what its item is expected to get when it is
# a check (practice answers get feedback).
_Q_OWN = (select(Assignment.id, Assignment.item_id, Assignment.annotator_id, Assignment.status,
                 GoldItem.kind, GoldItem.semantic.label("expected_semantic"),
                 GoldItem.syntactic.label("expected_syntactic"), GoldItem.note)
          .outerjoin(GoldItem, GoldItem.item_id == Assignment.item_id)
          .where(Assignment.id == _P("assignment_id")).with_for_update(of=Assignment))
_Q_JUDGMENT = (select(Judgment.id, Judgment.semantic, Judgment.syntactic, Judgment.comment,
                      Judgment.seconds).where(Judgment.assignment_id == _P("assignment_id")))
_I_ASSIGNMENT = insert(Assignment).returning(Assignment.id)
_I_JUDGMENT = insert(Judgment).returning(Judgment.id)
_I_REVISION = insert(JudgmentRevision)


class JudgmentStore(RatingWorkflow):
    """The annotation service over one database (URL or :class:`Database`).

    ``migrate=True`` brings the schema up to date on construction (after
    checking that the database is ours, see :func:`db.migrate.open_database`).
    """

    def __init__(self, target: str | URL | Database, *, migrate: bool = True) -> None:
        if migrate:
            self.db = ensure_schema(target)
        else:
            self.db = target if isinstance(target, Database) else Database.from_url(target)

    def close(self) -> None:
        self.db.dispose()

    # -- plumbing ---------------------------------------------------------

    def _write(self, work: Callable[[Session], T]) -> T:
        """Run ``work`` in one write transaction, retrying on lost races.

        Losing a race shows as a unique-constraint violation (PostgreSQL) or
        a lock timeout; the database guarantees stay intact, only the
        transaction is repeated.
        """
        for attempt in range(_RETRIES):
            try:
                with self.db.write() as session:
                    return work(session)
            except (IntegrityError, OperationalError) as exc:
                if attempt == _RETRIES - 1:
                    raise
                log.debug("write retried after %s", type(exc.orig).__name__)
                time.sleep(random.uniform(0.005, 0.05) * (attempt + 1))
        raise AssertionError("unreachable")

    @staticmethod
    def _annotator(session: Session, name: str) -> Annotator:
        annotator = session.scalar(select(Annotator).where(Annotator.name == name))
        if annotator is None:
            raise InputError(f"unknown rater {name!r}; add one with "
                             "`paraamr annotate add-annotator NAME`")
        return annotator

    @staticmethod
    def _batch(session: Session, name: str, *, lock: bool = False) -> Batch:
        query = select(Batch).where(Batch.name == name)
        if lock:
            query = query.with_for_update()
        batch = session.scalar(query)
        if batch is None:
            raise InputError(f"no batch named {name!r}; create it with "
                             f"`paraamr annotate import FILE --batch {name}`")
        return batch

    @staticmethod
    def _queue_item(session: Session, assignment_id: int, item_id: int,
                    batch: _BatchRow) -> QueueItem:
        source, paraphrase, kind = session.execute(_Q_PAIR, {"item_id": item_id}).one()
        return QueueItem(assignment_id, item_id, batch.name, source, paraphrase,
                         batch.instructions, practice=kind == "practice")

    # The rating path (next item, submit, skip) reads columns and writes with
    # Core statements instead of loading ORM objects: it is what every rater
    # runs for every item, under the write lock.

    @staticmethod
    def _rater(session: Session, name: str) -> _RaterRow:
        if not isinstance(name, str):
            raise RatingError(f"a rater is named by a string, got {name!r}")
        row = session.execute(_Q_RATER, {"name": name}).first()
        if row is None:
            raise RatingError(f"unknown rater {name!r}; add one with "
                              "`paraamr annotate add-annotator NAME`")
        if not row.active:
            raise RatingError(f"rater {name!r} is deactivated")
        return _RaterRow(row.id, row.name)

    @staticmethod
    def _batch_row(session: Session, name: str) -> _BatchRow:
        row = session.execute(_Q_BATCH, {"name": name}).first()
        if row is None:
            raise InputError(f"no batch named {name!r}; create it with "
                             f"`paraamr annotate import FILE --batch {name}`")
        return _BatchRow(row.id, row.name, row.raters_per_item, row.gold_rate, row.instructions,
                         row.attention_rate, row.assignment_strategy, row.assignment_timeout)

    @staticmethod
    def _own_assignment(session: Session, assignment_id: object, rater: _RaterRow) -> Any:
        if type(assignment_id) is not int:
            raise RatingError(f"an assignment is identified by an integer, got {assignment_id!r}")
        row = session.execute(_Q_OWN, {"assignment_id": assignment_id}).first()
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
        return int(session.execute(_I_ASSIGNMENT, [{
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

    # -- annotators -------------------------------------------------------

    def add_annotator(self, name: str, *, role: str = "annotator",
                      secret: str | None = None) -> tuple[Annotator, str]:
        """Create a rater; returns it and its login secret (shown once, stored hashed)."""
        name = (name or "").strip()
        if not name or len(name) > 100:
            raise InputError("a rater name must be 1 to 100 characters")
        if role not in ROLES:
            raise InputError(f"unknown role {role!r}; choose from {', '.join(ROLES)}")
        secret = secret or auth.new_secret()
        hashed = auth.hash_secret(secret)

        def work(session: Session) -> Annotator:
            if session.scalar(select(Annotator.id).where(Annotator.name == name)) is not None:
                raise InputError(f"a rater named {name!r} already exists")
            annotator = Annotator(name=name, role=role, secret_hash=hashed, active=True)
            session.add(annotator)
            session.flush()
            return annotator

        return self._write(work), secret

    def authenticate(self, name: str, secret: str) -> Annotator | None:
        """The active rater with this name and secret, else ``None`` (constant time)."""
        with self.db.read() as session:
            annotator = session.scalar(select(Annotator).where(Annotator.name == name))
            ok = auth.verify_secret(secret, annotator.secret_hash if annotator else None)
            if annotator is None or not ok or not annotator.active:
                return None
            session.expunge(annotator)
            return annotator

    def reset_secret(self, name: str) -> str:
        secret = auth.new_secret()
        hashed = auth.hash_secret(secret)

        def work(session: Session) -> None:
            self._annotator(session, name).secret_hash = hashed

        self._write(work)
        return secret

    def set_active(self, name: str, active: bool) -> None:
        def work(session: Session) -> None:
            self._annotator(session, name).active = active

        self._write(work)

    def get_annotator(self, name: str) -> Annotator | None:
        with self.db.read() as session:
            annotator = session.scalar(select(Annotator).where(Annotator.name == name))
            if annotator is not None:
                session.expunge(annotator)
            return annotator

    def list_annotators(self) -> list[AnnotatorInfo]:
        with self.db.read() as session:
            counts = (select(Judgment.annotator_id, func.count().label("n"))
                      .group_by(Judgment.annotator_id).subquery())
            rows = session.execute(
                select(Annotator, func.coalesce(counts.c.n, 0))
                .outerjoin(counts, counts.c.annotator_id == Annotator.id)
                .order_by(Annotator.name)).all()
            return [AnnotatorInfo(a.name, a.role, a.active, int(n), a.created_at) for a, n in rows]

    # -- batches ----------------------------------------------------------

    def create_batch(self, name: str, *, raters_per_item: int = 3, instructions: str = "",
                     gold_rate: float = 0.0,
                     assignment_strategy: str = "least-annotated") -> BatchInfo:
        name = (name or "").strip()
        if not name or len(name) > 200:
            raise InputError("a batch name must be 1 to 200 characters")
        if type(raters_per_item) is not int or raters_per_item < 1:
            raise InputError(f"raters per item must be a whole number >= 1, got {raters_per_item!r}")
        _check_rate("gold", gold_rate)
        _check_strategy(assignment_strategy)

        def work(session: Session) -> None:
            if session.scalar(select(Batch.id).where(Batch.name == name)) is not None:
                raise InputError(f"a batch named {name!r} already exists")
            session.add(Batch(name=name, raters_per_item=raters_per_item,
                              instructions=instructions, gold_rate=gold_rate,
                              assignment_strategy=assignment_strategy))

        self._write(work)
        return self.batch_info(name)

    def update_batch(self, name: str, *, instructions: str | None = None,
                     gold_rate: float | None = None, attention_rate: float | None = None,
                     assignment_strategy: str | None = None,
                     assignment_timeout: float | None = None,
                     min_practice_accuracy: float | None = None) -> BatchInfo:
        """Change a batch's settings; ``None`` leaves one as it is.

        ``assignment_timeout`` (seconds) of 0 removes the time limit;
        ``min_practice_accuracy`` (0 to 1) of 0 qualifies everyone.
        """
        if gold_rate is not None:
            _check_rate("gold", gold_rate)
        if attention_rate is not None:
            _check_rate("attention", attention_rate)
        if assignment_strategy is not None:
            _check_strategy(assignment_strategy)
        if assignment_timeout is not None and not 0 <= assignment_timeout < float("inf"):
            raise InputError(f"the assignment time limit must be a number of seconds >= 0 "
                             f"(0: none), got {assignment_timeout!r}")
        if min_practice_accuracy is not None and not 0 <= min_practice_accuracy <= 1:
            raise InputError(f"the minimum practice accuracy must be in [0, 1], "
                             f"got {min_practice_accuracy!r}")

        def work(session: Session) -> None:
            batch = self._batch(session, name, lock=True)
            if instructions is not None:
                batch.instructions = instructions
            if gold_rate is not None:
                batch.gold_rate = gold_rate
            if attention_rate is not None:
                batch.attention_rate = attention_rate
            if assignment_strategy is not None:
                batch.assignment_strategy = assignment_strategy
            if assignment_timeout is not None:
                batch.assignment_timeout = assignment_timeout or None
            if min_practice_accuracy is not None:
                batch.min_practice_accuracy = min_practice_accuracy or None

        self._write(work)
        return self.batch_info(name)

    def add_raters(self, batch: str, names: Iterable[str]) -> int:
        """Restrict ``batch`` to these raters (plus any added before); returns how many were new.

        A batch without members is open to every active rater.
        """
        wanted = list(names)

        def work(session: Session) -> int:
            b = self._batch(session, batch)
            added = 0
            for name in wanted:
                annotator = self._annotator(session, name)
                if session.get(BatchRater, (b.id, annotator.id)) is None:
                    session.add(BatchRater(batch_id=b.id, annotator_id=annotator.id))
                    added += 1
            return added

        return self._write(work)

    def _batch_info(self, session: Session, batch: Batch) -> BatchInfo:
        items = session.scalar(select(func.count()).select_from(Item)
                               .where(Item.batch_id == batch.id)) or 0
        checks = dict(session.execute(
            select(GoldItem.kind, func.count()).join(Item)
            .where(Item.batch_id == batch.id).group_by(GoldItem.kind)).tuples().all())
        judgments = session.scalar(
            select(func.count()).select_from(Judgment).join(Item, Judgment.item_id == Item.id)
            .where(Item.batch_id == batch.id, ~_GOLD, _counted())) or 0
        raters = session.scalars(select(Annotator.name).join(BatchRater)
                                 .where(BatchRater.batch_id == batch.id)
                                 .order_by(Annotator.name)).all()
        return BatchInfo(batch.name, batch.instructions, batch.raters_per_item, batch.gold_rate,
                         items - sum(checks.values()), checks.get("gold", 0), judgments,
                         _complete_items(session, batch), tuple(raters), batch.created_at,
                         attention_items=checks.get("attention", 0),
                         practice_items=checks.get("practice", 0),
                         attention_rate=batch.attention_rate,
                         assignment_strategy=batch.assignment_strategy,
                         assignment_timeout=batch.assignment_timeout,
                         min_practice_accuracy=batch.min_practice_accuracy)

    def batch_info(self, name: str) -> BatchInfo:
        with self.db.read() as session:
            return self._batch_info(session, self._batch(session, name))

    def list_batches(self) -> list[BatchInfo]:
        with self.db.read() as session:
            batches = session.scalars(select(Batch).order_by(Batch.created_at, Batch.id)).all()
            return [self._batch_info(session, b) for b in batches]

    # -- items ------------------------------------------------------------

    @staticmethod
    def _check_entries(entries: Iterable[ItemInput]) -> list[ItemInput]:
        todo = list(entries)
        for entry in todo:
            if not entry.source.strip() or not entry.paraphrase.strip():
                raise InputError("an item needs a non-empty source sentence and paraphrase")
            for name in ("focus_depth", "subtree_size"):
                value = getattr(entry, name)
                if value is not None and (type(value) is not int or value < 0):
                    raise InputError(f"{name} must be a whole number >= 0, got {value!r}")
            if entry.gold is not None:
                check_expected(*entry.gold)
        return todo

    def _resolve(self, session: Session,
                 entries: Sequence[ItemInput]) -> list[tuple[Paraphrase, bool]]:
        """The stored paraphrase of each entry, ``(paraphrase, new)``, creating
        the missing ones (and their sentences) in a few queries and one flush.

        A paraphrase is the same when its sentence, text, focus, engine and
        edits are; facts an earlier save lacked (depth, scores, verdict, ...)
        are filled in from the entry, never overwritten.
        """
        sentences: dict[str, Sentence] = {}
        hashes = sorted({_text_hash(e.source) for e in entries})
        for chunk in _chunks(hashes):
            sentences.update((x.text_hash, x) for x in session.scalars(
                select(Sentence).where(Sentence.text_hash.in_(chunk))))
        by_id = {x.id: x for x in sentences.values()}
        # Keyed by the Sentence object itself: new sentences have no id yet.
        known: dict[tuple[Any, ...], Paraphrase] = {}
        for chunk in _chunks(sorted(by_id)):
            for p in session.scalars(select(Paraphrase).where(Paraphrase.sentence_id.in_(chunk))):
                known.setdefault(
                    (by_id[p.sentence_id], p.text, p.focus, p.engine, tuple(p.edits)), p)
        resolved = []
        for entry in entries:
            digest = _text_hash(entry.source)
            sentence = sentences.get(digest)
            if sentence is None:
                sentence = sentences[digest] = Sentence(text=entry.source, text_hash=digest)
                session.add(sentence)
            key = (sentence, entry.paraphrase, entry.focus, entry.engine, tuple(entry.edits))
            paraphrase = known.get(key)
            if paraphrase is None:
                paraphrase = known[key] = _new_paraphrase(sentence, entry)
                session.add(paraphrase)
                resolved.append((paraphrase, True))
            else:
                _fill_missing(paraphrase, entry)
                resolved.append((paraphrase, False))
        return resolved

    def save_paraphrases(self, entries: Iterable[ItemInput]) -> ImportSummary:
        """Store (source, paraphrase) pairs with how they were made and their
        scores, outside any batch: evidence for focus debugging, and items
        a batch can take later.  ``added`` counts new paraphrases,
        ``duplicates`` those already stored (missing facts are filled in).

        >>> store = JudgmentStore("sqlite://")
        >>> pair = ItemInput("The boy wants to go.", "What the boy wants is to go.",
        ...                  focus="w", focus_depth=0, subtree_size=3)
        >>> store.save_paraphrases([pair, pair]).added, store.save_paraphrases([pair]).duplicates
        (1, 1)
        >>> [p.subtree_size for p in store.stored_paraphrases()]
        [3]
        """
        todo = self._check_entries(entries)
        if any(entry.gold is not None for entry in todo):
            raise InputError("gold answers belong to a batch item; add them with add_items")

        def work(session: Session) -> ImportSummary:
            resolved = self._resolve(session, todo)
            session.flush()
            seen: set[int] = set()
            added = duplicates = 0
            for paraphrase, new in resolved:
                if new and paraphrase.id not in seen:
                    added += 1
                else:
                    duplicates += 1
                seen.add(paraphrase.id)
            return ImportSummary(added=added, duplicates=duplicates)

        return self._write(work)

    def add_items(self, batch: str, entries: Iterable[ItemInput], *,
                  check: str = "gold") -> ImportSummary:
        """Add (source, paraphrase) items to ``batch``.

        A batch asks about each (sentence 1, sentence 2) pair once: an entry
        whose pair is already in the batch, or earlier in ``entries`` (the
        same text from another focus or engine, say), is counted in
        ``duplicates`` and not added.  Entries with expected answers
        (``gold``) become check items of kind ``check`` (see
        ``db.models.CHECK_KINDS``).
        """
        todo = self._check_entries(entries)

        def work(session: Session) -> ImportSummary:
            b = self._batch(session, batch, lock=True)
            position = session.scalar(select(func.max(Item.position))
                                      .where(Item.batch_id == b.id))
            position = -1 if position is None else position
            pairs = set(session.execute(
                select(Sentence.text_hash, Paraphrase.text)
                .join(Paraphrase, Paraphrase.sentence_id == Sentence.id)
                .join(Item, Item.paraphrase_id == Paraphrase.id)
                .where(Item.batch_id == b.id)).tuples())
            fresh: list[ItemInput] = []
            for entry in todo:
                pair = (_text_hash(entry.source), entry.paraphrase)
                if pair not in pairs:
                    pairs.add(pair)
                    fresh.append(entry)
            added = gold = 0
            for entry, (paraphrase, _) in zip(fresh, self._resolve(session, fresh), strict=True):
                position += 1
                item = Item(batch_id=b.id, paraphrase=paraphrase, position=position)
                session.add(item)
                added += 1
                if entry.gold is not None:
                    session.add(GoldItem(item=item, semantic=entry.gold[0],
                                         syntactic=entry.gold[1], note=entry.gold_note,
                                         kind=check))
                    gold += 1
            session.flush()
            return ImportSummary(added=added, duplicates=len(todo) - len(fresh), gold=gold)

        return self._write(work)

    def mark_gold(self, batch: str, item_id: int, *, semantic: int | None,
                  syntactic: int | None, note: str | None = None) -> None:
        """Make an item of ``batch`` a gold item with these expected ratings."""
        check_expected(semantic, syntactic)

        def work(session: Session) -> None:
            b = self._batch(session, batch, lock=True)
            item = session.get(Item, item_id)
            if item is None or item.batch_id != b.id:
                raise InputError(f"batch {batch!r} has no item {item_id}")
            if session.scalar(select(func.count()).select_from(Assignment)
                              .where(Assignment.item_id == item_id, Assignment.slot.is_not(None))):
                raise InputError(f"item {item_id} has already been given to raters; "
                                 "gold items must be marked before rating starts")
            gold = session.scalar(select(GoldItem).where(GoldItem.item_id == item_id))
            if gold is None:
                session.add(GoldItem(item_id=item_id, semantic=semantic, syntactic=syntactic,
                                     note=note))
            else:
                gold.semantic, gold.syntactic, gold.note = semantic, syntactic, note

        self._write(work)

    # -- the rater's queue ------------------------------------------------

    def next_item(self, batch: str, annotator: str) -> QueueItem | None:
        """The item ``annotator`` should rate next in ``batch``, or ``None`` when done."""
        return self._write(lambda session: self._next_item(session, batch, annotator))

    def _next_item(self, session: Session, batch_name: str, name: str) -> QueueItem | None:
        rater = self._rater(session, name)
        batch = self._batch_row(session, batch_name)
        members = session.scalars(_Q_MEMBERS, {"batch_id": batch.id}).all()
        if members and rater.id not in members:
            raise RatingError(f"rater {name!r} is not one of the raters of batch {batch_name!r}")
        ids = {"batch_id": batch.id, "rater_id": rater.id}
        if batch.assignment_timeout is not None:
            # Taking slots back changes other raters' queues: under the batch lock.
            if not self.db.is_sqlite:
                session.execute(_Q_LOCK_BATCH, {"batch_id": batch.id})
            self._expire(session, batch.id, batch.assignment_timeout)
        open_one = session.execute(_Q_OPEN, ids).first()
        if open_one is not None:
            return self._queue_item(session, open_one.id, open_one.item_id, batch)
        status, has_practice = session.execute(_Q_STANDING, ids).one()
        if status is None and has_practice:
            practice = session.scalar(_Q_NEXT_CHECK, {**ids, "kind": "practice"})
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
            session.execute(_Q_LOCK_BATCH, {"batch_id": batch.id})

        if batch.gold_rate > 0 or batch.attention_rate > 0:
            total, gold_served, attention_served = (
                int(v) for v in session.execute(_Q_CHECKS_SERVED, ids).one())
            # Deterministic mixing: the k-th check comes once k <= rate x queue length.
            for kind, rate, served in (("gold", batch.gold_rate, gold_served),
                                       ("attention", batch.attention_rate, attention_served)):
                if rate > 0 and served + 1 <= (total + 1) * rate:
                    check = session.scalar(_Q_NEXT_CHECK, {**ids, "kind": kind})
                    if check is not None:
                        assignment_id = self._assign(session, check, rater.id, None)
                        return self._queue_item(session, assignment_id, check, batch)

        candidate = session.execute(_Q_CANDIDATE[batch.assignment_strategy],
                                    {**ids, "raters_per_item": batch.raters_per_item}).first()
        if candidate is None:
            return None
        item_id = int(candidate[0])
        used = set(session.scalars(_Q_SLOTS, {"item_id": item_id}).all())
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
            existing = session.execute(_Q_JUDGMENT, {"assignment_id": assignment.id}).first()
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
                judgment_id = int(session.execute(_I_JUDGMENT, [{
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
            session.execute(_I_REVISION, [{
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
                       Judgment.origin == "inhouse", _counted(), ~_PRACTICE)
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
                       Assignment.status == "done", ~_GOLD)).all()
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
            available = session.scalar(_Q_AVAILABLE, {
                "batch_id": b.id, "rater_id": rater.id,
                "raters_per_item": b.raters_per_item}) or 0
            return Progress(b.name, info.items, info.gold_items, b.raters_per_item,
                            info.judgments, info.complete_items, annotator=rater.name,
                            done=statuses.get("done", 0), skipped=statuses.get("skipped", 0),
                            remaining=available + statuses.get("assigned", 0))

    # -- judgments made elsewhere, and reading them all back --------------

    def import_judgments(self, batch: str, judgments: Iterable[ImportedJudgment]) -> ImportSummary:
        """Store judgments made outside the app (MTurk), side by side with in-house ones.

        Workers become inactive raters named ``mturk:WORKER``; unknown pairs
        become new items of ``batch``; a row whose ``external_id`` is already
        stored is skipped, so a results file can be imported twice.
        """
        todo = list(judgments)
        for j in todo:
            check_scale("semantic", j.semantic)
            check_scale("syntactic", j.syntactic)
            check_seconds(j.seconds)

        def work(session: Session) -> ImportSummary:
            b = self._batch(session, batch, lock=True)
            position = session.scalar(select(func.max(Item.position)).where(Item.batch_id == b.id))
            position = -1 if position is None else position
            added_items = stored = skipped = 0
            for j in todo:
                if j.external_id and session.scalar(
                        select(Judgment.id).where(Judgment.external_id == j.external_id)):
                    skipped += 1
                    continue
                item = session.scalar(
                    select(Item).join(Paraphrase, Item.paraphrase_id == Paraphrase.id)
                    .join(Sentence, Paraphrase.sentence_id == Sentence.id)
                    .where(Item.batch_id == b.id, Sentence.text_hash == _text_hash(j.source),
                           Paraphrase.text == j.paraphrase).order_by(Item.id).limit(1))
                if item is None:
                    paraphrase = self._resolve(session, [ItemInput(j.source, j.paraphrase)])[0][0]
                    position += 1
                    item = Item(batch_id=b.id, paraphrase=paraphrase, position=position)
                    session.add(item)
                    session.flush()
                    added_items += 1
                worker_name = f"mturk:{j.worker}"
                worker = session.scalar(select(Annotator).where(Annotator.name == worker_name))
                if worker is None:
                    worker = Annotator(name=worker_name, role="annotator", secret_hash=None,
                                       active=False)
                    session.add(worker)
                    session.flush()
                if session.scalar(select(Assignment.id).where(
                        Assignment.item_id == item.id, Assignment.annotator_id == worker.id)):
                    skipped += 1
                    continue
                now = utcnow()
                # Imported ratings hold no slot: they were made outside our queue.
                assignment = Assignment(item_id=item.id, annotator_id=worker.id, slot=None,
                                        status="done", completed_at=now)
                session.add(assignment)
                session.flush()
                session.add(Judgment(assignment_id=assignment.id, item_id=item.id,
                                     annotator_id=worker.id, semantic=j.semantic,
                                     syntactic=j.syntactic, comment=j.comment, seconds=j.seconds,
                                     origin="mturk", external_id=j.external_id,
                                     created_at=now, updated_at=now))
                stored += 1
            return ImportSummary(added=added_items, judgments=stored, skipped=skipped)

        return self._write(work)

    def judgment_rows(self, batch: str, *, include_released: bool = False) -> list[JudgmentRow]:
        """Every judgment of ``batch`` with its item, in item then rater order
        (without those of released work unless asked)."""
        with self.db.read() as session:
            b = self._batch(session, batch)
            query = (select(Judgment, Item, Paraphrase, Sentence, Annotator, GoldItem, Graph,
                            Adjudication)
                     .join(Item, Judgment.item_id == Item.id)
                     .join(Paraphrase, Item.paraphrase_id == Paraphrase.id)
                     .join(Sentence, Paraphrase.sentence_id == Sentence.id)
                     .join(Annotator, Judgment.annotator_id == Annotator.id)
                     .outerjoin(GoldItem, GoldItem.item_id == Item.id)
                     .outerjoin(Graph, Paraphrase.graph_id == Graph.id)
                     .outerjoin(Adjudication, Adjudication.item_id == Item.id)
                     .where(Item.batch_id == b.id)
                     .order_by(Item.position, Item.id, Judgment.id))
            if not include_released:
                query = query.where(_counted())
            return [JudgmentRow(
                batch=b.name, item_id=i.id, position=i.position, source=s.text, paraphrase=p.text,
                focus=p.focus, concept=p.concept, focus_kind=p.focus_kind,
                focus_role=p.focus_role, engine=p.engine,
                construction=p.construction, annotator=a.name, semantic=j.semantic,
                syntactic=j.syntactic, comment=j.comment, seconds=j.seconds, origin=j.origin,
                external_id=j.external_id, gold=g is not None,
                expected_semantic=g.semantic if g else None,
                expected_syntactic=g.syntactic if g else None,
                created_at=j.created_at, updated_at=j.updated_at,
                scores=dict(p.scores or {}), kept=p.kept, amr=gr.amr if gr else None,
                focus_depth=p.focus_depth, subtree_size=p.subtree_size,
                check=g.kind if g else None,
                adjudicated_semantic=adj.semantic if adj else None,
                adjudicated_syntactic=adj.syntactic if adj else None)
                for j, i, p, s, a, g, gr, adj in session.execute(query).tuples()]

    def stored_paraphrases(self, batches: Sequence[str] | None = None, *,
                           limit: int | None = None) -> list[StoredParaphrase]:
        """Stored paraphrases, newest first, each with its ratings: every one
        (saved from Explore or added to a batch), or those in ``batches``.

        Ratings are the counted judgments of non-gold items in any batch (in
        ``batches`` only, when given); gold items are checks on raters, not
        evidence about foci, and are left out.
        """
        with self.db.read() as session:
            query = (select(Paraphrase, Sentence, Graph)
                     .join(Sentence, Paraphrase.sentence_id == Sentence.id)
                     .outerjoin(Graph, Paraphrase.graph_id == Graph.id)
                     .where(or_(Paraphrase.construction.is_(None),
                                Paraphrase.construction != ATTENTION_CONSTRUCTION))
                     .order_by(Paraphrase.id.desc()))
            batch_ids: list[int] | None = None
            if batches is not None:
                batch_ids = [self._batch(session, name).id for name in batches]
                query = query.where(Paraphrase.id.in_(
                    select(Item.paraphrase_id).where(Item.batch_id.in_(batch_ids))))
            if limit is not None:
                query = query.limit(limit)
            found = session.execute(query).tuples().all()
            ids = [p.id for p, _, _ in found]
            in_batches: dict[int, list[str]] = {}
            ratings: dict[int, list[tuple[int, int]]] = {}
            for chunk in _chunks(ids):
                memberships = (select(Item.paraphrase_id, Batch.name)
                               .join(Batch, Item.batch_id == Batch.id)
                               .where(Item.paraphrase_id.in_(chunk))
                               .order_by(Batch.name))
                if batch_ids is not None:
                    memberships = memberships.where(Item.batch_id.in_(batch_ids))
                for pid, name in session.execute(memberships).tuples():
                    in_batches.setdefault(pid, []).append(name)
                judged = (select(Item.paraphrase_id, Judgment.semantic, Judgment.syntactic)
                          .join(Item, Judgment.item_id == Item.id)
                          .where(Item.paraphrase_id.in_(chunk), ~_GOLD, _counted())
                          .order_by(Judgment.id))
                if batch_ids is not None:
                    judged = judged.where(Item.batch_id.in_(batch_ids))
                for pid, semantic, syntactic in session.execute(judged).tuples():
                    ratings.setdefault(pid, []).append((semantic, syntactic))
            return [StoredParaphrase(
                id=p.id, source=s.text, paraphrase=p.text, focus=p.focus, concept=p.concept,
                focus_kind=p.focus_kind, focus_role=p.focus_role, focus_depth=p.focus_depth,
                subtree_size=p.subtree_size, edits=tuple(str(e) for e in p.edits or ()),
                engine=p.engine, construction=p.construction, scores=dict(p.scores or {}),
                kept=p.kept, reasons=tuple(p.reasons or ()), amr=g.amr if g else None,
                created_at=p.created_at, batches=tuple(in_batches.get(p.id, ())),
                ratings=tuple(ratings.get(p.id, ())))
                for p, s, g in found]

    def item_pairs(self, batch: str, *, include_gold: bool = False) -> list[tuple[int, str, str]]:
        """``(item_id, source, paraphrase)`` of every item of ``batch`` in order."""
        with self.db.read() as session:
            b = self._batch(session, batch)
            query = (select(Item.id, Sentence.text, Paraphrase.text)
                     .join(Paraphrase, Item.paraphrase_id == Paraphrase.id)
                     .join(Sentence, Paraphrase.sentence_id == Sentence.id)
                     .where(Item.batch_id == b.id).order_by(Item.position, Item.id))
            if not include_gold:
                query = query.where(~_GOLD)
            return [(int(i), s, p) for i, s, p in session.execute(query).tuples()]


def _check_rate(name: str, rate: object) -> None:
    if isinstance(rate, bool) or not isinstance(rate, int | float) or not 0 <= rate < 1:
        raise InputError(f"the {name} rate must be in [0, 1), got {rate!r}")


def _check_strategy(strategy: str) -> None:
    if strategy not in ASSIGNMENT_STRATEGIES:
        raise InputError(f"unknown assignment strategy {strategy!r}; choose from "
                         f"{', '.join(ASSIGNMENT_STRATEGIES)}")


def _chunks(values: Sequence[Any], size: int = 500) -> Iterable[Sequence[Any]]:
    for start in range(0, len(values), size):
        yield values[start:start + size]


def _new_paraphrase(sentence: Sentence, entry: ItemInput) -> Paraphrase:
    graph = (Graph(sentence=sentence, amr=entry.amr, focus=entry.focus, engine=entry.engine)
             if entry.amr else None)
    return Paraphrase(
        sentence=sentence, graph=graph, text=entry.paraphrase, focus=entry.focus,
        concept=entry.concept, focus_kind=entry.focus_kind, focus_role=entry.focus_role,
        focus_depth=entry.focus_depth, subtree_size=entry.subtree_size, edits=list(entry.edits), engine=entry.engine, construction=entry.construction,
        scores=dict(entry.scores), signatures=dict(entry.signatures), kept=entry.kept,
        reasons=list(entry.reasons))


_FILLABLE = ("concept", "focus_kind", "focus_role", "focus_depth", "subtree_size",
             "construction", "kept")


def _fill_missing(paraphrase: Paraphrase, entry: ItemInput) -> None:
    """Give a stored paraphrase the facts it lacks and ``entry`` has."""
    for name in _FILLABLE:
        value = getattr(entry, name)
        if value is not None and getattr(paraphrase, name) is None:
            setattr(paraphrase, name, value)
    if entry.scores and not paraphrase.scores:
        paraphrase.scores = dict(entry.scores)
        paraphrase.signatures = dict(entry.signatures)
    if entry.reasons and not paraphrase.reasons:
        paraphrase.reasons = list(entry.reasons)
    if entry.amr and paraphrase.graph_id is None and paraphrase.graph is None:
        paraphrase.graph = Graph(sentence=paraphrase.sentence, amr=entry.amr, focus=entry.focus,
                                 engine=entry.engine)


def _counted() -> Any:
    """Whether a judgment counts: its assignment is done (not released)."""
    theirs = aliased(Assignment)
    return exists().where(theirs.id == Judgment.assignment_id, theirs.status == "done")


def _complete_items(session: Session, batch: Batch) -> int:
    per_item = (select(Judgment.item_id, func.count().label("n"))
                .join(Item, Judgment.item_id == Item.id)
                .where(Item.batch_id == batch.id, ~_GOLD, _counted())
                .group_by(Judgment.item_id).subquery())
    return session.scalar(select(func.count()).select_from(per_item)
                          .where(per_item.c.n >= batch.raters_per_item)) or 0
