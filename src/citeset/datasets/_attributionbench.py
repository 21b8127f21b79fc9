"""AttributionBench / ExpertQA-style attribution pairs -> a judge calibration set (not a suite).

Input rows: `question, claim, references [text, ...], attribution_label` (`attributable` /
`not attributable`), plus `id`, `src_dataset`. Output: one JSON object per line, the native format
`citeset judge calibrate` reads:

    {"id", "claim", "evidence": [text, ...], "label": "entailed" | "insufficient", "slice": src_dataset}

(the native format forbids other fields, so the question is not carried).

`not attributable` maps to `insufficient`: AttributionBench does not separate contradiction from
missing support. Rows without any reference text cannot be judged and are skipped (reported).
Written atomically; an existing file is replaced only with --force.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from citeset._jsonl import write_json_lines
from citeset.datasets._common import CALIBRATION_NAME, ImportResult, Options, Skipped
from citeset.datasets._io import in_folder, iter_json_items, require

LABELS = {"attributable": "entailed", "not attributable": "insufficient", "not_attributable": "insufficient"}


def run_import(src: Path, out: Path, opts: Options, *, force: bool) -> ImportResult:
    path = src
    if src.is_dir():
        picks = sorted(src.glob("*.jsonl"))
        path = in_folder(src, picks[0]) if picks else src / "missing.jsonl"
    target = out if out.suffix == ".jsonl" else out / CALIBRATION_NAME
    result = ImportResult(format="attributionbench")
    items: list[dict[str, Any]] = []
    seen: set[str] = set()
    for line, index, row in iter_json_items(path, tick=opts.tick):
        if opts.limit is not None and result.rows_read >= opts.limit:
            break
        result.rows_read += 1
        claim = require(row, "claim", path, line)
        raw = str(require(row, "attribution_label", path, line)).strip().lower()
        refs = require(row, "references", path, line, kinds=(list,))
        rid = str(row.get("id") or f"row{index}")
        label = LABELS.get(raw)
        evidence = [r for r in refs if isinstance(r, str) and r.strip()]
        reason = None
        if label is None:
            reason = f"unknown attribution_label {raw!r}"
        elif not evidence:
            reason = "no reference text to judge against"
        elif rid in seen:
            reason = f"duplicate id {rid!r}"
        if reason:
            result.skipped.append(Skipped(str(path), line, f"{rid}: {reason}"))
            continue
        seen.add(rid)
        source = row.get("src_dataset")
        items.append({"id": rid, "claim": claim, "evidence": evidence, "label": label,
                      **({"slice": str(source)} if source else {})})
    if not items:
        from citeset.errors import InputError

        raise InputError(f"nothing to import: no row could be mapped ({len(result.skipped)} skipped)", path=path)
    if target.exists() and not force:
        from citeset.errors import InputError

        raise InputError("output already exists (use --force to replace it)", path=target)
    result.calibration = target
    result.calibration_items = write_json_lines(target, items)
    return result
