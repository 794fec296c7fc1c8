"""Raters and batches: who may rate, and what each batch asks for.
"""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from db import auth
from db.models import ROLES, Annotator, Batch, BatchRater, GoldItem, Item, Judgment
from db.records import AnnotatorInfo, BatchInfo
from db.statements import IS_CHECK, complete_items, counted
from db.store_base import StoreBase, check_rate, check_strategy
from pipeline.errors import InputError


class Roster(StoreBase):
    """Raters (their roles and login secrets) and batches (their settings and members)."""

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
        check_rate("gold", gold_rate)
        check_strategy(assignment_strategy)

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
            check_rate("gold", gold_rate)
        if attention_rate is not None:
            check_rate("attention", attention_rate)
        if assignment_strategy is not None:
            check_strategy(assignment_strategy)
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
            .where(Item.batch_id == batch.id, ~IS_CHECK, counted())) or 0
        raters = session.scalars(select(Annotator.name).join(BatchRater)
                                 .where(BatchRater.batch_id == batch.id)
                                 .order_by(Annotator.name)).all()
        return BatchInfo(batch.name, batch.instructions, batch.raters_per_item, batch.gold_rate,
                         items - sum(checks.values()), checks.get("gold", 0), judgments,
                         complete_items(session, batch), tuple(raters), batch.created_at,
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

