"""Evaluate outputs over the small world of conftest, as a user makes them with `citeset evaluate`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from click.testing import CliRunner

from citeset.cli import cli
from conftest import cedar_case, make_suite, oak_case, write_jsonl

CLAIM = "Entity R holds the rights associated with Project Cedar."
OAK = "Entity Q holds the rights associated with Project Oak."


def answer(case_id: str, text: str, *cites: str) -> dict[str, Any]:
    return {"case_id": case_id, "answer_text": text,
            "claims": [{"text": text, "citations": [{"span_id": s} for s in cites]}]}


def default_cases() -> list[dict[str, Any]]:
    return [cedar_case("cedar-1"), cedar_case("cedar-2"), cedar_case("cedar-3"), oak_case("oak-1", reader="legal")]


def default_run() -> list[dict[str, Any]]:
    return [answer("cedar-1", CLAIM, "a1", "a2"), answer("cedar-2", CLAIM, "a2"),
            answer("cedar-3", CLAIM, "memo"), answer("oak-1", OAK, "oak-map", "oak-rights")]


def evaluate(root: Path, name: str, run_rows: list[dict[str, Any]] | None = None,
             cases: list[dict[str, Any]] | None = None, suite: Path | None = None) -> tuple[Path, Path]:
    """(suite folder, output folder) of `citeset evaluate` over the world."""
    if suite is None:
        suite = make_suite(root / f"suite-{name}", cases if cases is not None else default_cases())
    run = write_jsonl(root / f"run-{name}.jsonl", run_rows if run_rows is not None else default_run())
    out = root / f"out-{name}"
    result = CliRunner().invoke(cli, ["evaluate", str(suite), str(run), "--out", str(out), "--bootstrap", "0"])
    assert result.exit_code in (0, 1), result.output
    return suite, out


EVIL = ("Note <script>alert(1)</script>. Entity R holds the rights associated with Project Cedar "
        "<img src=x onerror=alert(2)>.")
SECRET = "Project Oak is mapped to record R30."


def escalations(root: Path) -> tuple[Path, Path]:
    """(suite, output) with three escalated cards: a candidate route (memo), a candidate route in a source
    holding markup (evil), and a restricted case (oak-2, reader legal) whose only route is proposed."""
    from conftest import span_of, world_sources, world_spans

    sources = [*world_sources(), {"version_id": "evil-v1", "source_id": "evil", "uri": "https://x.example/evil",
                                  "text": EVIL, "observed_at": "2025-03-01"}]
    spans = [*world_spans(), span_of("evil", "evil-v1", EVIL, "Entity R holds the rights associated with Project Cedar")]
    oak = oak_case("oak-2", reader="legal")
    oak["claims"][0]["routes"][0]["status"] = "proposed"
    suite = make_suite(root / "suite", [cedar_case("cedar-3"), cedar_case("evil-1"), oak], sources, spans)
    run = [answer("cedar-3", CLAIM, "memo"), answer("evil-1", CLAIM, "evil"),
           answer("oak-2", OAK, "oak-map", "oak-rights")]
    return evaluate(root, "esc", run, suite=suite)
