"""A reviewer whose reader class may not read a version a card was checked against gets neither the card (its
verdict, judge result, reasons) nor whether it was escalated: a run's right guess of blocked text is escalated and
queued, a wrong one rejected and never loaded, so a queue holding the card told the guess (hardening re-audit 28)."""

from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session
from test_review_app import csrf

from citeset.cli import cli
from citeset.review import ReviewCard, create_app, load_output, open_db
from citeset.suite import load_suite
from conftest import span_of, write_jsonl

PUBLIC = "Procurement register.\nThe preferred vendor for office supplies is Kestrel Trading.\n"
VENDOR = "The preferred vendor for the harbour project is Orvane Holdings."
SENTENCE = "The contract value is 4,250,000 euros, signed on 3 March 2024."
VAULT = f"Confidential vendor memo.\n{VENDOR}\n{SENTENCE}\n"


def _suite(root: Path) -> Path:
    write_jsonl(root / "sources.jsonl", [
        {"version_id": "vault-v1", "source_id": "vault", "uri": "https://legal.example/vault", "text": VAULT,
         "observed_at": "2025-03-01", "readers": ["legal"]},
        {"version_id": "pub-v1", "source_id": "pub", "uri": "https://x.example/register", "text": PUBLIC,
         "observed_at": "2025-03-01"}])
    write_jsonl(root / "spans.jsonl", [span_of("vault-vendor", "vault-v1", VAULT, VENDOR)])
    write_jsonl(root / "cases.jsonl", [{
        "case_id": "c0", "question": "Who is the preferred vendor?", "cutoff": "2026-01-01", "reader": "legal",
        "reference_answer": ["Orvane Holdings"],
        "claims": [{"claim_id": "v", "text": VENDOR, "routes": [{"set_id": "a", "members": ["vault-vendor"]}]}]}])
    return root


def _queue_and_pages(root: Path, suite: Path, amount: str) -> list[str]:
    """What a public reviewer and a public adjudicator get of a run claiming `amount`, from the run's own range of
    the vault's sentence."""
    claim = f"The contract value is {amount} euros."
    root = root / amount.replace(",", "")
    start = VAULT.index(SENTENCE)
    run = write_jsonl(root / "run.jsonl", [{"case_id": "c0", "answer_text": claim, "claims": [
        {"text": claim, "citations": [{"version_id": "vault-v1", "start": start, "end": start + len(SENTENCE)}]}]}])
    out = root / "out"
    result = CliRunner().invoke(cli, ["evaluate", str(suite), str(run), "--out", str(out), "--bootstrap", "0",
                                      "--no-render-check"])
    assert result.exit_code in (0, 1), result.output
    engine = open_db(f"sqlite:///{root / 'db.sqlite'}")
    load_output(engine, out)
    app = create_app(load_suite(suite), engine, secret=b"k" * 32, readers=["", "legal"], adjudicators=["adj"])
    with Session(engine) as session:  # the escalated card's reference, as if guessed: it is still not found
        ref = session.scalar(select(ReviewCard.ref).where(ReviewCard.id == 1)) or "fedcba9876543210"
    shown = []
    for reader, role in (("", "reviewer"), ("", "adjudicator")):
        client = TestClient(app, base_url="http://localhost")
        client.post("/signin", data={"name": "adj" if role == "adjudicator" else "eve", "reader": reader,
                                     "role": role})
        pages = [client.get("/queue"), client.get(f"/cards/{ref}"), client.get("/cards/0123456789abcdef"),
                 client.get("/audit"), client.post(f"/cards/{ref}/judgments", data={
                     "revision": "0", "token": "ab" * 16, **csrf(client)})]
        shown += [f"{p.status_code} {p.text}" for p in pages]
    engine.dispose()
    return [re.sub(r'\d{4}-\d\d-\d\dT[\d:]+|value="[0-9a-f]{32}(?:[0-9a-f]{32})?"|sha256:[0-9a-f]+|/tmp/\S*?/out|\b[0-9a-f]{16}\b', "V", page)
            for page in shown]


def test_a_public_reviewer_sees_a_right_and_a_wrong_guess_of_blocked_text_alike(tmp_path: Path) -> None:
    suite = _suite(tmp_path / "suite")
    right, wrong = (_queue_and_pages(tmp_path, suite, amount) for amount in ("4,250,000", "4,260,000"))
    assert right == wrong
    assert "4,250,000" not in " ".join(right)


def test_a_reviewer_who_may_read_the_version_still_gets_the_escalated_card(tmp_path: Path) -> None:
    suite = _suite(tmp_path / "suite")
    _queue_and_pages(tmp_path, suite, "4,250,000")
    engine = open_db(f"sqlite:///{tmp_path / '4250000' / 'db.sqlite'}")
    app = create_app(load_suite(suite), engine, secret=b"k" * 32, readers=["", "legal"], adjudicators=["adj"])
    client = TestClient(app, base_url="http://localhost")
    client.post("/signin", data={"name": "lee", "reader": "legal", "role": "reviewer"})
    ref = re.search(r'href="(/cards/[0-9a-f]{16})"', client.get("/queue").text).group(1)
    assert "escalate" in client.get(ref).text
    engine.dispose()
