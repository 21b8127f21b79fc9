"""Option types shared by the commands."""

from __future__ import annotations

import click

SEED = click.IntRange(0, 2**63 - 1)
"""A random seed: numpy takes no negative one (a hardening audit's `--seed -1` crashed)."""
MAX_WORKERS = 65_536
WORKERS = click.IntRange(1, MAX_WORKERS)
"""Worker processes (or shards of a cluster): a plan lists each, so an absurd count is refused, not built."""
BOOTSTRAP = click.IntRange(0, 1_000_000)
"""Bootstrap resamples: each is an array the size of the cases, so an absurd count is refused (a hardening re-audit's
10,000,000,000 grew memory until it failed)."""
