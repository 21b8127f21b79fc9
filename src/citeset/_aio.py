"""Running a coroutine from synchronous code.

`run` is `asyncio.run` with two differences. The result comes back in a box whose repr is constant: on Python
3.11, `asyncio.run` restores the Ctrl-C handler when the loop ends, `signal.getsignal` fails to turn the
runner's handler into an enum and formats its repr, which shows the finished main task and so its whole
result; for an evaluation that holds every card this cost 11% of `citeset evaluate`. And inside a running loop
(a notebook, an async test), which cannot be re-entered, the coroutine gets its own loop in a worker thread.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
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
