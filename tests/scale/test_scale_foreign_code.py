"""Shards are merged only when this citeset's code computed them, and `--executor ray` without an address starts
a local Ray instance rather than joining whatever cluster the environment names (audit 33: the workers of a
cluster found through $RAY_ADDRESS / Ray's temp folder ran another citeset, and their verdicts were merged)."""

from __future__ import annotations

import sys
import types
from pathlib import Path
from typing import Any

import pytest
from _scale_world import evaluate, make_world

import citeset.scale._shard
from citeset.scale._ray import connect


def test_a_shard_computed_by_other_code_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    run = make_world(tmp_path / "suite", n_cases=60)
    # The workers (spawned) compute this install's digest; the parent here stands for another install.
    monkeypatch.setattr(citeset.scale._shard, "code_digest", lambda: "f" * 64)
    code, output = evaluate(tmp_path / "suite", run, tmp_path / "out", "--workers", "2", "--shard-size", "30",
                            bootstrap=0)
    assert code == 2, output
    assert "error: " in output and "shard 0" in output and "other citeset code" in output, output
    assert "Traceback" not in output and not (tmp_path / "out" / "report.json").exists()


class FakeRay(types.ModuleType):
    def __init__(self) -> None:
        super().__init__("ray")
        self.calls: list[dict[str, Any]] = []

    def is_initialized(self) -> bool:
        return False

    def init(self, **kwargs: Any) -> None:
        self.calls.append(kwargs)


@pytest.mark.parametrize("given, used", [(None, "local"), ("auto", "auto")])
def test_ray_without_an_address_starts_a_local_instance(given: str | None, used: str,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    fake = FakeRay()
    monkeypatch.setitem(sys.modules, "ray", fake)
    monkeypatch.setenv("RAY_ADDRESS", "10.0.0.9:6379")  # another cluster, named by the environment
    assert connect(given, 2) is True
    assert fake.calls[0]["address"] == used
    assert fake.calls[0]["num_cpus"] == (2 if used == "local" else None)
