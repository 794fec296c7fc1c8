"""Databases for the store tests: a SQLite file and a real PostgreSQL server.

The PostgreSQL server (Debian package ``postgresql``) is started once per test
session in a temporary directory and stopped at the end; each test gets a
fresh database on it.  PostgreSQL refuses to run as root, so as root the
server runs as the ``postgres`` system user.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from db.service import JudgmentStore

STORE_BACKENDS = ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)]


def _pg_bindir() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"),
                   key=lambda p: int(p.split("/")[4]) if p.split("/")[4].isdigit() else 0)
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """The base URL (no database) of a PostgreSQL server started for this session."""
    bindir = _pg_bindir()
    if bindir is None:
        pytest.skip("PostgreSQL server not installed (Debian package postgresql; `make system-deps`)")
    tmp = Path(tempfile.mkdtemp(prefix="paraamr-pg-"))
    prefix: list[str] = []
    if os.geteuid() == 0:
        user = pwd.getpwnam("postgres")
        os.chown(tmp, user.pw_uid, user.pw_gid)
        prefix = ["runuser", "-u", "postgres", "--"]
    data = tmp / "data"
    port = _free_port()

    def run(*args: str) -> None:
        subprocess.run([*prefix, *args], check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE, timeout=120)

    try:
        run(str(bindir / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres",
            "-E", "UTF8", "--locale=C", "--no-sync")
        # Durability settings off: the tests kill clients, never the server.
        options = (f"-p {port} -k {tmp} -c listen_addresses=127.0.0.1 -c fsync=off "
                   "-c synchronous_commit=off -c full_page_writes=off -c max_connections=300")
        run(str(bindir / "pg_ctl"), "-D", str(data), "-o", options, "-l", str(tmp / "server.log"),
            "-w", "-t", "60", "start")
    except subprocess.CalledProcessError as exc:
        log = (tmp / "server.log").read_text() if (tmp / "server.log").exists() else ""
        shutil.rmtree(tmp, ignore_errors=True)
        pytest.fail(f"cannot start PostgreSQL: {exc.stderr.decode(errors='replace')} {log}")
    try:
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}"
    finally:
        subprocess.run([*prefix, str(bindir / "pg_ctl"), "-D", str(data), "-m", "immediate",
                        "stop"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60)
        shutil.rmtree(tmp, ignore_errors=True)


def _admin(base_url: str, sql: str) -> None:
    import psycopg

    with psycopg.connect(base_url.replace("postgresql+psycopg", "postgresql") + "/postgres",
                         autocommit=True) as conn:
        conn.execute(sql.encode())


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A migrated SQLite file that tests copy instead of migrating again."""
    from db.migrate import upgrade

    path = tmp_path_factory.mktemp("template") / "template.sqlite"
    upgrade(f"sqlite:///{path}").dispose()
    return path


@pytest.fixture(scope="session")
def postgres_migrated(postgres_server: str) -> str:
    """URL of a migrated PostgreSQL database shared by the tests, emptied before each."""
    from db.migrate import upgrade

    name = "paraamr_tests"
    _admin(postgres_server, f"CREATE DATABASE {name}")
    upgrade(f"{postgres_server}/{name}").dispose()
    return f"{postgres_server}/{name}"


def _empty_tables(url: str) -> None:
    import psycopg

    from db.base import Base

    tables = ", ".join(t.name for t in Base.metadata.sorted_tables)
    with psycopg.connect(url.replace("postgresql+psycopg", "postgresql"), autocommit=True) as conn:
        conn.execute(f"TRUNCATE {tables} RESTART IDENTITY CASCADE".encode())


def _new_postgres_database(request: pytest.FixtureRequest) -> Iterator[str]:
    base = request.getfixturevalue("postgres_server")
    name = f"t_{uuid.uuid4().hex[:12]}"
    _admin(base, f"CREATE DATABASE {name}")
    try:
        yield f"{base}/{name}"
    finally:
        _admin(base, f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


@pytest.fixture(params=STORE_BACKENDS)
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """An empty database: a SQLite file, or a new database on the session's PostgreSQL."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'store.sqlite'}"
        return
    yield from _new_postgres_database(request)


@pytest.fixture(params=STORE_BACKENDS)
def migrated_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A database with the current schema and no rows (cloned from a template)."""
    if request.param == "sqlite":
        path = tmp_path / "store.sqlite"
        shutil.copyfile(request.getfixturevalue("sqlite_template"), path)
        yield f"sqlite:///{path}"
        return
    url = request.getfixturevalue("postgres_migrated")
    _empty_tables(url)
    yield url


@pytest.fixture()
def store(migrated_url: str) -> Iterator[JudgmentStore]:
    """A :class:`db.JudgmentStore` on an empty, migrated database."""
    s = JudgmentStore(migrated_url)
    yield s
    s.close()
