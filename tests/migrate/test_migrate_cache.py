"""The judge cache checks its stored format version: an incompatible cache is ignored, never misread."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from pathlib import Path

import pytest

from citeset.errors import InputError
from citeset.judges import JudgeRequest, JudgeSpec, Judgment, Label, Passage
from citeset.judges._cache import CACHE_FORMAT, CachedJudge, cache_stats


class Entailing:
    def __init__(self) -> None:
        self.spec = JudgeSpec(name="entailing", version="1", model="m")
        self.asked = 0

    async def judge(self, requests: Sequence[JudgeRequest]) -> list[Judgment]:
        self.asked += len(requests)
        return [Judgment(label=Label.ENTAILED, score=1.0, judge=str(self.spec), spec_key=self.spec.key)
                for _ in requests]


def request() -> JudgeRequest:
    return JudgeRequest(claim="x alpha", evidence=(Passage(span_id="s1", text="alpha"),))


def user_version(path: Path) -> int:
    con = sqlite3.connect(path)
    try:
        return int(con.execute("PRAGMA user_version").fetchone()[0])
    finally:
        con.close()


async def test_new_cache_records_its_format_version(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    CachedJudge(Entailing(), path).close()
    assert user_version(path) == CACHE_FORMAT


async def test_newer_cache_format_is_ignored_with_a_warning(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    with CachedJudge(Entailing(), path) as cached:
        await cached.judge([request()])
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {CACHE_FORMAT + 1}")
    con.execute("UPDATE judgments SET judgment = '{\"label\": \"from-the-future\"}'")
    con.commit()
    con.close()
    inner = Entailing()
    with pytest.warns(UserWarning, match="newer format"), CachedJudge(inner, path) as cached:
        [judgment] = await cached.judge([request()])
    assert inner.asked == 1 and judgment.label == Label.ENTAILED and not judgment.cached
    assert user_version(path) == CACHE_FORMAT + 1  # left untouched for the citeset that wrote it
    with pytest.raises(InputError, match="newer format"):
        cache_stats(path)


async def test_unreadable_cache_entry_is_a_miss_not_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    with CachedJudge(Entailing(), path) as cached:
        await cached.judge([request()])
    con = sqlite3.connect(path)
    con.execute("UPDATE judgments SET judgment = '{\"label\": \"maybe\"}'")
    con.commit()
    con.close()
    inner = Entailing()
    with pytest.warns(UserWarning, match="unreadable"), CachedJudge(inner, path) as cached:
        [judgment] = await cached.judge([request()])
    assert inner.asked == 1 and judgment.label == Label.ENTAILED


async def test_cache_written_before_formats_were_versioned_is_upgraded(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    with CachedJudge(Entailing(), path) as cached:
        await cached.judge([request()])
    con = sqlite3.connect(path)
    con.execute("PRAGMA user_version = 0")
    con.commit()
    con.close()
    inner = Entailing()
    with CachedJudge(inner, path) as cached:
        [judgment] = await cached.judge([request()])
    assert inner.asked == 0 and judgment.cached
    assert user_version(path) == CACHE_FORMAT
