"""A small suite in words other than the demo's: a two-hop bridge question with two routes (a cluster map
and an asset register) and a one-hop numeric lookup with a superseded earlier version."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeset.suite import Suite, load_suite

MAP = "Cluster map.\nProject Atlas runs on cluster K42.\nProject Orion runs on cluster K57.\n"
OPS = "Operations roster.\nCompany Q maintains the servers of cluster K42.\nCompany W maintains the servers of cluster K57.\n"
REGISTER = "Asset register.\nAtlas asset: K42.\n"
WARRANTY_V2 = "Warranty terms.\nThe Falcon drill is covered for 24 months.\nBatteries are covered for 6 months.\n"
WARRANTY_V1 = "Warranty terms.\nThe Falcon drill is covered for 12 months.\n"
GLOSSARY = "Glossary.\nA cluster is a group of servers in one hall.\n"


def _span(span_id: str, version_id: str, text: str, exact: str) -> dict[str, object]:
    start = text.index(exact)
    return {"span_id": span_id, "version_id": version_id, "start": start, "end": start + len(exact), "exact": exact}


def write_probe_suite(root: Path) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    sources = [
        {"version_id": "map-1", "source_id": "map", "uri": "https://wiki.example/map", "title": "Cluster map",
         "text": MAP, "observed_at": "2025-02-01", "status": "current"},
        {"version_id": "ops-3", "source_id": "ops", "uri": "https://wiki.example/ops", "title": "Operations roster",
         "text": OPS, "observed_at": "2025-03-01", "effective_from": "2025-01-01", "status": "current"},
        {"version_id": "reg-1", "source_id": "register", "uri": "https://wiki.example/register", "title": "Register",
         "text": REGISTER, "observed_at": "2025-02-10", "status": "current"},
        {"version_id": "war-2", "source_id": "warranty", "uri": "https://shop.example/warranty", "title": "Warranty",
         "text": WARRANTY_V2, "observed_at": "2025-05-01", "effective_from": "2025-04-01", "status": "current"},
        {"version_id": "war-1", "source_id": "warranty", "uri": "https://shop.example/warranty", "title": "Warranty",
         "text": WARRANTY_V1, "observed_at": "2023-01-01", "effective_from": "2023-01-01",
         "effective_to": "2025-04-01", "status": "superseded"},
        {"version_id": "glo-1", "source_id": "glossary", "title": "Glossary", "text": GLOSSARY,
         "observed_at": "2024-01-01", "status": "current"},
    ]
    spans = [
        _span("m1", "map-1", MAP, "Project Atlas runs on cluster K42."),
        _span("m2", "map-1", MAP, "Project Orion runs on cluster K57."),
        _span("o1", "ops-3", OPS, "Company Q maintains the servers of cluster K42."),
        _span("o2", "ops-3", OPS, "Company W maintains the servers of cluster K57."),
        _span("r1", "reg-1", REGISTER, "Atlas asset: K42."),
        _span("w2", "war-2", WARRANTY_V2, "The Falcon drill is covered for 24 months."),
        _span("w2b", "war-2", WARRANTY_V2, "Batteries are covered for 6 months."),
        _span("w1", "war-1", WARRANTY_V1, "The Falcon drill is covered for 12 months."),
        _span("g1", "glo-1", GLOSSARY, "A cluster is a group of servers in one hall."),
    ]
    cases = [
        {"case_id": "atlas", "question": "Which company maintains the servers used by Project Atlas?",
         "cutoff": "2026-01-01", "reference_answer": ["Company Q"],
         "claims": [{"claim_id": "maint", "text": "Company Q maintains the servers used by Project Atlas.",
                     "routes": [{"set_id": "via-map", "members": ["m1", "o1"], "inference": ["join on cluster"]},
                                {"set_id": "via-register", "members": ["r1", "o1"],
                                 "inference": ["join on cluster"]}]}]},
        {"case_id": "falcon", "question": "How long is the Falcon drill covered?", "cutoff": "2026-01-01",
         "reference_answer": ["24 months"],
         "claims": [{"claim_id": "term", "text": "The Falcon drill is covered for 24 months.",
                     "routes": [{"set_id": "terms", "members": ["w2"]}]}]},
    ]
    for name, rows in (("sources", sources), ("spans", spans), ("cases", cases)):
        (root / f"{name}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return root


@pytest.fixture
def suite_path(tmp_path: Path) -> Path:
    return write_probe_suite(tmp_path / "suite")


@pytest.fixture
def suite(suite_path: Path) -> Suite:
    return load_suite(suite_path)
