"""Never write text a reader may not see, in exports: `export --reader` writes, for a reader class that may not
read a version, nothing that derives from that version's text, as `evaluate` writes nothing of it for that class
(hardening audit 32)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from citeset.cli import main
from outputs_world import answer, evaluate

pytestmark = pytest.mark.filterwarnings("ignore:ConjunctiveGraph is deprecated:DeprecationWarning")


def _export(out: Path, fmt: str, target: Path, *extra: str) -> dict:
    with pytest.raises(SystemExit) as stop:
        main(["export", str(out), "--format", fmt, "--out", str(target), *extra])
        raise SystemExit(0)
    assert stop.value.code in (0, None)
    return json.loads(target.read_text())


def _normal(document: dict, *names: str) -> str:
    text = re.sub(r"[0-9a-f]{16,64}|\d{4}-\d\d-\d\dT[\d:.+]+", "X", json.dumps(document, sort_keys=True, indent=0))
    for name in names:
        text = text.replace(name, "N")
    return text


def _guess(tmp_path: Path, name: str, who: str) -> tuple[Path, Path]:
    """oak-1 (reader legal; its only route runs through a version only legal may read) answered with a guess of the
    entity, citing only public text."""
    return evaluate(tmp_path, name, [answer("oak-1", f"{who} holds the rights associated with Project Oak.",
                                            "oak-rights")])


def test_an_export_for_a_reader_does_not_grade_a_claim_whose_routes_run_through_blocked_versions(
        tmp_path: Path) -> None:
    shown = {}
    for name, who in (("hit", "Entity Q"), ("miss", "Entity P")):
        suite, out = _guess(tmp_path, name, who)
        for fmt in ("prov", "annotation"):
            doc = _export(out, fmt, tmp_path / f"{name}-{fmt}.jsonld", "--suite", str(suite), "--reader", "")
            shown[name, fmt] = re.sub(r"Entity [QP](?= holds the rights associated with Project)", "E",
                                      _normal(doc, f"-{name}"))
    assert shown["hit", "prov"] == shown["miss", "prov"]
    assert shown["hit", "annotation"] == shown["miss", "annotation"]
    assert '"citeset:claimId": "o"' not in shown["hit", "prov"] and "revise_citations" not in shown["hit", "prov"]


def test_a_cleared_readers_export_still_links_and_grades_the_claim(tmp_path: Path) -> None:
    suite, out = _guess(tmp_path, "hit", "Entity Q")
    prov = json.dumps(_export(out, "prov", tmp_path / "p.jsonld", "--suite", str(suite), "--reader", "legal"))
    assert '"citeset:claimId": "o"' in prov and '"citeset:verdict": "revise_citations"' in prov
    plain = json.dumps(_export(out, "prov", tmp_path / "q.jsonld"))  # no --suite: what cards.jsonl holds
    assert '"citeset:claimId": "o"' in plain and '"citeset:verdict": "revise_citations"' in plain
