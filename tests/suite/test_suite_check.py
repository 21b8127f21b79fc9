"""Route checks (DESIGN §3 "Route minimality"): every route sufficient, every member necessary within it."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from citeset.cli._main import main
from citeset.judges import JudgeRequest, JudgeSpec, Judgment, Label
from citeset.suite import freeze_suite, load_suite
from citeset.suite._check import check_routes, check_routes_async
from conftest import CEDAR_CLAIM, cedar_case, make_suite

PADDED = {"set_id": "padded", "members": ["a1", "a2", "b1"], "inference": ["join on record id"]}
THIN = {"set_id": "thin", "members": ["a2"]}


VIA_MAP = CEDAR_CLAIM["routes"][0]  # a1 + a2: sufficient and minimal, also for the lexical rules judge


def case_with(*routes: dict[str, Any], case_id: str = "A", base: tuple[dict[str, Any], ...] = (VIA_MAP,)
              ) -> dict[str, Any]:
    return cedar_case(case_id, claims=[{**CEDAR_CLAIM, "routes": [*base, *routes]}])


def cli(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    try:
        main(args)
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


class NeedsAll:
    """A judge that finds evidence sufficient exactly when it holds every span of one of `sufficient`."""

    def __init__(self, *sufficient: set[str], fail: bool = False) -> None:
        self.spec = JudgeSpec(name="needs-all", version="1")
        self.sufficient = sufficient
        self.fail = fail
        self.requests: list[JudgeRequest] = []

    async def judge(self, requests: Sequence[JudgeRequest]) -> list[Judgment]:
        self.requests.extend(requests)
        out = []
        for request in requests:
            ids = {p.span_id for p in request.evidence}
            label = Label.ENTAILED if any(s <= ids for s in self.sufficient) else Label.INSUFFICIENT
            out.append(Judgment(label=None if self.fail else label, judge=str(self.spec), spec_key=self.spec.key,
                                error="model unavailable" if self.fail else None))
        return out


async def test_superfluous_member_and_insufficient_route_are_found(tmp_path: Path) -> None:
    suite = load_suite(make_suite(tmp_path / "s", [case_with(PADDED, THIN, base=tuple(CEDAR_CLAIM["routes"]))]))
    judge = NeedsAll({"a1", "a2"}, {"b1", "a2"})
    result = await check_routes_async(suite, judge)
    found = [(f.kind, f.set_id, f.member) for f in result.findings]
    # padded: without a1 -> {a2, b1} still sufficient; without b1 -> {a1, a2} still sufficient; a2 is needed.
    assert found == [("not_minimal", "padded", "a1"), ("not_minimal", "padded", "b1"), ("insufficient", "thin", None)]
    assert result.routes_checked == 4 and not result.clean
    assert result.findings[-1].label == Label.INSUFFICIENT


async def test_minimal_sufficient_routes_are_clean_and_questions_are_asked_once(tmp_path: Path) -> None:
    suite = load_suite(make_suite(tmp_path / "s", [cedar_case("A"), cedar_case("B")]))
    judge = NeedsAll({"a1", "a2"}, {"b1", "a2"})
    result = await check_routes_async(suite, judge)
    assert result.clean and result.routes_checked == 4
    # two cases share the same routes: each question (whole route, route without each member) is asked once
    assert result.questions == len(judge.requests) == 5
    assert {tuple(p.span_id for p in r.evidence) for r in judge.requests} == {
        ("a1", "a2"), ("a2",), ("a1",), ("b1", "a2"), ("b1",)}


async def test_requests_carry_the_claim_and_the_routes_inference(tmp_path: Path) -> None:
    suite = load_suite(make_suite(tmp_path / "s", [case_with(PADDED)]))
    judge = NeedsAll({"a1", "a2"})
    await check_routes_async(suite, judge)
    padded = [r for r in judge.requests if len(r.evidence) == 3]
    assert padded[0].claim == CEDAR_CLAIM["text"]
    assert padded[0].evidence[0].text == "Project Cedar is mapped to record R17."
    assert padded[0].inference == ("join on record id",)


def test_judge_failure_is_a_finding_not_a_pass(tmp_path: Path) -> None:
    suite = load_suite(make_suite(tmp_path / "s", [cedar_case("A")]))
    result = check_routes(suite, NeedsAll({"a1", "a2"}, fail=True))
    assert {f.kind for f in result.findings} == {"judge_failed"} and "model unavailable" in result.findings[0].rationale


def test_freeze_warns_about_a_superfluous_member_with_the_rules_judge(tmp_path: Path, capsys: Any) -> None:
    root = make_suite(tmp_path / "s", [case_with(PADDED)])
    activity = freeze_suite(root)
    assert activity.warnings == [
        "route A/c/padded: member 'b1' is not needed: the other members alone are judged entailed "
        "(each member of a route must be necessary)"]
    manifest = json.loads((root / "manifest.json").read_text())
    assert manifest["activities"][-1]["warnings"] == activity.warnings
    code, out, err = cli(["freeze", str(root)], capsys)
    assert code == 0 and "member 'b1' is not needed" in out + err


def test_freeze_of_minimal_routes_warns_nothing(tmp_path: Path) -> None:
    assert freeze_suite(make_suite(tmp_path / "s", [case_with()])).warnings == []


def test_suite_check_cli_lists_findings_and_exits_1(tmp_path: Path, capsys: Any) -> None:
    root = make_suite(tmp_path / "s", [case_with(PADDED, THIN)])
    code, out, err = cli(["suite", "check", str(root)], capsys)
    assert code == 1, err
    assert "A/c/padded" in out and "b1" in out and "not needed" in out
    assert "A/c/thin" in out and "not sufficient" in out
    assert "checked 3 route(s)" in out and "2 finding(s)" in out


def test_suite_check_cli_clean_suite_exits_0(tmp_path: Path, capsys: Any) -> None:
    code, out, _ = cli(["suite", "check", str(make_suite(tmp_path / "s", [case_with()]))], capsys)
    assert code == 0 and "every route is sufficient and minimal" in out


def test_suite_check_cli_json(tmp_path: Path, capsys: Any) -> None:
    root = make_suite(tmp_path / "s", [case_with(PADDED)])
    code, out, _ = cli(["suite", "check", str(root), "--format", "json"], capsys)
    assert code == 1
    data = json.loads(out)
    assert [(f["kind"], f["member"]) for f in data["findings"]] == [("not_minimal", "b1")]
    assert data["routes_checked"] == 2 and data["judge"].startswith("rules")


def test_suite_check_cli_bad_input_exits_2(tmp_path: Path, capsys: Any) -> None:
    code, _, err = cli(["suite", "check", str(tmp_path / "nowhere")], capsys)
    assert code == 2 and err.startswith("error: ") and "suite not found" in err
    root = make_suite(tmp_path / "s", [cedar_case("A")])
    code, _, err = cli(["suite", "check", str(root), "--judge", "oracle"], capsys)
    assert code == 2 and "unknown judge 'oracle'" in err


def test_suite_check_prints_ids_as_text_not_markup(tmp_path: Path, capsys: Any) -> None:
    case = case_with({**PADDED, "set_id": "[/red]pad\x1b[2J"}, case_id="[bold]A")
    code, out, err = cli(["suite", "check", str(make_suite(tmp_path / "s", [case]))], capsys)
    assert code == 1, err
    assert "[bold]A/c/[/red]pad" in out and "\x1b" not in out


def test_suite_check_reads_texts_under_its_size_limit(tmp_path: Path, capsys: Any) -> None:
    from conftest import TEXTS, world_sources

    sources = world_sources()
    del sources[0]["text"]
    sources[0]["path"] = "map.txt"
    root = make_suite(tmp_path / "s", [case_with()], sources=sources)
    (root / "map.txt").write_text(TEXTS["map-v1"], encoding="utf-8")
    code, _, err = cli(["suite", "check", str(root), "--max-text-bytes", "20"], capsys)
    assert code == 2 and "field 'path'" in err and "over the limit of 20 bytes" in err
    code, out, _ = cli(["suite", "check", str(root)], capsys)
    assert code == 0, out
