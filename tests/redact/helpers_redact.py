"""A suite with one restricted version full of marker strings, runs that cite or quote it every way, and a
way to run the real CLI entry point (`citeset.cli.main`) in-process and collect every byte it writes."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import click
from click.testing import CliRunner

from citeset.cli import main

MARKERS = ("ZZSECRET-4711", "ZZCLAUSE-0815", "ZZSECRET", "ZZCLAUSE")
VAULT_URI = "https://legal.example/vault"
VAULT = ("Vault memo for counsel.\n"
         "The vault code for Project Oak is ZZSECRET-4711.\n"
         "Project Oak is mapped to record R30 under clause ZZCLAUSE-0815.\n"
         "Counsel noted that ZZSECRET-4711 must never leave the legal team.\n"
         "All amounts in this register are stated in euros.\n")
RIGHTS = ("Rights schedule.\nEntity Q holds the rights associated with record R30.\n"
          "All amounts in this register are stated in euros.\n")
CODE = "The vault code for Project Oak is ZZSECRET-4711."
MAP = "Project Oak is mapped to record R30 under clause ZZCLAUSE-0815."
NOTE = "Counsel noted that ZZSECRET-4711 must never leave the legal team."
CLAIM = "Entity Q holds the rights associated with Project Oak."


def _span(span_id: str, version_id: str, text: str, exact: str) -> dict[str, Any]:
    start = text.index(exact)
    return {"span_id": span_id, "version_id": version_id, "start": start, "end": start + len(exact), "exact": exact}


def write_jsonl(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return path


def vault_suite(root: Path, readers: list[str | None]) -> Path:
    """One case per reader (ids r0, r1, ...); the only route to the claim runs through the vault."""
    sources = [
        {"version_id": "vault-v1", "source_id": "vault", "uri": VAULT_URI, "title": "Vault memo", "text": VAULT,
         "observed_at": "2025-03-01", "readers": ["legal"]},
        {"version_id": "rights-oak", "source_id": "rights", "uri": "https://x.example/rights", "text": RIGHTS,
         "observed_at": "2025-03-01"},
    ]
    spans = [_span("vault-code", "vault-v1", VAULT, CODE), _span("vault-map", "vault-v1", VAULT, MAP),
             _span("oak-rights", "rights-oak", RIGHTS, "Entity Q holds the rights associated with record R30.")]
    cases = []
    for i, reader in enumerate(readers):
        case: dict[str, Any] = {
            "case_id": f"r{i}", "question": "Which entity holds the rights associated with Project Oak?",
            "cutoff": "2026-01-01", "reference_answer": ["Entity Q"],
            "claims": [{"claim_id": "o", "text": CLAIM, "consequential": True,
                        "routes": [{"set_id": "oak", "members": ["vault-map", "oak-rights"]}]}]}
        if reader is not None:
            case["reader"] = reader
        cases.append(case)
    write_jsonl(root / "sources.jsonl", sources)
    write_jsonl(root / "spans.jsonl", spans)
    write_jsonl(root / "cases.jsonl", cases)
    return root


def vault_saying(root: Path, text: str, readers: list[str | None] | None = None) -> Path:
    """`vault_suite` (readers "public" and "legal" by default) whose vault also says `text`."""
    root = vault_suite(root, readers or ["public", "legal"])
    rows = [json.loads(line) for line in (root / "sources.jsonl").read_text(encoding="utf-8").splitlines()]
    for row in rows:
        if row["version_id"] == "vault-v1":
            row["text"] += text
    write_jsonl(root / "sources.jsonl", rows)
    return root


def hostile_answers(case_id: str) -> list[dict[str, Any]]:
    """Answers to one case that cite or quote the vault every way a run can (one record per variant)."""
    code_at = VAULT.index(CODE)
    return [
        # (a) by span id
        {"answer_text": CLAIM, "claims": [{"text": CLAIM, "claim_id": "o", "citations": [
            {"span_id": "vault-map"}, {"span_id": "oak-rights"}]}]},
        # (b) by uri: the whole document
        {"answer_text": "Entity Q holds the rights associated with Project Oak [1][2].",
         "sources": [{"marker": "1", "uri": VAULT_URI}, {"marker": "2", "span_id": "oak-rights"}]},
        # (c) by raw range
        {"answer_text": CLAIM, "claims": [{"text": CLAIM, "citations": [
            {"version_id": "vault-v1", "start": code_at, "end": code_at + len(CODE)},
            {"version_id": "vault-v1", "start": 0, "end": len(VAULT)}]}]},
        # (d) by the run's own chunk table (with offsets, and text only), also retrieved and in context
        {"answer_text": CLAIM, "claims": [{"text": CLAIM, "citations": [{"chunk_id": "ch-1"}, {"chunk_id": "ch-2"}]}],
         "trace": {"chunks": [{"span_id": "ch-1", "version_id": "vault-v1", "start": 0, "end": len(VAULT)},
                              {"span_id": "ch-2", "version_id": "vault-v1", "exact": NOTE}],
                   "retrieved": [{"span_id": "ch-1", "rank": 1}, {"span_id": "vault-map", "rank": 2}],
                   "context": ["ch-1", "vault-map"]}},
        # (e) the answer itself quotes the vault (re-spaced and re-cased too)
        {"answer_text": f"{CODE} {NOTE.upper()} Entity Q holds the rights [1].",
         "sources": [{"marker": "1", "span_id": "oak-rights"}]},
        {"answer_text": MAP.replace(" ", "  \n "), "claims": [{"text": MAP.replace(" ", "   "), "citations": [
            {"span_id": "vault-map"}]}]},
        # (f) quote fields carrying vault text
        {"answer_text": CLAIM, "claims": [{"text": CLAIM, "citations": [
            {"span_id": "vault-code", "quote": "ZZSECRET-4711"},
            {"span_id": "oak-rights", "quote": CODE}]}]},
        {"answer_text": "Entity Q holds the rights associated with Project Oak [1].",
         "sources": [{"marker": "1", "span_id": "vault-map", "quote": MAP}]},
    ]


def hostile_run(path: Path, case_ids: list[str]) -> tuple[Path, int]:
    """Spread the hostile answers over the given cases (one case per answer). Returns (path, answers used)."""
    answers = hostile_answers("")
    rows = []
    for case_id, answer in zip(case_ids, answers, strict=False):
        rows.append({"case_id": case_id, **answer})
    return write_jsonl(path, rows), len(rows)


@dataclass
class Outcome:
    code: int
    stdout: str
    stderr: str
    exception: BaseException | None


@click.command(context_settings={"ignore_unknown_options": True, "allow_extra_args": True,
                                 "help_option_names": []})
@click.argument("argv", nargs=-1, type=click.UNPROCESSED)
def _entry(argv: tuple[str, ...]) -> None:
    main(list(argv))


def run_cli(*args: str) -> Outcome:
    """Run `citeset ARGS` through its real entry point (error handling included), wide enough not to fold."""
    result = CliRunner().invoke(_entry, list(args), env={"COLUMNS": "4000", "NO_COLOR": "1"})
    exc = result.exception
    if isinstance(exc, SystemExit):
        exc = None
    return Outcome(result.exit_code, result.stdout, result.stderr, exc)


def written_bytes(*roots: Path) -> dict[str, bytes]:
    """Every file under the given folders (hidden temp files included), by path."""
    found: dict[str, bytes] = {}
    for root in roots:
        if root.is_file():
            found[str(root)] = root.read_bytes()
        elif root.is_dir():
            for path in sorted(root.rglob("*")):
                if path.is_file():
                    found[str(path)] = path.read_bytes()
    return found


def leaks(blobs: dict[str, bytes]) -> list[str]:
    """Where any marker string occurs (case-insensitive), as 'name: marker'."""
    out = []
    for name, blob in blobs.items():
        low = blob.lower()
        out += [f"{name}: {m}" for m in MARKERS if m.lower().encode() in low]
    return out
