"""Shards on Ray: the same shard function, run by Ray actors on a local Ray instance or an existing cluster.

One actor per CPU (or per `--workers`) takes shards one after another and keeps the judge it built, so a
model judge (an ONNX session, a client) loads once per worker rather than once per shard; within a shard its
requests are batched as in a local run. Every path in a task (suite, run, work folder, label cache) must be
readable (and the work folder writable) where the actors run: on a cluster, shared storage. An actor whose
process dies is restarted by Ray and its shard retried (`max_restarts`, `max_task_retries`); a shard's files
are written atomically and its manifest last, so a retry neither loses nor duplicates a card.
"""

from __future__ import annotations

import socket
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from citeset.errors import InputError
from citeset.scale._judge import JudgeShelf
from citeset.scale._local import ShardBug, shard_failure
from citeset.scale._needed import ListedSpans
from citeset.scale._shard import ShardDone, ShardHeap, ShardTask, run_shard

RETRIES = 3


def connect(address: str | None, num_cpus: int | None) -> bool:
    """Make sure Ray is connected (before any work starts); True when this call started it (shut it down)."""
    try:
        import ray
    except ImportError:
        raise InputError("Ray is not installed: pip install 'citeset[ray]'", field="--executor") from None
    if address and address not in ("auto", "local"):
        _reachable(address)
    if ray.is_initialized():
        return False
    # No address: a new local instance, never whatever cluster $RAY_ADDRESS or the Ray temp folder's
    # ray_current_cluster names (Ray's own default for None): that cluster's workers run their own citeset.
    target = address or "local"
    try:
        ray.init(address=target, num_cpus=num_cpus if target == "local" else None, include_dashboard=False,
                 log_to_driver=False, configure_logging=False)
    except (ConnectionError, RuntimeError, ValueError, TimeoutError) as exc:
        raise InputError(f"cannot connect to Ray at {address or 'a new local instance'}: {exc}",
                         field="--ray-address") from None
    return True


@contextmanager
def ray_session(address: str | None, num_cpus: int | None) -> Iterator[None]:
    """Ray connected for the duration (checked before any work); shut down after if this started it."""
    started = connect(address, num_cpus)
    try:
        yield
    finally:
        if started:
            import ray

            ray.shutdown()


def cluster_cpus() -> int:
    """CPUs of the connected Ray cluster: the default number of shards."""
    import ray

    return max(1, int(ray.cluster_resources().get("CPU", 1)))


def _reachable(address: str) -> None:
    """Fail fast (not after Ray's long retries) when the head's host:port does not answer."""
    hostport = address.split("://", 1)[-1].rstrip("/")
    host, _, port = hostport.rpartition(":")
    if not host or not port.isdigit():
        raise InputError(f"not a Ray address (HOST:PORT or ray://HOST:PORT): {address!r}", field="--ray-address")
    try:
        with socket.create_connection((host, int(port)), timeout=5):
            pass
    except OSError as exc:
        raise InputError(f"cannot reach the Ray cluster at {address}: {exc.strerror or exc}",
                         field="--ray-address") from None


class ShardRunner:
    """A Ray actor: evaluates shards one after another with the judge it built for the first of them."""

    def __init__(self) -> None:
        self._heap = ShardHeap()  # an actor is a process of its own, as a local worker is
        self._judges = JudgeShelf()
        self._listed = ListedSpans()

    def run(self, task: ShardTask, updates: Any) -> ShardDone:
        """The shard, reporting each finished batch as (shard index, cases) on the `updates` queue."""
        judge = self._judges.get(task.judge_spec, task.cache, task.no_cache)
        done = run_shard(task, lambda n: updates.put((task.index, n)), judge=judge, listed=self._listed)
        self._heap.settle(len(task))
        return done


class _Progress:
    """Batch updates from the actors, passed on without ever counting a shard past its size (a retried shard
    reports its first batches again)."""

    def __init__(self, advance: Callable[[int], None]) -> None:
        self.advance = advance
        self.shown: dict[int, int] = {}

    def add(self, task: ShardTask, n: int) -> None:
        shown = self.shown.get(task.index, 0)
        step = max(0, min(n, len(task) - shown))
        if step:
            self.shown[task.index] = shown + step
            self.advance(step)

    def drain(self, updates: Any, by_index: dict[int, ShardTask]) -> None:
        waiting = updates.qsize()
        for index, n in updates.get_nowait_batch(waiting) if waiting else ():
            self.add(by_index[index], n)


def run_ray(tasks: Sequence[ShardTask], workers: int, progress: Callable[[int], None], resumable: bool,
            on_done: Callable[[ShardTask], None]) -> None:
    """Evaluate `tasks` on at most `workers` Ray actors, telling `on_done` of each as it completes; returns
    when all are complete, raises on the first that fails."""
    import ray
    from ray.util.queue import Queue

    runner: Any = ray.remote(num_cpus=1, max_restarts=RETRIES, max_task_retries=RETRIES)(ShardRunner)
    actors = [runner.remote() for _ in range(max(1, min(workers, len(tasks))))]
    updates, shown = Queue(actor_options={"num_cpus": 0}), _Progress(progress)
    by_index = {task.index: task for task in tasks}
    idle, pending = list(actors), list(tasks)
    running: dict[Any, tuple[ShardTask, Any]] = {}
    try:
        while pending or running:
            while pending and idle:
                actor, task = idle.pop(), pending.pop(0)
                running[actor.run.remote(task, updates)] = (task, actor)
            ready, _ = ray.wait(list(running), num_returns=1, timeout=0.5)
            shown.drain(updates, by_index)
            for ref in ready:
                task, actor = running.pop(ref)
                _outcome(ref, task, resumable)
                idle.append(actor)
                shown.add(task, len(task))  # whatever the batches did not show yet
                on_done(task)
    finally:
        updates.shutdown()
        for actor in actors:  # also stops the shards still running on them
            ray.kill(actor)


def _outcome(ref: Any, task: ShardTask, resumable: bool) -> None:
    """Nothing when the shard completed; else its input error, the bug, or how its worker died."""
    import ray
    from ray import exceptions

    try:
        ray.get(ref)
    except exceptions.RayTaskError as exc:
        cause = exc.cause
        if isinstance(cause, InputError):
            raise InputError(cause.message, path=cause.path, line=cause.line, field=cause.field) from None
        raise ShardBug(f"{task.describe()}: worker failed:\n{exc}") from None
    except exceptions.RayError as exc:
        raise shard_failure(task, f"died after {RETRIES} retries ({type(exc).__name__})", resumable) from None
