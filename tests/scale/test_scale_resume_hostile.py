"""`--resume` reads the work folder as input: forged, foreign or stale shard files never run code, never change
the report, and a work folder others could write is refused."""

from __future__ import annotations

import json
import os
import pickle
from pathlib import Path

import pytest
from _scale_world import SET, make_world
from _scale_world import evaluate as evaluate_with

from citeset.scale import CRASH_HOOK


def evaluate(suite: Path, run: Path, out: Path, *extra: str) -> tuple[int, str]:
    return evaluate_with(suite, run, out, *extra, bootstrap=100)


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, Path]:
    root = tmp_path_factory.mktemp("hostile")
    run = make_world(root / "suite", n_cases=520)
    code, output = evaluate(root / "suite", run, root / "one", "--workers", "1")
    assert code == 0, output
    return root / "suite", run, root / "one"


def interrupted(world, tmp_path: Path, monkeypatch) -> Path:
    """A run stopped after shard 0 (of 3): its work folder."""
    suite, run, _ = world
    hook = tmp_path / "crash"
    hook.write_text("1")
    monkeypatch.setenv(CRASH_HOOK, str(hook))
    code, output = evaluate(suite, run, tmp_path / "out", "--workers", "1", "--shard-size", "256")
    assert code == 2, output
    monkeypatch.delenv(CRASH_HOOK)
    return tmp_path / "out.partial"


def resume(world, tmp_path: Path) -> tuple[int, str]:
    suite, run, _ = world
    return evaluate(suite, run, tmp_path / "out", "--workers", "1", "--shard-size", "256", "--resume")


def same_as_one_process(world, out: Path) -> bool:
    return all((world[2] / n).read_bytes() == (out / n).read_bytes() for n in SET)


class _Boom:
    def __reduce__(self):  # type: ignore[no-untyped-def]
        return (os.system, (f"touch {os.environ.get('PWN_MARK', '/nonexistent/x')}",))


def test_resume_never_unpickles_a_shard_file(world, tmp_path: Path, monkeypatch) -> None:
    partial = interrupted(world, tmp_path, monkeypatch)
    mark = tmp_path / "pwned"
    monkeypatch.setenv("PWN_MARK", str(mark))
    for tally in [*partial.glob("shard-00000.tally.*")]:
        blob = pickle.dumps(_Boom())
        tally.write_bytes(blob)
        manifest = partial / "shard-00000.json"
        done = json.loads(manifest.read_text())
        import hashlib

        done["tally_sha256"] = hashlib.sha256(blob).hexdigest()
        manifest.write_text(json.dumps(done))
    code, output = resume(world, tmp_path)
    assert not mark.exists()
    assert code == 0, output  # the forged shard is redone, not trusted
    assert same_as_one_process(world, tmp_path / "out")


def test_resume_redoes_a_shard_whose_cards_do_not_match_its_cases(world, tmp_path: Path, monkeypatch) -> None:
    partial = interrupted(world, tmp_path, monkeypatch)
    cards = partial / "shard-00000.cards.jsonl"
    lines = cards.read_text().splitlines()
    invented = json.loads(lines[0])
    invented["case_id"], invented["verdict"] = "INVENTED", "accept"
    blob = ("\n".join([*lines, json.dumps(invented)]) + "\n").encode()
    cards.write_bytes(blob)
    manifest = partial / "shard-00000.json"
    done = json.loads(manifest.read_text())
    import hashlib

    done["cards_sha256"] = hashlib.sha256(blob).hexdigest()
    manifest.write_text(json.dumps(done))
    code, output = resume(world, tmp_path)
    assert code == 0, output
    assert same_as_one_process(world, tmp_path / "out")


def test_resume_refuses_a_plan_whose_shards_do_not_cover_the_cases(world, tmp_path: Path, monkeypatch) -> None:
    partial = interrupted(world, tmp_path, monkeypatch)
    plan = json.loads((partial / "plan.json").read_text())
    plan["shards"] = plan["shards"][:2]  # drop the last shard: fewer cases than the report would claim
    (partial / "plan.json").write_text(json.dumps(plan))
    code, output = resume(world, tmp_path)
    assert code == 2 and "plan" in output, output
    assert not (tmp_path / "out").exists()


def test_resume_refuses_a_work_folder_others_can_write(world, tmp_path: Path, monkeypatch) -> None:
    partial = interrupted(world, tmp_path, monkeypatch)
    partial.chmod(0o777)
    code, output = resume(world, tmp_path)
    assert code == 2 and "private" in output, output


def test_a_run_read_from_a_pipe_is_evaluated_once_not_by_workers(world, tmp_path: Path) -> None:
    suite, run, _ = world
    fifo = tmp_path / "run.fifo"
    os.mkfifo(fifo)
    import threading

    writer = threading.Thread(target=lambda: fifo.write_bytes(run.read_bytes()))
    writer.start()
    code, output = evaluate(suite, fifo, tmp_path / "out", "--workers", "2", "--shard-size", "256")
    writer.join(timeout=5)
    assert code == 0, output
    report = json.loads((tmp_path / "out" / "report.json").read_text())
    expected = json.loads((world[2] / "report.json").read_text())
    assert report["metrics"] == expected["metrics"] and report["counts"] == expected["counts"]


def test_resume_is_refused_after_citeset_code_changed(world, tmp_path: Path, monkeypatch) -> None:
    interrupted(world, tmp_path, monkeypatch)
    import citeset._version

    monkeypatch.setattr(citeset._version, "code_digest", lambda: "0" * 64)  # an edit, a git pull, a patched install
    code, output = resume(world, tmp_path)
    assert code == 2 and "citeset's code changed" in output, output
