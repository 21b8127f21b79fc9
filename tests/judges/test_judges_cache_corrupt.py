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
