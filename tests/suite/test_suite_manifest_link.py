"""manifest.json is read only inside the suite folder, as the suite's other files are (audit 33: a link to a
private JSON file outside was read, and the error quoted one of its keys)."""

from __future__ import annotations

import shutil
from importlib.resources import files
from pathlib import Path

import pytest

from citeset.errors import InputError
from citeset.scale import check_suite_streaming
from citeset.suite import load_suite

SECRET = '{"schema_version": "1.0", "versions": {"token ghp_SECRET123": "x"}}\n'


@pytest.fixture
def cedar(tmp_path: Path) -> Path:
    root = tmp_path / "suite"
    shutil.copytree(Path(str(files("citeset.demo") / "data" / "cedar")), root)
    return root


def _refusal(call: object) -> str:
    with pytest.raises(InputError) as exc:
        call()  # type: ignore[operator]
    return str(exc.value)


def test_a_manifest_linked_from_outside_is_refused_unread(cedar: Path, tmp_path: Path) -> None:
    (tmp_path / "private.json").write_text(SECRET)
    (cedar / "manifest.json").unlink()
    (cedar / "manifest.json").symlink_to(tmp_path / "private.json")
    for call in (lambda: load_suite(cedar), lambda: check_suite_streaming(cedar, tmp_path / "index.sqlite")):
        message = _refusal(call)
        assert message.startswith(f"{cedar / 'manifest.json'}: ") and "outside the suite folder" in message
        assert "ghp_SECRET123" not in message


def test_a_manifest_linked_within_the_suite_is_read(cedar: Path) -> None:
    (cedar / "kept").mkdir()
    (cedar / "manifest.json").rename(cedar / "kept" / "manifest.json")
    (cedar / "manifest.json").symlink_to(Path("kept") / "manifest.json")
    assert load_suite(cedar).frozen
