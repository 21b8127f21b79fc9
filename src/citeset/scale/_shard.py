"""One shard: a contiguous run of the selected cases, evaluated by a shared-nothing worker.

The worker loads its inputs itself (`_inputs`), builds the judge from its spec, writes its cards to its own
file and its tally beside them, and records both in a manifest written last: a shard whose manifest is
present and matches its files is complete (what `--resume` reuses); anything else is redone.
"""

from __future__ import annotations

import gc
import hashlib
import os
import stat
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import Field
from pydantic_core import from_json

from citeset._aio import run as run_coroutine
from citeset._files import sha256_file
from citeset._jsonl import atomic_writer, bulk_load
from citeset._model import SCHEMA_VERSION, Record
from citeset._version import code_digest
from citeset.errors import InputError
from citeset.evidence import EvalConfig, RunTally, evaluate_cases
from citeset.scale._index import SuiteIndex
from citeset.scale._inputs import load_shard_inputs, release_memory
from citeset.scale._judge import make_judge
from citeset.scale._needed import ListedSpans
from citeset.scale._tallyfile import read_tally, tally_json

CRASH_HOOK = "CITESET_SCALE_TEST_CRASH"
"""Test hook: a file path; when it exists and holds this shard's index, the worker deletes it and dies
mid-shard (after its first batch), as a killed process would. Deleting it first makes a retry succeed."""


class ShardDone(Record):
    """shard-NNNNN.json: written last by the worker, so its presence means the shard is complete."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version.")
    index: int = Field(description="Shard number, from 0, in suite order.")
    digest: str = Field(description="Digest of the inputs and settings the shard was evaluated from.")
    cases: int = Field(description="Cases in the shard.")
    first_case: str = Field(description="case_id of the shard's first case.")
    last_case: str = Field(description="case_id of the shard's last case.")
    cards_sha256: str = Field(description="SHA-256 of the shard's cards file.")
    tally_sha256: str = Field(description="SHA-256 of the shard's run tally (JSON).")
    judge: dict[str, Any] = Field(description="The judge spec the worker built (recorded in the report).")
    code: str = Field(description="citeset's code digest in the worker that evaluated the shard (`code_digest`): "
                      "the parent merges only shards its own code computed.")


@dataclass(frozen=True)
class ShardCases:
    """A shard's cases: positions [start, stop) among the selected cases, and the first and last case ids (to
    name the shard). The ids themselves travel only for a suite loaded whole (`ids`); otherwise the worker
    reads them from the index's numbered selection (`SuiteIndex.selected`), so that neither the parent nor a
    task holds every selected id (about 70 MB at a million cases)."""

    start: int
    stop: int
    first: str
    last: str
    ids: tuple[str, ...] | None = None


@dataclass(frozen=True)
class ShardTask:
    """Everything a worker needs, by value or by path (paths must be readable where the worker runs)."""

    index: int
    digest: str
    suite_path: Path
    run_path: Path
    cases: ShardCases
    judge_spec: str
    cache: Path | None
    no_cache: bool
    config: EvalConfig
    retrieves: bool
    work: Path
    render_findings: Mapping[str, Sequence[Any]] | None = None
    index_path: Path | None = None
    """The parent's index of the suite and run (`_index.SuiteIndex`), when it built one."""

    @property
    def stem(self) -> str:
        return f"shard-{self.index:05d}"

    def __len__(self) -> int:
        """The number of cases in the shard."""
        return self.cases.stop - self.cases.start

    def describe(self) -> str:
        return f"shard {self.index} (cases {self.cases.first} .. {self.cases.last}, {len(self)} case(s))"

    def case_ids(self) -> tuple[str, ...]:
        """The shard's case ids, in order: carried by the task, or read from the index's selection."""
        ids = self.cases.ids
        if ids is None:
            if self.index_path is None:
                raise RuntimeError(f"{self.describe()}: no case ids and no index to read them from")
            with SuiteIndex.open(self.index_path) as index:
                ids = index.selected(self.cases.start, self.cases.stop)
        if len(ids) != len(self) or (ids and (ids[0], ids[-1]) != (self.cases.first, self.cases.last)):
            raise RuntimeError(f"{self.describe()}: the index selects other cases ({len(ids)})")
        return ids


def _crash_hook(index: int) -> Callable[[], None] | None:
    hook = os.environ.get(CRASH_HOOK)
    if not hook or not Path(hook).is_file() or Path(hook).read_text().strip() != str(index):
        return None

    def die() -> None:
        Path(hook).unlink(missing_ok=True)
        os._exit(9)

    return die


def run_shard(task: ShardTask, progress: Callable[[int], None] | None = None, judge: Any = None,
              listed: ListedSpans | None = None) -> ShardDone:
    """Evaluate one shard into `task.work`; returns (and writes, last) its manifest. `judge`: one the worker
    already built from `task.judge_spec` (a Ray actor keeps its judge across shards), else built here;
    `listed`: the worker's spans only listed, kept across its shards.

    The cyclic collector is off from loading to the manifest, and comes back only once the shard's suite and
    run are freed (by reference counting, when `_run_shard` returns): as in `evaluate_async`, it would
    re-scan the loaded suite while evaluation makes millions of short-lived acyclic objects, and the first
    collection after evaluation would walk it all once more."""
    with bulk_load():
        done = _run_shard(task, progress, judge, listed.of(task.digest) if listed is not None else None)
    release_memory()  # the shard's suite is freed: a worker hands its pages back before its next shard
    return done


class ShardHeap:
    """The cyclic collector's policy in a process that does nothing but evaluate shards (a local worker, a Ray
    actor); made once per process, which it then owns.

    The collector runs only in `settle`, after a shard: a shard's data is freed by reference counting when it
    ends, and what survives (the judge and its caches) is frozen, out of later collections' reach; left to
    itself, the collector would walk those caches again and again.

    A collection still walks whatever outlived the shard since the last one (a judge's feature cache fills
    anew with every shard: 0.25 s for a 4,096-case shard, 7% of a worker's time). So when collections find
    next to nothing (citeset's own evaluation leaves a handful of objects per shard), the next one waits;
    as soon as one finds cyclic garbage (a third-party judge may make cycles), every shard is collected again.
    Every `FULL_EVERY` shards of `SHARD_CASES` cases (so every 32,768 cases, whatever the shards' size: a full
    collection walks every cache, ~0.15 s), whatever happened, the frozen objects are unfrozen and everything is
    collected: a frozen object that later becomes garbage in a reference cycle (evicted from such a cache) is found
    only then, and no garbage waits longer than that."""

    FULL_EVERY = 8
    SHARD_CASES = 4096
    QUIET_PER_SHARD = 64
    """A collection finding fewer unreachable objects than this per shard since the previous one: quiet."""

    def __init__(self) -> None:
        gc.disable()
        self.shards = 0
        self.cases = 0
        """Cases since the last full collection."""
        self.waiting = 0
        """Shards since the last collection."""
        self.quiet = False

    def settle(self, cases: int = SHARD_CASES) -> None:
        """After a shard of `cases` cases."""
        self.shards += 1
        self.waiting += 1
        self.cases += cases
        full = self.cases >= self.FULL_EVERY * self.SHARD_CASES
        if full:
            self.cases = 0
            gc.unfreeze()
        if full or not self.quiet:
            self.quiet = gc.collect() < self.QUIET_PER_SHARD * self.waiting
            self.waiting = 0
        gc.freeze()


def _run_shard(task: ShardTask, progress: Callable[[int], None] | None, judge: Any,
               listed: ListedSpans | None) -> ShardDone:
    ids = task.case_ids()
    suite, run = load_shard_inputs(task.suite_path, task.run_path, frozenset(ids), task.index_path, listed)
    cases = [suite.cases[cid] for cid in ids]
    if judge is None:
        judge = make_judge(task.judge_spec, task.cache, task.no_cache)
    cards_path, tally_path = _files(task)
    die = _crash_hook(task.index)
    with atomic_writer(cards_path) as handle:
        def sink(result: Any) -> None:
            for card in result.cards:
                handle.write(card.model_dump_json())
                handle.write("\n")

        def advance(n: int) -> None:
            if die is not None:
                handle.flush()
                die()
            if progress is not None:
                progress(n)

        tally, _ = run_coroutine(evaluate_cases(suite, run, judge, task.config, cases, on_result=sink,
                                              progress=advance, render_findings=task.render_findings,
                                              retrieves=task.retrieves))
    with atomic_writer(tally_path) as out:
        out.write(tally_json(tally))
    done = ShardDone(index=task.index, digest=task.digest, cases=len(cases), first_case=task.cases.first,
                     last_case=task.cases.last, cards_sha256=sha256_file(cards_path),
                     tally_sha256=sha256_file(tally_path), judge=judge.spec.model_dump(mode="json"),
                     code=code_digest())
    with atomic_writer(task.work / f"{task.stem}.json") as handle:
        handle.write(done.model_dump_json(indent=2) + "\n")
    return done


def _files(task: ShardTask) -> tuple[Path, Path]:
    return task.work / f"{task.stem}.cards.jsonl", task.work / f"{task.stem}.tally.json"


def _regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(path.lstat().st_mode)  # never a link to somewhere else
    except OSError:
        return False


def completed(task: ShardTask, *, reuse: bool = False) -> ShardDone | None:
    """The shard's manifest when the shard is complete for these inputs and settings (else None: redo it).

    `reuse` (resuming from an earlier run): the files are also checked against each other, as input: the
    tally must parse, and the cards must belong to the shard's cases, in order, and agree with the tally."""
    manifest = task.work / f"{task.stem}.json"
    cards, tally = _files(task)
    if not all(_regular(p) for p in (manifest, cards, tally)):
        return None
    try:
        done = ShardDone.model_validate_json(manifest.read_bytes())
    except (OSError, ValueError):
        return None
    if (done.digest != task.digest or done.index != task.index or done.cases != len(task)
            or sha256_file(cards) != done.cards_sha256 or sha256_file(tally) != done.tally_sha256):
        return None
    if done.code != code_digest():
        if reuse:  # an earlier run's shard, by other code: done again
            return None
        raise InputError(f"{task.describe()} was evaluated by other citeset code (code digest {done.code[:16]}, "
                         f"this citeset's {code_digest()[:16]}): its workers run another install; give "
                         "--ray-address of a cluster running this citeset, or run without --executor ray",
                         path=manifest)
    if reuse:
        try:
            if not _cards_agree(task, cards, read_tally(tally.read_bytes())):
                return None
        except (OSError, ValueError):
            return None
    return done


def _cards_agree(task: ShardTask, cards: Path, tally: RunTally) -> bool:
    """Every card names a case of the shard, in shard order, and the cards' count and verdicts are the tally's."""
    order = {cid: i for i, cid in enumerate(task.case_ids())}
    last, n, verdicts = 0, 0, Counter[str]()
    with cards.open("rb") as handle:
        for raw in handle:
            card = from_json(raw)
            where = order.get(str(card.get("case_id"))) if isinstance(card, dict) else None
            if where is None or where < last:
                return False
            last, n = where, n + 1
            verdicts[card.get("verdict")] += 1
    return n == tally.counts["cards"] and +verdicts == +tally.verdicts


def load_tally(task: ShardTask, done: ShardDone) -> RunTally:
    """The shard's tally, checked against its manifest and parsed as input."""
    data = _files(task)[1].read_bytes()
    if hashlib.sha256(data).hexdigest() != done.tally_sha256:
        raise InputError(f"{task.describe()}: its tally changed after it was written; rerun without --resume",
                         path=task.work)
    return read_tally(data)
