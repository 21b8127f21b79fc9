"""The adjudicated export as one set: routes.jsonl, and with a suite the adjudicated suite and the score-change
report. `citeset review export` and the review app's export page both write through `write_export`."""

from __future__ import annotations

import shutil
from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy.engine import Engine

from citeset.review._export import AdjudicatedRoute, write_adjudicated_suite
from citeset.review._outputs import json_text, jsonl_text, staging_folder, write_set
from citeset.review._scores import ScoreReport, awaiting, score_changes


@dataclass(frozen=True)
class SuiteTarget:
    """Where the adjudicated suite goes: the suite evaluated, the new folder, and the checked rerun inputs
    (`rerun_inputs`)."""

    suite: Path
    suite_out: Path
    rerun: tuple[Any, Path, str]


def sidecar_of(out: Path) -> Path:
    """The score-change report written next to routes.jsonl."""
    return out.with_name(out.stem + ".score-changes.json")


def write_export(engine: Engine, directory: Path, digest: str, out: Path, routes: list[AdjudicatedRoute],
                 target: SuiteTarget | None, adjudicators: Collection[str] = ()) -> ScoreReport | None:
    """Write routes.jsonl, and with `target` the adjudicated suite and the score report, as one set: the suite is
    built and evaluated in a staging folder first, so a failure leaves no output behind (and an earlier routes
    file as it was)."""
    files = [(out, jsonl_text(routes))]
    if target is None:
        write_set(files)
        return None
    staging = staging_folder(target.suite_out)
    try:
        staged = write_adjudicated_suite(target.suite, staging / "suite", routes)
        report = score_changes(directory, target.suite, target.suite_out, target.rerun, awaiting(engine, digest, adjudicators),
                               staged)
        files.append((sidecar_of(out), json_text(report)))
        write_set(files, [(staged, target.suite_out)])
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return report


def ratio_text(num: float | None, den: float | None, value: float | None) -> str:
    """`num/den = value` as the CLI and the app show a score ("undefined" for an empty denominator)."""
    if num is None or den is None:
        return "not reported"
    return f"{num:g}/{den:g} = " + ("undefined" if value is None else f"{value:.3f}")
