"""A sharded evaluation: plan the shards, run the missing ones, merge their tallies in shard order.

The parent has already checked every input (suite in full, run line by line) so bad input is reported,
naming file, line and field, before any worker starts. Merging the shard tallies in order gives the same
metrics, intervals, counts and escalation list as one process; the shard card files concatenated in order
are byte for byte the cards one process writes.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from citeset.evidence import EvalConfig, RunTally
from citeset.scale._index import SuiteIndex
from citeset.scale._local import WorkerPool, run_local
from citeset.scale._shard import ShardCases, ShardDone, ShardTask, completed, load_tally
from citeset.scale._work import WorkPlan, check_plan, clear_work, make_plan, open_work, plan_shards

MIN_CASES_PER_PROCESS = 2000
"""Below this many cases, the default is one process: starting a worker (and loading the suite in it) costs
more than it saves."""
STREAM_INPUT_BYTES = 64 << 20
"""A suite folder and run taking this many bytes or more are evaluated as a stream even by one process (in a
worker, shard after shard): a suite loaded whole takes about ten times its inputs' size in memory."""


def _cores() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


@dataclass(frozen=True)
class ScaleOptions:
    """How an evaluation is spread: `workers` processes (None: the machine's cores, or 1 for small runs),
    `shard_size` cases a shard, `resume` from completed shards, and the executor."""

    workers: int | None = None
    shard_size: int | None = None
    resume: bool = False
    executor: Literal["local", "ray"] = "local"
    ray_address: str | None = None
    stream: bool | None = None
    """A suite folder checked as a stream into an index and evaluated in shards, never held whole: True
    always, False never (loaded whole, then sharded if asked), None by `streams`."""

    def processes(self, n_cases: int) -> int:
        if self.workers is not None:
            return self.workers
        return 1 if n_cases < MIN_CASES_PER_PROCESS else _cores()

    def processes_ahead(self) -> int:
        """Local workers to start while the inputs are checked, before the case count is known: no more than
        the cores the check leaves free, and without `workers`, one (a small run takes only one)."""
        return max(1, min(self.workers or 1, _cores() - 1))

    def streams(self, input_bytes: int) -> bool:
        """Whether a suite folder and run taking `input_bytes` are evaluated as a stream: by default when
        sharded whatever the case count, or when the inputs take STREAM_INPUT_BYTES or more (else the case
        count decides, as `sharded` does)."""
        if self.stream is not None:
            return self.stream
        return self.sharded(0) or input_bytes >= STREAM_INPUT_BYTES

    def sharded(self, n_cases: int) -> bool:
        """Whether to shard at all (one process in this one is the plain path)."""
        return (self.executor == "ray" or self.resume or self.shard_size is not None
                or self.processes(n_cases) > 1)


@dataclass(frozen=True)
class HeldCases:
    """The selected cases of a suite loaded whole: their ids, carried by each task."""

    ids: Sequence[str]

    def __len__(self) -> int:
        return len(self.ids)

    def ids_at(self, start: int, stop: int) -> tuple[str, ...]:
        return tuple(self.ids[start:stop])

    def shards(self, bounds: Sequence[tuple[int, int]]) -> list[ShardCases]:
        return [ShardCases(start, stop, self.ids[start], self.ids[stop - 1], self.ids_at(start, stop))
                for start, stop in bounds]


@dataclass(frozen=True)
class IndexedCases:
    """The selected cases of a suite checked into an index: numbered there (`SuiteIndex.select`), and named by
    positions in the tasks; each worker reads its own ids."""

    index: Path
    count: int

    def __len__(self) -> int:
        return self.count

    def ids_at(self, start: int, stop: int) -> tuple[str, ...]:
        with SuiteIndex.open(self.index) as index:
            return index.selected(start, stop)

    def shards(self, bounds: Sequence[tuple[int, int]]) -> list[ShardCases]:
        with SuiteIndex.open(self.index) as index:
            return [ShardCases(start, stop, *index.ends(start, stop)) for start, stop in bounds]


@dataclass
class ShardJob:
    """What every shard shares; `tasks` builds one task per shard of `plan`."""

    suite_path: Path
    run_path: Path
    cases: HeldCases | IndexedCases
    judge_spec: str
    cache: Path | None
    no_cache: bool
    config: EvalConfig
    retrieves: bool
    render_findings: Mapping[str, Sequence[Any]] | None = None
    settings: dict[str, Any] = field(default_factory=dict)
    index: Path | None = None
    """The index the parent's streaming check built (beside --out, so shared storage holds it for Ray)."""

    def tasks(self, plan: WorkPlan, work: Path) -> list[ShardTask]:
        found = self.render_findings
        index = self.index.absolute() if self.index is not None else None
        out = []
        named = self.cases.shards([(shard.start, shard.stop) for shard in plan.shards])
        for shard, cases in zip(plan.shards, named, strict=True):
            mine = None if found is None else {cid: found[cid] for cid in self.cases.ids_at(shard.start, shard.stop)
                                               if cid in found}
            out.append(ShardTask(index=shard.index, digest=plan.digest, suite_path=self.suite_path.absolute(),
                                 run_path=self.run_path.absolute(), cases=cases, judge_spec=self.judge_spec,
                                 cache=self.cache.absolute() if self.cache else None, no_cache=self.no_cache,
                                 config=self.config, retrieves=self.retrieves, work=work.absolute(),
                                 render_findings=mine, index_path=index))
        return out


@dataclass
class ShardedResult:
    tally: RunTally
    card_files: list[Path]
    judge: dict[str, Any]
    reused: int


class _InOrder:
    """The shard tallies merged in shard order, each as soon as every shard before it is complete: the parent
    merges while the workers run, rather than all at the end (the tallies of a million claims take seconds to
    read), and the order, hence the result, is always that of one process."""

    def __init__(self, tasks: Sequence[ShardTask]) -> None:
        self.tasks = tasks
        self.done: dict[int, ShardDone] = {}
        self.tally = RunTally()
        self.merged = 0

    def add(self, task: ShardTask, done: ShardDone | None = None) -> None:
        found = done if done is not None else completed(task)
        if found is None:
            raise RuntimeError(f"{task.describe()} finished without its results")
        self.done[task.index] = found
        while self.merged < len(self.tasks) and self.tasks[self.merged].index in self.done:
            next_task = self.tasks[self.merged]
            self.tally.merge(load_tally(next_task, self.done[next_task.index]))
            self.merged += 1

    def result(self, work: Path, reused: int) -> ShardedResult:
        missing = [t for t in self.tasks if t.index not in self.done]
        if missing:
            raise RuntimeError(f"{missing[0].describe()} finished without its results")
        return ShardedResult(tally=self.tally, card_files=[work / f"{t.stem}.cards.jsonl" for t in self.tasks],
                             judge=self.done[self.tasks[0].index].judge if self.tasks else {}, reused=reused)


def run_sharded(job: ShardJob, inputs: dict[str, str | None], options: ScaleOptions, work: Path,
                progress: Callable[[int], None], keep_work: bool, pool: WorkerPool | None = None) -> ShardedResult:
    """Evaluate `job` in shards under `work`; completed shards are reused only with `options.resume`.
    `pool`: local workers already started (while the inputs were checked), else started here."""
    n = len(job.cases)
    workers = options.processes(n)
    if options.executor == "ray" and options.workers is None:
        from citeset.scale._ray import cluster_cpus

        workers = cluster_cpus()
    shards = plan_shards(n, workers, options.shard_size, job.config.concurrency)
    plan = open_work(work, make_plan(inputs, job.settings, shards), options.resume)
    check_plan(plan, n, job.config.concurrency, work)
    tasks = job.tasks(plan, work)
    merged = _InOrder(tasks)
    for task in tasks if options.resume else ():
        found = completed(task, reuse=True)
        if found is not None:
            merged.add(task, found)
            progress(len(task))
    todo = [t for t in tasks if t.index not in merged.done]
    if options.executor == "ray":
        from citeset.scale._ray import run_ray

        run_ray(todo, workers, progress, keep_work, merged.add)
    elif todo:
        run_local(todo, min(workers, len(todo)), progress, keep_work, merged.add, pool=pool)
    return merged.result(work, reused=len(tasks) - len(todo))


__all__ = ["MIN_CASES_PER_PROCESS", "STREAM_INPUT_BYTES", "HeldCases", "IndexedCases", "ScaleOptions", "ShardJob",
           "ShardedResult", "clear_work", "run_sharded"]
