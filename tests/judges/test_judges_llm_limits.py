"""The llm judge against an endpoint that never finishes its answer: a body without end is cut at the size limit,
a body dripped a byte at a time at the call's deadline. Each is a failed judgment naming why, never a hang."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from citeset.judges import JudgeRequest, Passage, _llm
from citeset.judges._llm import LLMJudge, LLMSettings

pytest.importorskip("openai")

REQ = JudgeRequest(claim="The returns window is 30 days.",
                   evidence=(Passage(span_id="policy#1", text="Customers may return items within 30 days."),))


class _Endless(BaseHTTPRequestHandler):
    """200, then a chunked body: 64 KiB chunks at once (`flood`) or one byte every 0.2 s; 20 s at most."""

    protocol_version = "HTTP/1.1"

    def log_message(self, *args: object) -> None:
        return None

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        flood = getattr(self.server, "flood")  # noqa: B009
        chunk = b" " * (64 * 1024 if flood else 1)
        try:
            for _ in range(100):
                self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                self.wfile.flush()
                if not flood:
                    time.sleep(0.2)
            self.wfile.write(b"0\r\n\r\n")
        except OSError:
            pass


def _serve(flood: bool) -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Endless)
    server.daemon_threads = True
    vars(server)["flood"] = flood
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()
    server.server_close()


@pytest.fixture
def flooding() -> Iterator[str]:
    yield from _serve(flood=True)


@pytest.fixture
def dripping() -> Iterator[str]:
    yield from _serve(flood=False)


def _judged(url: str) -> str:
    judge = LLMJudge(LLMSettings(model="m", base_url=url, timeout=1.0, retries=0))
    [judgment] = asyncio.run(asyncio.wait_for(judge.judge([REQ]), 60))  # the bound turns a hang into a failure
    assert judgment.label is None and judgment.error
    return judgment.error


def test_a_body_past_the_size_limit_is_a_failed_judgment(flooding: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_llm, "MAX_RESPONSE_BYTES", 256 * 1024)
    assert "response larger than 262144 bytes" in _judged(flooding)


def test_a_body_dripped_byte_by_byte_fails_at_the_calls_deadline(dripping: str) -> None:
    """httpx's timeout bounds each read; bytes arriving every 0.2 s never trip it."""
    assert "timed out after 1s" in _judged(dripping)
