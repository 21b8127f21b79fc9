"""A page served from a file gets the files beside it within limits: none larger than MAX_FILE_BYTES (checked
before reading), and at most MAX_PAGE_BYTES in all per page; past them the page gets a 404. A hardening audit:
a 1 KB page fetching a 60 MB file beside it twice pushed citeset to 670 MB; 200 MB four times, to 1.6 GB."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from citeset.render import CHROMIUM, _browser, launch
from citeset.render._browser import FILE_ORIGIN, Target, targets_of


class _Route:
    def __init__(self, url: str) -> None:
        self.request = SimpleNamespace(url=url)
        self.answer: dict[str, Any] = {}

    def fulfill(self, **kwargs: Any) -> None:
        self.answer = kwargs

    def continue_(self) -> None:
        raise AssertionError("a file's page never reaches the network")

    def abort(self, reason: str) -> None:
        self.answer = {"aborted": reason}


def _serve(target: Target, name: str) -> tuple[int, Any]:
    route = _Route(f"{FILE_ORIGIN}/{name}")
    target.route(route)
    return route.answer["status"], route.answer["body"]


def test_the_limits_are_those_of_a_response(tmp_path: Path) -> None:
    from citeset.judges._llm_limits import MAX_RESPONSE_BYTES

    assert _browser.MAX_FILE_BYTES == MAX_RESPONSE_BYTES == 16 * 1024 * 1024
    assert _browser.MAX_PAGE_BYTES == 2 * MAX_RESPONSE_BYTES


def test_a_file_past_the_limit_is_refused_unread_and_a_page_has_a_budget(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_browser, "MAX_FILE_BYTES", 100)
    monkeypatch.setattr(_browser, "MAX_PAGE_BYTES", 250)
    (tmp_path / "page.html").write_text("<p>x</p>", encoding="utf-8")
    (tmp_path / "ok.bin").write_bytes(b"a" * 100)
    (tmp_path / "big.bin").write_bytes(b"b" * 101)
    page, = targets_of(str(tmp_path / "page.html"))
    for name in ("read_bytes", "open"):  # its size is known before it is opened
        real = getattr(Path, name)
        monkeypatch.setattr(Path, name, lambda self, *a, _real=real, **k: pytest.fail(f"opened: {self}")
                            if self.name == "big.bin" else _real(self, *a, **k))
    status, body = _serve(page, "big.bin")
    assert status == 404 and "larger than 100 bytes" in body
    assert _serve(page, "ok.bin") == (200, b"a" * 100)
    assert _serve(page, "ok.bin")[0] == 200
    status, body = _serve(page, "ok.bin")  # 300 bytes would be past the page's 250
    assert status == 404 and "250 bytes" in body
    assert _serve(page, "missing.bin") == (404, "not found")
    other, = targets_of(str(tmp_path / "page.html"))  # the budget is per page
    assert _serve(other, "ok.bin")[0] == 200


@pytest.mark.skipif(not CHROMIUM.exists(), reason=f"{CHROMIUM} is absent (apt-get install chromium)")
def test_a_page_fetching_a_large_file_beside_it_gets_a_404(tmp_path: Path) -> None:
    (tmp_path / "page.html").write_text("<!DOCTYPE html><p>x</p>", encoding="utf-8")
    with open(tmp_path / "big.bin", "wb") as f:
        f.truncate(_browser.MAX_FILE_BYTES + 1)  # sparse: nothing is written
    (tmp_path / "small.txt").write_text("small", encoding="utf-8")
    page, = targets_of(str(tmp_path / "page.html"))
    with launch(offline=True) as browser:
        context = browser.new_context()
        context.route("**/*", page.route)
        tab = context.new_page()
        tab.goto(page.url)
        got = tab.evaluate("""async () => { const out = [];
            for (const name of ['big.bin', 'small.txt']) { const r = await fetch(name);
                out.push([r.status, (await r.text()).slice(0, 80)]); }
            return out; }""")
        context.close()
    assert got[0][0] == 404 and "larger than" in got[0][1]
    assert got[1] == [200, "small"]
