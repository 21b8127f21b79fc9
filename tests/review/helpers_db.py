"""Review test fixtures: an evaluated world with escalations, and databases (SQLite, and a real PostgreSQL
server started for the session from Debian's postgresql binaries)."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

PG_BIN = next((Path(p) for p in sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True)), None) \
    if Path("/usr/lib/postgresql").is_dir() else None


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _as_postgres(args: list[str]) -> list[str]:
    """initdb and postgres refuse to run as root: run them as the `postgres` system user then."""
    if os.geteuid() != 0:
        return args
    runuser = shutil.which("runuser")
    return [runuser, "-u", "postgres", "--", *args] if runuser else ["su", "postgres", "-c", " ".join(args)]


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A throwaway PostgreSQL cluster on a free loopback port, removed after the session."""
    initdb = PG_BIN / "initdb" if PG_BIN else None
    if initdb is None or not initdb.exists():
        pytest.skip("PostgreSQL server binaries are absent (apt-get install -y postgresql)")
    root = Path(tempfile.mkdtemp(prefix="citeset-pg-"))
    data, sock = root / "data", root / "sock"
    sock.mkdir()
    if os.geteuid() == 0:
        shutil.chown(root, "postgres")
        shutil.chown(sock, "postgres")
    port = _free_port()
    pg_ctl = str(PG_BIN / "pg_ctl")  # type: ignore[operator]
    try:
        subprocess.run(_as_postgres([str(initdb), "-D", str(data), "-U", "citeset", "--auth=trust", "-E", "UTF8"]),
                       check=True, capture_output=True, timeout=120)
        subprocess.run(_as_postgres([pg_ctl, "-D", str(data), "-l", str(root / "log"), "-w", "-o",
                                     f"-p {port} -k {sock} -h 127.0.0.1", "start"]),
                       check=True, capture_output=True, timeout=120)
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as exc:
        shutil.rmtree(root, ignore_errors=True)
        pytest.fail(f"could not start PostgreSQL: {getattr(exc, 'stderr', b'')!r}")
    try:
        yield f"postgresql+psycopg://citeset@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run(_as_postgres([pg_ctl, "-D", str(data), "-m", "immediate", "-w", "stop"]),
                       capture_output=True, timeout=60)
        time.sleep(0.1)
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """Each review test runs on SQLite and on PostgreSQL (a fresh database per test)."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'review.sqlite'}"
        return
    base = request.getfixturevalue("postgres_url")
    import sqlalchemy

    name = f"t{os.getpid()}_{int(time.monotonic_ns())}"
    admin = sqlalchemy.create_engine(base, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(sqlalchemy.text(f'CREATE DATABASE "{name}"'))
    try:
        yield base.rsplit("/", 1)[0] + f"/{name}"
    finally:
        with admin.connect() as conn:
            conn.execute(sqlalchemy.text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()
