"""An import given a folder reads only what is in it: a file it picks there that is, or passes through, a symlink
leading out of the folder (a downloaded benchmark's link to a private log) is refused, exit 2 naming it, as a
suite's own files are. A link within the folder, or a file named on the command line, is read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import cli_streams

ROW = {"_id": "a", "question": "Q?", "answer": "yes", "supporting_facts": [["T", 0]],
       "context": [["T", [" PRIVATE text."]]]}


def _private(tmp_path: Path) -> Path:
    (tmp_path / "private").mkdir()
    log = tmp_path / "private" / "log.json"
    log.write_text(json.dumps([ROW]))
    return log


@pytest.mark.parametrize(("fmt", "name"), [("hotpotqa", "hotpot_dev.json"), ("hover", "hover_dev.json"),
                                           ("alce", "result.json"), ("ragas", "data.json"),
                                           ("fever", "paper_dev.jsonl"), ("wice", "claim_dev.jsonl"),
                                           ("multihop-rag", "queries.json")])
def test_a_picked_file_linking_out_of_the_folder_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                            fmt: str, name: str) -> None:
    log = _private(tmp_path)
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / name).symlink_to(log)
    if fmt == "multihop-rag":
        (folder / "ground_truth.json").write_text("{}")
    code, _, err = cli_streams(["import", fmt, str(folder), "--out", str(tmp_path / "s")], capsys)
    assert code == 2 and len(err.strip().splitlines()) == 1, err
    assert f"{folder / name}: a symlink leading out of the folder given" in err
    assert not (tmp_path / "s").exists()


def test_links_within_the_folder_and_files_named_directly_are_read(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    log = _private(tmp_path)
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "real.json").write_text(json.dumps([ROW]))
    (folder / "hotpot_dev.json").symlink_to(folder / "real.json")
    assert cli_streams(["import", "hotpotqa", str(folder), "--out", str(tmp_path / "s1")], capsys)[0] == 0
    (tmp_path / "direct.json").symlink_to(log)
    assert cli_streams(["import", "hotpotqa", str(tmp_path / "direct.json"), "--out", str(tmp_path / "s2")],
                   capsys)[0] == 0
