"""Comparing two evaluation outputs card by card, streaming each cards.jsonl once.

Side A is held as one small tuple per card; side B is streamed against it, so memory is bounded by A's
card count, never by the size of the card texts or citations.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from pydantic import ValidationError

from citeset._files import sha256_file
from citeset._jsonl import adapter, load_line, within_line
from citeset.cards import Card
from citeset.cards._report import Report
from citeset.diff._model import CardChange, CardKey, CardSide, Cause, RunSide, VerdictDiff
from citeset.errors import InputError, from_validation_error
from citeset.report._set import MANIFEST, SetManifest

Key = tuple[str, str | None, int | None, int]


class Summary(NamedTuple):
    """What the diff needs of one card."""

    verdict: str
    bucket: str | None
    joint_basis: str | None
    judge: str | None
    label: str | None
    routes: tuple[str, ...]
    decided_by: str | None
    reasons: tuple[str, ...]
    text: str
    output: str  # fingerprint of what the system said and cited

    def side(self) -> CardSide:
        return CardSide(verdict=self.verdict, bucket=self.bucket, joint_basis=self.joint_basis, judge=self.judge,
                        label=self.label, annotation_versions=list(self.routes), decided_by=self.decided_by,
                        reasons=list(self.reasons))


def summarise(card: Card) -> Summary:
    joint = card.joint_support
    routes = tuple(sorted(f"{r.set_id}@{r.annotation_version}/{r.status}" for r in card.reference_routes))
    cited = "\x1f".join(f"{c.ref}|{c.version_id}|{c.start}|{c.end}|{c.quote}" for c in card.citations)
    output = hashlib.sha256(f"{card.text}\x1e{cited}\x1e{card.abstained}".encode()).hexdigest()[:16]
    return Summary(card.verdict, card.bucket, card.joint_basis, joint.judge if joint else None,
                   joint.label if joint else None, routes, card.decided_by, tuple(card.reasons), card.text, output)


def read_side(folder: Path) -> tuple[RunSide, Report]:
    """report.json of an output folder, checked against its manifest, as provenance of one side."""
    if not folder.is_dir():
        raise InputError("not a folder (give the --out folder of `citeset evaluate`)", path=folder)
    report_path, cards_path = folder / "report.json", folder / "cards.jsonl"
    for needed in (report_path, cards_path):
        if not needed.is_file():
            raise InputError("missing (run `citeset evaluate ... --out DIR` first)", path=needed)
    manifest = _manifest(folder)
    report_bytes = report_path.read_bytes()
    digest = sha256_file(cards_path)
    if manifest is not None:
        for name, data_digest in (("report.json", hashlib.sha256(report_bytes).hexdigest()),
                                  ("cards.jsonl", digest)):
            if manifest.files.get(name) not in (None, data_digest):
                raise InputError(f"{name} does not match its digest in {MANIFEST}: the output was changed or "
                                 f"mixed with another run", path=folder / name)
    try:
        report = Report.model_validate_json(report_bytes)
    except ValidationError as exc:
        raise _input_error(exc, report_path, None) from None
    side = RunSide(path=str(folder), citeset_version=report.citeset_version, judge=str(report.judge),
                   judge_key=report.judge.key, suite=report.suite, run=report.run, config=report.config,
                   cards_digest=f"sha256:{digest}", cards=0)
    return side, report


def _manifest(folder: Path) -> SetManifest | None:
    path = folder / MANIFEST
    if not path.is_file():
        return None
    try:
        return SetManifest.model_validate_json(path.read_bytes())
    except ValueError as exc:
        raise InputError(f"unreadable report manifest: {str(exc).splitlines()[0]}", path=path) from None


def _input_error(exc: ValidationError, path: Path, line: int | None) -> InputError:
    first = exc.errors()[0]
    if first["type"] == "json_invalid":
        reason = str(first.get("ctx", {}).get("error", first["msg"]))
        return InputError(f"malformed JSON: {within_line(reason)}", path=path, line=line)
    if first["type"] == "model_type" and not first["loc"]:
        return InputError("expected a JSON object", path=path, line=line)
    return from_validation_error(exc, path=path, line=line)


def iter_cards(path: Path) -> Iterator[tuple[Key, Card]]:
    """Stream (key, card) from a cards.jsonl; a repeated (case, claim, output index) gets the next occurrence."""
    validate = adapter(Card).validate_json
    seen: dict[tuple[str, str | None, int | None], int] = {}
    with path.open("rb") as handle:
        for lineno, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            try:
                card = validate(raw)
            except ValidationError as exc:
                if exc.errors()[0]["type"] == "json_invalid":
                    load_line(raw, path, lineno)  # the precise JSON message, or the generic one below
                raise _input_error(exc, path, lineno) from None
            base = (card.case_id, card.claim_id, card.output_index)
            n = seen.get(base, 0)
            seen[base] = n + 1
            yield (*base, n), card


def _key(key: Key) -> CardKey:
    return CardKey(case_id=key[0], claim_id=key[1], output_index=key[2], occurrence=key[3])


def diff_outputs(folder_a: Path, folder_b: Path, *, limit: int | None = None) -> VerdictDiff:
    """Every card whose verdict differs between two evaluation outputs, with what explains it."""
    side_a, report_a = read_side(folder_a)
    side_b, report_b = read_side(folder_b)
    run_level = _run_differences(side_a, side_b)
    held: dict[Key, Summary] = {}
    for key, card in iter_cards(folder_a / "cards.jsonl"):
        held[key] = summarise(card)
    side_a.cards = len(held)
    changes: list[CardChange] = []
    transitions: dict[str, int] = {}
    unchanged = count_b = 0
    for key, card in iter_cards(folder_b / "cards.jsonl"):
        count_b += 1
        new = summarise(card)
        old = held.pop(key, None)
        if old is not None and old.verdict == new.verdict:
            unchanged += 1
            continue
        pair = f"{old.verdict if old else '(none)'} → {new.verdict}"
        transitions[pair] = transitions.get(pair, 0) + 1
        if limit is None or len(changes) < limit:
            changes.append(_change(key, old, new, run_level))
    side_b.cards = count_b
    for key, old in held.items():
        pair = f"{old.verdict} → (none)"
        transitions[pair] = transitions.get(pair, 0) + 1
        if limit is None or len(changes) < limit:
            changes.append(_change(key, old, None, run_level))
    del report_a, report_b
    return VerdictDiff(a=side_a, b=side_b, differences=[d for _, d in run_level], unchanged=unchanged,
                       transitions=dict(sorted(transitions.items(), key=lambda kv: -kv[1])), changes=changes)


def _run_differences(a: RunSide, b: RunSide) -> list[tuple[Cause, str]]:
    found: list[tuple[Cause, str]] = []
    if a.judge_key != b.judge_key:
        found.append(("judge", f"judge spec: {a.judge} -> {b.judge}"
                      + (" (same name, other settings)" if a.judge == b.judge else "")))
    found.extend(("suite", f"suite {k}: {a.suite.get(k)} -> {b.suite.get(k)}")
                 for k in sorted(set(a.suite) | set(b.suite)) if a.suite.get(k) != b.suite.get(k))
    found.extend(("system", f"run {k}: {a.run.get(k)} -> {b.run.get(k)}")
                 for k in sorted(set(a.run) | set(b.run)) if a.run.get(k) != b.run.get(k))
    found.extend(("config", f"setting {k}: {_short(a.config.get(k))} -> {_short(b.config.get(k))}")
                 for k in sorted(set(a.config) | set(b.config)) if a.config.get(k) != b.config.get(k))
    if a.citeset_version != b.citeset_version:
        found.append(("citeset", f"citeset version: {a.citeset_version} -> {b.citeset_version}"))
    return found


def _short(value: Any) -> str:
    text = str(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _change(key: Key, old: Summary | None, new: Summary | None,
            run_level: list[tuple[Cause, str]]) -> CardChange:
    shown = new or old
    assert shown is not None
    kind = "added" if old is None else "removed" if new is None else "changed"
    causes: list[Cause] = []
    why: list[str] = []
    if old is not None and new is not None:
        causes, why = _card_differences(old, new)
    else:
        why.append("only in B" if old is None else "only in A")
    for cause, _ in run_level:
        if cause not in causes:
            causes.append(cause)
    if kind == "changed" and not causes:
        causes.append("engine")
        why.append("same answer, routes, judge and settings: the evaluation logic decided differently")
    return CardChange(key=_key(key), kind=kind, text=shown.text, a=old.side() if old else None,  # type: ignore[arg-type]
                      b=new.side() if new else None, causes=causes, why=why)


def _card_differences(old: Summary, new: Summary) -> tuple[list[Cause], list[str]]:
    causes: list[Cause] = []
    why: list[str] = []
    if old.output != new.output:
        causes.append("system")
        why.append("the system's claim text or citations changed")
    if old.routes != new.routes:
        causes.append("annotation")
        why.append(f"reference routes: {', '.join(old.routes) or '-'} -> {', '.join(new.routes) or '-'}")
    if old.judge != new.judge and old.judge is not None and new.judge is not None:
        causes.append("judge")
    if (old.joint_basis, old.label) != (new.joint_basis, new.label):
        why.append(f"joint support: {old.joint_basis or '-'}/{old.label or '-'} by {old.judge or '-'} -> "
                   f"{new.joint_basis or '-'}/{new.label or '-'} by {new.judge or '-'}")
    if old.decided_by != new.decided_by:
        why.append(f"decided by: {old.decided_by or '-'} -> {new.decided_by or '-'}")
    why.extend(f"- reason: {r}" for r in _missing(old.reasons, new.reasons))
    why.extend(f"+ reason: {r}" for r in _missing(new.reasons, old.reasons))
    return causes, why


def _missing(these: Sequence[str], others: Sequence[str]) -> list[str]:
    """`these` not among `others`, in their order: a set lookup (a scan of `others` per item was quadratic)."""
    present = set(others)
    return [item for item in these if item not in present]
