"""Production feedback over the escalations world: traces a user reported, and `citeset feedback add` calls."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from test_review_export import run_cli

from outputs_world import CLAIM

# A public user's answer: the claim cites only the project map, which does not say who holds the rights.
PUBLIC_ANSWER = f"{CLAIM} It was agreed in 2024."
# A legal user's answer: built on the restricted map, with a codename no suite text holds.
BLUEBIRD = "Entity Q (codename Bluebird) holds the rights associated with Project Oak."
LEGAL_ANSWER = f"Project Oak is mapped to record R30, so {BLUEBIRD}"
LEGAL_REPORT = "the restricted map never mentions Bluebird"
# A public user's answer citing the superseded rights schedule next to the map.
STALE_ANSWER = CLAIM


def trace(case_id: str, answer: str, *cites: str, claim_id: str | None = None) -> dict[str, Any]:
    claim: dict[str, Any] = {"text": answer, "citations": [{"span_id": s} for s in cites]}
    if claim_id:
        claim["claim_id"] = claim_id
    return {"case_id": case_id, "answer_text": answer, "claims": [claim]}


def write_trace(root: Path, name: str, record: dict[str, Any]) -> Path:
    path = root / f"{name}.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def public_args(root: Path, suite: Path, db: str, report: str = "this source does not say that") -> list[str]:
    path = write_trace(root, "public-trace", trace("cedar-3", PUBLIC_ANSWER, "a1", claim_id="c"))
    return ["feedback", "add", "--db", db, "--suite", str(suite), "--trace", str(path),
            "--claim-span", f"0:{len(CLAIM)}", "--source", "map-v1", "--reader", "", "--report", report,
            "--who", "pat"]


def legal_args(root: Path, suite: Path, db: str) -> list[str]:
    path = write_trace(root, "legal-trace", trace("oak-2", LEGAL_ANSWER, "oak-map", claim_id="o"))
    return ["feedback", "add", "--db", db, "--suite", str(suite), "--trace", str(path), "--claim", BLUEBIRD,
            "--source", "secret-v1", "--reader", "legal", "--report", LEGAL_REPORT, "--who", "lena"]


def stale_args(root: Path, suite: Path, db: str) -> list[str]:
    path = write_trace(root, "stale-trace", trace("cedar-3", STALE_ANSWER, "a1", "a2old", claim_id="c"))
    return ["feedback", "add", "--db", db, "--suite", str(suite), "--trace", str(path), "--claim", CLAIM,
            "--source", "rights-v1", "--reader", "", "--report", "that schedule was replaced", "--who", "sam"]


def add(capsys: pytest.CaptureFixture[str], args: list[str]) -> str:
    code, out, err = run_cli(capsys, *args)
    assert code == 0, err
    return out
