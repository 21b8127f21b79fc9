"""Shards as local worker processes (spawn: shared-nothing, no inherited state), at most `workers` at once.

A worker reports progress through a queue and its outcome through files in the work folder: its shard
manifest on success, an error file on bad input (exit 2) or a bug (exit 3). A worker that exits any other
way (killed, out of memory) is reported naming the shard it held.
"""

from __future__ import annotations

import json
import multiprocessing
import queue as queue_module
import signal
import sys
import traceback
from collections.abc import Callable, Sequence
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import Any

from citeset.errors import InputError
from citeset.scale._shard import ShardTask, completed, run_shard


class WorkerDied(InputError):
    """A shard worker ended without finishing its shard (exit 2: the environment, not the inputs, failed)."""


class ShardBug(RuntimeError):
    """A shard worker hit an internal error; the message carries its traceback."""


def _error_path(task: ShardTask) -> Path:
    return task.work / f"{task.stem}.error.json"


def _child(task: ShardTask, progress: Any) -> None:
    """A worker process's body: the shard, or an error file saying why not."""
    try:
        run_shard(task, progress.put)
    except InputError as exc:
        _error_path(task).write_text(json.dumps({"kind": "input", "message": exc.message, "path": exc.path,
                                                 "line": exc.line, "field": exc.field}))
        sys.exit(2)
    except KeyboardInterrupt:  # Ctrl-C reaches the whole process group; the parent reports the stop
        sys.exit(130)
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
    if exitcode is not None and exitcode < 0:
        name = signal.Signals(-exitcode).name if -exitcode in signal.valid_signals() else str(-exitcode)
        raise shard_failure(task, f"was killed by signal {name}", resumable)
    raise shard_failure(task, f"died (exit status {exitcode})", resumable)


def run_local(tasks: Sequence[ShardTask], workers: int, progress: Callable[[int], None], resumable: bool) -> None:
    """Evaluate `tasks` in worker processes; returns when all are complete, raises on the first failure."""
    ctx = multiprocessing.get_context("spawn")
    updates = ctx.Queue()
    pending = list(tasks)
    running: list[tuple[BaseProcess, ShardTask]] = []
    try:
        while pending or running:
            while pending and len(running) < workers:
                task = pending.pop(0)
                _error_path(task).unlink(missing_ok=True)
                proc = ctx.Process(target=_child, args=(task, updates), name=f"citeset-{task.stem}")
                proc.start()
                running.append((proc, task))
            _drain(updates, progress, wait=0.2)
            for ended, task in [r for r in running if not r[0].is_alive()]:
                ended.join()
                running.remove((ended, task))
                _drain(updates, progress, wait=0)
                raise_for(task, ended.exitcode, resumable)
    finally:
        for left, _ in running:  # only our own workers, by handle
            left.terminate()
        for left, _ in running:
            left.join()
        updates.close()


def _drain(updates: Any, progress: Callable[[int], None], wait: float) -> None:
    try:
        progress(updates.get(timeout=wait) if wait else updates.get_nowait())
        while True:
            progress(updates.get_nowait())
    except queue_module.Empty:
        return
