"""`--executor ray`: the same shards as Ray tasks on a local Ray instance started here (2 CPUs)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from _scale_world import SET, cli_run, evaluate, make_world

from citeset.scale import CRASH_HOOK

ray = pytest.importorskip("ray")

@pytest.fixture(scope="module")
def local_ray(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """One Ray instance for the module (start-up is slow); the crash hook path is in its workers' env."""
    hook = tmp_path_factory.mktemp("hook") / "crash"
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False,
             runtime_env={"env_vars": {CRASH_HOOK: str(hook)}})
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


def test_an_unreachable_ray_address_is_a_clear_error_before_any_work(world, tmp_path: Path) -> None:
    suite, run, _ = world
    code, output = cli_run("evaluate", str(suite), str(run), "--out", str(tmp_path / "out"), "--executor", "ray",
                           "--ray-address", "127.0.0.1:9")
    assert code == 2, output
    assert "cannot reach the Ray cluster at 127.0.0.1:9" in output
    assert not (tmp_path / "out").exists() and not (tmp_path / "out.partial").exists()
