"""Showing a verdict diff: a terminal table or Markdown (JSON is the model itself)."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table
from rich.text import Text

from citeset.diff._model import CardChange, VerdictDiff
from citeset.report._text import cell, md, plain

SHOWN = 200  # changed cards listed on a terminal or in Markdown; JSON lists every one


def _where(change: CardChange) -> str:
    k = change.key
    parts = [k.case_id, k.claim_id or "(no claim)"]
    if k.output_index is not None:
        parts.append(f"#{k.output_index}")
    if k.occurrence:
        parts.append(f"({k.occurrence + 1})")
    return " ".join(parts)


def _verdicts(change: CardChange) -> str:
    return f"{change.a.verdict if change.a else '(none)'} → {change.b.verdict if change.b else '(none)'}"


def print_diff(diff: VerdictDiff, console: Console) -> None:
    console.print(plain(f"A: {diff.a.path} ({diff.a.cards} cards, judge {diff.a.judge})"))
    console.print(plain(f"B: {diff.b.path} ({diff.b.cards} cards, judge {diff.b.judge})"))
    for line in diff.differences:
        console.print(Text("differs ", "yellow") + plain(line))
    changed = sum(diff.transitions.values())
    console.print(plain(f"{changed} card(s) changed verdict, {diff.unchanged} unchanged"))
    if not changed:
        return
    table = Table("verdict change", "cards")
    for pair, n in diff.transitions.items():
        table.add_row(cell(pair), str(n))
    console.print(table)
    cards = Table("card", "verdict", "causes", "why", "claim")
    for change in diff.changes[:SHOWN]:
        cards.add_row(cell(_where(change)), cell(_verdicts(change)), cell(", ".join(change.causes)),
                      cell("; ".join(change.why)), cell(change.text, 120))
    console.print(cards)
    if changed > min(SHOWN, len(diff.changes)):
        console.print(plain(f"... {changed - min(SHOWN, len(diff.changes))} more (use --format json)"))


def to_markdown(diff: VerdictDiff) -> str:
    lines = ["# Verdict diff", "", "| | A | B |", "|---|---|---|",
             f"| output | {md(diff.a.path)} | {md(diff.b.path)} |",
             f"| cards | {diff.a.cards} | {diff.b.cards} |",
             f"| judge | {md(diff.a.judge)} | {md(diff.b.judge)} |",
             f"| cards.jsonl | `{diff.a.cards_digest[:19]}` | `{diff.b.cards_digest[:19]}` |",
             f"| citeset | {md(diff.a.citeset_version)} | {md(diff.b.citeset_version)} |", ""]
    if diff.differences:
        lines += ["## Run-level differences", ""] + [f"- {md(d)}" for d in diff.differences] + [""]
    changed = sum(diff.transitions.values())
    lines += [f"{changed} card(s) changed verdict, {diff.unchanged} unchanged.", ""]
    if changed:
        lines += ["| verdict change | cards |", "|---|---|"]
        lines += [f"| {md(pair)} | {n} |" for pair, n in diff.transitions.items()]
        lines += ["", "## Changed cards", "", "| card | verdict | causes | why | claim |", "|---|---|---|---|---|"]
        for change in diff.changes[:SHOWN]:
            lines.append(f"| {md(_where(change))} | {md(_verdicts(change))} | {md(', '.join(change.causes))} | "
                         f"{md('; '.join(change.why))} | {md(change.text, 300)} |")
        if changed > SHOWN:
            lines += ["", f"... {changed - SHOWN} more (use --format json)."]
    return "\n".join(lines) + "\n"
