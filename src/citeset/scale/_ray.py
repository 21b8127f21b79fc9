"""Shards as Ray tasks: the same shard function, on a local Ray instance or an existing cluster.

Every path in a task (suite, run, work folder, label cache) must be readable (and the work folder writable)
where the tasks run: on a cluster, shared storage. A task whose worker dies is retried by Ray (`max_retries`);
a shard's files are written atomically and its manifest last, so a retry neither loses nor duplicates a card.
"""

from __future__ import annotations

import socket
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from citeset.errors import InputError
from citeset.scale._local import ShardBug, shard_failure
from citeset.scale._shard import ShardDone, ShardTask, run_shard

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
    try:
        ray.init(address=address, num_cpus=None if address else num_cpus, include_dashboard=False,
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


def _shard_task(task: ShardTask) -> ShardDone:
    return run_shard(task)


def run_ray(tasks: Sequence[ShardTask], progress: Callable[[int], None], resumable: bool) -> None:
    """Evaluate `tasks` as Ray tasks; returns when all are complete, raises on the first that fails."""
    import ray
    from ray import exceptions

    remote: Any = ray.remote(max_retries=RETRIES, retry_exceptions=False)(_shard_task)
    refs = {remote.remote(task): task for task in tasks}
    try:
        while refs:
            ready, _ = ray.wait(list(refs), num_returns=1)
            task = refs.pop(ready[0])
            try:
                ray.get(ready[0])
            except exceptions.RayTaskError as exc:
                cause = exc.cause
                if isinstance(cause, InputError):
                    raise InputError(cause.message, path=cause.path, line=cause.line, field=cause.field) from None
                raise ShardBug(f"{task.describe()}: worker failed:\n{exc}") from None
            except exceptions.RayError as exc:
                raise shard_failure(task, f"died after {RETRIES} retries ({type(exc).__name__})", resumable) from None
            progress(len(task.case_ids))
    finally:
        for ref in refs:
            ray.cancel(ref, force=True)
