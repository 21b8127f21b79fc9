"""Inputs stay inside the suite: a version's `path` never reads outside the suite folder, never blocks on a
special file, never reads an unbounded file; every refusal is one line naming file, line and field, exit 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from citeset.cli._main import main
from citeset.errors import InputError
from citeset.suite import load_suite
from conftest import TEXTS, cedar_case, make_suite, world_sources, write_jsonl

RUN = [{"case_id": "A", "answer_text": "Entity R holds Cedar's rights.",
        "claims": [{"text": "Entity R holds Cedar's rights.", "claim_id": "c",
                    "citations": [{"span_id": "a1"}, {"span_id": "a2"}]}]}]
SECRET = "TOP-SECRET-MARKER-7731"


def suite_with_path(root: Path, path: str) -> Path:
    """The small world with map-v1's text read from `path` instead of given inline."""
    sources = world_sources()
    del sources[0]["text"]
    sources[0]["path"] = path
    return make_suite(root, [cedar_case("A")], sources=sources)


def cli(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    try:
        main(args)
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def assert_refused(suite: Path, tmp_path: Path, capsys: Any, *phrases: str) -> str:
    """evaluate and freeze both exit 2 with one line naming sources.jsonl:1 and field 'path'; nothing frozen."""
    run = write_jsonl(tmp_path / "run.jsonl", RUN)
    code, out, err = cli(["evaluate", str(suite), str(run), "--out", str(tmp_path / "out"), "--bootstrap", "0"],
                         capsys)
    assert code == 2, out + err
    assert err.count("\n") == 1 and err.startswith(f"error: {suite / 'sources.jsonl'}:1: field 'path': ")
    for phrase in phrases:
        assert phrase in err
    assert not (tmp_path / "out" / "cards.jsonl").exists()
    code, out, err2 = cli(["freeze", str(suite)], capsys)
    assert code == 2 and err2 == err
    assert not (suite / "objects").exists() and not (suite / "manifest.json").exists()
    return err


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    path = tmp_path / "outside.txt"
    path.write_text(TEXTS["map-v1"] + SECRET + "\n", encoding="utf-8")
    return path


def test_text_inside_the_suite_still_loads(tmp_path: Path) -> None:
    root = tmp_path / "s"
    (root / "texts" / "deep").mkdir(parents=True)
    (root / "texts" / "deep" / "map.txt").write_text(TEXTS["map-v1"], encoding="utf-8")
    (root / "texts" / "alias.txt").symlink_to(root / "texts" / "deep" / "map.txt")
    assert load_suite(suite_with_path(root, "texts/deep/../deep/map.txt")).texts["map-v1"] == TEXTS["map-v1"]
    assert load_suite(suite_with_path(root, "texts/alias.txt")).texts["map-v1"] == TEXTS["map-v1"]


def test_absolute_path_is_refused(tmp_path: Path, outside: Path, capsys: Any) -> None:
    err = assert_refused(suite_with_path(tmp_path / "s", str(outside)), tmp_path, capsys, "absolute path")
    assert SECRET not in err


@pytest.mark.parametrize("target", ["/etc/passwd", "/proc/self/environ"])
def test_system_files_are_refused(tmp_path: Path, capsys: Any, target: str) -> None:
    assert_refused(suite_with_path(tmp_path / "s", target), tmp_path, capsys, "absolute path")


def test_climbing_out_with_dotdot_is_refused(tmp_path: Path, outside: Path, capsys: Any) -> None:
    assert_refused(suite_with_path(tmp_path / "s", "../outside.txt"), tmp_path, capsys, "leaves the suite folder")
    assert_refused(suite_with_path(tmp_path / "s2", "texts/../../../etc/hostname"), tmp_path, capsys,
                   "leaves the suite folder")


def test_symlink_leading_out_is_refused(tmp_path: Path, outside: Path, capsys: Any) -> None:
    root = tmp_path / "s"
    root.mkdir()
    (root / "map.txt").symlink_to(outside)
    err = assert_refused(suite_with_path(root, "map.txt"), tmp_path, capsys, "symlink", "outside the suite folder")
    assert str(outside) not in err


def test_symlinked_folder_leading_out_is_refused(tmp_path: Path, outside: Path, capsys: Any) -> None:
    root = tmp_path / "s"
    root.mkdir()
    (root / "texts").symlink_to(tmp_path)
    assert_refused(suite_with_path(root, "texts/outside.txt"), tmp_path, capsys, "outside the suite folder")


def test_a_folder_swapped_for_a_link_after_the_check_is_refused(tmp_path: Path, outside: Path,
                                                               monkeypatch: Any) -> None:
    """A hardening audit raced the check: a folder on the path, swapped for a link leading out between the
    path's check and its open, read the outside file thousands of times in 20 s. The swap is made here at the
    open itself; where the open file really is decides."""
    root = tmp_path / "s"
    (root / "texts").mkdir(parents=True)
    (root / "texts" / "outside.txt").write_text(TEXTS["map-v1"], encoding="utf-8")
    suite = suite_with_path(root, "texts/outside.txt")
    real_open = os.open

    def swapping_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if str(path).endswith("texts/outside.txt") and (root / "texts").is_dir() and not (root / "texts").is_symlink():
            (root / "texts" / "outside.txt").unlink()
            (root / "texts").rmdir()
            (root / "texts").symlink_to(tmp_path)
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", swapping_open)
    with pytest.raises(InputError) as caught:
        load_suite(suite)
    assert "outside the suite folder" in str(caught.value) and SECRET not in str(caught.value)


def test_symlink_to_proc_environ_is_refused(tmp_path: Path, capsys: Any) -> None:
    root = tmp_path / "s"
    root.mkdir()
    (root / "env.txt").symlink_to("/proc/self/environ")
    assert_refused(suite_with_path(root, "env.txt"), tmp_path, capsys, "outside the suite folder")


def test_folder_is_refused(tmp_path: Path, capsys: Any) -> None:
    root = tmp_path / "s"
    (root / "texts").mkdir(parents=True)
    assert_refused(suite_with_path(root, "texts"), tmp_path, capsys, "is a folder")


def test_missing_file_is_refused(tmp_path: Path, capsys: Any) -> None:
    assert_refused(suite_with_path(tmp_path / "s", "texts/nowhere.txt"), tmp_path, capsys, "not found")


def run_cli_guarded(args: list[str], env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run the CLI in a child process: a load that blocks on a special file fails the test instead of hanging."""
    return subprocess.run([sys.executable, "-m", "citeset", *args], capture_output=True, text=True, timeout=60,
                          env={**os.environ, **(env or {})}, check=False)


def test_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    root = tmp_path / "s"
    root.mkdir()
    os.mkfifo(root / "pipe.txt")
    suite = suite_with_path(root, "pipe.txt")
    for args in (["freeze", str(suite)],
                 ["evaluate", str(suite), str(write_jsonl(tmp_path / "run.jsonl", RUN)), "--out",
                  str(tmp_path / "out")]):
        done = run_cli_guarded(args)
        assert done.returncode == 2, done.stderr
        assert done.stderr == f"error: {suite / 'sources.jsonl'}:1: field 'path': 'pipe.txt' is not a regular file " \
                              "(a FIFO)\n"
    assert not (root / "objects").exists()


def test_dev_zero_is_refused_without_blocking(tmp_path: Path) -> None:
    root = tmp_path / "s"
    root.mkdir()
    (root / "zero.txt").symlink_to("/dev/zero")
    done = run_cli_guarded(["freeze", str(suite_with_path(root, "zero.txt"))])
    assert done.returncode == 2 and "field 'path'" in done.stderr and done.stderr.count("\n") == 1
    done = run_cli_guarded(["freeze", str(suite_with_path(tmp_path / "s2", "/dev/zero"))])
    assert done.returncode == 2 and "absolute path" in done.stderr


def test_suite_file_that_is_a_fifo_is_refused(tmp_path: Path) -> None:
    root = make_suite(tmp_path / "s", [cedar_case("A")])
    (root / "spans.jsonl").unlink()
    os.mkfifo(root / "spans.jsonl")
    done = run_cli_guarded(["freeze", str(root)])
    assert done.returncode == 2
    assert done.stderr == f"error: {root / 'spans.jsonl'}: not a regular file (a FIFO)\n"


def test_file_over_the_size_limit_is_refused(tmp_path: Path, capsys: Any, monkeypatch: Any) -> None:
    root = tmp_path / "s"
    root.mkdir()
    (root / "big.txt").write_text(TEXTS["map-v1"] + "x" * 500, encoding="utf-8")
    suite = suite_with_path(root, "big.txt")
    with pytest.raises(InputError) as exc:
        load_suite(suite, max_text_bytes=100)
    assert "field 'path'" in str(exc.value) and "over the limit of 100 bytes" in str(exc.value)
    assert load_suite(suite, max_text_bytes=10_000).texts["map-v1"].startswith(TEXTS["map-v1"])
    monkeypatch.setenv("CITESET_MAX_TEXT_BYTES", "100")
    assert_refused(suite, tmp_path, capsys, "'big.txt' is 591 bytes, over the limit of 100 bytes",
                   "CITESET_MAX_TEXT_BYTES")


def test_bad_size_limit_setting_is_an_input_error(tmp_path: Path, monkeypatch: Any, capsys: Any) -> None:
    monkeypatch.setenv("CITESET_MAX_TEXT_BYTES", "lots")
    code, _, err = cli(["freeze", str(make_suite(tmp_path / "s", [cedar_case("A")]))], capsys)
    assert code == 2 and err == "error: CITESET_MAX_TEXT_BYTES: expected a whole number of bytes, got 'lots'\n"


def test_text_that_is_not_utf8_is_refused(tmp_path: Path, capsys: Any) -> None:
    root = tmp_path / "s"
    root.mkdir()
    (root / "latin1.txt").write_bytes(TEXTS["map-v1"].encode() + "Café".encode("latin-1"))
    assert_refused(suite_with_path(root, "latin1.txt"), tmp_path, capsys,
                   "'latin1.txt' is not UTF-8 text (invalid byte 0xe9 at byte 94)")


def test_bundle_paths_are_confined_to_the_bundle_folder(tmp_path: Path, outside: Path, capsys: Any) -> None:
    import yaml

    sources = world_sources()
    del sources[0]["text"]
    sources[0]["path"] = "../outside.txt"
    folder = tmp_path / "bundles"
    folder.mkdir()
    bundle = folder / "suite.yaml"
    bundle.write_text(yaml.safe_dump({"sources": sources, "spans": [], "cases": [cedar_case("A")]}))
    code, _, err = cli(["evaluate", str(bundle), str(write_jsonl(tmp_path / "run.jsonl", RUN)), "--out",
                        str(tmp_path / "out")], capsys)
    assert code == 2
    line = next(i for i, row in enumerate(bundle.read_text().splitlines(), 1) if "../outside.txt" in row)
    assert err.startswith(f"error: {bundle}:{line}: field 'sources[0].path': '../outside.txt' leaves the suite")


def test_bundle_that_is_a_fifo_is_refused(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "suite.yaml")
    done = run_cli_guarded(["evaluate", str(tmp_path / "suite.yaml"), str(write_jsonl(tmp_path / "r.jsonl", RUN)),
                            "--out", str(tmp_path / "out")])
    assert done.returncode == 2
    assert done.stderr == f"error: {tmp_path / 'suite.yaml'}: not a regular file (a FIFO)\n"


def test_manifest_object_path_must_be_content_addressed(tmp_path: Path, capsys: Any) -> None:
    import json

    from citeset.suite import freeze_suite

    root = make_suite(tmp_path / "s", [cedar_case("A")])
    freeze_suite(root)
    manifest = json.loads((root / "manifest.json").read_text())
    manifest["versions"]["map-v1"]["object"] = "../../etc/passwd"
    (root / "manifest.json").write_text(json.dumps(manifest, indent=2))
    code, _, err = cli(["freeze", str(root)], capsys)
    assert code == 2
    assert err.startswith(f"error: {root / 'manifest.json'}: field 'versions.map-v1.object': ")
    assert "content-addressed" in err


def test_freeze_never_writes_through_a_symlink_leading_out(tmp_path: Path, capsys: Any) -> None:
    root = make_suite(tmp_path / "s", [cedar_case("A")])
    (tmp_path / "elsewhere").mkdir()
    (root / "objects").symlink_to(tmp_path / "elsewhere")
    code, _, err = cli(["freeze", str(root)], capsys)
    assert code == 2 and err.startswith(f"error: {root / 'objects'}: cannot store texts: ")
    assert list((tmp_path / "elsewhere").iterdir()) == [] and not (root / "manifest.json").exists()


@pytest.mark.parametrize(("name", "text", "line"), [
    ("suite.yaml", "sources: []\nspans: []\ncases: []\ncases: []\n", 4),
    ("suite.json", '{"sources": [], "spans": [], "cases": [],\n "cases": []}', 2),
])
def test_bundle_with_a_repeated_key_is_refused(tmp_path: Path, name: str, text: str, line: int | None) -> None:
    bundle = tmp_path / name
    bundle.write_text(text, encoding="utf-8")
    with pytest.raises(InputError) as exc:
        load_suite(bundle)
    assert "duplicate key 'cases'" in str(exc.value) and exc.value.path == str(bundle) and exc.value.line == line


@pytest.mark.parametrize("name", ["sources.jsonl", "spans.jsonl", "cases.jsonl"])
def test_a_suite_file_that_is_a_symlink_leading_out_is_refused(tmp_path: Path, capsys: Any, name: str) -> None:
    """A hardening audit: a suite's own files could be symlinks to files outside it (another suite's cases, a
    private log), read as the suite's; only a version's `path` was confined. A link inside the folder stays."""
    elsewhere = make_suite(tmp_path / "elsewhere", [cedar_case("A")])
    root = make_suite(tmp_path / "s", [cedar_case("A")])
    (root / name).unlink()
    (root / name).symlink_to(elsewhere / name)
    run = write_jsonl(tmp_path / "run.jsonl", RUN)
    code, out, err = cli(["evaluate", str(root), str(run), "--out", str(tmp_path / "out")], capsys)
    assert code == 2 and err.count("\n") == 1, out + err
    assert str(root / name) in err and "outside the suite folder" in err, err
    assert not (tmp_path / "out").exists()
    (root / name).unlink()
    (root / "kept").mkdir()
    (root / "kept" / name).write_bytes((elsewhere / name).read_bytes())
    (root / name).symlink_to(root / "kept" / name)
    assert load_suite(root).cases
