"""A frozen suite's evidence is what its manifest covers: a route added since the freeze (or in a suite whose
manifest froze no routes) is not adjudicated, and a manifest that lost its spans or cases is refused (audit 33:
an unfrozen one-member route accepted an answer the frozen annotation calls incomplete, and the gate passed)."""

from __future__ import annotations

import json
import shutil
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest

from citeset.errors import InputError
from citeset.suite import freeze_suite, load_suite
from conftest import cli_run

SHORTCUT = {"set_id": "shortcut", "members": ["a2"]}




@pytest.fixture
def cedar(tmp_path: Path) -> Path:
    root = tmp_path / "suite"
    shutil.copytree(Path(str(files("citeset.demo") / "data" / "cedar")), root)
    return root


def add_route(root: Path, route: dict[str, Any]) -> None:
    rows = [json.loads(line) for line in (root / "cases.jsonl").read_text().splitlines() if line.strip()]
    for row in rows:
        if row["case_id"] == "A":
            row["claims"][0]["routes"].append(route)
    (root / "cases.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))


def cards(out: Path) -> dict[str, dict[str, Any]]:
    return {c["case_id"]: c for c in map(json.loads, (out / "cards.jsonl").read_text().splitlines())}


def routes_of_a(root: Path) -> dict[str, str]:
    return {r.set_id: r.status for r in load_suite(root).cases["A"].claims[0].routes}


def test_a_route_added_to_a_frozen_claim_is_proposed_until_frozen(cedar: Path, tmp_path: Path) -> None:
    add_route(cedar, SHORTCUT)
    suite = load_suite(cedar)
    assert suite.unadjudicated == [("A", "c", "shortcut")] and not suite.frozen
    assert routes_of_a(cedar) == {"via-map": "adjudicated", "via-registry": "adjudicated", "shortcut": "proposed"}
    assert any("counted as proposed" in w and "A/c/shortcut" in w for w in suite.warnings)
    code, output = cli_run("evaluate", str(cedar), str(cedar / "run.jsonl"), "--out", str(tmp_path / "out"),
                       "--bootstrap", "0")
    assert code == 0, output
    card = cards(tmp_path / "out")["A"]
    assert card["verdict"] != "accept" and card.get("complete_route") != "shortcut"
    report = json.loads((tmp_path / "out" / "report.json").read_text())
    assert any("A/c/shortcut" in w and "proposed" in w for w in report["warnings"])
    freeze_suite(cedar)  # frozen deliberately: then it is adjudicated evidence
    assert routes_of_a(cedar)["shortcut"] == "adjudicated" and load_suite(cedar).frozen


def test_the_workers_see_an_unfrozen_route_as_the_parent_does(cedar: Path, tmp_path: Path) -> None:
    add_route(cedar, SHORTCUT)
    run = str(cedar / "run.jsonl")
    assert cli_run("evaluate", str(cedar), run, "--out", str(tmp_path / "one"), "--bootstrap", "0")[0] == 0
    for name, extra in (("held", ()), ("streamed", ("--stream",))):
        code, output = cli_run("evaluate", str(cedar), run, "--out", str(tmp_path / name), "--bootstrap", "0",
                           "--workers", "2", "--shard-size", "1", *extra)
        assert code == 0, output
        assert cards(tmp_path / name) == cards(tmp_path / "one"), name


def test_a_policy_can_require_a_frozen_suite(cedar: Path, tmp_path: Path) -> None:
    policy = tmp_path / "policy.yaml"
    policy.write_text("require_frozen: true\nmax_verdicts: {reject: 5, escalate: 5, revise_citations: 5}\n")
    run = str(cedar / "run.jsonl")
    code, output = cli_run("gate", str(cedar), run, "--policy", str(policy), "--out", str(tmp_path / "a"))
    assert code == 0, output
    add_route(cedar, {"set_id": "shortcut", "members": ["a2"], "status": "proposed"})
    code, output = cli_run("gate", str(cedar), run, "--policy", str(policy), "--out", str(tmp_path / "b"))
    assert code == 1 and "not fully frozen" in output, output


def _manifest(root: Path) -> dict[str, Any]:
    return json.loads((root / "manifest.json").read_text())


def test_a_manifest_that_lost_its_cases_is_refused_not_read_as_an_older_one(cedar: Path, tmp_path: Path) -> None:
    data = _manifest(cedar)
    del data["spans"], data["cases"]
    (cedar / "manifest.json").write_text(json.dumps(data))
    with pytest.raises(InputError) as exc:
        load_suite(cedar)
    assert exc.value.path == str(cedar / "manifest.json") and exc.value.field == "spans"
    code, output = cli_run("evaluate", str(cedar), str(cedar / "run.jsonl"), "--out", str(tmp_path / "out"))
    assert code == 2 and output.startswith(f"error: {cedar / 'manifest.json'}") and output.count("\n") == 1, output
    assert not (tmp_path / "out").exists()


def test_an_older_citeset_manifest_loads_with_its_routes_proposed(cedar: Path) -> None:
    data = _manifest(cedar)
    del data["spans"], data["cases"]
    for version in data["versions"].values():
        del version["meta"]
    for activity in data["activities"]:
        for key in ("records_added", "changes_accepted", "extended", "warnings"):
            activity.pop(key, None)
    (cedar / "manifest.json").write_text(json.dumps(data))
    suite = load_suite(cedar)
    assert not suite.frozen and set(routes_of_a(cedar).values()) == {"proposed"}
    assert any("older citeset" in w for w in suite.warnings)
    freeze_suite(cedar)  # the freeze extends it: the routes are then covered
    assert set(routes_of_a(cedar).values()) == {"adjudicated"}
