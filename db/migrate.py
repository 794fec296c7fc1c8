"""Schema migrations, run in code (no alembic.ini), so they work from an
installed package: ``upgrade(url)`` is what ``paraamr db upgrade`` calls.

>>> db = upgrade("sqlite://")
>>> current_revision(db) == head_revision()
True
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import text
from sqlalchemy.engine import URL

from db.engine import Database

if TYPE_CHECKING:
    from alembic.config import Config

__all__ = ["MIGRATIONS_DIR", "alembic_config", "current_revision", "ensure_schema",
           "head_revision", "upgrade"]

log = logging.getLogger(__name__)

_MIGRATION_LOCK = 0x5041_5241  # "PARA": the advisory lock key of migrations
MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"


def alembic_config() -> Config:
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    return config


def head_revision() -> str | None:
    from alembic.script import ScriptDirectory

    return ScriptDirectory.from_config(alembic_config()).get_current_head()


def _database(target: str | URL | Database) -> Database:
    return target if isinstance(target, Database) else Database.from_url(target)


def current_revision(target: str | URL | Database) -> str | None:
    from alembic.runtime.migration import MigrationContext

    db = _database(target)
    with db.engine.connect() as conn:
        return MigrationContext.configure(conn).get_current_revision()


def upgrade(target: str | URL | Database, revision: str = "head") -> Database:
    """Create or migrate the schema of ``target`` to ``revision``; returns the database."""
    from alembic import command

    db = _database(target)
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
    """``upgrade`` only when the schema is behind: cheap to call on every start."""
    db = _database(target)
    if current_revision(db) != head_revision():
        log.info("migrating database %s", db.url.render_as_string(hide_password=True))
        upgrade(db)
    return db
