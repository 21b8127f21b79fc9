"""The folders beside --out that a sharded or streaming evaluation makes (OUT.partial, OUT.index) are removed only
when every entry is a file citeset writes there: a hardening audit lost a user's OUT.index/index.sqlite-notes/
folder and OUT.partial/shard-photos/ because their names only began like citeset's."""

from __future__ import annotations

from pathlib import Path

import pytest

from citeset.errors import InputError
from citeset.scale._work import clear_work, index_folder


@pytest.mark.parametrize("name", ["index.sqlite-notes/2025.txt", "run-check.json.bak", "index.sqlite/x"])
def test_an_index_folder_holding_anything_else_is_refused(tmp_path: Path, name: str) -> None:
    folder = tmp_path / "res.index"
    (folder / name).parent.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text("mine", encoding="utf-8")
    with pytest.raises(InputError, match="is not a citeset index folder"):
        index_folder(tmp_path / "res")
    assert (folder / name).read_text(encoding="utf-8") == "mine"


@pytest.mark.parametrize("name", ["shard-photos/beach.txt", "shard-00001.json.orig", "plan.json.old"])
def test_a_work_folder_holding_anything_else_is_refused(tmp_path: Path, name: str) -> None:
    work = tmp_path / "res.partial"
    (work / name).parent.mkdir(parents=True, exist_ok=True)
    (work / name).write_text("mine", encoding="utf-8")
    with pytest.raises(InputError, match="is not a citeset work folder"):
        clear_work(work)
    assert (work / name).read_text(encoding="utf-8") == "mine"


def test_a_folder_of_citeset_files_only_is_cleared(tmp_path: Path) -> None:
    work = tmp_path / "res.partial"
    work.mkdir()
    for name in ("plan.json", "shard-00000.json", "shard-00000.cards.jsonl", "shard-00000.tally.json",
                 "shard-00003.error.json", ".shard-00001.json.ab12cd34.new", ".plan.json.zz9_ab12.new"):
        (work / name).write_text("{}", encoding="utf-8")
    clear_work(work)
    assert not work.exists()
    index = tmp_path / "res.index"
    index.mkdir()
    for name in ("index.sqlite", "index.sqlite-wal", "index.sqlite-shm", "run-index.sqlite", "run-check.json"):
        (index / name).write_text("", encoding="utf-8")
    assert index_folder(tmp_path / "res") == index and not any(index.iterdir())
