"""Option types shared by the commands."""

from __future__ import annotations

from typing import Any

import click

SEED = click.IntRange(0, 2**63 - 1)
"""A random seed: numpy takes no negative one (a hardening audit's `--seed -1` crashed)."""
MAX_WORKERS = 65_536
WORKERS = click.IntRange(1, MAX_WORKERS)
"""Worker processes (or shards of a cluster): a plan lists each, so an absurd count is refused, not built."""
BOOTSTRAP = click.IntRange(0, 1_000_000)
"""Bootstrap resamples: each is an array the size of the cases, so an absurd count is refused (a hardening re-audit's
10,000,000,000 grew memory until it failed)."""


class FiniteFloatRange(click.FloatRange):
    """`click.FloatRange` that also refuses nan and inf: NaN passes every bound check (a hardening audit's
    `probe --timeout nan` counted every variant as a system error)."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> float:
        number = super().convert(value, param, ctx)
        if number != number or number in (float("inf"), float("-inf")):
            self.fail(f"{value!r} is not a finite number.", param, ctx)
        return number


TIMEOUT = FiniteFloatRange(min=0.001)
"""Seconds to wait for something: a finite, positive number."""
