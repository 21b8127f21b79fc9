"""Crash-consistent report sets: a kill at any moment leaves the complete old set or the complete new
one, SIGTERM leaves no temporary files, a second writer is refused, and readers verify the manifest."""

from __future__ import annotations

import fcntl
import hashlib
import importlib.util
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from citeset.demo import example_paths

REPO = Path(__file__).resolve().parents[2]
SET = {"report.json", "cards.jsonl", "report.md", "manifest.json"}


def _generate(root: Path, n: int) -> None:
    spec = importlib.util.spec_from_file_location("bench_evaluate", REPO / "benchmarks" / "bench_evaluate.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.generate(root, n)


def _evaluate(suite: Path, out: Path, seed: int) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "citeset", "evaluate", str(suite), str(suite / "run.jsonl"),
                             "--out", str(out), "--seed", str(seed), "--bootstrap", "20", "--no-progress",
                             "--force"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _consistent_seed(out: Path) -> int:
    """The seed of the complete set in `out`; fails on a partial or mixed set."""
    assert {p.name for p in out.iterdir()} == SET
    manifest = json.loads((out / "manifest.json").read_text())
    assert set(manifest["files"]) == SET - {"manifest.json"}
    for name, digest in manifest["files"].items():
        assert hashlib.sha256((out / name).read_bytes()).hexdigest() == digest, name
    return int(json.loads((out / "report.json").read_text())["config"]["seed"])


def _hidden(parent: Path) -> list[str]:
    return sorted(p.name for p in parent.iterdir() if p.name.startswith("."))


@pytest.fixture(scope="module")
def big_suite(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("big") / "suite"
    _generate(root, 400)
    return root


def _in_process(suite: Path, out: Path, seed: int) -> float:
    from citeset.service import run_evaluation

    started = time.perf_counter()
    run_evaluation(suite, suite / "run.jsonl", "rules", (5, 10), out, seed=seed, n_boot=20, progress=False,
                   keep_cards=False)
    return time.perf_counter() - started


def test_kill_9_never_leaves_a_mixed_set(big_suite: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    full = _in_process(big_suite, out, seed=1)  # the time a child needs once its temporary folder exists
    assert _consistent_seed(out) == 1
    for seed, fraction in ((2, 0.2), (3, 0.6), (4, 0.9)):
        proc = _evaluate(big_suite, out, seed=seed)
        deadline = time.perf_counter() + 60
        while proc.poll() is None and time.perf_counter() < deadline:
            if any(n.startswith(".out.citeset-tmp-") for n in os.listdir(tmp_path)):
                break
            time.sleep(0.005)
        time.sleep(full * fraction)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        assert _consistent_seed(out) in (1, 2, 3, 4)  # complete and consistent, whichever
    _in_process(big_suite, out, seed=5)
    assert _consistent_seed(out) == 5
    assert _hidden(tmp_path) == [], "leftovers of killed runs are removed by the next writer"


def test_sigterm_removes_temporary_files_and_keeps_the_old_set(big_suite: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    _in_process(big_suite, out, seed=1)
    proc = _evaluate(big_suite, out, seed=2)
    deadline = time.perf_counter() + 60
    while not any(n.startswith(".out.citeset-tmp-") for n in os.listdir(tmp_path)):
        assert proc.poll() is None and time.perf_counter() < deadline, "no temporary folder appeared"
        time.sleep(0.005)
    time.sleep(0.2)
    proc.send_signal(signal.SIGTERM)
    code = proc.wait(timeout=60)
    stderr = proc.stderr.read() if proc.stderr else ""
    assert code == 143 and "Traceback" not in stderr, stderr
    assert _hidden(tmp_path) == []
    assert _consistent_seed(out) == 1


def test_a_second_writer_is_refused(tmp_path: Path) -> None:
    suite, run = example_paths("cedar")
    out = tmp_path / "out"
    lock = os.open(tmp_path / ".out.citeset-lock", os.O_RDWR | os.O_CREAT)
    fcntl.flock(lock, fcntl.LOCK_EX)
    try:
        proc = subprocess.run([sys.executable, "-m", "citeset", "evaluate", str(suite), str(run), "--out", str(out)],
                              capture_output=True, text=True, timeout=120)
    finally:
        os.close(lock)
    assert proc.returncode == 2 and "another citeset run is writing" in proc.stderr, proc.stderr
    assert not out.exists()


def _citeset(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    """Run the CLI in this process (as `citeset ARGS`): (exit status, stderr)."""
    from citeset.cli import main

    try:
        main(list(args))
    except SystemExit as exited:
        return int(exited.code or 0), capsys.readouterr().err
    return 0, capsys.readouterr().err


def _cedar(capsys: pytest.CaptureFixture[str], out: Path) -> tuple[int, str]:
    suite, run = example_paths("cedar")
    return _citeset(capsys, "evaluate", str(suite), str(run), "--out", str(out), "--bootstrap", "0", "--force")


def test_report_verifies_the_manifest(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out"
    assert _cedar(capsys, out)[0] == 0
    assert _citeset(capsys, "report", str(out))[0] == 0
    cards = (out / "cards.jsonl").read_text().splitlines()
    (out / "cards.jsonl").write_text("\n".join(cards[:-1]) + "\n")
    code, err = _citeset(capsys, "report", str(out))
    assert code == 2 and "cards.jsonl does not match its digest" in err
    (out / "cards.jsonl").unlink()
    code, err = _citeset(capsys, "report", str(out))
    assert code == 2 and "cards.jsonl" in err and "missing" in err


def test_an_out_folder_with_other_files_is_not_replaced(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "notes.txt").write_text("mine")
    code, err = _cedar(capsys, tmp_path)
    assert code == 2 and "notes.txt" in err and "--out" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]
    out = tmp_path / "out"
    assert _cedar(capsys, out)[0] == 0
    (out / "report.html").write_text("a rendering of the old set")
    assert _cedar(capsys, out)[0] == 0
    assert not (out / "report.html").exists(), "a stale rendering is not mixed with the new set"


def test_an_out_that_is_a_file_or_under_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "f").write_text("x")
    for out in (tmp_path / "f", tmp_path / "f" / "sub"):
        code, err = _cedar(capsys, out)
        assert code == 2 and "Traceback" not in err, err
        assert len(err.strip().splitlines()) == 1 and err.startswith("error: ")
    assert (tmp_path / "f").read_text() == "x"


def test_the_folder_keeps_ordinary_permissions(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out"
    assert _cedar(capsys, out)[0] == 0
    umask = os.umask(0o022)
    os.umask(umask)
    assert out.stat().st_mode & 0o777 == 0o777 & ~umask
    out.chmod(0o750)
    assert _cedar(capsys, out)[0] == 0
    assert out.stat().st_mode & 0o777 == 0o750


def test_demo_writes_each_example_as_a_set(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _citeset(capsys, "demo", "--out", str(tmp_path))[0] == 0
    for name in ("cedar", "alignment", "returns"):
        _consistent_seed(tmp_path / name)


def _die_at(step: int, out: Path, seed: int) -> int:
    """Evaluate in a forked child that dies (os._exit, like kill -9: no cleanup) at its `step`-th file-system
    operation of the report-set writer; returns the child's exit code (0: it finished)."""
    pid = os.fork()
    if pid:
        return os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
    try:
        import shutil
        import tempfile

        import citeset.report._set as writer
        from citeset.service import run_evaluation

        count = [0]

        def dying(owner: object, name: str) -> None:
            original = getattr(owner, name)

            def wrapped(*args: object, **kwargs: object) -> object:
                for when in ("before", "after"):
                    count[0] += 1
                    if count[0] == step:
                        os._exit(9)
                    if when == "before":
                        result = original(*args, **kwargs)
                return result

            setattr(owner, name, wrapped)

        for owner, name in ((os, "rename"), (writer, "_exchange"), (writer, "_fsync_dir"), (shutil, "rmtree"),
                            (tempfile, "mkdtemp"), (writer.ReportSetWriter, "seal"), (os, "fsync")):
            dying(owner, name)
        suite, run = example_paths("cedar")
        run_evaluation(suite, run, "rules", (5,), out, seed=seed, n_boot=0, progress=False)
        os._exit(0)
    except BaseException:
        os._exit(1)


def test_death_at_every_step_of_the_swap_leaves_old_or_new(tmp_path: Path) -> None:
    from citeset.service import run_evaluation

    suite, run = example_paths("cedar")
    run_evaluation(suite, run, "rules", (5,), None, n_boot=0, progress=False)  # warm caches the children share
    out = tmp_path / "out"
    assert _die_at(0, out, seed=1) == 0
    states = []
    for step in range(1, 200):
        code = _die_at(step, out, seed=2)
        states.append(_consistent_seed(out))
        if code == 0:
            break
        assert code == 9
        if states[-1] == 2:  # the new set is in place: put the old one back for the next step
            assert _die_at(0, out, seed=1) == 0
    else:
        pytest.fail("the writer never finished")
    assert states[-1] == 2 and states.count(1) > 5 and 2 in states[:-1], states
    assert _die_at(0, out, seed=3) == 0 and _consistent_seed(out) == 3
    assert _hidden(tmp_path) == []


def test_a_reader_never_sees_a_mixed_set_while_a_writer_swaps(tmp_path: Path) -> None:
    import threading

    from citeset.report._set import read_report_set, write_report_set

    sets = [{"report.json": f'{{"n": {n}}}\n' * 1000, "cards.jsonl": f'{{"n": {n}}}\n' * 10000,
             "report.md": f"# {n}\n"} for n in (1, 2)]
    out = tmp_path / "out"
    stop = threading.Event()

    def write(n: int) -> None:
        with write_report_set(out) as files:
            for name, text in sets[n].items():
                with files.open(name) as handle:
                    handle.write(text)

    def keep_swapping() -> None:
        n = 0
        while not stop.wait(0.01):
            write(n)
            n = 1 - n

    write(0)
    writer = threading.Thread(target=keep_swapping)
    writer.start()
    try:
        for _ in range(40):
            report, cards = read_report_set(out)
            assert cards is not None
            assert (report.decode(), cards.decode()) in {(s["report.json"], s["cards.jsonl"]) for s in sets}
    finally:
        stop.set()
        writer.join()


def test_report_refuses_special_files_without_reading_them(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "report.json").symlink_to("/dev/zero")
    code, err = _citeset(capsys, "report", str(tmp_path))
    assert code == 2 and "not a regular file" in err, err
    (tmp_path / "report.json").unlink()
    os.mkfifo(tmp_path / "report.json")
    code, err = _citeset(capsys, "report", str(tmp_path))
    assert code == 2 and "not a regular file" in err, err


def test_single_output_files_get_the_usual_umask_permissions(tmp_path: Path) -> None:
    from citeset._jsonl import _umask, atomic_writer

    _umask.cache_clear()

    target = tmp_path / "report.md"
    old = os.umask(0o022)
    try:
        with atomic_writer(target) as handle:
            handle.write("# report\n")
    finally:
        os.umask(old)
        _umask.cache_clear()
    assert target.stat().st_mode & 0o777 == 0o644
