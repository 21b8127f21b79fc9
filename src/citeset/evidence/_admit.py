"""Admissibility of a span for a case and claim: reader, cutoff, status and time (DESIGN §1)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from citeset.corpus._models import SourceVersion

Obstacle = Literal["blocked", "after_cutoff", "invalidated", "out_of_time"]


@dataclass(frozen=True, slots=True)
class Admission:
    """Whether evidence from a version may be used; `obstacles` say why not, `flags` note unknowns."""

    ok: bool
    obstacles: tuple[Obstacle, ...] = ()
    flags: tuple[str, ...] = ()

    def describe(self) -> str:
        return ", ".join(self.obstacles) if self.obstacles else "admissible"


def admit(version: SourceVersion, reader: str | None, cutoff: datetime | None,
          applies_at: datetime | None) -> Admission:
    """Decide admissibility. A claim without `applies_at` is about the present (as of the cutoff), so a
    superseded or archived version, or one whose effective interval does not contain the cutoff (ended, or
    not yet in force), is out of time."""
    obstacles: list[Obstacle] = []
    flags: list[str] = []
    if not version.readable_by(reader):
        obstacles.append("blocked")
    if version.status == "invalidated":
        obstacles.append("invalidated")
    if cutoff is not None:
        if version.observed_at is None:
            flags.append("observation time unknown")
        elif version.observed_at > cutoff:
            obstacles.append("after_cutoff")
    if applies_at is not None:
        effective = version.effective_at(applies_at)
        if effective is None:
            flags.append("effective interval unknown")
        elif not effective:
            obstacles.append("out_of_time")
    elif version.status in ("superseded", "archived") or (
            cutoff is not None and version.effective_at(cutoff) is False):
        # About the present: the version must be in force at the cutoff (not ended, and not yet to come).
        obstacles.append("out_of_time")
    return Admission(not obstacles, tuple(obstacles), tuple(flags))
