from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import text

from db.engine import Database, normalize_url
from pipeline.errors import InputError


def test_sqlite_pragmas(tmp_path: Path) -> None:
    db = Database.from_url(f"sqlite:///{tmp_path / 'sub' / 'x.sqlite'}")
    with db.read() as session:
        assert session.scalar(text("PRAGMA journal_mode")) == "wal"
        assert session.scalar(text("PRAGMA foreign_keys")) == 1
        assert session.scalar(text("PRAGMA busy_timeout")) >= 10_000
    assert (tmp_path / "sub").is_dir()  # the data directory is created on demand
    db.dispose()


def test_sqlite_write_transaction_takes_the_lock_before_writing(tmp_path: Path) -> None:
    path = tmp_path / "x.sqlite"
    db = Database.from_url(f"sqlite:///{path}")
    with db.write() as session:
        session.execute(text("CREATE TABLE t (x INTEGER)"))
    with db.write() as session:
        session.execute(text("SELECT count(*) FROM t")).all()  # only a read so far...
        other = sqlite3.connect(path, timeout=0, isolation_level=None)
        with pytest.raises(sqlite3.OperationalError, match="locked"):
            other.execute("BEGIN IMMEDIATE")  # ...yet another writer is already kept out
        other.close()
    with db.read() as session:
        session.execute(text("SELECT count(*) FROM t")).all()
        other = sqlite3.connect(path, timeout=0, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # a read transaction does not block writers
        other.execute("ROLLBACK")
        other.close()
    db.dispose()


def test_write_rolls_back_on_error(tmp_path: Path) -> None:
    db = Database.from_url(f"sqlite:///{tmp_path / 'x.sqlite'}")
    with db.write() as session:
        session.execute(text("CREATE TABLE t (x INTEGER)"))
    with pytest.raises(RuntimeError), db.write() as session:
        session.execute(text("INSERT INTO t VALUES (1)"))
        raise RuntimeError("boom")
    with db.read() as session:
        assert session.scalar(text("SELECT count(*) FROM t")) == 0
    db.dispose()


def test_postgres_urls_use_psycopg3() -> None:
    assert normalize_url("postgres://u:p@h:5/d").drivername == "postgresql+psycopg"
    assert normalize_url("postgresql+psycopg://u@h/d").drivername == "postgresql+psycopg"


@pytest.mark.parametrize("url", ["nonsense", "mysql://u@h/d"])
def test_bad_urls_are_input_errors(url: str) -> None:
    with pytest.raises(InputError):
        normalize_url(url)
