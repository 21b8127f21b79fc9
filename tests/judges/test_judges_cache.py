"""CachedJudge: SQLite (WAL) label cache keyed by judge spec + request."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from pathlib import Path

import pytest

from citeset.judges import JudgeRequest, JudgeSpec, Judgment, Label, Passage, failed
from citeset.judges._cache import CachedJudge, cache_stats, clear_cache


class CountingJudge:
    """Labels 'entailed' when the evidence mentions the claim's last word; counts what it is asked."""

    def __init__(self, version: str = "1", fail: bool = False) -> None:
        self.spec = JudgeSpec(name="counting", version=version, model="m")
        self.asked: list[str] = []
        self.fail = fail

    async def judge(self, requests: Sequence[JudgeRequest]) -> list[Judgment]:
        self.asked += [r.claim for r in requests]
        if self.fail:
            return [failed(self.spec, "endpoint down") for _ in requests]
        out = []
        for r in requests:
            hit = any(r.claim.split()[-1] in p.text for p in r.evidence)
            label = Label.ENTAILED if hit else Label.INSUFFICIENT
            out.append(
                Judgment(label=label, score=1.0 if hit else 0.0, judge=str(self.spec), spec_key=self.spec.key)
            )
        return out


def req(claim: str, text: str = "alpha beta") -> JudgeRequest:
    return JudgeRequest(claim=claim, evidence=(Passage(span_id="s1", text=text),))


async def test_second_run_is_answered_from_the_cache(tmp_path: Path) -> None:
    path = tmp_path / "cache.sqlite"
    inner = CountingJudge()
    first = await CachedJudge(inner, path).judge([req("x alpha"), req("y gamma"), req("x alpha")])
    assert inner.asked == ["x alpha", "y gamma"]  # duplicates in a batch are asked once
    assert [j.cached for j in first] == [False, False, False]
    inner2 = CountingJudge()
    cached = CachedJudge(inner2, path)
    again = await cached.judge([req("x alpha"), req("y gamma"), req("z beta")])
    assert inner2.asked == ["z beta"]  # only the changed question is re-judged
    assert [j.cached for j in again] == [True, True, False]
    assert [j.label for j in again] == [Label.ENTAILED, Label.INSUFFICIENT, Label.ENTAILED]
    assert (cached.stats().hits, cached.stats().misses, cached.stats().entries) == (2, 1, 3)


async def test_a_new_judge_version_never_reuses_old_labels(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    await CachedJudge(CountingJudge("1"), path).judge([req("x alpha")])
    v2 = CountingJudge("2")
    [j] = await CachedJudge(v2, path).judge([req("x alpha")])
    assert v2.asked == ["x alpha"] and not j.cached
    assert sorted(s.entries for s in cache_stats(path).specs) == [1, 1]


async def test_evidence_change_is_a_new_question(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    await CachedJudge(CountingJudge(), path).judge([req("x alpha")])
    inner = CountingJudge()
    await CachedJudge(inner, path).judge([req("x alpha", "alpha beta (edited)")])
    assert inner.asked == ["x alpha"]


async def test_failures_are_not_cached(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    [j] = await CachedJudge(CountingJudge(fail=True), path).judge([req("x alpha")])
    assert j.label is None
    inner = CountingJudge()
    [j] = await CachedJudge(inner, path).judge([req("x alpha")])
    assert inner.asked == ["x alpha"] and j.label is Label.ENTAILED


async def test_wal_mode_stats_and_clear(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "c.sqlite"
    await CachedJudge(CountingJudge("1"), path).judge([req(f"c{i} alpha") for i in range(5)])
    await CachedJudge(CountingJudge("2"), path).judge([req("c alpha")])
    assert sqlite3.connect(path).execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    stats = cache_stats(path)
    assert stats.entries == 6 and [s.entries for s in stats.specs] == [5, 1]
    assert stats.specs[0].judge == "counting@1 model=m"
    assert clear_cache(path, spec_key=stats.specs[1].spec_key) == 1
    assert cache_stats(path).entries == 5
    assert clear_cache(path) == 5 and cache_stats(path).entries == 0
    assert cache_stats(tmp_path / "absent.sqlite").entries == 0


async def test_warm_lookups_are_batched_not_one_query_per_request(tmp_path: Path) -> None:
    # Speed is measured in benchmarks/bench_judges.py; here we pin the query pattern that makes it fast.
    cached = CachedJudge(CountingJudge(), tmp_path / "c.sqlite")
    requests = [req(f"claim {i} alpha") for i in range(5000)]
    await cached.judge(requests)
    statements: list[str] = []
    cached._con.set_trace_callback(statements.append)
    found = cached.lookup([r.key for r in requests])
    assert len(found) == 5000
    selects = [s for s in statements if s.lstrip().upper().startswith("SELECT")]
    assert 1 <= len(selects) <= 6  # one SELECT per 900 keys


def test_copied_request_with_another_claim_is_another_question() -> None:
    original = req("claim one")
    assert original.key  # computed and cached on the original
    copy = original.model_copy(update={"claim": "claim two"})
    assert copy.key != original.key and copy.key == req("claim two").key


def test_two_questions_never_share_a_key_whatever_their_text() -> None:
    """A hardening audit: the key joined texts with separator characters that texts may hold, so claim
    'C<US>p1<RS>T1' citing [p2] was the question 'C' citing [p1, p2], and one's label was given to the other (and
    cached). Keys of texts without those characters are unchanged (caches stay valid)."""
    def ask(claim: str, *passages: tuple[str, str]) -> JudgeRequest:
        return JudgeRequest(claim=claim, evidence=[Passage(span_id=s, text=t) for s, t in passages], purpose="joint")

    assert ask("C\x1fp1\x1eT1", ("p2", "T2")).key != ask("C", ("p1", "T1"), ("p2", "T2")).key
    assert ask("C\\", ("p1", "T1")).key != ask("C", ("\\p1", "T1")).key
    assert ask("C", ("p1", "T1\x1cS")).key != JudgeRequest(claim="C", evidence=[Passage(span_id="p1", text="T1")],
                                                           inference=("S",), purpose="joint").key
    import hashlib

    plain = ask("The ferry leaves at 7.", ("p1", "It leaves at 7."))
    assert plain.key == hashlib.sha256(b"The ferry leaves at 7.\x1fp1\x1eIt leaves at 7.").hexdigest()


async def test_a_cache_others_can_write_is_not_trusted(tmp_path: Path) -> None:
    """A hardening audit: a cache file others could write (mode 666) was read as it was, so labels written into it
    in advance decided verdicts, with no warning. Such a cache is not read (the labels are asked again, with a
    warning); a new cache is made private."""
    import os
    import stat



    path = tmp_path / "shared" / "c.sqlite"
    await CachedJudge(CountingJudge(), path).judge([req("x alpha")])
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600 and stat.S_IMODE(os.stat(path.parent).st_mode) == 0o700
    os.chmod(path, 0o666)
    inner = CountingJudge()
    with pytest.warns(UserWarning, match="others can write"):
        [again] = await CachedJudge(inner, path).judge([req("x alpha")])
    assert inner.asked == ["x alpha"] and not again.cached


async def test_a_cache_whose_side_files_or_folder_others_can_write_is_not_trusted(tmp_path: Path) -> None:
    """A hardening re-audit: only the cache file was checked, but SQLite also reads its -wal file, which another
    user could drop into a folder others can write."""
    import os

    path = tmp_path / "own" / "c.sqlite"
    await CachedJudge(CountingJudge(), path).judge([req("x alpha")])
    wal = Path(f"{path}-wal")
    wal.write_bytes(b"")
    os.chmod(wal, 0o666)
    inner = CountingJudge()
    with pytest.warns(UserWarning, match="others"):
        await CachedJudge(inner, path).judge([req("x alpha")])
    assert inner.asked == ["x alpha"]
    wal.unlink()
    os.chmod(path.parent, 0o777)
    inner = CountingJudge()
    with pytest.warns(UserWarning, match="others"):
        await CachedJudge(inner, path).judge([req("x alpha")])
    assert inner.asked == ["x alpha"]


def test_the_default_cache_is_the_users_own(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Not a folder of the current directory, which may be a checked-out repository holding a cache of its own."""
    from citeset.judges import default_cache_path

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert default_cache_path() == tmp_path / "xdg" / "citeset" / "cache.sqlite"
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert default_cache_path() == tmp_path / "home" / ".cache" / "citeset" / "cache.sqlite"


@pytest.mark.parametrize("command", [["cache", "stats", "--path"], ["cache", "clear", "--path"]])
def test_a_file_that_is_no_cache_is_one_error_line_and_left_as_it_was(
        tmp_path: Path, command: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """A hardening audit: a text file given as the cache ended six commands in an internal error (exit 3), and
    `cache stats`, which only looks, turned any SQLite file (the review database) into a cache."""
    from citeset.cli import main

    text = tmp_path / "notes.txt"
    text.write_text("not a database\n" * 200, encoding="utf-8")
    other = tmp_path / "review.sqlite"
    with sqlite3.connect(other) as con:
        con.execute("CREATE TABLE cards (id INTEGER)")
    for given in (text, other):
        before = given.read_bytes()
        with pytest.raises(SystemExit) as exc:
            main([*command, str(given)])
        err = capsys.readouterr().err
        assert exc.value.code == 2 and "not a judge cache" in err and "internal error" not in err, err
        assert given.read_bytes() == before and not Path(f"{given}-wal").exists()
