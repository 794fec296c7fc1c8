"""Schema migrations, run in code (no alembic.ini), so they work from an
installed package: ``upgrade(url)`` is what ``paraamr db upgrade`` calls.

>>> db = upgrade("sqlite://")
>>> current_revision(db) == head_revision()
True
"""

from __future__ import annotations

import logging
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy.engine import URL

from db.engine import Database

__all__ = ["MIGRATIONS_DIR", "alembic_config", "current_revision", "ensure_schema",
           "head_revision", "upgrade"]

log = logging.getLogger(__name__)

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"


def alembic_config() -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    return config


def head_revision() -> str | None:
    return ScriptDirectory.from_config(alembic_config()).get_current_head()


def _database(target: str | URL | Database) -> Database:
    return target if isinstance(target, Database) else Database.from_url(target)


def current_revision(target: str | URL | Database) -> str | None:
    db = _database(target)
    with db.engine.connect() as conn:
        return MigrationContext.configure(conn).get_current_revision()


def upgrade(target: str | URL | Database, revision: str = "head") -> Database:
    """Create or migrate the schema of ``target`` to ``revision``; returns the database."""
    db = _database(target)
    config = alembic_config()
    with db.engine.begin() as conn:
        # Hand our connection over (URLs may hold a '%', which ini files mangle)
        # so that SQLite's BEGIN handling of db.engine applies to the DDL too.
        config.attributes["connection"] = conn
        command.upgrade(config, revision)
    return db


def ensure_schema(target: str | URL | Database) -> Database:
    """``upgrade`` only when the schema is behind: cheap to call on every start."""
    db = _database(target)
    if current_revision(db) != head_revision():
        log.info("migrating database %s", db.url.render_as_string(hide_password=True))
        upgrade(db)
    return db
