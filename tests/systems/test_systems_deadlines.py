"""The http and python systems against endpoints and functions that misbehave: a redirect elsewhere, a response
dripped one byte at a time, a function that never returns. Each ends as a system error, and nothing is left
that would keep the process alive."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from citeset.systems._http import HTTPSettings, HTTPSystem
from citeset.systems._protocol import SystemFailure
from citeset.systems._python import PythonSystem

REQUEST: Any = {"case_id": "c", "question": "q", "passages": [], "variant_id": "v"}


class _Server:
    def __init__(self, handler: type[BaseHTTPRequestHandler]) -> None:
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.server.daemon_threads = True
        self.hits: list[str] = []
        vars(self.server)["hits"] = self.hits
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


class _Quiet(BaseHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        return None

    def _record(self) -> None:
        getattr(self.server, "hits").append(self.path)  # noqa: B009
        self.rfile.read(int(self.headers.get("Content-Length") or 0))


class _Other(_Quiet):
    def do_GET(self) -> None:
        self._record()
        self.send_response(200)
        self.end_headers()
        self.wfile.write(b'{"answer": "elsewhere"}')

    do_POST = do_GET


class _Dripping(_Quiet):
    def do_POST(self) -> None:
        self._record()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        try:
            for _ in range(200):  # 40 s at most: long past any deadline the tests set
                self.wfile.write(b" ")
                self.wfile.flush()
                time.sleep(0.2)
        except OSError:
            pass


@pytest.fixture
def other() -> Iterator[_Server]:
    server = _Server(_Other)
    yield server
    server.close()


def _redirecting(location: str, status: int) -> type[BaseHTTPRequestHandler]:
    class Redirect(_Quiet):
        def do_POST(self) -> None:
            self._record()
            self.send_response(status)
            self.send_header("Location", location)
            self.send_header("Content-Length", "0")
            self.end_headers()

    return Redirect


def _answer(system: HTTPSystem | PythonSystem, within: float = 30.0) -> Any:
    """The system's answer; the outer bound only turns a hang into a failing test."""
    return asyncio.run(asyncio.wait_for(system.answer(REQUEST), within))


@pytest.mark.parametrize("status", [301, 302, 303, 307, 308])
def test_a_redirect_is_a_system_error_and_its_target_is_never_contacted(other: _Server, status: int) -> None:
    target = other.url.replace("127.0.0.1", "localhost") + "elsewhere"
    first = _Server(_redirecting(target, status))
    try:
        system = HTTPSystem(first.url, HTTPSettings(retries=0))
        with pytest.raises(SystemFailure) as failure:
            _answer(system)
    finally:
        first.close()
    message = str(failure.value)
    assert f"HTTP {status}" in message and "redirect" in message and "localhost" in message
    assert first.hits == ["/"] and other.hits == []


def test_a_response_dripped_byte_by_byte_ends_at_the_deadline() -> None:
    """urllib's timeout bounds each read of the socket; one byte now and then reset it for ever."""
    server = _Server(_Dripping)
    try:
        system = HTTPSystem(server.url, HTTPSettings(timeout=1.0, retries=0))
        with pytest.raises(SystemFailure) as failure:
            _answer(system)
    finally:
        server.close()
    assert "timed out after 1s" in str(failure.value)


def test_a_blocked_call_leaves_no_thread_that_would_keep_the_process_alive() -> None:
    """A sync python system whose call never returns: once the caller gives up, the thread it runs in must not be
    one that asyncio's shutdown or the interpreter's exit waits for."""
    release = threading.Event()
    seen: list[threading.Thread] = []

    def blocking(request: Any) -> dict[str, Any]:
        seen.append(threading.current_thread())
        release.wait(30)
        return {}

    system = PythonSystem("python:m:blocking", blocking)
    try:
        with pytest.raises(TimeoutError):
            _answer(system, within=0.5)
        assert seen and seen[0].daemon
    finally:
        release.set()
