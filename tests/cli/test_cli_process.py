"""The collector policy of a one-shot evaluation: when `citeset evaluate` is the whole process, the cyclic
collector stays off and what is alive at the end is frozen, so neither a late collection nor the interpreter's
exit collection walks the suite, the run and the judge's features again (10% of a 10k-claim run). Called from
Python (tests, notebooks, `review serve`), the process's collector is left exactly as it was."""

from __future__ import annotations

import gc
import json
import subprocess
import sys
from pathlib import Path

from citeset.cli import main
from citeset.demo import example_paths

PROBE = """
import atexit, gc, json, sys
atexit.register(lambda: print(json.dumps({"enabled": gc.isenabled(), "frozen": gc.get_freeze_count()})))
sys.argv = ["citeset", *sys.argv[1:]]
from citeset.cli import main
main()
"""


def _evaluate_args(tmp_path: Path, command: str = "evaluate") -> list[str]:
    suite, run = example_paths("cedar")
    return [command, str(suite), str(run), "--out", str(tmp_path / "out"), "--bootstrap", "0", "--no-cache"]


def test_a_process_that_only_evaluates_skips_the_exit_collection(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-c", PROBE, *_evaluate_args(tmp_path)], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    state = json.loads(done.stdout.strip().splitlines()[-1])
    assert state["enabled"] is False and state["frozen"] > 0
    assert (tmp_path / "out" / "report.json").exists()


def test_an_evaluation_called_from_python_leaves_the_collector_alone(tmp_path: Path) -> None:
    frozen = gc.get_freeze_count()
    assert gc.isenabled()
    try:
        main(_evaluate_args(tmp_path))
    except SystemExit as exc:
        assert exc.code in (0, None)
    assert gc.isenabled()
    assert gc.get_freeze_count() == frozen


SIGTERM_IN_SERIALIZER = """
import os, signal
from pydantic import BaseModel, field_serializer
import citeset.cli._main as entry


class Card(BaseModel):
    x: int = 1

    @field_serializer("x")
    def _x(self, value):
        os.kill(os.getpid(), signal.SIGTERM)  # the handler runs inside pydantic's serializer
        for _ in range(1000):
            pass
        return value


def command(*args, **kwargs):
    Card().model_dump_json()


entry.cli.main = command
entry.main([])
"""


def test_sigterm_arriving_inside_a_pydantic_serializer_is_a_stop_not_a_bug() -> None:
    """pydantic wraps the SystemExit our SIGTERM handler raises inside its serializer callback into a
    serialization error; that is still the user's stop (exit 143), not an internal error (exit 3)."""
    done = subprocess.run([sys.executable, "-c", SIGTERM_IN_SERIALIZER], capture_output=True, text=True, timeout=120)
    assert done.returncode == 143, done.stderr
    assert "internal error" not in done.stderr and "Traceback" not in done.stderr
