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
