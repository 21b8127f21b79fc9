"""Run a judge over human-labelled pairs (calibrate) and draw blind review samples of its decisions."""

from __future__ import annotations

import contextlib
import random
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from pydantic import Field, ValidationError

from citeset._aio import run as run_coroutine
from citeset._files import refuse_special
from citeset._jsonl import atomic_writer, bounded_lines, load_line
from citeset._model import Record
from citeset.calibration._items import CalibrationItem, read_items
from citeset.calibration._metrics import ESCALATED, CalibrationReport, agreement, now
from citeset.calibration._slices import claim_slices
from citeset.errors import InputError, from_validation_error
from citeset.judges._protocol import Judge, Judgment

BATCH = 64
Progress = Callable[[int], None]


class Decision(Record):
    """One line of `decisions.jsonl`: a judged item with its human label, for review and sampling."""

    id: str = Field(description="Item id.")
    claim: str = Field(description="The claim.")
    evidence: list[str] = Field(description="Evidence passages, in order.")
    gold: str | None = Field(description="Human label (citeset label), when known.")
    original_label: str | None = Field(default=None, description="Label as the source dataset wrote it.")
    slice: str | None = Field(default=None, description="Declared slice.")
    slices: list[str] = Field(default_factory=list, description="Automatic slices of the claim.")
    judgment: Judgment = Field(description="The judge's answer.")


def write_atomic(path: Path, text: str) -> None:
    """Write via a temporary file in the same folder and rename: never a half-written file."""
    write_together([(path, text)])


def write_together(files: Sequence[tuple[Path, str]]) -> None:
    """Each file written in full before any is renamed into place: when one cannot be written, every old file
    stays, and a folder never pairs a new file with an old one (a hardening audit found calibration.json of one
    run beside decisions.jsonl of another)."""
    with contextlib.ExitStack() as stack:
        for path, text in files:
            stack.enter_context(atomic_writer(path)).write(text)


def _lines(rows: Iterable[Record]) -> str:
    return "".join(r.model_dump_json() + "\n" for r in rows)


async def judge_items(
    judge: Judge, items: Sequence[CalibrationItem], progress: Progress | None = None
) -> list[Judgment]:
    """Judge every item in batches; a judge exception escalates its batch instead of stopping the run."""
    out: list[Judgment] = []
    for start in range(0, len(items), BATCH):
        batch = items[start : start + BATCH]
        try:
            results = await judge.judge([item.request() for item in batch])
            if len(results) != len(batch):
                raise RuntimeError(f"judge returned {len(results)} labels for {len(batch)} requests")
        except Exception as exc:
            from citeset.judges._protocol import failed

            results = [failed(judge.spec, f"{type(exc).__name__}: {exc}") for _ in batch]
        out.extend(results)
        if progress:
            progress(len(batch))
    return out


def decisions_for(items: Sequence[CalibrationItem], judged: Sequence[Judgment]) -> list[Decision]:
    return [
        Decision(
            id=item.id,
            claim=item.claim,
            evidence=item.evidence,
            gold=item.label.value if item.label else None,
            original_label=item.original_label,
            slice=item.slice,
            slices=claim_slices(item.claim, item.multi_sentence),
            judgment=j,
        )
        for item, j in zip(items, judged, strict=True)
    ]


def calibrate(
    labels_file: Path,
    fmt: str,
    judge: Judge,
    out_dir: Path | None,
    binary: bool = False,
    progress: Callable[[int], Progress | None] | None = None,
) -> tuple[CalibrationReport, list[Decision]]:
    """Judge the labelled pairs, compare with the human labels, write calibration.json + decisions.jsonl."""
    items = read_items(labels_file, fmt)
    tick = progress(len(items)) if progress else None
    judged = run_coroutine(judge_items(judge, items, tick))
    decisions = decisions_for(items, judged)
    binary = binary or any(item.binary for item in items)
    slices = [d.slices + ([f"slice={d.slice}"] if d.slice else []) for d in decisions]
    gold = [item.label for item in items if item.label is not None]
    report = CalibrationReport(
        created_at=now(),
        judge=judge.spec.model_dump(mode="json"),
        judge_key=judge.spec.key,
        labels_file=str(labels_file),
        format=fmt,
        **agreement(gold, judged, slices, binary),
    )
    if out_dir is not None:
        write_together([(Path(out_dir) / "calibration.json", report.model_dump_json(indent=2) + "\n"),
                        (Path(out_dir) / "decisions.jsonl", _lines(decisions))])
    return report, decisions


def read_decisions(path: Path) -> list[Decision]:
    out = []
    with Path(path).open(encoding="utf-8") as handle:
        for line, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            try:
                out.append(Decision.model_validate_json(raw))
            except ValidationError as exc:
                raise from_validation_error(exc, path=path, line=line) from None
    if not out:
        raise InputError("no decisions in the file", path=path)
    return out


def looks_like_decisions(path: Path) -> bool:
    """Whether the file's first line is a decision; a line it cannot read is none (its own reader says why). A
    device is refused: `/dev/zero` has no first line."""
    refuse_special(Path(path))
    try:
        with Path(path).open("rb") as handle:
            first = next((line for line in bounded_lines(handle, Path(path)) if line.strip()), b"")
        data = load_line(first, Path(path), 1) if first else None
    except (OSError, InputError):
        return False
    return isinstance(data, dict) and "judgment" in data


class ReviewItem(Record):
    """A line of `review.jsonl`: the native calibration format with the label left for the reviewer."""

    id: str = Field(description="Item id.")
    claim: str = Field(description="The claim.")
    evidence: list[str] = Field(description="Evidence passages, in order.")
    label: str | None = Field(
        default=None, description="To fill in: entailed|contradicted|insufficient|not_applicable."
    )
    slice: str | None = Field(
        default=None, description="Declared slice of the item (never the judge's label)."
    )


class ReviewKey(Record):
    """A line of `review_key.jsonl`: what the judge said, kept apart so the review stays blind."""

    id: str = Field(description="Item id.")
    stratum: str = Field(description="Stratum the item was drawn from.")
    judge_label: str = Field(description="The judge's label, or 'escalated'.")
    judge: str = Field(description="Judge spec string.")
    spec_key: str = Field(description="Judge spec hash.")
    gold: str | None = Field(default=None, description="Human label already known, if any.")


def stratum_of(decision: Decision, by: str) -> str:
    label = decision.judgment.label.value if decision.judgment.label else ESCALATED
    if by == "label":
        return label
    if by == "slice":
        return decision.slices[0] if decision.slices else "other"
    if by == "stage":
        return decision.judgment.stage or decision.judgment.judge.split("@")[0]
    raise InputError(f"unknown stratification {by!r}; use label, slice or stage", field="--by")


def stratified_sample(
    decisions: Sequence[Decision], n: int, by: str, seed: int
) -> list[tuple[str, Decision]]:
    """Equal allocation over strata (leftover capacity goes to the larger strata); blind, shuffled order."""
    rng = random.Random(seed)
    strata: dict[str, list[Decision]] = defaultdict(list)
    for d in decisions:
        strata[stratum_of(d, by)].append(d)
    for members in strata.values():
        rng.shuffle(members)
    quota = dict.fromkeys(strata, 0)
    remaining = min(n, len(decisions))
    while remaining > 0:
        open_strata = [s for s in sorted(strata) if quota[s] < len(strata[s])]
        share = max(1, remaining // len(open_strata))
        for s in open_strata:
            take = min(share, len(strata[s]) - quota[s], remaining)
            quota[s] += take
            remaining -= take
            if remaining == 0:
                break
    picked = [(s, d) for s in sorted(strata) for d in strata[s][: quota[s]]]
    rng.shuffle(picked)
    return picked


def write_sample(picked: Sequence[tuple[str, Decision]], out_dir: Path) -> tuple[Path, Path]:
    review = [ReviewItem(id=d.id, claim=d.claim, evidence=d.evidence, slice=d.slice) for _, d in picked]
    keys = [
        ReviewKey(
            id=d.id,
            stratum=s,
            judge_label=d.judgment.label.value if d.judgment.label else ESCALATED,
            judge=d.judgment.judge,
            spec_key=d.judgment.spec_key,
            gold=d.gold,
        )
        for s, d in picked
    ]
    out_dir = Path(out_dir)
    write_together([(out_dir / "review.jsonl", _lines(review)), (out_dir / "review_key.jsonl", _lines(keys))])
    return out_dir / "review.jsonl", out_dir / "review_key.jsonl"
