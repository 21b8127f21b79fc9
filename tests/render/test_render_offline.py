"""A browser that checks only files (as `evaluate` checks answers' pages) reaches no network at all; a page
checked in any browser opens no WebSocket out. Its own module: one Playwright per thread at a time."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from citeset.render import CHROMIUM, CheckInputs, Mapping, RenderReport, check_target, launch
from citeset.runs import load_run
from citeset.suite import load_suite
from render.helpers_render import add_script, build, own_page

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason=f"{CHROMIUM} is absent (apt-get install chromium)")


def _check(browser: Any, world: tuple[Path, Path], target: str, case: str) -> RenderReport:
    loaded = load_suite(world[0])
    inputs = CheckInputs(run=load_run(world[1], loaded), suite=loaded, case_id=case, mapping=Mapping())
    return check_target(target, inputs, browser)


def _page(tmp_path: Path, name: str, html: str) -> str:
    path = tmp_path / name
    path.write_text(html, encoding="utf-8")
    return str(path)


@pytest.fixture
def listener() -> Iterator[tuple[int, list[str]]]:
    """A TCP listener on 127.0.0.1 recording every connection made to it."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(16)
    sock.settimeout(0.2)
    seen: list[str] = []
    stop = threading.Event()

    def accept() -> None:
        while not stop.is_set():
            try:
                conn, _ = sock.accept()
            except OSError:
                continue
            seen.append("connection")
            conn.close()

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield sock.getsockname()[1], seen
    stop.set()
    thread.join(2)
    sock.close()


def test_an_offline_browser_still_checks_files_and_reaches_nothing(tmp_path: Path,
                                                                   listener: tuple[int, list[str]]) -> None:
    """The browser `evaluate` checks answers' pages with (files only) has no proxy, names or WebRTC to use."""
    port, seen = listener
    world = build(tmp_path / "world")
    script = (f"try {{ new WebSocket('ws://127.0.0.1:{port}/'); }} catch (e) {{}} "
              f"var c = new RTCPeerConnection({{iceServers: [{{urls: 'stun:127.0.0.1:{port}'}}]}}); "
              f"c.createDataChannel('x'); c.createOffer().then(function (o) {{ c.setLocalDescription(o); }});")
    with launch(offline=True) as offline:
        report = _check(offline, world, _page(tmp_path, "own.html", own_page(*world, "cedar")), "cedar")
        assert report.passed, [f.message for f in report.findings]
        _check(offline, world, _page(tmp_path, "out.html", add_script(own_page(*world, "cedar"), script)), "cedar")
    assert seen == []


def test_a_checked_page_cannot_open_a_websocket_out(tmp_path: Path, listener: tuple[int, list[str]]) -> None:
    """A hardening audit: page.route() does not see WebSockets, so a checked page (an untrusted run's
    rendered_html, a folder of pages) connected to any host and port, and read a file beside it out one
    character per connection. A page served from a file reaches no network at all."""
    port, seen = listener
    world = build(tmp_path / "world")
    script = (f"for (var i = 0; i < 3; i++) {{ try {{ new WebSocket('ws://127.0.0.1:{port}/x' + i); }} "
              f"catch (e) {{}} }} fetch('http://127.0.0.1:{port}/f').catch(function () {{}});")
    html = add_script(own_page(*world, "cedar"), script)
    with launch() as browser:  # as render-check launches it for a URL: routing alone must hold
        report = _check(browser, world, _page(tmp_path, "ws.html", html), "cedar")
    assert report.pages and not report.pages[0].error
    time.sleep(1.0)
    assert seen == []



def test_a_page_that_is_a_link_is_served_from_where_it_is_and_a_folders_link_out_is_refused(tmp_path: Path) -> None:
    """A hardening re-audit: render-check of a folder, or of a named page, whose .html is a symlink leading out
    crashed (ValueError, exit 3). A page named through a link is checked with the files beside it; a folder's page
    leading out of the folder is one line, exit 2."""
    from citeset.errors import InputError
    from citeset.render._browser import targets_of

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "page.html").write_text("<p>x</p>", encoding="utf-8")
    checked = tmp_path / "checked"
    checked.mkdir()
    (checked / "page.html").symlink_to(elsewhere / "page.html")
    [target] = targets_of(str(checked / "page.html"))
    assert target.root == elsewhere.resolve() and target.url.endswith("/page.html")
    with pytest.raises(InputError) as err:
        targets_of(str(checked))
    assert "symlink leading outside" in str(err.value)


def test_a_checked_url_reaches_its_own_host_and_port_only(tmp_path: Path, listener: tuple[int, list[str]]) -> None:
    """A hardening re-audit: a URL's page reached other ports of its host through a worker's fetch, a frame and a
    navigation, which routing does not see. The browser that checks URLs connects to their host:port only."""
    import http.server
    from functools import partial

    port, seen = listener
    world = build(tmp_path / "world")
    site = tmp_path / "site"
    site.mkdir()
    (site / "w.js").write_text(f"fetch('http://127.0.0.1:{port}/w').catch(function () {{}});", encoding="utf-8")
    script = (f"new Worker('w.js'); var f = document.createElement('iframe'); f.src = 'http://127.0.0.1:{port}/i';"
              f" document.body.appendChild(f);")
    (site / "answer.html").write_text(add_script(own_page(*world, "cedar"), script), encoding="utf-8")

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(Quiet, directory=str(site)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        loaded = load_suite(world[0])
        inputs = CheckInputs(run=load_run(world[1], loaded), suite=loaded, case_id="cedar", mapping=Mapping())
        for host in ("127.0.0.1", "localhost"):  # a name the check resolves: its own, and no other
            report = check_target(f"http://{host}:{httpd.server_address[1]}/answer.html", inputs)
            assert report.pages and not report.pages[0].error, report.pages
        time.sleep(1.0)
    finally:
        httpd.shutdown()
        httpd.server_close()
    assert seen == []
