"""A label cache with a corrupt page is a broken file (exit 2, one `error:` line naming it, no report), not a
judge failure on every claim (audit 33: every claim escalated, exit 1, nothing said about the file)."""

from __future__ import annotations

import contextlib
import io
import sqlite3
from importlib.resources import files
from pathlib import Path

import pytest

from citeset.cli._main import main

SUITE = Path(str(files("citeset.demo") / "data" / "cedar"))


def cli(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = 0
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            main(list(args))
        except SystemExit as exc:
            code = int(exc.code or 0)
    return code, out.getvalue(), err.getvalue()


def corrupt(cache: Path) -> None:
    con = sqlite3.connect(cache)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()
    with cache.open("r+b") as handle:  # the tables' pages; the header page stays readable
        handle.seek(4096 + 100)
        handle.write(b"\xa5" * 3000)


@pytest.mark.parametrize("extra", [(), ("--workers", "2", "--shard-size", "2")])
def test_a_corrupt_cache_page_ends_the_run_naming_the_cache(tmp_path: Path, extra: tuple[str, ...]) -> None:
    cache = tmp_path / "c.sqlite"
    run = str(SUITE / "run.jsonl")
    code, _, err = cli("evaluate", str(SUITE), run, "--cache", str(cache), "--out", str(tmp_path / "o1"),
                       "--bootstrap", "0")
    assert code in (0, 1), err
    corrupt(cache)
    code, _, err = cli("evaluate", str(SUITE), run, "--cache", str(cache), "--out", str(tmp_path / "o2"),
                       "--bootstrap", "0", *extra)
    assert code == 2, err
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {cache}: ") and "judge cache" in lines[0], err
    assert not (tmp_path / "o2").exists()


def _filled_cache(path: Path) -> Path:
    from citeset.judges._cache import _connect

    con = _connect(path)
    con.executemany("INSERT INTO judgments VALUES (?, ?, ?, 0)", [("k", f"r{i}", "{}" * 200) for i in range(400)])
    con.close()
    return path


@pytest.mark.parametrize("command", ["stats", "clear"])
@pytest.mark.parametrize("kind", ["corrupt page", "device", "fifo"])
def test_cache_stats_and_clear_name_a_cache_they_cannot_use(tmp_path: Path, command: str, kind: str) -> None:
    """`cache stats|clear --path` on a corrupt cache, /dev/zero or a FIFO ended in "internal error" (exit 3: a
    disk I/O or malformed-database error outside the handling `evaluate --cache` has; a hardening audit)."""
    import os

    if kind == "corrupt page":
        cache = _filled_cache(tmp_path / "cache.sqlite")
        corrupt(cache)
    elif kind == "device":
        cache = Path("/dev/zero")
    else:
        cache = tmp_path / "fifo"
        os.mkfifo(cache)
    code, _, err = cli("cache", command, "--path", str(cache))
    assert code == 2 and err.count("\n") == 1 and str(cache) in err and "internal error" not in err, err
    assert ("not a regular file" in err) == (kind != "corrupt page"), err
    assert ("delete it" in err) == (kind == "corrupt page"), err  # no advice to delete a device or a pipe
