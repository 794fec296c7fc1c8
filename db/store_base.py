"""The plumbing every part of the annotation service shares: the database,
one write transaction with retries, and looking up raters and batches.

:class:`StoreBase` is the root of :class:`db.service.JudgmentStore`'s parts;
each part inherits the parts it calls, so the layering is explicit:
``Roster``, ``ItemStore`` < ``RatingWorkflow`` < ``RatingQueue``, and
``ItemStore`` < ``JudgmentExchange``.
"""

from __future__ import annotations

import hashlib
import logging
import random
import time
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from sqlalchemy import select
from sqlalchemy.engine import URL
from sqlalchemy.exc import IntegrityError, OperationalError
from sqlalchemy.orm import Session

from db.engine import Database
from db.migrate import ensure_schema
from db.models import ASSIGNMENT_STRATEGIES, Annotator, Batch
from pipeline.errors import InputError

log = logging.getLogger(__name__)

T = TypeVar("T")

_RETRIES = 8


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def check_rate(name: str, rate: object) -> None:
    if isinstance(rate, bool) or not isinstance(rate, int | float) or not 0 <= rate < 1:
        raise InputError(f"the {name} rate must be in [0, 1), got {rate!r}")


def check_strategy(strategy: str) -> None:
    if strategy not in ASSIGNMENT_STRATEGIES:
        raise InputError(f"unknown assignment strategy {strategy!r}; choose from "
                         f"{', '.join(ASSIGNMENT_STRATEGIES)}")


def chunks(values: Sequence[Any], size: int = 500) -> Iterable[Sequence[Any]]:
    for start in range(0, len(values), size):
        yield values[start:start + size]


class StoreBase:
    """The database and the shared look-ups of :class:`db.service.JudgmentStore`."""

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
