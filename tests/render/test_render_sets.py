"""`render` and `render-check` never replace another command's report set without --force, and `render-check`
never writes into the pages it checks: exit 2, one line, nothing changed."""

from __future__ import annotations

from pathlib import Path

import pytest

from citeset.render import CHROMIUM
from render.helpers_render import build
from render.test_render_cli import _run


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def _evaluated(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[Path, Path, Path]:
    suite, run = build(tmp_path)
    ev = tmp_path / "ev"
    assert _run(["evaluate", str(suite), str(run), "--no-render-check", "--out", str(ev)], capsys)[0] in (0, 1)
    assert (ev / "report.json").is_file()
    return suite, run, ev


def test_render_refuses_an_evaluate_report_set_without_force(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    suite, run, ev = _evaluated(tmp_path, capsys)
    before = _files(ev)
    code, _, err = _run(["render", str(suite), str(run), "--out", str(ev)], capsys)
    assert code == 2 and "--force" in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert _files(ev) == before
    pages = tmp_path / "pages"
    assert _run(["render", str(suite), str(run), "--out", str(pages)], capsys)[0] == 0
    assert _run(["render", str(suite), str(run), "--out", str(pages)], capsys)[0] == 0  # its own set: replaced
    code, _, err = _run(["evaluate", str(suite), str(run), "--no-render-check", "--out", str(pages)], capsys)
    assert code == 2 and "--force" in err and any(n.endswith(".html") for n in _files(pages))
    assert _run(["render", str(suite), str(run), "--out", str(ev), "--force"], capsys)[0] == 0
    assert not (ev / "report.json").exists() and any(n.endswith(".html") for n in _files(ev))


def test_render_check_refuses_its_own_pages_and_another_commands_set(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    suite, run, ev = _evaluated(tmp_path, capsys)
    pages = tmp_path / "pages"
    assert _run(["render", str(suite), str(run), "--out", str(pages)], capsys)[0] == 0
    checked, evaluated = _files(pages), _files(ev)
    for out in (pages, pages / "sub", tmp_path):
        for force in ([], ["--force"]):
            code, _, err = _run(["render-check", str(pages), "--run", str(run), "--suite", str(suite),
                                 "--out", str(out), *force], capsys)
            assert code == 2 and "pages checked" in err and "Traceback" not in err, err
    code, _, err = _run(["render-check", str(pages), "--run", str(run), "--out", str(ev)], capsys)
    assert code == 2 and "--force" in err and len(err.strip().splitlines()) == 1
    assert _files(pages) == checked and _files(ev) == evaluated and not (pages / "sub").exists()


@pytest.mark.skipif(not CHROMIUM.exists(), reason=f"{CHROMIUM} is absent (apt-get install chromium)")
def test_render_check_replaces_its_own_set_and_with_force_another(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    suite, run, ev = _evaluated(tmp_path, capsys)
    pages, out = tmp_path / "pages", tmp_path / "check"
    assert _run(["render", str(suite), str(run), "--out", str(pages)], capsys)[0] == 0
    argv = ["render-check", str(pages), "--run", str(run), "--suite", str(suite)]
    assert _run([*argv, "--out", str(out)], capsys)[0] in (0, 1)
    assert _run([*argv, "--out", str(out)], capsys)[0] in (0, 1)
    assert (out / "render.json").is_file()
    assert _run([*argv, "--out", str(ev), "--force"], capsys)[0] in (0, 1)
    assert (ev / "render.json").is_file() and not (ev / "report.json").exists()
