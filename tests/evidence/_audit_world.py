"""A small world for the engine audit (DESIGN §1-§6), in its own words: a hospital formulary (a two-hop
bridge with an alternative route and a superseded approval rule), a shipping manifest (numbers), a sealed
court docket (readers), a port tariff (effective intervals), a ward with two disagreeing notices, and a lab
bulletin used without gold evidence."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import citeset
from citeset.judges import Judge, JudgeRequest, JudgeSpec, Judgment, Label, failed
from conftest import make_suite, span_of, write_jsonl

TEXTS = {
    "form-v3": "Hospital formulary.\nVeltrax is listed in formulary class FC-3.\nOrvane is listed in formulary "
               "class FC-5.\n",
    "cat-v1": "Supplier catalogue.\nCatalogue note: Veltrax belongs to class FC-3.\n",
    "appr-v2": "Approval rules.\nOrders in class FC-3 are approved by pharmacist Okafor.\nOrders in class FC-9 "
               "are approved by pharmacist Haddad.\n",
    "appr-v1": "Approval rules.\nOrders in class FC-3 are approved by pharmacist Lindqvist.\n",
    "restricted-v1": "Restricted list.\nZelmora is listed in formulary class FC-9.\n",
    "manifest-v1": "Manifest for vessel Aurora Bay.\nContainer MSKU-4471 carries 120 pallets of copper wire.\n"
                   "Container TGHU-2090 carries 80 pallets of glass.\n",
    "docket-sealed": "Sealed docket.\nThe hearing in case 24-CV-118 is scheduled for 12 March 2026.\n",
    "docket-public": "Public docket.\nCase 24-CV-207 is assigned to Judge Marlowe.\n",
    "tariff-2024": "Port tariff 2024.\nThe berthing fee at Quay 7 is 400 euros per day.\n",
    "tariff-2025": "Port tariff 2025.\nThe berthing fee at Quay 7 is 460 euros per day.\n",
    "ward-guide": "Ward guide.\nVisiting hours on ward W4 end at 8 pm.\n",
    "ward-notice": "Ward notice.\nVisiting hours on ward W4 end at 9 pm.\n",
    "lab-v1": "Lab bulletin.\nThe blood bank closes at 10 pm on Sundays.\n",
}
SPANS = [
    ("h1", "form-v3", "Veltrax is listed in formulary class FC-3."),
    ("g1", "cat-v1", "Catalogue note: Veltrax belongs to class FC-3."),
    ("h2", "appr-v2", "Orders in class FC-3 are approved by pharmacist Okafor."),
    ("z2", "appr-v2", "Orders in class FC-9 are approved by pharmacist Haddad."),
    ("h2old", "appr-v1", "Orders in class FC-3 are approved by pharmacist Lindqvist."),
    ("z1", "restricted-v1", "Zelmora is listed in formulary class FC-9."),
    ("s1", "manifest-v1", "Container MSKU-4471 carries 120 pallets of copper wire."),
    ("s2", "manifest-v1", "Container TGHU-2090 carries 80 pallets of glass."),
    ("d1", "docket-sealed", "The hearing in case 24-CV-118 is scheduled for 12 March 2026."),
    ("d2", "docket-public", "Case 24-CV-207 is assigned to Judge Marlowe."),
    ("t24", "tariff-2024", "The berthing fee at Quay 7 is 400 euros per day."),
    ("t25", "tariff-2025", "The berthing fee at Quay 7 is 460 euros per day."),
    ("w1", "ward-guide", "Visiting hours on ward W4 end at 8 pm."),
    ("w2", "ward-notice", "Visiting hours on ward W4 end at 9 pm."),
    ("l1", "lab-v1", "The blood bank closes at 10 pm on Sundays."),
]
SOURCE = {"appr-v1": "approvals", "appr-v2": "approvals", "tariff-2024": "tariff", "tariff-2025": "tariff"}
EXTRA: dict[str, dict[str, Any]] = {
    "appr-v1": {"status": "superseded", "effective_to": "2025-01-01"},
    "restricted-v1": {"readers": ["pharmacy"]},
    "docket-sealed": {"readers": ["clerk"]},
    "tariff-2024": {"status": "superseded", "effective_from": "2024-01-01", "effective_to": "2025-01-01"},
    "tariff-2025": {"effective_from": "2025-01-01"},
}


def sources(over: dict[str, dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    rows = []
    for vid, text in TEXTS.items():
        row: dict[str, Any] = {"version_id": vid, "source_id": SOURCE.get(vid, vid), "uri": f"https://h.example/{vid}",
                               "text": text, "observed_at": "2025-03-01", "status": "current"}
        rows.append(row | EXTRA.get(vid, {}) | (over or {}).get(vid, {}))
    return rows


def spans() -> list[dict[str, Any]]:
    return [span_of(sid, vid, TEXTS[vid], exact) for sid, vid, exact in SPANS]


APPROVER = "Pharmacist Okafor approves orders for Veltrax."
APPROVER_CLAIM = {"claim_id": "ap", "text": APPROVER, "consequential": True,
                  "routes": [{"set_id": "via-formulary", "members": ["h1", "h2"]},
                             {"set_id": "via-catalogue", "members": ["g1", "h2"]}]}


def approver_case(case_id: str, **over: Any) -> dict[str, Any]:
    case = {"case_id": case_id, "question": "Which pharmacist approves orders for Veltrax?", "cutoff": "2026-01-01",
            "reference_answer": ["Okafor"], "claims": [APPROVER_CLAIM], "strata": {"question_type": "bridge"}}
    return case | over


def single_case(case_id: str, text: str, answer: str | list[str], members: list[str], **over: Any) -> dict[str, Any]:
    case = {"case_id": case_id, "question": f"Audit question {case_id}?", "cutoff": "2026-01-01",
            "reference_answer": [answer] if isinstance(answer, str) else answer,
            "claims": [{"claim_id": "c", "text": text, "routes": [{"set_id": "r", "members": members}]}]}
    return case | over


PALLETS = "Container MSKU-4471 carries 120 pallets of copper wire."


def manifest_case(case_id: str, **over: Any) -> dict[str, Any]:
    return single_case(case_id, PALLETS, "120 pallets", ["s1"], **over)


HEARING = "The hearing in case 24-CV-118 is scheduled for 12 March 2026."


def hearing_case(case_id: str, **over: Any) -> dict[str, Any]:
    return single_case(case_id, HEARING, "12 March 2026", ["d1"], **over)


def zelmora_case(case_id: str, **over: Any) -> dict[str, Any]:
    case = {"case_id": case_id, "question": "Which pharmacist approves orders for Zelmora?", "cutoff": "2026-01-01",
            "reference_answer": ["Haddad"],
            "claims": [{"claim_id": "zh", "text": "Pharmacist Haddad approves orders for Zelmora.",
                        "routes": [{"set_id": "restricted", "members": ["z1", "z2"]}]}]}
    return case | over


class ScriptedJudge:
    """Labels by request purpose, to isolate the engine's logic from any judge's quality."""

    def __init__(self, by_purpose: dict[str, Label | None], default: Label | None = Label.INSUFFICIENT) -> None:
        self.by_purpose, self.default = by_purpose, default
        self.spec = JudgeSpec(name="audit-scripted", version="1")
        self.seen: list[JudgeRequest] = []

    async def judge(self, requests: Sequence[JudgeRequest]) -> list[Judgment]:
        out = []
        for r in requests:
            self.seen.append(r)
            label = self.by_purpose.get(r.purpose, self.default)
            out.append(failed(self.spec, "scripted failure") if label is None else
                       Judgment(label=label, judge="audit-scripted@1", spec_key=self.spec.key, rationale=r.purpose))
        return out


def evaluate(tmp_path: Path, cases: list[dict[str, Any]], rows: list[dict[str, Any]], judge: Judge | None = None,
             source_over: dict[str, dict[str, Any]] | None = None, **config: Any) -> citeset.Evaluation:
    """Evaluate a run on the audit world; `source_over` changes fields of some source versions."""
    suite_dir = make_suite(tmp_path / "suite", cases, sources(source_over), spans())
    run_path = write_jsonl(tmp_path / "run.jsonl", rows)
    suite = citeset.load_suite(suite_dir)
    return citeset.evaluate(suite, citeset.load_run(run_path, suite), judge, citeset.EvalConfig(n_boot=20, **config))


def structured(case_id: str, *claims: tuple[str, Sequence[Any]], **extra: Any) -> dict[str, Any]:
    """A run row with structured claims; a citation is a span id or a full citation dict."""
    def cite(c: Any) -> dict[str, Any]:
        return c if isinstance(c, dict) else {"span_id": c}

    return {"case_id": case_id, "answer_text": " ".join(t for t, _ in claims),
            "claims": [{"text": t, "citations": [cite(c) for c in cited]} for t, cited in claims], **extra}


def inline(case_id: str, text: str, **markers: str) -> dict[str, Any]:
    return {"case_id": case_id, "answer_text": text,
            "sources": [{"marker": m.lstrip("m"), "span_id": s} for m, s in markers.items()]}


def cards(ev: citeset.Evaluation, case_id: str, kind: str = "output") -> list[citeset.Card]:
    return [c for c in ev.cards_for(case_id) if c.kind == kind]


def metric(ev: citeset.Evaluation, name: str) -> tuple[float, float]:
    m = ev.report.metrics[name]
    return m.numerator, m.denominator


def value(ev: citeset.Evaluation, name: str) -> float | None:
    return ev.report.metrics[name].value


def retrieved_trace(*ids: str) -> dict[str, Any]:
    return {"retrieved": [{"span_id": s, "rank": i + 1} for i, s in enumerate(ids)]}
