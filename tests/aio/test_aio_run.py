"""`citeset._aio.run`: a coroutine's result is handed back without being turned into text.

On Python 3.11, `asyncio.run` restores the Ctrl-C handler after the loop ends; `signal.getsignal` then fails
to turn the runner's handler into an enum and formats its repr, which holds the finished main task and so the
whole result. For an evaluation holding every card that is seconds of work thrown away.
"""

from __future__ import annotations

import asyncio

import pytest

from citeset._aio import run


class Loud:
    """A result that counts how often it is turned into text."""

    reprs = 0

    def __repr__(self) -> str:
        Loud.reprs += 1
        return "Loud()"


async def produce() -> Loud:
    await asyncio.sleep(0)
    return Loud()


def test_run_returns_the_result_without_formatting_it() -> None:
    Loud.reprs = 0
    result = run(produce())
    assert isinstance(result, Loud)
    assert Loud.reprs == 0


def test_run_passes_exceptions_through() -> None:
    async def fail() -> None:
        raise ValueError("bad line 3")

    with pytest.raises(ValueError, match="bad line 3"):
        run(fail())


def test_run_works_inside_a_running_loop() -> None:
    async def outer() -> Loud:
        return run(produce())

    Loud.reprs = 0
    assert isinstance(asyncio.run(outer()), Loud)
