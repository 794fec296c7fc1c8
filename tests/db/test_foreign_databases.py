"""Databases that are not ours, or not databases at all (issue 11, item 8).

A file that is not a database is one clear line (exit 2); another
application's database is refused by every command, reading or writing,
without a byte of it changed, until ``paraamr db upgrade --adopt``; reading
commands never create a database or its tables.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import create_engine, inspect, text

from db.migrate import SchemaError, head_revision, open_database, schema_state, upgrade
from pipeline.cli import main

READERS = [["annotate", "batches"], ["annotate", "annotators"],
           ["annotate", "report", "--batch", "b"], ["annotate", "progress", "--batch", "b"],
           ["annotate", "export", "--batch", "b", "--format", "csv"]]
WRITERS = [["annotate", "add-annotator", "ann"], ["db", "upgrade"]]


def _run(capsys: pytest.CaptureFixture[str], url: str, *argv: str) -> tuple[int, str]:
    code = main(["--db", url, *argv])
    return code, capsys.readouterr().err


def _one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err and "internal error" not in err, err
    assert "sqlalche.me" not in err  # no "background on this error" link
    return lines[0]


def _sql(url: str, *statements: str) -> None:
    """Run SQL as another application would (a plain engine, not ours)."""
    engine = create_engine(url)
    with engine.begin() as conn:
        for statement in statements:
            conn.execute(text(statement))
    engine.dispose()


def _foreign(url: str) -> None:
    """Another application's database: one table of its own, with a row."""
    _sql(url, "CREATE TABLE invoices (id INTEGER PRIMARY KEY, total INTEGER)",
         "INSERT INTO invoices VALUES (1, 42)")


def _tables(url: str) -> set[str]:
    engine = create_engine(url)
    try:
        return set(inspect(engine).get_table_names())
    finally:
        engine.dispose()


@pytest.mark.parametrize("argv", READERS + WRITERS)
def test_a_file_that_is_not_a_database_is_one_line(argv: list[str], tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "notes.sqlite"
    path.write_bytes(b"these are my notes, not a database\n" * 10)
    before = path.read_bytes()
    code, err = _run(capsys, f"sqlite:///{path}", *argv)
    assert code == 2
    assert _one_line(err) == (f"paraamr: error: {path} is not a SQLite database "
                              "(file is not a database)")
    assert path.read_bytes() == before and sorted(tmp_path.iterdir()) == [path]


@pytest.mark.parametrize("argv", READERS + WRITERS)
def test_another_applications_database_is_refused_and_left_as_it_was(
        argv: list[str], db_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    _foreign(db_url)
    if db_url.startswith("sqlite"):
        path = Path(db_url.removeprefix("sqlite:///"))
        before = path.read_bytes()
    code, err = _run(capsys, db_url, *argv)
    assert code == 2
    line = _one_line(err)
    assert "holds tables of another application (invoices)" in line
    assert "`paraamr db upgrade --adopt`" in line
    assert _tables(db_url) == {"invoices"}
    if db_url.startswith("sqlite"):
        # Not even switched to WAL: the file is byte for byte the same.
        assert path.read_bytes() == before
        assert sorted(p.name for p in path.parent.iterdir()) == [path.name]


def test_adopt_adds_our_tables_beside_theirs(db_url: str,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    _foreign(db_url)
    code, err = _run(capsys, db_url, "db", "upgrade", "--adopt")
    assert code == 0, err
    assert {"invoices", "alembic_version", "judgments"} <= _tables(db_url)
    engine = create_engine(db_url)
    with engine.connect() as conn:
        assert conn.execute(text("SELECT id, total FROM invoices")).all() == [(1, 42)]
    engine.dispose()
    # From now on it is ours: every command works, without --adopt.
    assert _run(capsys, db_url, "annotate", "add-annotator", "ann")[0] == 0
    assert _run(capsys, db_url, "annotate", "batches")[0] == 0
    assert _run(capsys, db_url, "db", "upgrade")[0] == 0


def test_adopt_refuses_a_database_with_tables_named_like_ours(db_url: str) -> None:
    _sql(db_url, "CREATE TABLE items (id INTEGER PRIMARY KEY)")
    with pytest.raises(SchemaError, match=r"already has table\(s\) items that paraamr would create"):
        upgrade(db_url, adopt=True)
    assert _tables(db_url) == {"items"}


def test_a_schema_revision_that_is_not_ours_is_refused(db_url: str) -> None:
    _sql(db_url, "CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL)",
         "INSERT INTO alembic_version VALUES ('ae1027a6acf')")
    for adopt in (False, True):
        with pytest.raises(SchemaError, match="revision 'ae1027a6acf', which is not paraamr's"):
            upgrade(db_url, adopt=adopt)


@pytest.mark.parametrize("argv", READERS)
def test_reading_commands_never_create_a_database(argv: list[str], db_url: str, tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    if db_url.startswith("sqlite"):
        db_url = f"sqlite:///{tmp_path / 'not' / 'yet.sqlite'}"
    code, err = _run(capsys, db_url, *argv)
    assert code == 2
    assert _one_line(err).startswith("paraamr: error: no paraamr database at ")
    assert err.strip().endswith("create it with `paraamr db upgrade`")
    if db_url.startswith("sqlite"):
        assert not (tmp_path / "not").exists()
    else:
        assert _tables(db_url) == set()
    # A writing command creates it.
    assert _run(capsys, db_url, "annotate", "add-annotator", "ann")[0] == 0
    assert _run(capsys, db_url, *argv)[0] in (0, 2)  # the batch may not exist, the db does
    assert schema_state(db_url).revision == head_revision()


def test_reading_commands_do_not_migrate_an_older_schema(db_url: str,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    upgrade(db_url, "0001").dispose()
    code, err = _run(capsys, db_url, "annotate", "batches")
    assert code == 2
    assert _one_line(err).endswith(f"is at schema revision 0001, this paraamr needs "
                                   f"{head_revision()}; run `paraamr db upgrade`")
    assert schema_state(db_url).revision == "0001"
    assert _run(capsys, db_url, "db", "upgrade")[0] == 0
    assert _run(capsys, db_url, "annotate", "batches")[0] == 0


def test_the_store_itself_refuses_a_foreign_database(tmp_path: Path) -> None:
    from db.service import JudgmentStore

    path = tmp_path / "theirs.sqlite"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE notes (body TEXT)")
    conn.close()
    with pytest.raises(SchemaError, match="another application"):
        JudgmentStore(f"sqlite:///{path}")
    with pytest.raises(SchemaError, match="no paraamr database"):
        open_database(f"sqlite:///{tmp_path / 'none.sqlite'}", create=False)
    assert not (tmp_path / "none.sqlite").exists()
