"""Nothing blocked leaves (issue 8 item 2): every output the CLI writes for a reader who may not read the
vault is scanned byte by byte for the vault's marker strings; a reader who may read it still sees them."""

from __future__ import annotations

import json
from datetime import UTC
from pathlib import Path

from redact.helpers_redact import (
    MAP,
    MARKERS,
    VAULT,
    hostile_answers,
    hostile_run,
    leaks,
    run_cli,
    vault_suite,
    write_jsonl,
    written_bytes,
)


def _cards(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _every_output(tmp_path: Path, suite: Path, run: Path) -> dict[str, bytes]:
    """Run evaluate, report in every format (stdout and file), export, render and gate; return every byte
    written (files and streams)."""
    out = tmp_path / "out"
    captured: dict[str, bytes] = {}

    def keep(name: str, *args: str) -> None:
        result = run_cli(*args)
        assert result.exception is None, (name, result.exception)
        assert result.code in (0, 1), (name, result.code, result.stderr)
        captured[f"{name}:stdout"] = result.stdout.encode()
        captured[f"{name}:stderr"] = result.stderr.encode()

    keep("evaluate", "evaluate", str(suite), str(run), "--out", str(out), "--bootstrap", "20")
    assert (out / "cards.jsonl").exists() and (out / "report.md").exists()
    rendered = tmp_path / "rendered"
    rendered.mkdir()
    for fmt in ("md", "html", "json", "table"):
        keep(f"report-{fmt}", "report", str(out), "--format", fmt)
        if fmt != "table":
            keep(f"report-{fmt}-file", "report", str(out), "--format", fmt, "--out", str(rendered / f"r.{fmt}"))
    exports = tmp_path / "exports"
    for fmt in ("prov", "annotation"):
        keep(f"export-{fmt}", "export", str(out), "--format", fmt, "--out", str(exports / f"cards.{fmt}.jsonld"))
        keep(f"export-{fmt}-public", "export", str(out), "--format", fmt, "--suite", str(suite), "--reader", "",
             "--out", str(exports / f"public.{fmt}.jsonld"))
    keep("render", "render", str(suite), str(run), "--out", str(tmp_path / "pages"))
    policy = tmp_path / "policy.yaml"
    policy.write_text("min:\n  answer_correctness: 0.99\nconsequential_must_accept: true\n", encoding="utf-8")
    keep("gate", "gate", str(suite), str(run), "--policy", str(policy), "--out", str(tmp_path / "gate-out"))
    captured.update(written_bytes(out, rendered, tmp_path / "gate-out", exports, tmp_path / "pages"))
    return captured


def test_no_output_for_a_public_reader_contains_blocked_text(tmp_path: Path) -> None:
    readers: list[str | None] = ["public"] * 6 + [None] * 2
    suite = vault_suite(tmp_path / "suite", readers)
    run, used = hostile_run(tmp_path / "run.jsonl", [f"r{i}" for i in range(len(readers))])
    assert used == len(hostile_answers(""))
    blobs = _every_output(tmp_path, suite, run)
    assert len(blobs) > 30
    assert leaks(blobs) == []


def test_placeholder_names_the_span_version_and_reason(tmp_path: Path) -> None:
    suite = vault_suite(tmp_path / "suite", ["public", None])
    run = write_jsonl(tmp_path / "run.jsonl", [{"case_id": "r0", **hostile_answers("")[0]},
                                               {"case_id": "r1", **hostile_answers("")[0]}])
    result = run_cli("evaluate", str(suite), str(run), "--out", str(tmp_path / "out"), "--bootstrap", "0")
    assert result.code == 0, result.stderr
    cards = {c["case_id"]: c for c in _cards(tmp_path / "out" / "cards.jsonl") if c["kind"] == "output"}
    public = {c["ref"]: c for c in cards["r0"]["citations"]}
    blocked = public["vault-map"]
    assert blocked["exact"] == "[withheld: span vault-map (vault-v1) is not readable by reader 'public']"
    assert blocked["obstacles"] == ["blocked"] and blocked["admissible"] is False
    start = VAULT.index(MAP)
    assert (blocked["version_id"], blocked["start"], blocked["end"]) == ("vault-v1", start, start + len(MAP))
    assert public["oak-rights"]["exact"] == "Entity Q holds the rights associated with record R30."
    anonymous = {c["ref"]: c for c in cards["r1"]["citations"]}
    assert anonymous["vault-map"]["exact"] == (
        "[withheld: span vault-map (vault-v1) is not readable without a reader class]")


def test_a_reader_allowed_to_read_the_vault_sees_its_text(tmp_path: Path) -> None:
    suite = vault_suite(tmp_path / "suite", ["legal"] * 8)
    run, _ = hostile_run(tmp_path / "run.jsonl", [f"r{i}" for i in range(8)])
    result = run_cli("evaluate", str(suite), str(run), "--out", str(tmp_path / "out"), "--bootstrap", "0")
    assert result.code == 0, result.stderr
    text = (tmp_path / "out" / "cards.jsonl").read_text(encoding="utf-8")
    assert "withheld" not in text
    cards = {c["case_id"]: c for c in _cards(tmp_path / "out" / "cards.jsonl") if c["kind"] == "output"}
    assert {c["ref"]: c["exact"] for c in cards["r0"]["citations"]}["vault-map"].endswith("ZZCLAUSE-0815.")
    assert all(m in text for m in MARKERS)


def test_text_a_public_version_also_states_is_not_withheld(tmp_path: Path) -> None:
    suite = vault_suite(tmp_path / "suite", ["public"])
    answer = "All amounts in this register are stated in euros. Entity Q holds the rights [1]."
    run = write_jsonl(tmp_path / "run.jsonl", [{"case_id": "r0", "answer_text": answer,
                                                 "sources": [{"marker": "1", "span_id": "oak-rights"}]}])
    result = run_cli("evaluate", str(suite), str(run), "--out", str(tmp_path / "out"), "--bootstrap", "0")
    assert result.code == 0, result.stderr
    texts = [c["text"] for c in _cards(tmp_path / "out" / "cards.jsonl")]
    assert "All amounts in this register are stated in euros." in texts


def test_an_omitted_reference_claim_resting_on_blocked_text_is_withheld_whole(tmp_path: Path) -> None:
    """A hardening audit: an omitted card shows its reference claim, which a suite author writes from the route's
    evidence; in words of its own ("Entity Q holds the rights of the mapped record") no word of it is the blocked
    text's, and a public reader read what only the vault says. When no route of the claim is readable, the card's
    text is withheld whole; a reader who may read a route sees it."""
    suite = vault_suite(tmp_path / "suite", ["public", "legal"])
    cases = [json.loads(line) for line in (suite / "cases.jsonl").read_text(encoding="utf-8").splitlines()]
    for case in cases:
        case["claims"][0]["text"] = "Entity Q holds the rights of the mapped record."
    write_jsonl(suite / "cases.jsonl", cases)
    run = write_jsonl(tmp_path / "run.jsonl", [{"case_id": c, "answer_text": "I am not sure.", "claims": []}
                                               for c in ("r0", "r1")])
    result = run_cli("evaluate", str(suite), str(run), "--out", str(tmp_path / "out"), "--bootstrap", "0")
    assert result.code in (0, 1), result.stderr
    omitted = {c["case_id"]: c for c in _cards(tmp_path / "out" / "cards.jsonl") if c["kind"] == "omitted"}
    assert omitted["r0"]["text"] == ("[withheld: reference claim o rests on text not readable by reader 'public']")
    assert omitted["r1"]["text"] == "Entity Q holds the rights of the mapped record."
    assert "mapped record" not in (tmp_path / "out" / "report.md").read_text(encoding="utf-8")


def test_an_adjudicators_reason_in_a_public_export_is_withheld_word_by_word(tmp_path: Path) -> None:
    """A hardening re-audit: a public PROV export wrote an adjudicator's reason ("Counsel got 4711") through the
    sentence-level withholding only; the review app shows it withheld word by word, and so does the export now."""
    from datetime import datetime
    from types import SimpleNamespace

    from citeset.export._prov import ProvGraph, _decision
    from citeset.export._source import ExportSource
    from citeset.redact import Redactor
    from citeset.suite import load_suite

    suite = load_suite(vault_suite(tmp_path / "suite", ["public", "legal"]))
    source = ExportSource(folder=tmp_path, side=None, report=None, finished_at=datetime.now(UTC),  # type: ignore[arg-type]
                          suite=suite, redactor=Redactor(suite, "public"), decisions=[])
    graph = ProvGraph(source)
    decision = SimpleNamespace(id=1, reviewer="lee", reader="legal", at=datetime.now(UTC),
                               action="override_verdict", reason="Counsel got ZZSECRET-4711, see the memo",
                               verdict="reject")
    _decision(graph, None, SimpleNamespace(case_id="r0", claim_key=None), decision)
    reasons = [n["citeset:reason"] for n in graph.nodes.values() if "citeset:reason" in n]
    assert reasons and all("Counsel" not in r and "4711" not in r and "ZZSECRET" not in r for r in reasons), reasons
