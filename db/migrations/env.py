"""Alembic environment: runs on the connection handed over by db.migrate.

``render_as_batch`` lets SQLite alter tables (it recreates them); the
constraint naming convention of db.base makes that reproducible.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection

import db.models  # noqa: F401  (registers the tables on Base.metadata)
from db.base import Base

config = context.config
target_metadata = Base.metadata


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is None:
        raise SystemExit("no database: run migrations through db.migrate.upgrade(url)")
    _run(connection)


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


if context.is_offline_mode():
    raise SystemExit("offline (SQL script) migrations are not supported; run `paraamr db upgrade`")
run_migrations_online()
