"""`--workers`: shards in worker processes merge into the report set one process writes, byte for byte."""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

import pytest
from _scale_world import SET, cli_run, evaluate, judge_builders, make_world, plugins  # noqa: F401 (a fixture)

from citeset.scale import CRASH_HOOK, MIN_CASES_PER_PROCESS, ScaleOptions
from citeset.scale._work import DEFAULT_SHARD_CASES, plan_shards


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, Path]:
    """600 cases in 6 strata (some without a record); the single-process report set as the reference."""
    root = tmp_path_factory.mktemp("scale")
    run = make_world(root / "suite", n_cases=600)
    code, output = evaluate(root / "suite", run, root / "one", "--workers", "1")
    assert code == 0, output
    return root / "suite", run, root / "one"


def assert_same_set(a: Path, b: Path) -> None:
    for name in SET:
        assert (a / name).read_bytes() == (b / name).read_bytes(), name


def test_two_workers_write_the_single_process_report_set(world, tmp_path: Path) -> None:
    suite, run, one = world
    code, output = evaluate(suite, run, tmp_path / "two", "--workers", "2", "--shard-size", "200")
    assert code == 0, output
    assert_same_set(one, tmp_path / "two")  # 3 shards of 256, 256 and 88 cases
    assert not (tmp_path / "two.partial").exists()  # the work folder goes once the report set is in place
    assert (one / "cards.jsonl").read_text().count("\n") >= 600


def test_a_worker_that_dies_is_named_and_leaves_no_report(world, tmp_path: Path, monkeypatch) -> None:
    suite, run, _ = world
    hook = tmp_path / "crash"
    hook.write_text("1")
    monkeypatch.setenv(CRASH_HOOK, str(hook))
    code, output = evaluate(suite, run, tmp_path / "out", "--workers", "2", "--shard-size", "256")
    assert code == 2, output
    assert "shard 1 (cases c256 .. c511, 256 case(s))" in output and "--resume" in output
    assert not (tmp_path / "out").exists()
    assert not hook.exists()  # the hook fired: the worker died mid-shard


def test_resume_reuses_completed_shards_and_equals_an_uninterrupted_run(world, tmp_path: Path,
                                                                       monkeypatch) -> None:
    suite, run, one = world
    hook = tmp_path / "crash"
    hook.write_text("1")
    monkeypatch.setenv(CRASH_HOOK, str(hook))
    code, output = evaluate(suite, run, tmp_path / "out", "--workers", "1", "--shard-size", "256")
    assert code == 2, output
    partial = tmp_path / "out.partial"
    assert (partial / "shard-00000.json").exists() and not (partial / "shard-00001.json").exists()
    code, output = evaluate(suite, run, tmp_path / "out", "--workers", "2", "--shard-size", "256", "--resume")
    assert code == 0, output
    assert_same_set(one, tmp_path / "out")
    assert not partial.exists()


def test_resume_does_not_redo_a_completed_shard(world, tmp_path: Path, monkeypatch) -> None:
    suite, run, one = world
    hook = tmp_path / "crash"
    hook.write_text("1")
    monkeypatch.setenv(CRASH_HOOK, str(hook))
    assert evaluate(suite, run, tmp_path / "out", "--workers", "1", "--shard-size", "256")[0] == 2
    hook.write_text("0")  # shard 0 would die if it were evaluated again
    code, output = evaluate(suite, run, tmp_path / "out", "--workers", "1", "--shard-size", "256", "--resume")
    assert code == 0, output
    assert hook.exists()
    assert_same_set(one, tmp_path / "out")


def test_resume_is_refused_when_inputs_or_settings_changed(world, tmp_path: Path, monkeypatch) -> None:
    suite, run, _ = world
    hook = tmp_path / "crash"
    hook.write_text("1")
    monkeypatch.setenv(CRASH_HOOK, str(hook))
    assert evaluate(suite, run, tmp_path / "out", "--workers", "1", "--shard-size", "256")[0] == 2
    code, output = evaluate(suite, run, tmp_path / "out", "--workers", "1", "--shard-size", "256", "--resume",
                            "--seed", "3")
    assert code == 2 and "cannot resume: --seed changed" in output, output
    changed = tmp_path / "run.jsonl"
    changed.write_bytes(run.read_bytes() + b"\n")
    code, output = evaluate(suite, changed, tmp_path / "out", "--workers", "1", "--shard-size", "256", "--resume")
    assert code == 2 and "cannot resume: run changed" in output, output


def test_a_malformed_run_line_is_named_before_any_worker_starts(world, tmp_path: Path) -> None:
    suite, run, _ = world
    lines = run.read_text().splitlines()
    lines[400] = lines[400].replace('"answer_text"', '"answer_txt"')
    bad = tmp_path / "run.jsonl"
    bad.write_text("\n".join(lines) + "\n")
    code, output = evaluate(suite, bad, tmp_path / "out", "--workers", "2")
    assert code == 2
    assert f"{bad}:401: field 'answer_txt'" in output, output
    assert not (tmp_path / "out").exists() and not (tmp_path / "out.partial").exists()


def test_two_workers_share_one_label_cache(world, tmp_path: Path) -> None:
    suite, run, one = world
    cache = tmp_path / "labels.sqlite"
    for out in ("a", "b"):  # the second run is served from what both workers wrote
        code, output = evaluate(suite, run, tmp_path / out, "--workers", "2", "--shard-size", "256",
                                "--cache", str(cache))
        assert code == 0, output
    with sqlite3.connect(cache) as con:
        assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert con.execute("SELECT count(*) FROM judgments").fetchone()[0] > 600
    assert (tmp_path / "a" / "report.json").read_bytes() == (tmp_path / "b" / "report.json").read_bytes()
    assert (tmp_path / "a" / "cards.jsonl").read_bytes() == (one / "cards.jsonl").read_bytes()


def test_gate_with_workers_keeps_every_card_its_policy_reads(world, tmp_path: Path) -> None:
    suite, run, _ = world
    policy = tmp_path / "policy.yaml"
    policy.write_text("consequential_must_accept: true\n")
    args = ["gate", str(suite), str(run), "--policy", str(policy), "--bootstrap", "0"]
    one = cli_run(*args)
    two = cli_run(*args, "--workers", "2", "--shard-size", "256")
    assert one == two and "consequential" in one[1]


def test_resume_needs_out(world, tmp_path: Path) -> None:
    suite, run, _ = world
    policy = tmp_path / "policy.yaml"
    policy.write_text("min: {}\n")
    code, output = cli_run("gate", str(suite), str(run), "--policy", str(policy), "--resume")
    assert code == 2 and "--resume needs --out" in output


def test_default_workers_are_the_cores_but_one_process_for_small_runs() -> None:
    assert ScaleOptions().processes(MIN_CASES_PER_PROCESS - 1) == 1
    assert ScaleOptions().processes(MIN_CASES_PER_PROCESS) >= 1
    assert ScaleOptions(workers=3).processes(10) == 3
    assert not ScaleOptions().sharded(100) and ScaleOptions(workers=2).sharded(100)


def test_ray_executor_without_ray_installed_is_a_clear_error(world, tmp_path: Path, monkeypatch) -> None:
    suite, run, _ = world
    monkeypatch.setitem(sys.modules, "ray", None)  # as if not installed
    code, output = evaluate(suite, run, tmp_path / "out", "--executor", "ray")
    assert code == 2 and "Ray is not installed: pip install 'citeset[ray]'" in output, output
    assert not (tmp_path / "out").exists()


def test_cases_in_run_with_workers_scores_the_same_cases(world, tmp_path: Path) -> None:
    suite, run, _ = world
    for out, extra in (("one", ["--workers", "1"]), ("two", ["--workers", "2", "--shard-size", "256"])):
        code, output = evaluate(suite, run, tmp_path / out, "--cases-in-run", *extra)
        assert code == 0, output
    assert_same_set(tmp_path / "one", tmp_path / "two")
    assert '"missing_records": 0' in (tmp_path / "two" / "report.json").read_text()


def test_each_worker_process_takes_shard_after_shard_and_builds_its_judge_once(world, plugins: Path,  # noqa: F811
                                                                                tmp_path: Path) -> None:
    builders = judge_builders(world, tmp_path, "--workers", "2", "--shard-size", "100")
    assert len(builders) == len(set(builders)) == 2  # 3 shards, 2 processes: one judge per process


def test_default_shards_are_bounded_so_a_worker_holds_a_bounded_part_of_a_large_run() -> None:
    shards = plan_shards(1_000_000, 2, None, 256)
    assert max(s.stop - s.start for s in shards) == DEFAULT_SHARD_CASES and shards[-1].stop == 1_000_000
    assert [(s.start, s.stop) for s in plan_shards(3000, 2, None, 256)] == [(0, 1024), (1024, 2048), (2048, 2560),
                                                                            (2560, 3000)]
    assert [(s.start, s.stop) for s in plan_shards(1500, 2, None, 256)] == [(0, 768), (768, 1500)]


def _finishing_times(shards: list, workers: int) -> list[int]:
    """Cases each worker evaluates when every worker takes the next shard as soon as it is free (equal speed)."""
    loads = [0] * workers
    for shard in shards:
        loads[loads.index(min(loads))] += shard.stop - shard.start
    return loads


@pytest.mark.parametrize("workers", [1, 2, 3, 4, 8])
@pytest.mark.parametrize("n", [300, 3000, 10_000, 8193, 100_000, 1_000_000, 123_457])
def test_workers_finish_together_the_last_shards_sharing_what_is_left(n: int, workers: int) -> None:
    """Shards of `DEFAULT_SHARD_CASES` cases, but what is left once every worker has had a whole number of them is split in
    even parts, one per worker: 10k cases on 2 workers used to be 4,096 + 1,808 cases for one and 4,096 for
    the other, the second idle for the last fifth of the run. Every shard stays whole batches (judge
    questions de-duplicated as in one process) and no larger than the default."""
    batch = 256
    shards = plan_shards(n, workers, None, batch)
    assert [s.start for s in shards] == [0] + [s.stop for s in shards[:-1]] and shards[-1].stop == n
    assert all((s.stop - s.start) % batch == 0 for s in shards[:-1])
    assert max(s.stop - s.start for s in shards) <= DEFAULT_SHARD_CASES
    loads = _finishing_times(shards, workers)
    assert max(loads) - min(loads) <= batch, loads


def test_shard_tasks_carry_positions_not_case_ids_so_the_parent_holds_none(world, tmp_path: Path,
                                                                          monkeypatch) -> None:
    """A task names its cases by position in the index's selection: what the parent builds and sends for a
    shard does not grow with the shard's cases (at a million cases, ids would be ~70 MB held by the parent)."""
    import pickle

    from citeset.scale import _sharded

    sent: list = []
    real = _sharded.run_local

    def spy(tasks, *args, **kwargs):  # type: ignore[no-untyped-def]
        sent.extend(tasks)
        return real(tasks, *args, **kwargs)

    monkeypatch.setattr(_sharded, "run_local", spy)
    suite, run, one = world
    code, output = evaluate(suite, run, tmp_path / "two", "--workers", "2", "--shard-size", "200")
    assert code == 0, output
    assert_same_set(one, tmp_path / "two")
    sizes = [len(pickle.dumps(task)) for task in sent]
    assert [len(task) for task in sent] == [256, 256, 88]
    assert max(sizes) - min(sizes) < 40, sizes  # a shard of 256 cases costs what one of 88 does


def _spy_on_workers(monkeypatch) -> list:  # type: ignore[no-untyped-def]
    """Every (tasks, processes) the parent hands to local worker processes."""
    from citeset.scale import _sharded

    calls: list = []
    real = _sharded.run_local

    def spy(tasks, workers, *args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append((list(tasks), workers))
        return real(tasks, workers, *args, **kwargs)

    monkeypatch.setattr(_sharded, "run_local", spy)
    return calls


def test_one_process_streams_inputs_over_the_size_limit_into_the_same_report_set(world, tmp_path: Path,
                                                                                 monkeypatch) -> None:
    """`--workers 1` on a suite folder and run of STREAM_INPUT_BYTES or more: checked as a stream into an index
    and evaluated shard by shard by one worker process, never loaded whole (a million benchmark claims would
    take about 32 GB whole); the report set is byte for byte the one the whole-suite path writes."""
    from citeset.scale import _sharded

    monkeypatch.setattr(_sharded, "STREAM_INPUT_BYTES", 1)
    calls = _spy_on_workers(monkeypatch)
    suite, run, one = world
    code, output = evaluate(suite, run, tmp_path / "out", "--workers", "1")
    assert code == 0, output
    assert_same_set(one, tmp_path / "out")
    [(tasks, processes)] = calls
    assert processes == 1 and [len(t) for t in tasks] == [600]
    assert all(t.cases.ids is None and t.index_path is not None for t in tasks)  # read from the index


def test_no_stream_loads_the_suite_whole_in_one_process_whatever_its_size(world, tmp_path: Path,
                                                                         monkeypatch) -> None:
    from citeset.scale import _sharded

    monkeypatch.setattr(_sharded, "STREAM_INPUT_BYTES", 1)
    calls = _spy_on_workers(monkeypatch)
    suite, run, one = world
    code, output = evaluate(suite, run, tmp_path / "out", "--workers", "1", "--no-stream")
    assert code == 0, output
    assert_same_set(one, tmp_path / "out")
    assert calls == []


def test_stream_streams_a_small_suite_and_small_inputs_do_not_by_default(world, tmp_path: Path,
                                                                        monkeypatch) -> None:
    calls = _spy_on_workers(monkeypatch)
    suite, run, one = world
    code, output = evaluate(suite, run, tmp_path / "small", "--workers", "1")
    assert code == 0 and calls == [], output  # a few hundred kB: loaded whole, the faster path
    code, output = evaluate(suite, run, tmp_path / "out", "--workers", "1", "--stream", "--shard-size", "300")
    assert code == 0, output
    assert_same_set(one, tmp_path / "out")
    [(tasks, processes)] = calls
    assert processes == 1 and [len(t) for t in tasks] == [512, 88]


def test_when_to_stream() -> None:
    from citeset.scale._sharded import STREAM_INPUT_BYTES

    assert not ScaleOptions(workers=1).streams(STREAM_INPUT_BYTES - 1)
    assert ScaleOptions(workers=1).streams(STREAM_INPUT_BYTES)
    assert not ScaleOptions(workers=1, stream=False).streams(10 * STREAM_INPUT_BYTES)
    assert ScaleOptions(workers=1, stream=True).streams(0)
    assert ScaleOptions(workers=2).streams(0)  # several processes: the parent never holds the suite
    assert not ScaleOptions(workers=2, stream=False).streams(0)  # held whole, then sharded


def test_stream_of_a_run_read_from_a_pipe_is_a_clear_error(world, tmp_path: Path) -> None:
    import os

    suite, _, _ = world
    pipe = tmp_path / "run.pipe"
    os.mkfifo(pipe)  # never opened: refused before any input is read
    code, output = evaluate(suite, pipe, tmp_path / "out", "--stream")
    assert code == 2 and "--stream needs a suite folder and a run that is a regular file" in output, output
    assert str(pipe) in output and not (tmp_path / "out").exists()


def test_stream_does_not_hide_a_missing_input_or_suite_file(world, tmp_path: Path) -> None:
    suite, run, _ = world
    code, output = evaluate(tmp_path / "nosuch", run, tmp_path / "out", "--stream")
    assert code == 2 and "suite not found" in output, output
    code, output = evaluate(suite, tmp_path / "nosuch.jsonl", tmp_path / "out", "--stream")
    assert code == 2 and "file not found" in output, output
    code, output = evaluate(suite, tmp_path, tmp_path / "out", "--stream")
    assert code == 2 and "found a folder" in output, output
    partial = tmp_path / "partial"
    partial.mkdir()
    (partial / "sources.jsonl").write_bytes((suite / "sources.jsonl").read_bytes())
    for extra in (["--stream"], ["--no-stream"], ["--workers", "2"]):
        code, output = evaluate(partial, run, tmp_path / "out", *extra)
        assert code == 2 and "a suite folder needs sources.jsonl, spans.jsonl and cases.jsonl" in output, output


def test_the_library_evaluates_in_this_process_unless_asked(world, tmp_path: Path, monkeypatch) -> None:
    """`run_evaluation` without `scale` starts no process whatever the inputs' size (a script calling it needs
    no `if __name__ == "__main__":` guard)."""
    from citeset.scale import _sharded
    from citeset.service import run_evaluation

    monkeypatch.setattr(_sharded, "STREAM_INPUT_BYTES", 1)
    calls = _spy_on_workers(monkeypatch)
    suite, run, _ = world
    evaluation = run_evaluation(suite, run, "rules", (5, 10), None, n_boot=0)
    assert calls == [] and evaluation.report.counts.cards >= 600


def test_a_frozen_suite_counts_its_manifest_toward_the_size_limit(tmp_path: Path) -> None:
    """Loaded whole, a frozen suite also holds its manifest (about three times the suite's files)."""
    from _scale_world import make_world

    from citeset.scale import suite_input_bytes
    from citeset.suite._freeze import freeze_suite

    run = make_world(tmp_path / "suite", n_cases=50)
    before = suite_input_bytes(tmp_path / "suite", run)
    freeze_suite(tmp_path / "suite", check_routes=False)
    after = suite_input_bytes(tmp_path / "suite", run)
    assert after == before + (tmp_path / "suite" / "manifest.json").stat().st_size



@pytest.mark.parametrize("order", ["as they finish", "last first"])
def test_shard_tallies_merge_in_shard_order_while_later_shards_run(world, tmp_path: Path, monkeypatch,
                                                                  order: str) -> None:
    """The parent merges a shard's tally as soon as every shard before it is complete, while later shards
    still run (not all at the end, when the workers are idle), and always in shard order: shards that finish
    last first give the report set of shards that finish in order."""
    from citeset.scale import _sharded

    real_run, real_load = _sharded.run_local, _sharded.load_tally
    merged: list[int] = []
    merged_when: dict[int, list[int]] = {}

    def load(task, done):  # type: ignore[no-untyped-def]
        merged.append(task.index)
        return real_load(task, done)

    def workers(tasks, processes, progress, resumable, on_done, pool=None):  # type: ignore[no-untyped-def]
        def noted(task):  # type: ignore[no-untyped-def]
            on_done(task)
            merged_when[task.index] = list(merged)

        if order == "as they finish":
            return real_run(tasks, processes, progress, resumable, noted, pool=pool)
        real_run(tasks, processes, progress, resumable, lambda task: None, pool=pool)
        for task in reversed(tasks):
            noted(task)

    monkeypatch.setattr(_sharded, "load_tally", load)
    monkeypatch.setattr(_sharded, "run_local", workers)
    suite, run, one = world
    code, output = evaluate(suite, run, tmp_path / "out", "--workers", "1", "--shard-size", "256")
    assert code == 0, output
    expected = ({0: [0], 1: [0, 1], 2: [0, 1, 2]} if order == "as they finish"
                else {2: [], 1: [], 0: [0, 1, 2]})
    assert merged_when == expected
    assert_same_set(one, tmp_path / "out")
