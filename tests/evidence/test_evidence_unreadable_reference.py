"""A reference claim every route of which runs through a version the case's reader may not read says what only that
version says. Linking an output claim to it (by accepted answer or by the judge) and grading the claim against it
told a run, from `claim_id`, `linked_by`, `correct`, `extra`, the omitted card and the report's counts, whether its
guess of the blocked fact was right (hardening re-audit 28). Such a reference claim is linked to by claim id only and
never graded: a right and a wrong guess give the same cards and report."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from citeset.evidence import Evaluation, evaluate
from citeset.runs import load_run
from citeset.suite import load_suite
from conftest import span_of, write_jsonl

PUBLIC = "Procurement register.\nThe preferred vendor for office supplies is Kestrel Trading.\n"
VENDOR = "The preferred vendor for the harbour project is Orvane Holdings."
VAULT = f"Confidential vendor memo.\n{VENDOR}\n"


def _evaluate(root: Path, claims: list[dict[str, Any]], reader: str | None = None) -> Evaluation:
    write_jsonl(root / "sources.jsonl", [
        {"version_id": "vault-v1", "source_id": "vault", "uri": "https://legal.example/vault", "text": VAULT,
         "observed_at": "2025-03-01", "readers": ["legal"]},
        {"version_id": "pub-v1", "source_id": "pub", "uri": "https://x.example/register", "text": PUBLIC,
         "observed_at": "2025-03-01"}])
    write_jsonl(root / "spans.jsonl", [span_of("vault-vendor", "vault-v1", VAULT, VENDOR),
                                       span_of("pub-vendor", "pub-v1", PUBLIC, PUBLIC.splitlines()[1])])
    case: dict[str, Any] = {"case_id": "c0", "question": "Who is the preferred vendor for the harbour project?",
                            "cutoff": "2026-01-01", "reference_answer": ["Orvane Holdings"],
                            "claims": [{"claim_id": "v", "text": VENDOR, "consequential": True,
                                        "routes": [{"set_id": "a", "members": ["vault-vendor"]}]}]}
    if reader is not None:
        case["reader"] = reader
    write_jsonl(root / "cases.jsonl", [case])
    text = " ".join(c["text"] for c in claims)
    run = write_jsonl(root / "run.jsonl", [{"case_id": "c0", "answer_text": text, "claims": claims}])
    suite = load_suite(root)
    return evaluate(suite, load_run(run, suite))


def _shown(evaluation: Evaluation, guess: str) -> list[str]:
    return [c.model_dump_json().replace(guess, "G") for c in evaluation.cards]


@pytest.mark.parametrize("said", ["The preferred vendor for the harbour project is {} Holdings.", "{} Holdings"])
def test_a_right_and_a_wrong_guess_of_a_blocked_reference_claim_give_the_same_cards(tmp_path: Path,
                                                                                     said: str) -> None:
    out = {}
    for guess in ("Orvane", "Brantex"):
        claims = [{"text": said.format(guess), "citations": [{"span_id": "pub-vendor"}]}]
        evaluation = _evaluate(tmp_path / guess, claims)
        out[guess] = (_shown(evaluation, guess), evaluation.report.counts.model_dump_json())
    assert out["Orvane"] == out["Brantex"]


def test_a_claim_naming_the_blocked_reference_claim_by_id_is_linked_but_not_graded(tmp_path: Path) -> None:
    out = {}
    for guess in ("Orvane", "Brantex"):
        claims = [{"text": f"{guess} Holdings", "claim_id": "v", "citations": [{"span_id": "pub-vendor"}]}]
        evaluation = _evaluate(tmp_path / guess, claims)
        card = next(c for c in evaluation.cards if c.kind == "output")
        assert (card.claim_id, card.linked_by, card.correct) == ("v", "claim_id", None)
        out[guess] = (_shown(evaluation, guess), evaluation.report.counts.model_dump_json())
    assert out["Orvane"] == out["Brantex"]


def test_a_reader_who_may_read_the_route_still_gets_links_and_grades(tmp_path: Path) -> None:
    claims = [{"text": "Orvane Holdings", "citations": [{"span_id": "vault-vendor"}]}]
    card = next(c for c in _evaluate(tmp_path, claims, reader="legal").cards if c.kind == "output")
    assert (card.claim_id, card.linked_by, card.correct) == ("v", "answer", True)
