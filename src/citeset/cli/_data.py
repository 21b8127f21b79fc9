"""CLI commands (filled in by their area)."""

from __future__ import annotations

import click

COMMANDS: list[click.Command] = []
