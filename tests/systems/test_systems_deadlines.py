"""The http system against endpoints that misbehave: a redirect elsewhere ends as a system error."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from citeset.systems._http import HTTPSettings, HTTPSystem
from citeset.systems._protocol import SystemFailure

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


def _answer(system: HTTPSystem, within: float = 30.0) -> Any:
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
