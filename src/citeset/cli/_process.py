"""How the CLI was started, and what a one-shot evaluation may do to the process because of it.

An evaluation allocates a large live heap (suite, run, judge features) that the loaders and the engine
already build with the cyclic collector paused. When `citeset evaluate` (or `gate`) is the whole process,
nothing is left to do after the report is written: any collection between phases, and the one the
interpreter runs at exit, would only walk that heap again (10% of a 10k-claim run). So the collector stays
off for the command and what is alive at the end is frozen, out of the exit collection's reach. Called from
Python (tests, notebooks, a server), the process is not ours: its collector is left as it was.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import click


@dataclass(frozen=True)
class Invocation:
    """`process_entry`: the CLI is the process (console script, `python -m citeset`), not a call from code."""

    process_entry: bool = False


@contextmanager
def one_shot_heap() -> Iterator[None]:
    """Around a command that evaluates and then ends: the policy in the module docstring."""
    ctx = click.get_current_context(silent=True)
    invocation = ctx.find_object(Invocation) if ctx is not None else None
    if invocation is None or not invocation.process_entry:
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
