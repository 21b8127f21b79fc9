"""Running a coroutine from synchronous code.

`run` is `asyncio.run` with two differences. The result comes back in a box whose repr is constant: on Python
3.11, `asyncio.run` restores the Ctrl-C handler when the loop ends, `signal.getsignal` fails to turn the
runner's handler into an enum and formats its repr, which shows the finished main task and so its whole
result; for an evaluation that holds every card this cost 11% of `citeset evaluate`. And inside a running loop
(a notebook, an async test), which cannot be re-entered, the coroutine gets its own loop in a worker thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import threading
from collections.abc import Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class _Box(Generic[T]):
    """Holds a result; its repr never looks inside."""

    __slots__ = ("value",)

    def __init__(self, value: T) -> None:
        self.value = value

    def __repr__(self) -> str:
        return "<result>"


async def _boxed(coroutine: Coroutine[Any, Any, T]) -> _Box[T]:
    return _Box(await coroutine)


def _run_here(coroutine: Coroutine[Any, Any, T]) -> T:
    return asyncio.run(_boxed(coroutine)).value


def run(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run `coroutine` to completion and return its result (or raise its exception)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return _run_here(coroutine)
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="citeset-run") as pool:
        return pool.submit(_run_here, coroutine).result()


async def in_daemon_thread(function: Callable[..., T], *args: Any) -> T:
    """`asyncio.to_thread`, but in a daemon thread of its own: a caller that gives up (a timeout, a cancelled task)
    abandons the call, which may still run, and neither asyncio's shutdown nor the interpreter's exit waits for it.
    For calls that cannot be interrupted: a user's blocking function, a socket that drips."""
    loop = asyncio.get_running_loop()
    future: asyncio.Future[T] = loop.create_future()
    context = contextvars.copy_context()

    def settle(result: T | None, error: BaseException | None) -> None:
        if future.done():  # the caller gave up
            return
        if error is not None:
            future.set_exception(error)
        else:
            future.set_result(result)  # type: ignore[arg-type]

    def work() -> None:
        try:
            result, error = context.run(function, *args), None
        except BaseException as exc:  # handed to the awaiting task, as to_thread does
            result, error = None, exc
        with contextlib.suppress(RuntimeError):  # the loop has closed: nobody is waiting any more
            loop.call_soon_threadsafe(settle, result, error)

    threading.Thread(target=work, name="citeset-call", daemon=True).start()
    return await future
