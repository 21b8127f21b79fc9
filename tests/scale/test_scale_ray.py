"""`--executor ray`: the same shards on a local Ray instance started here (2 CPUs), run by Ray actors that
keep their judge across shards (a model loads once per worker)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from _scale_world import SET, cli_run, evaluate, judge_builders, make_world, plugins  # noqa: F401 (a fixture)

from citeset.scale import CRASH_HOOK

ray = pytest.importorskip("ray")

@pytest.fixture(scope="module")
def local_ray(tmp_path_factory: pytest.TempPathFactory, plugins: Path) -> Iterator[Path]:  # noqa: F811
    """One Ray instance for the module (start-up is slow); the crash hook path is in its workers' env."""
    hook = tmp_path_factory.mktemp("hook") / "crash"
    path = os.pathsep.join([str(plugins), *filter(None, [os.environ.get("PYTHONPATH")])])
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False,
             runtime_env={"env_vars": {CRASH_HOOK: str(hook), "PYTHONPATH": path}})
    yield hook
    ray.shutdown()


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, Path]:
    root = tmp_path_factory.mktemp("rayworld")
    run = make_world(root / "suite", n_cases=600)
    code, output = evaluate(root / "suite", run, root / "one", "--workers", "1")
    assert code == 0, output
    return root / "suite", run, root / "one"


def ray_evaluate(world: tuple[Path, Path, Path], out: Path) -> tuple[int, str]:
    suite, run, _ = world
    return evaluate(suite, run, out, "--executor", "ray", "--shard-size", "256")


def test_ray_tasks_write_the_local_report_set_and_retry_a_killed_worker(local_ray: Path, world, tmp_path) -> None:
    code, output = ray_evaluate(world, tmp_path / "ray")
    assert code == 0, output
    for name in SET:
        assert (world[2] / name).read_bytes() == (tmp_path / "ray" / name).read_bytes(), name
    local_ray.write_text("1")  # the worker of shard 1 dies mid-shard, once; Ray retries the task
    code, output = ray_evaluate(world, tmp_path / "killed")
    assert code == 0, output
    assert not local_ray.exists()  # it did die
    for name in SET:  # no card lost or duplicated
        assert (world[2] / name).read_bytes() == (tmp_path / "killed" / name).read_bytes(), name


def test_each_ray_worker_builds_the_judge_once_for_all_its_shards(local_ray: Path, world, tmp_path: Path) -> None:
    builders = judge_builders(world, tmp_path, "--executor", "ray", "--shard-size", "100")
    assert len(builders) <= 2, builders  # 3 shards, 2 CPUs: one judge per worker, not one per shard
    assert len(builders) == len(set(builders))


def test_ray_progress_advances_batch_by_batch(local_ray: Path, world, tmp_path: Path, monkeypatch) -> None:
    from rich.progress import Progress

    steps: list[float] = []
    advance = Progress.advance

    def record(self, task_id, advance_by: float = 1) -> None:  # type: ignore[no-untyped-def]
        if self._tasks[task_id].description == "cases":  # not the bytes of the inputs' check
            steps.append(advance_by)
        advance(self, task_id, advance_by)

    monkeypatch.setattr(Progress, "advance", record)
    suite, run, _ = world
    code, output = evaluate(suite, run, tmp_path / "ray", "--executor", "ray", "--shard-size", "512")
    assert code == 0, output
    # Shards of 512 and 88 cases, evaluated in batches of 256: one update a batch, not one at a shard's end.
    assert sorted(steps) == [88, 256, 256]


def test_an_unreachable_ray_address_is_a_clear_error_before_any_work(world, tmp_path: Path) -> None:
    suite, run, _ = world
    code, output = cli_run("evaluate", str(suite), str(run), "--out", str(tmp_path / "out"), "--executor", "ray",
                           "--ray-address", "127.0.0.1:9")
    assert code == 2, output
    assert "cannot reach the Ray cluster at 127.0.0.1:9" in output
    assert not (tmp_path / "out").exists() and not (tmp_path / "out.partial").exists()
