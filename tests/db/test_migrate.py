from __future__ import annotations

from hashlib import sha256

import pytest
from sqlalchemy import inspect, text
from sqlalchemy.exc import IntegrityError

from db.engine import Database
from db.migrate import current_revision, ensure_schema, head_revision, upgrade

TABLES = {"sentences", "graphs", "paraphrases", "batches", "batch_raters", "annotators", "items",
          "gold_items", "assignments", "judgments", "judgment_revisions", "alembic_version",
          "qualifications", "adjudications"}


def test_upgrade_creates_every_table_and_is_repeatable(db_url: str) -> None:
    db = upgrade(db_url)
    assert set(inspect(db.engine).get_table_names()) == TABLES
    assert current_revision(db) == head_revision() is not None
    upgrade(db)  # a second run changes nothing
    ensure_schema(db)
    assert current_revision(db) == head_revision()
    db.dispose()


def _insert_judgment(db: Database, semantic: int | str, syntactic: int = 2) -> None:
    with db.write() as session:
        session.execute(text(
            "INSERT INTO judgments (assignment_id, item_id, annotator_id, semantic, syntactic, "
            "origin, created_at, updated_at) VALUES (1, 1, 1, :s, :y, 'inhouse', "
            "CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)"), {"s": semantic, "y": syntactic})


@pytest.fixture()
def seeded(migrated_url: str) -> Database:
    from db.service import ItemInput, JudgmentStore

    store = JudgmentStore(migrated_url)
    store.add_annotator("a", secret="s")
    store.create_batch("b")
    store.add_items("b", [ItemInput("s", "p")])
    item = store.next_item("b", "a")
    assert item is not None and item.assignment_id == 1
    return store.db


@pytest.mark.parametrize("value", [0, 4, -1])
def test_the_database_itself_refuses_ratings_outside_1_to_3(seeded: Database, value: int) -> None:
    with pytest.raises(IntegrityError):
        _insert_judgment(seeded, value)
    with pytest.raises(IntegrityError):
        _insert_judgment(seeded, 3, value)


def test_the_database_refuses_a_second_judgment_of_an_assignment(seeded: Database) -> None:
    _insert_judgment(seeded, 3)
    with pytest.raises(IntegrityError):
        _insert_judgment(seeded, 2)


def test_foreign_keys_are_enforced(seeded: Database) -> None:
    with pytest.raises(IntegrityError), seeded.write() as session:
        session.execute(text("INSERT INTO assignments (item_id, annotator_id, status, assigned_at) "
                             "VALUES (999, 1, 'assigned', CURRENT_TIMESTAMP)"))


def test_processes_starting_together_on_a_fresh_database(db_url: str) -> None:
    import subprocess
    import sys

    code = "import sys; from db.service import JudgmentStore; JudgmentStore(sys.argv[1]).close()"
    procs = [subprocess.Popen([sys.executable, "-c", code, db_url], stderr=subprocess.PIPE,
                              text=True) for _ in range(2)]
    for proc in procs:
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
    assert current_revision(db_url) == head_revision()


def test_downgrade_to_base_and_back(db_url: str) -> None:
    from alembic import command

    from db.migrate import alembic_config

    db = upgrade(db_url)
    config = alembic_config()
    with db.write_connection() as conn:
        config.attributes["connection"] = conn
        command.downgrade(config, "base")
    assert set(inspect(db.engine).get_table_names()) <= {"alembic_version"}
    upgrade(db)
    assert set(inspect(db.engine).get_table_names()) == TABLES
    db.dispose()


# Rows as revision 0001 stored them, written in SQL: the models of today have
# columns that an 0001 table lacks, so the store cannot write them.
_SEED_0001 = [
    "INSERT INTO annotators (id, name, role, active, created_at) "
    "VALUES (1, 'a', 'annotator', TRUE, '2026-01-01 00:00:00+00:00')",
    "INSERT INTO batches (id, name, instructions, raters_per_item, gold_rate, created_at) "
    "VALUES (1, 'b', '', 3, 0.0, '2026-01-01 00:00:00+00:00')",
    *(f"INSERT INTO sentences (id, text, text_hash, created_at) "
      f"VALUES ({n}, 's{n}', '{sha256(f's{n}'.encode()).hexdigest()}', "
      f"'2026-01-01 00:00:00+00:00')" for n in (1, 2)),
    *(f"INSERT INTO paraphrases (id, sentence_id, text, focus_kind, edits, scores, signatures, "
      f"kept, reasons, created_at) VALUES ({n}, {n}, 'p{n}', 'noun', '[]', "
      f"'{{\"semantic\": 0.9}}', '{{}}', TRUE, '[]', '2026-01-01 00:00:00+00:00')" for n in (1, 2)),
    *(f"INSERT INTO items (id, batch_id, paraphrase_id, position) VALUES ({n}, 1, {n}, {n})"
      for n in (1, 2)),
    *(f"INSERT INTO assignments (id, item_id, annotator_id, slot, status, assigned_at) "
      f"VALUES ({n}, {n}, 1, 0, 'done', '2026-01-01 00:00:00+00:00')" for n in (1, 2)),
    *(f"INSERT INTO judgments (id, assignment_id, item_id, annotator_id, semantic, syntactic, "
      f"origin, created_at, updated_at) VALUES ({n}, {n}, {n}, 1, 3, 1, 'inhouse', "
      f"'2026-01-01 00:00:00+00:00', '2026-01-01 00:00:00+00:00')" for n in (1, 2)),
    *(f"INSERT INTO judgment_revisions (id, assignment_id, judgment_id, annotator_id, action, "
      f"semantic, syntactic, at) VALUES ({n}, {n}, {n}, 1, 'create', 3, 1, "
      f"'2026-01-01 00:00:00+00:00')" for n in (1, 2)),
]


def test_upgrading_a_database_with_ratings_keeps_every_row(db_url: str) -> None:
    from db.service import ItemInput, JudgmentStore

    db = upgrade(db_url, "0001")
    with db.write() as session:
        for statement in _SEED_0001:
            session.execute(text(statement))
    tables = ("judgments", "judgment_revisions", "assignments", "items", "paraphrases")

    def counts() -> list[int]:
        with db.read() as session:
            return [session.scalar(text(f"SELECT count(*) FROM {t}")) or 0 for t in tables]

    before = counts()
    upgrade(db)  # 0002 and 0003 copy the assignments and paraphrases tables on SQLite
    assert current_revision(db) == head_revision()
    assert counts() == before == [2, 2, 2, 2, 2]
    if db.is_sqlite:
        with db.read() as session:
            assert session.scalar(text("PRAGMA foreign_keys")) == 1
    with pytest.raises(IntegrityError), db.write() as session:
        session.execute(text("UPDATE assignments SET status = 'bogus'"))

    # 0003: old paraphrases have no focus position until a later save brings it.
    store = JudgmentStore(db, migrate=False)
    stored = {p.paraphrase: p for p in store.stored_paraphrases()}
    assert [(stored[t].focus_depth, stored[t].ratings, stored[t].scores) for t in ("p1", "p2")] \
        == [(None, ((3, 1),), {"semantic": 0.9})] * 2
    assert store.save_paraphrases([ItemInput("s1", "p1", focus_depth=2, subtree_size=4)]) \
        .duplicates == 1
    stored = {p.paraphrase: p for p in store.stored_paraphrases()}
    assert (stored["p1"].focus_depth, stored["p1"].subtree_size, stored["p1"].focus_kind) \
        == (2, 4, "noun")
    db.dispose()


# Rows as revision 0003 stored them: 0001's, plus a gold item, an open and a
# skipped assignment, and a paraphrase with its focus position.
_SEED_0003 = [
    *_SEED_0001,
    "UPDATE paraphrases SET focus_depth = 1, subtree_size = 3 WHERE id = 1",
    "INSERT INTO annotators (id, name, role, active, created_at) "
    "VALUES (2, 'b', 'annotator', TRUE, '2026-01-01 00:00:00+00:00')",
    "INSERT INTO sentences (id, text, text_hash, created_at) "
    f"VALUES (3, 's3', '{sha256(b's3').hexdigest()}', '2026-01-01 00:00:00+00:00')",
    "INSERT INTO paraphrases (id, sentence_id, text, edits, scores, signatures, reasons, "
    "created_at) VALUES (3, 3, 'p3', '[]', '{}', '{}', '[]', '2026-01-01 00:00:00+00:00')",
    "INSERT INTO items (id, batch_id, paraphrase_id, position) VALUES (3, 1, 3, 3)",
    "INSERT INTO gold_items (id, item_id, semantic, syntactic) VALUES (1, 3, 3, NULL)",
    "INSERT INTO assignments (id, item_id, annotator_id, slot, status, assigned_at) "
    "VALUES (3, 1, 2, 1, 'assigned', '2026-01-01 00:00:00+00:00')",
    "INSERT INTO assignments (id, item_id, annotator_id, slot, status, assigned_at) "
    "VALUES (4, 2, 2, NULL, 'skipped', '2026-01-01 00:00:00+00:00')",
    "INSERT INTO assignments (id, item_id, annotator_id, slot, status, assigned_at) "
    "VALUES (5, 3, 2, NULL, 'released', '2026-01-01 00:00:00+00:00')",
]


def test_upgrading_a_database_at_0003_keeps_every_row(db_url: str) -> None:
    """0004 copies batches, gold_items and assignments on SQLite (batch mode)."""
    from db.service import JudgmentStore

    db = upgrade(db_url, "0003")
    with db.write() as session:
        for statement in _SEED_0003:
            session.execute(text(statement))
    tables = ("batches", "annotators", "sentences", "paraphrases", "items", "gold_items",
              "assignments", "judgments", "judgment_revisions")

    def rows() -> dict[str, list[tuple[object, ...]]]:
        with db.read() as session:
            return {t: sorted(tuple(r) for r in session.execute(text(f"SELECT * FROM {t}")))
                    for t in tables}

    before = rows()
    upgrade(db)
    assert current_revision(db) == head_revision() == "0004"
    after = rows()
    for table in tables:
        # Every row kept, every old column value unchanged (new columns come last).
        assert [r[: len(before[table][0])] for r in after[table]] == before[table], table
    with db.read() as session:
        assert session.execute(text("SELECT kind FROM gold_items")).scalars().all() == ["gold"]
        assert session.execute(text(
            "SELECT assignment_strategy, attention_rate, assignment_timeout FROM batches"
        )).all() == [("fill-first", 0.0, None)]  # an old batch keeps its order
    if db.is_sqlite:
        with db.read() as session:
            assert session.scalar(text("PRAGMA foreign_keys")) == 1
    for bad in ("UPDATE assignments SET status = 'bogus'",
                "UPDATE gold_items SET kind = 'bogus'",
                "UPDATE batches SET assignment_strategy = 'bogus'",
                "UPDATE batches SET attention_rate = 1.5"):
        with pytest.raises(IntegrityError), db.write() as session:
            session.execute(text(bad))
    store = JudgmentStore(db, migrate=False)
    assert store.batch_info("b").assignment_strategy == "fill-first"
    assert store.create_batch("new").assignment_strategy == "least-annotated"
    assert [(r.item_id, r.check) for r in store.judgment_rows("b")] == [(1, None), (2, None)]
    db.dispose()


def test_models_and_migrations_agree(migrated_url: str) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.runtime.migration import MigrationContext

    from db.base import Base

    db = Database.from_url(migrated_url)
    with db.engine.connect() as conn:
        context = MigrationContext.configure(conn, opts={"compare_type": True})
        assert compare_metadata(context, Base.metadata) == []
    db.dispose()
