"""A probe run: variants through the system with bounded concurrency, resumable results in DIR.

DIR/variants.jsonl gets one line per finished variant as soon as it finishes, so an interrupted run keeps
its results; a later run with the same system and judge re-runs only the variants that have no result (or
whose variant changed). At the end variants.jsonl is rewritten in variant order, and probe.json, report.md
and cards.jsonl are written (each atomically).
"""

from __future__ import annotations

import asyncio
import gc
import hashlib
import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, ValidationError

from citeset._aio import run as run_coroutine
from citeset._files import refuse_inside_an_output_set
from citeset._jsonl import atomic_writer, write_json
from citeset._lock import exclusive_lock
from citeset._version import code_digest
from citeset.errors import InputError
from citeset.judges._protocol import Judge
from citeset.probes._evaluate import VariantRunner, fingerprint
from citeset.probes._models import INTERVENTIONS, Intervention, ProbeSummary, Variant, VariantResult
from citeset.probes._report import cards_with_interventions, summarise, to_markdown
from citeset.probes._variants import VariantFactory
from citeset.suite._suite import Suite
from citeset.systems._protocol import System

RESULTS, SUMMARY, REPORT, CARDS, SETTINGS = "variants.jsonl", "probe.json", "report.md", "cards.jsonl", "probe-run.json"


@dataclass
class ProbeResult:
    """Every variant's result (in variant order) and the summary."""

    results: list[VariantResult]
    summary: ProbeSummary
    reused: int = 0
    ran: int = 0
    variants: list[Variant] = field(default_factory=list)

    @property
    def failed(self) -> bool:
        return bool(self.summary.violations or self.summary.system_errors)


def parse_interventions(text: str | None) -> tuple[Intervention, ...]:
    """`a,b,c` (or `all`) -> interventions; an unknown name is an InputError naming the known ones."""
    if text is None or text.strip() in ("", "all"):
        return INTERVENTIONS
    names = [n.strip() for n in text.split(",") if n.strip()]
    unknown = [n for n in names if n not in INTERVENTIONS]
    if unknown:
        raise InputError(f"unknown intervention(s) {', '.join(map(repr, unknown))}; known: {', '.join(INTERVENTIONS)}",
                         field="--interventions")
    return tuple(n for n in INTERVENTIONS if n in names)  # type: ignore[misc]


def generate(suite: Suite, interventions: Iterable[Intervention] = INTERVENTIONS,
             cases: Sequence[str] | None = None) -> tuple[list[Variant], dict[str, str]]:
    """All variants for the chosen interventions and cases, and the claims that could not be probed."""
    if cases is not None:
        missing = [c for c in cases if c not in suite.cases]
        if missing:
            raise InputError(f"case(s) not in the suite: {', '.join(map(repr, missing[:5]))}", field="--cases-in")
    skipped: dict[str, str] = {}
    # Generation makes millions of short-lived acyclic objects beside a large live heap (the suite and the
    # variants so far); cyclic collections re-scan that heap and made 10k cases 2x slower per variant.
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        variants = list(VariantFactory(suite).variants(interventions, cases, skipped))
    finally:
        if was_enabled:
            gc.enable()
    return variants, skipped


async def probe_async(suite: Suite, system: System, judge: Judge, *,
                      interventions: Iterable[Intervention] = INTERVENTIONS, cases: Sequence[str] | None = None,
                      concurrency: int = 8, out: Path | None = None, timeout: float = 300.0,
                      on_total: Callable[[int], None] | None = None,
                      on_done: Callable[[VariantResult], None] | None = None) -> ProbeResult:
    """Probe `system` with every variant; with `out`, results are kept there and reused on the next run."""
    variants, skipped = generate(suite, interventions, cases)
    if not variants:
        raise InputError("nothing to probe: no selected case has a required claim with a complete admissible "
                         "adjudicated route" + (f" ({len(skipped)} claim(s) without one)" if skipped else ""),
                         path=suite.root)
    if out is None:
        return await _probe(suite, system, judge, variants, skipped, None, concurrency, timeout, on_total, on_done)
    if out.exists() and not out.is_dir():
        raise InputError("not a folder", path=out, field="--out")
    # Before the folder is made: its results are kept (and its lock held) in it, which never goes into another
    # command's output set; only an earlier probe's folder is resumed.
    refuse_inside_an_output_set(out, into=True, own=("probe",))
    out.mkdir(parents=True, exist_ok=True)
    refused = partial(InputError, "another probe is writing into this folder; wait for it to finish or use another "
                                  "--out (results are never mixed)", path=out)
    with exclusive_lock(out / PROBE_LOCK, refused):
        return await _probe(suite, system, judge, variants, skipped, out, concurrency, timeout, on_total, on_done)


PROBE_LOCK = ".citeset-probe-lock"
"""The lock a probe holds in its --out folder from reading the results kept there to writing its outputs: a
second probe into the same folder is refused (it rewrote the results file while the first appended to the old
one: hardening audit 36)."""


async def _probe(suite: Suite, system: System, judge: Judge, variants: list[Variant], skipped: dict[str, str],
                 out: Path | None, concurrency: int, timeout: float, on_total: Callable[[int], None] | None,
                 on_done: Callable[[VariantResult], None] | None) -> ProbeResult:
    done = _resume(out, system.spec, judge, suite) if out is not None else {}
    kept = {v.variant_id: done[v.variant_id] for v in variants
            if v.variant_id in done and done[v.variant_id].fingerprint == fingerprint(v)}
    todo = [v for v in variants if v.variant_id not in kept]
    selected = {v.variant_id for v in variants}  # a narrower rerun keeps the other variants' finished results
    others = [result for variant_id, result in done.items() if variant_id not in selected]
    if on_total is not None:
        on_total(len(variants))
    for result in kept.values():
        if on_done is not None:
            on_done(result)
    results = dict(kept)
    runner = VariantRunner(suite, system, judge, timeout)
    sink = _Sink(out, [*kept.values(), *others])
    try:
        await _run_all(runner, todo, max(1, concurrency), results, sink, on_done)
    finally:
        sink.close()
        await system.aclose()
    ordered = [results[v.variant_id] for v in variants]
    summary = summarise(ordered, suite, system.spec, str(judge.spec), skipped)
    if out is not None:
        _write_outputs(out, ordered, summary, others)
    return ProbeResult(ordered, summary, reused=len(kept), ran=len(todo), variants=variants)


async def _run_all(runner: VariantRunner, todo: list[Variant], concurrency: int, results: dict[str, VariantResult],
                   sink: _Sink, on_done: Callable[[VariantResult], None] | None) -> None:
    queue: asyncio.Queue[Variant] = asyncio.Queue()
    for variant in todo:
        queue.put_nowait(variant)

    async def worker() -> None:
        while not queue.empty():
            variant = queue.get_nowait()
            result = await runner.run(variant)
            results[variant.variant_id] = result
            sink.write(result)
            if on_done is not None:
                on_done(result)

    await asyncio.gather(*(worker() for _ in range(min(concurrency, len(todo)) or 1)))


class _Sink:
    """Appends each finished result to DIR/variants.jsonl and flushes it, so an interruption loses nothing
    already finished. The file is first rewritten with the results kept from an earlier run, which drops a
    line an interruption cut short."""

    def __init__(self, out: Path | None, kept: list[VariantResult]) -> None:
        self.handle = None
        if out is None:
            return
        _write_results(out / RESULTS, kept)
        self.handle = (out / RESULTS).open("a", encoding="utf-8")

    def write(self, result: VariantResult) -> None:
        if self.handle is not None:
            self.handle.write(result.model_dump_json() + "\n")
            self.handle.flush()

    def close(self) -> None:
        if self.handle is not None:
            self.handle.close()


def _settings(system: str, judge: Judge, suite: Suite) -> dict[str, Any]:
    return {"system": system, "judge": judge.spec.key, "judge_name": str(judge.spec),
            "suite": str(suite.root) if suite.root else None, "suite_digest": suite_digest(suite),
            "code": code_digest()}


_RECORD: TypeAdapter[Any] = TypeAdapter(Any)
"""Dumps a version, span or case (pydantic dataclasses and models) as JSON."""


def suite_digest(suite: Suite) -> str:
    """SHA-256 of what a probe reads from the suite: every version (its readers, status and times decide what a
    variant may use and what its cards withhold), text, span and case."""
    digest = hashlib.sha256()
    for group in (suite.versions, suite.spans, suite.cases):
        for key in sorted(group):
            digest.update(_RECORD.dump_json(group[key]) + b"\0")
    for key in sorted(suite.texts):
        digest.update(key.encode() + b"\0" + suite.texts[key].encode("utf-8", "surrogatepass") + b"\0")
    return digest.hexdigest()


def _resume(out: Path, system: str, judge: Judge, suite: Suite) -> dict[str, VariantResult]:
    """Results already in the folder `out` (`probe_async` made it and holds its lock) from a run of the same system
    and judge; anything else there is refused."""
    settings = _settings(system, judge, suite)
    path = out / SETTINGS
    if path.exists():
        try:
            before = json.loads(path.read_text(encoding="utf-8"))
        except (json.JSONDecodeError, UnicodeDecodeError):
            raise InputError("unreadable probe settings; delete the folder or use another --out", path=path) from None
        if not isinstance(before, dict) or (before.get("system"), before.get("judge")) != (system, judge.spec.key):
            raise InputError(f"this folder holds a probe of {before.get('system')!r} with judge "
                             f"{before.get('judge_name')!r}; use another --out (results are never mixed)", path=out)
        if (before.get("suite_digest"), before.get("code")) != (settings["suite_digest"], settings["code"]):
            raise InputError("this folder holds a probe of another suite (or of this one before an edit, or made by "
                             "another citeset); use another --out (results are never mixed)", path=out)
    elif any(p.name != PROBE_LOCK for p in out.iterdir()):
        raise InputError("the folder is not empty and holds no probe; use another --out", path=out)
    write_json(path, settings)
    return _read_results(out / RESULTS)


def _read_results(path: Path) -> dict[str, VariantResult]:
    found: dict[str, VariantResult] = {}
    if not path.exists():
        return found
    with path.open(encoding="utf-8", errors="replace") as handle:
        for raw in handle:
            try:
                result = VariantResult.model_validate_json(raw)
            except ValidationError:
                continue  # a line an interruption cut short: that variant runs again
            found[result.variant_id] = result
    return found


def _write_results(path: Path, results: list[VariantResult]) -> None:
    # Not exclude_none: a card's claim_id is required even when it is null.
    with atomic_writer(path) as handle:
        for result in results:
            handle.write(result.model_dump_json() + "\n")


def _write_outputs(out: Path, results: list[VariantResult], summary: ProbeSummary,
                   others: list[VariantResult]) -> None:
    """The selection's cards, summary and report; variants.jsonl also keeps the results of variants a narrower
    rerun did not select (`others`), for the next run to reuse."""
    _write_results(out / RESULTS, [*results, *others])
    with atomic_writer(out / CARDS) as handle:
        for card in cards_with_interventions(results):
            handle.write(card.model_dump_json() + "\n")
    write_json(out / SUMMARY, summary)
    with atomic_writer(out / REPORT) as handle:
        handle.write(to_markdown(summary, results))


def probe(suite: Suite, system: System, judge: Judge | None = None, **kwargs: Any) -> ProbeResult:
    """Synchronous wrapper of `probe_async` (default judge: the offline rules judge)."""
    if judge is None:
        from citeset.judges._rules import RulesJudge

        judge = RulesJudge()
    return run_coroutine(probe_async(suite, system, judge, **kwargs))
