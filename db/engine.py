"""Engines and sessions from a database URL: SQLite (default) or PostgreSQL.

SQLite is set up for many writers: WAL journal, foreign keys on, a busy
timeout, and write transactions opened with ``BEGIN IMMEDIATE`` so that a
writer takes the lock before it reads, instead of failing half-way when it
first writes (the pysqlite recipe of the SQLAlchemy docs: the driver's own
transaction handling is switched off and SQLAlchemy's ``begin`` event emits
the ``BEGIN``).  PostgreSQL URLs use psycopg 3.

>>> from sqlalchemy import text
>>> db = Database.from_url("sqlite://")
>>> with db.write() as session:
...     session.execute(text("CREATE TABLE t (x INTEGER)")) and None
...     session.execute(text("INSERT INTO t VALUES (1)")) and None
>>> with db.read() as session:
...     session.scalar(text("SELECT count(*) FROM t"))
1
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, event, make_url
from sqlalchemy import create_engine as sa_create_engine
from sqlalchemy.engine import URL
from sqlalchemy.exc import ArgumentError
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.pool import StaticPool

from pipeline.errors import InputError, ParaAMRError

__all__ = ["BUSY_TIMEOUT_MS", "Database", "DatabaseUnavailable", "create_engine",
           "normalize_url", "unavailable"]

log = logging.getLogger(__name__)

BUSY_TIMEOUT_MS = 60_000
_BEGIN_OPTION = "paraamr_sqlite_begin"

# SQLite lets one writer in at a time, and a writer kept out waits in SQLite's
# busy handler, which polls with sleeps of up to 100 ms.  Writers of the same
# process queue on a lock per database file instead, and are woken at once;
# other processes still meet at the busy timeout.
_WRITE_LOCKS: dict[str, threading.Lock] = {}
_WRITE_LOCKS_GUARD = threading.Lock()


def _write_lock(url: URL) -> threading.Lock | None:
    if url.get_backend_name() != "sqlite" or _is_memory(url):
        return None
    assert url.database is not None
    key = str(Path(url.database).expanduser().resolve())
    with _WRITE_LOCKS_GUARD:
        return _WRITE_LOCKS.setdefault(key, threading.Lock())


class DatabaseUnavailable(ParaAMRError):
    """The database cannot be reached or opened (server down, unwritable path)."""


def unavailable(url: str | URL, exc: BaseException) -> DatabaseUnavailable:
    r"""A one-line error naming the database (without its password) and the first line of why.

    >>> str(unavailable("postgresql://u:pw@h/d", OSError("refused\nmore")))
    'cannot open database postgresql://u:***@h/d: refused'
    """
    shown = (make_url(url) if isinstance(url, str) else url).render_as_string(hide_password=True)
    reason = str(getattr(exc, "orig", None) or exc).strip().splitlines()
    return DatabaseUnavailable(f"cannot open database {shown}: {reason[0] if reason else type(exc).__name__}")


def normalize_url(url: str | URL) -> URL:
    """A parsed URL, with plain ``postgresql://`` routed to psycopg 3.

    >>> normalize_url("postgresql://u@localhost/x").drivername
    'postgresql+psycopg'
    >>> normalize_url("nonsense")
    Traceback (most recent call last):
    ...
    pipeline.errors.InputError: invalid database URL 'nonsense'; expected e.g. sqlite:///path/to/file.sqlite or postgresql://user@host/dbname
    """
    try:
        parsed = make_url(url) if isinstance(url, str) else url
    except ArgumentError:
        raise InputError(
            f"invalid database URL {str(url)!r}; expected e.g. sqlite:///path/to/file.sqlite "
            "or postgresql://user@host/dbname") from None
    if parsed.drivername in ("postgresql", "postgres"):
        parsed = parsed.set(drivername="postgresql+psycopg")
    backend = parsed.get_backend_name()
    if backend not in ("sqlite", "postgresql"):
        raise InputError(f"unsupported database {backend!r}; use sqlite or postgresql")
    return parsed


def _is_memory(url: URL) -> bool:
    return url.database in (None, "", ":memory:")


def create_engine(url: str | URL, **kwargs: Any) -> Engine:
    """An engine for ``url`` with the settings of the module docstring."""
    parsed = normalize_url(url)
    if parsed.get_backend_name() == "sqlite":
        return _sqlite_engine(parsed, **kwargs)
    options: dict[str, Any] = {"pool_pre_ping": True, "pool_size": 10, "max_overflow": 30}
    options.update(kwargs)
    return sa_create_engine(parsed, **options)


def _sqlite_engine(url: URL, **kwargs: Any) -> Engine:
    options: dict[str, Any] = {
        "connect_args": {"check_same_thread": False, "timeout": BUSY_TIMEOUT_MS / 1000},
    }
    if _is_memory(url):
        # One shared connection, or every checkout would see a new empty database.
        options["poolclass"] = StaticPool
    else:
        assert url.database is not None
        try:
            Path(url.database).expanduser().parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise unavailable(url, exc) from None
        options.update(pool_size=10, max_overflow=30)
    options.update(kwargs)
    engine = sa_create_engine(url, **options)
    memory = _is_memory(url)

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, connection_record: Any) -> None:
        # Hand transaction control to SQLAlchemy's begin event below.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        try:
            cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            if not memory:
                _enable_wal(cursor)
                # With WAL, NORMAL never corrupts and never loses a commit to a
                # crashed or killed process; only a power cut may take back the
                # last commits.  FULL would fsync on every judgment.
                cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.execute("PRAGMA foreign_keys=ON")
        finally:
            cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        mode = conn.get_execution_options().get(_BEGIN_OPTION, "DEFERRED")
        conn.exec_driver_sql(f"BEGIN {mode}")

    return engine


def _enable_wal(cursor: Any, attempts: int = 60) -> None:
    """Switch the file to WAL, waiting out a concurrent switch.

    Turning a new file into WAL needs an exclusive lock, and SQLite answers
    "database is locked" at once, without its busy handler, while another
    process holds it (several processes opening a fresh database together).
    """
    for attempt in range(attempts):
        try:
            cursor.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or attempt == attempts - 1:
                raise
            time.sleep(min(0.5, 0.02 * (attempt + 1)))


@dataclass
class Database:
    """An engine with a read session factory and a write session factory.

    ``write()`` transactions take SQLite's write lock up front
    (``BEGIN IMMEDIATE``); on PostgreSQL both are ordinary transactions.
    Either commits on success and rolls back on any exception, so a write is
    all or nothing.
    """

    engine: Engine
    _reader: sessionmaker[Session] = field(init=False, repr=False)
    _writer: sessionmaker[Session] = field(init=False, repr=False)
    _lock: threading.Lock | None = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._lock = _write_lock(self.engine.url)
        self._reader = sessionmaker(self.engine, expire_on_commit=False)
        writer_engine = self.engine
        if self.is_sqlite:
            writer_engine = self.engine.execution_options(**{_BEGIN_OPTION: "IMMEDIATE"})
        self._writer = sessionmaker(writer_engine, expire_on_commit=False)

    @classmethod
    def from_url(cls, url: str | URL, **engine_options: Any) -> Database:
        return cls(create_engine(url, **engine_options))

    @property
    def is_sqlite(self) -> bool:
        return self.engine.dialect.name == "sqlite"

    @property
    def url(self) -> URL:
        return self.engine.url

    @contextmanager
    def read(self) -> Iterator[Session]:
        with self._reader() as session:
            try:
                yield session
            finally:
                session.rollback()

    @contextmanager
    def write(self) -> Iterator[Session]:
        if self._lock is None:
            with self._writer() as session, session.begin():
                yield session
            return
        with self._lock, self._writer() as session, session.begin():
            yield session

    @contextmanager
    def write_connection(self, *, foreign_keys: bool = True) -> Iterator[Connection]:
        """A Core connection in a write transaction (for DDL and bulk work).

        ``foreign_keys=False`` switches SQLite's enforcement off for this
        transaction: schema migrations copy tables (batch mode), and dropping
        a referenced table with enforcement on would cascade-delete the rows
        that refer to it.  The caller checks the keys before committing.
        """
        with contextlib.ExitStack() as stack:
            if self._lock is not None:
                stack.enter_context(self._lock)
            conn = stack.enter_context(self.engine.connect())
            raw = conn.connection.dbapi_connection if self.is_sqlite else None
            if raw is not None:
                conn.execution_options(**{_BEGIN_OPTION: "IMMEDIATE"})
                if not foreign_keys:
                    # Only outside a transaction does SQLite honour this pragma.
                    raw.execute("PRAGMA foreign_keys=OFF")
                    stack.callback(raw.execute, "PRAGMA foreign_keys=ON")
            with conn.begin():
                yield conn

    def dispose(self) -> None:
        self.engine.dispose()
