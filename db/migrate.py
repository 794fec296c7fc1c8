"""Schema migrations, run in code (no alembic.ini), so they work from an
installed package: ``upgrade(url)`` is what ``paraamr db upgrade`` calls.

Before touching a database, :func:`open_database` looks at what it holds
(a SQLite file through a read-only connection, so that even the journal mode
of a file that is not ours stays as it was) and refuses, with one line, a
file that is not a database, a database whose tables are another
application's (tables but no ``alembic_version`` of ours; ``adopt=True``,
i.e. ``paraamr db upgrade --adopt``, puts our tables beside them), and, for
reading commands, a database without our schema or behind it: reading never
creates tables.

>>> db = upgrade("sqlite://")
>>> current_revision(db) == head_revision()
True
>>> open_database("sqlite:///nowhere/paraamr.sqlite", create=False)
Traceback (most recent call last):
...
db.migrate.SchemaError: no paraamr database at nowhere/paraamr.sqlite; create it with `paraamr db upgrade`
"""

from __future__ import annotations

import functools
import logging
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import quote

from sqlalchemy import inspect, text
from sqlalchemy.engine import URL
from sqlalchemy.exc import DatabaseError, OperationalError

from db.engine import Database, normalize_url, unavailable
from pipeline.errors import InputError

if TYPE_CHECKING:
    from alembic.config import Config

__all__ = ["MIGRATIONS_DIR", "SchemaError", "SchemaState", "alembic_config", "current_revision",
           "ensure_schema", "head_revision", "open_database", "our_revisions", "schema_state",
           "upgrade"]

log = logging.getLogger(__name__)

_MIGRATION_LOCK = 0x5041_5241  # "PARA": the advisory lock key of migrations
MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"


def alembic_config() -> Config:
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    return config


class SchemaError(InputError):
    """The database cannot be used as it is: not a database, another
    application's, or without (or behind) the paraamr schema."""


def head_revision() -> str | None:
    from alembic.script import ScriptDirectory

    return ScriptDirectory.from_config(alembic_config()).get_current_head()


@functools.cache
def our_revisions() -> frozenset[str]:
    """Every revision id of our migrations.

    >>> {"0001", "0002", "0003"} <= our_revisions()
    True
    """
    from alembic.script import ScriptDirectory

    return frozenset(r.revision for r in ScriptDirectory.from_config(alembic_config())
                     .walk_revisions())


@functools.cache
def _our_tables() -> frozenset[str]:
    import db.models  # noqa: F401  (registers the tables)
    from db.base import Base

    return frozenset(Base.metadata.tables)


def _database(target: str | URL | Database) -> Database:
    return target if isinstance(target, Database) else Database.from_url(target)


def _url(target: str | URL | Database) -> URL:
    return target.url if isinstance(target, Database) else normalize_url(target)


def _shown(url: URL) -> str:
    """How messages name a database: a SQLite file by its path, a server URL
    without its password."""
    if url.get_backend_name() == "sqlite" and url.database not in (None, "", ":memory:"):
        return str(url.database)
    return url.render_as_string(hide_password=True)


@dataclass(frozen=True)
class SchemaState:
    """What a database holds, read without changing it."""

    exists: bool
    tables: frozenset[str] = frozenset()
    # The rows of its alembic_version table (ours hold one revision of ours).
    revisions: tuple[str, ...] = ()

    @property
    def revision(self) -> str | None:
        return self.revisions[0] if len(self.revisions) == 1 else None


def _sqlite_file_state(path: Path) -> SchemaState:
    if not path.exists():
        return SchemaState(exists=False)
    if path.is_dir():
        raise SchemaError(f"{path} is a directory, not a database file")
    uri = f"file:{quote(str(path.resolve()))}?mode=ro"
    try:
        conn = sqlite3.connect(uri, uri=True, timeout=60)
    except sqlite3.OperationalError as exc:
        raise unavailable(f"sqlite:///{path}", exc) from None
    try:
        tables = frozenset(name for (name,) in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"))
        revisions: tuple[str, ...] = ()
        if "alembic_version" in tables:
            try:
                revisions = tuple(str(r) for (r,) in conn.execute(
                    "SELECT version_num FROM alembic_version"))
            except sqlite3.DatabaseError:
                revisions = ("(unreadable)",)
        return SchemaState(True, tables, revisions)
    except sqlite3.OperationalError as exc:
        if "not a database" not in str(exc) and "malformed" not in str(exc):
            raise unavailable(f"sqlite:///{path}", exc) from None
        raise SchemaError(f"{path} is not a SQLite database ({exc})") from None
    except sqlite3.DatabaseError as exc:
        raise SchemaError(f"{path} is not a SQLite database ({exc})") from None
    finally:
        conn.close()


def schema_state(target: str | URL | Database) -> SchemaState:
    """The tables and schema revision of ``target``, read without changing it.

    A SQLite file is read through a read-only connection of its own, before
    any engine of ours opens it (which would switch it to WAL).
    """
    url = _url(target)
    if url.get_backend_name() == "sqlite" and url.database not in (None, "", ":memory:"):
        return _sqlite_file_state(Path(url.database).expanduser())
    db = _database(target)
    try:
        with db.engine.connect() as conn:
            tables = frozenset(inspect(conn).get_table_names())
            revisions: tuple[str, ...] = ()
            if "alembic_version" in tables:
                revisions = tuple(str(r) for r in conn.scalars(
                    text("SELECT version_num FROM alembic_version")))
            return SchemaState(True, tables, revisions)
    except OperationalError as exc:
        raise unavailable(url, exc) from None
    except DatabaseError as exc:
        raise SchemaError(f"{_shown(url)} is not a usable database: "
                          f"{str(exc.orig or exc).strip().splitlines()[0]}") from None


def _check_ours(state: SchemaState, url: URL, *, adopt: bool) -> None:
    """Refuse a database that is not ours (``adopt``: unless it has no schema
    revision at all and none of our table names)."""
    shown = _shown(url)
    strange = [r for r in state.revisions if r not in our_revisions()]
    if strange:
        raise SchemaError(f"the database at {shown} is at schema revision {strange[0]!r}, which "
                          "is not paraamr's (another application's database, or a newer "
                          "paraamr's); refusing to use it")
    others = state.tables - {"alembic_version"}
    if state.revisions or not others:
        return
    if not adopt:
        listed = ", ".join(sorted(others)[:5]) + (", ..." if len(others) > 5 else "")
        raise SchemaError(f"the database at {shown} holds tables of another application "
                          f"({listed}) and no paraamr schema; refusing to use it: point --db "
                          "(PARAAMR_DB) at another database, or run `paraamr db upgrade --adopt` "
                          "to add paraamr's tables beside them")
    clash = sorted(others & _our_tables())
    if clash:
        raise SchemaError(f"cannot adopt the database at {shown}: it already has table(s) "
                          f"{', '.join(clash)} that paraamr would create")


def open_database(target: str | URL | Database, *, create: bool, adopt: bool = False) -> Database:
    """The database at ``target``, checked to be ours and current.

    ``create=True`` (writing commands) creates the schema in an empty
    database and migrates one that is behind; ``create=False`` (reading
    commands) refuses both, naming ``paraamr db upgrade``.  A database
    that is not ours is refused either way (see :func:`_check_ours`).
    """
    url = _url(target)
    state = schema_state(target)
    _check_ours(state, url, adopt=adopt)
    head = head_revision()
    if state.revision != head:
        if not create:
            if state.revision is None:
                raise SchemaError(f"no paraamr database at {_shown(url)}; create it with "
                                  "`paraamr db upgrade`")
            raise SchemaError(f"the database at {_shown(url)} is at schema revision "
                              f"{state.revision}, this paraamr needs {head}; run "
                              "`paraamr db upgrade`")
        log.info("migrating database %s", _shown(url))
        return _upgrade(_database(target), "head")
    return _database(target)


def current_revision(target: str | URL | Database) -> str | None:
    from alembic.runtime.migration import MigrationContext

    db = _database(target)
    with db.engine.connect() as conn:
        return MigrationContext.configure(conn).get_current_revision()


def upgrade(target: str | URL | Database, revision: str = "head", *,
            adopt: bool = False) -> Database:
    """Create or migrate the schema of ``target`` to ``revision``; returns the database.

    A database that is not ours is refused unless ``adopt`` (see :func:`open_database`).
    """
    _check_ours(schema_state(target), _url(target), adopt=adopt)
    return _upgrade(_database(target), revision)


def _upgrade(db: Database, revision: str) -> Database:
    from alembic import command

    config = alembic_config()
    with db.write_connection(foreign_keys=False) as conn:
        # Two processes starting on a fresh database: the second waits here
        # (SQLite's write lock, or an advisory lock on PostgreSQL), then finds
        # the schema current and does nothing.
        if conn.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _MIGRATION_LOCK})
        # Hand our connection over (URLs may hold a '%', which ini files mangle).
        config.attributes["connection"] = conn
        command.upgrade(config, revision)
        if conn.dialect.name == "sqlite":
            broken = conn.exec_driver_sql("PRAGMA foreign_key_check").all()
            if broken:
                raise RuntimeError(f"migration to {revision} broke {len(broken)} foreign keys; "
                                   "rolled back")
    return db


def ensure_schema(target: str | URL | Database) -> Database:
    """Create or migrate the schema when it is missing or behind, after
    checking the database is ours: cheap to call on every start."""
    return open_database(target, create=True)
