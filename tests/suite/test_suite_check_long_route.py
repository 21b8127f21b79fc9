"""Hardening audit h48 (78_dos_suitecheck_long_route): `suite check` asked a route of n members n minimality
questions of n - 1 passages each (n * (n - 1) passages read: 600 hops 1.7 CPU s, 1,200 hops 4.1 s). A route past
`MINIMALITY_MAX_MEMBERS` members is asked only whether it is sufficient, and the check says its minimality was not
asked. The work is counted (passages put to the judge), not timed."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_suite_check import NeedsAll, cli

from citeset.suite import load_suite
from citeset.suite._check import MINIMALITY_MAX_MEMBERS, check_routes_async
from conftest import CEDAR_CLAIM, cedar_case, make_suite, world_sources, world_spans


def _long_route_suite(root: Path, n: int) -> Path:
    """The Cedar world with one more route of `n` hop members (each its own source), as the audit built it."""
    sources, spans = world_sources(), world_spans()
    members = []
    for i in range(n):
        text = f"Record R{i} is linked to record R{i + 1}."
        sources.append({**sources[0], "version_id": f"h{i}", "source_id": f"h{i}", "uri": f"https://x/h{i}",
                        "text": text})
        spans.append({"span_id": f"h{i}", "version_id": f"h{i}", "start": 0, "end": len(text), "exact": text})
        members.append(f"h{i}")
    long_route = {"set_id": "long", "members": [*members, "a2"]}
    case = cedar_case("A", claims=[{**CEDAR_CLAIM, "routes": [CEDAR_CLAIM["routes"][0], long_route]}])
    return make_suite(root, [case], sources, spans)


def _passages(judge: NeedsAll) -> int:
    return sum(len(r.evidence) for r in judge.requests)


async def test_a_route_past_the_cap_is_asked_only_whether_it_is_sufficient(tmp_path: Path) -> None:
    n = 4 * MINIMALITY_MAX_MEMBERS
    suite = load_suite(_long_route_suite(tmp_path / "s", n))
    judge = NeedsAll({"a1", "a2"})
    result = await check_routes_async(suite, judge)
    # via-map: whole + 2 without; long: the whole route only (n + 1 passages), not n + 1 questions of n passages
    assert result.questions == len(judge.requests) == 4
    assert _passages(judge) == 2 + 1 + 1 + (n + 1)
    assert result.minimality_unchecked == ["A/c/long"]
    assert [(f.kind, f.set_id) for f in result.findings] == [("insufficient", "long")]


async def test_a_route_at_the_cap_is_still_checked_member_by_member(tmp_path: Path) -> None:
    n = MINIMALITY_MAX_MEMBERS - 1  # with a2: exactly the cap
    suite = load_suite(_long_route_suite(tmp_path / "s", n))
    judge = NeedsAll({"a1", "a2"}, {f"h{i}" for i in range(n)} | {"a2"})
    result = await check_routes_async(suite, judge)
    assert result.questions == 3 + 1 + (n + 1) and result.minimality_unchecked == []
    assert result.clean


def test_the_text_output_says_which_routes_minimality_was_not_asked(tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    root = _long_route_suite(tmp_path / "s", 2 * MINIMALITY_MAX_MEMBERS)
    code, out, _ = cli(["suite", "check", str(root)], capsys)
    assert code == 1  # the rules judge finds the long route insufficient for the claim
    assert "minimality not asked" in out and "A/c/long" in out
