"""Shards in local worker processes (spawn: shared-nothing, no inherited state): `workers` processes, each
evaluating one shard at a time, handed the next one as it finishes, and keeping its judge across shards (a
model loads once per process, as on a Ray actor). Many small shards then cost no process start each, so
shards can be small enough to bound a worker's memory.

A worker reports progress and finished shards through a queue, and its outcome through files in the work
folder: its shard manifest on success, an error file on bad input (exit 2) or a bug (exit 3). A worker that
exits any other way (killed, out of memory) is reported naming the shard it held.
"""

from __future__ import annotations

import contextlib
import json
import multiprocessing
import queue as queue_module
import signal
import sys
import threading
import traceback
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import Any

from citeset.errors import InputError
from citeset.scale._shard import ShardHeap, ShardTask, completed, run_shard


class WorkerDied(InputError):
    """A shard worker ended without finishing its shard (exit 2: the environment, not the inputs, failed)."""


class ShardBug(RuntimeError):
    """A shard worker hit an internal error; the message carries its traceback."""


def _error_path(task: ShardTask) -> Path:
    return task.work / f"{task.stem}.error.json"


def _serve(inbox: Any, updates: Any) -> None:
    """A worker process's body: shards from `inbox` until None; for each, ("done", index), or an error file
    saying why not and an exit. The process is ours: the collector runs between shards (`ShardHeap`)."""
    from citeset.report._text import one_line_warnings
    from citeset.scale._judge import JudgeShelf
    from citeset.scale._needed import ListedSpans

    heap = ShardHeap()
    judges, listed = JudgeShelf(), ListedSpans()
    try:
        with one_line_warnings():  # a worker's warning reads as its parent's do
            _serve_all(inbox, updates, judges, listed, heap)
    except KeyboardInterrupt:  # Ctrl-C reaches the whole process group; the parent reports the stop
        sys.exit(130)


def _serve_all(inbox: Any, updates: Any, judges: Any, listed: Any, heap: ShardHeap) -> None:
    while (task := _next_task(inbox)) is not None:
        _serve_one(task, updates, judges, listed, heap)
        updates.put(("done", task.index))


def _next_task(inbox: Any) -> ShardTask | None:
    """The next shard, or None: told to exit, or the parent is gone (killed while it checked the inputs, or
    since: no one would ever hand this worker a shard or read its results)."""
    parent = multiprocessing.parent_process()
    while True:
        try:
            task: ShardTask | None = inbox.get(timeout=_PARENT_CHECK_S)
            return task
        except queue_module.Empty:
            if parent is not None and not parent.is_alive():
                return None


_PARENT_CHECK_S = 1.0
"""How often an idle worker looks whether its parent still lives."""


def _serve_one(task: ShardTask, updates: Any, judges: Any, listed: Any, heap: ShardHeap) -> None:
    """One shard; on failure, an error file saying why and an exit (2: bad input, 3: a bug)."""
    try:
        judge = judges.get(task.judge_spec, task.cache, task.no_cache)
        run_shard(task, lambda n: updates.put(("progress", n)), judge, listed)
        heap.settle(len(task))
    except InputError as exc:
        _error_path(task).write_text(json.dumps({"kind": "input", "message": exc.message, "path": exc.path,
                                                 "line": exc.line, "field": exc.field}))
        sys.exit(2)
    except KeyboardInterrupt:
        raise
    except BaseException:
        _error_path(task).write_text(json.dumps({"kind": "bug", "traceback": traceback.format_exc()}))
        sys.exit(3)


def shard_failure(task: ShardTask, how: str, resumable: bool) -> WorkerDied:
    hint = (f"; completed shards are kept in {task.work} (rerun with --resume to reuse them)" if resumable
            else "")
    return WorkerDied(f"the worker evaluating {task.describe()} {how}; no report was written{hint}")


def raise_for(task: ShardTask, exitcode: int | None, resumable: bool) -> None:
    """Nothing when the worker completed its shard; else the error it reported, or how it died."""
    if exitcode == 0 and completed(task) is not None:
        return
    error = _error_path(task)
    if error.is_file():
        found = json.loads(error.read_text())
        if found["kind"] == "input":
            raise InputError(found["message"], path=found["path"], line=found["line"], field=found["field"])
        raise ShardBug(f"{task.describe()}: worker failed:\n{found['traceback']}")
    raise shard_failure(task, how_it_ended(exitcode), resumable)


def how_it_ended(exitcode: int | None) -> str:
    """How a process that left no result ended: "was killed by signal SIGKILL", "died (exit status 1)"."""
    if exitcode is not None and exitcode < 0:
        name = signal.Signals(-exitcode).name if -exitcode in signal.valid_signals() else str(-exitcode)
        return f"was killed by signal {name}"
    return f"died (exit status {exitcode})"


@dataclass
class _Worker:
    proc: BaseProcess
    inbox: Any
    task: ShardTask | None = None
    told: bool = False
    """Handed a shard or told to exit: else it has done nothing yet (still starting, or waiting)."""


@contextlib.contextmanager
def _ctrl_c_left_to_the_parent() -> Iterator[None]:
    """Processes started inside ignore SIGINT from their first instruction (an ignored signal stays ignored
    across exec, and Python keeps it so): Ctrl-C reaches the whole process group, and a worker importing
    citeset or waiting for a shard would print a traceback; the parent stops the workers and reports the stop.
    (Only the main thread may change a handler; from another, workers keep Python's default.)"""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    before = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)


class WorkerPool:
    """Local worker processes, started before their shards exist: a worker's start (a Python process
    importing citeset, about 0.7 CPU s) then overlaps the parent's check of the inputs, on a core the check
    leaves free, rather than following it. `close` ends them all, busy ones included (a check that fails)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.ctx = multiprocessing.get_context("spawn")
        self.updates: Any = None
        self.workers: list[_Worker] = []
        self.started = 0
        """Processes started so far (each named by its number, a replacement too)."""

    def start(self, size: int | None = None) -> WorkerPool:
        """Start the workers not yet running, up to `size` (default: the pool's size); one that died before
        it was handed anything is replaced."""
        if self.updates is None:
            self.updates = self.ctx.Queue()
        for dead in [w for w in self.workers if not w.told and not w.proc.is_alive()]:
            dead.proc.join()
            dead.inbox.close()
            self.workers.remove(dead)
        while len(self.workers) < (self.size if size is None else size):
            inbox = self.ctx.Queue()
            proc = self.ctx.Process(target=_serve, args=(inbox, self.updates), name=f"citeset-worker-{self.started}")
            self.started += 1
            with _ctrl_c_left_to_the_parent():
                proc.start()
            self.workers.append(_Worker(proc, inbox))
        return self

    def close(self) -> None:
        unused = [w for w in self.workers if not w.told]  # a check that failed: nothing to wait for
        for worker in unused:
            worker.proc.terminate()
        for worker in unused:
            worker.proc.join()
            worker.inbox.close()
        _stop([w for w in self.workers if w.told])
        self.workers = []
        if self.updates is not None:
            self.updates.close()
            self.updates = None


def run_local(tasks: Sequence[ShardTask], workers: int, progress: Callable[[int], None], resumable: bool,
              on_done: Callable[[ShardTask], None], pool: WorkerPool | None = None) -> None:
    """Evaluate `tasks` in worker processes (`workers` of them, from `pool` when given: its other workers
    are told to exit), telling `on_done` of each as it completes; returns when all are complete, raises on
    the first failure."""
    using = pool if pool is not None else WorkerPool(workers)
    using.start(max(workers, len(using.workers)))
    pending = list(tasks)
    busy = using.workers[:workers]
    try:
        for worker in using.workers:
            _hand_out(worker, pending if worker in busy else [])
        while any(w.task is not None for w in busy):
            finished = _drain(using.updates, progress, wait=0.2)
            for worker in busy:
                _follow(worker, finished, pending, using.updates, progress, resumable, on_done)
    finally:
        if pool is None:
            using.close()


def _follow(worker: _Worker, finished: set[int], pending: list[ShardTask], updates: Any,
            progress: Callable[[int], None], resumable: bool, on_done: Callable[[ShardTask], None]) -> None:
    """A worker's shard, if it finished (or its process ended): checked, passed on, the next one handed out."""
    task = worker.task
    if task is None:
        return
    if task.index in finished:
        raise_for(task, 0, resumable)
    elif not worker.proc.is_alive():
        worker.proc.join()
        finished |= _drain(updates, progress, wait=0)
        raise_for(task, 0 if task.index in finished else worker.proc.exitcode, resumable)
    else:
        return
    _hand_out(worker, pending)
    on_done(task)


def _hand_out(worker: _Worker, pending: list[ShardTask]) -> None:
    """The next shard to `worker`, or None (it exits) when none is left."""
    worker.task = pending.pop(0) if pending else None
    worker.told = True
    if worker.task is not None:
        _error_path(worker.task).unlink(missing_ok=True)
    worker.inbox.put(worker.task)


def _stop(pool: list[_Worker]) -> None:
    """Our own workers only, by handle: those still busy (a failure elsewhere) are terminated, idle ones told
    to exit."""
    for worker in pool:
        if worker.task is not None and worker.proc.is_alive():
            worker.proc.terminate()
        elif worker.task is None:
            worker.inbox.put(None)
    for worker in pool:
        worker.proc.join(timeout=10)
        if worker.proc.is_alive():
            worker.proc.terminate()
            worker.proc.join()
        worker.inbox.close()


def _drain(updates: Any, progress: Callable[[int], None], wait: float) -> set[int]:
    """Pass progress on; the indexes of the shards reported done."""
    finished: set[int] = set()
    try:
        message = updates.get(timeout=wait) if wait else updates.get_nowait()
        while True:
            kind, value = message
            if kind == "progress":
                progress(value)
            else:
                finished.add(value)
            message = updates.get_nowait()
    except queue_module.Empty:
        return finished
