"""The openai system against an endpoint that never finishes its answer: a body without end is cut at the size
limit, a body dripped a byte at a time ends at the call's deadline; each is a system error, never a hang."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from citeset.judges import _llm
from citeset.judges._llm import LLMSettings
from citeset.systems._openai import OpenAISystem
from citeset.systems._protocol import SystemFailure

pytest.importorskip("openai")

REQUEST: Any = {"case_id": "c", "question": "q", "passages": [], "variant_id": "v"}


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


@pytest.fixture(params=[True, False], ids=["flood", "drip"])
def endless(request: pytest.FixtureRequest) -> Iterator[tuple[str, bool]]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Endless)
    server.daemon_threads = True
    vars(server)["flood"] = request.param
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1", request.param
    server.shutdown()
    server.server_close()


def test_an_endless_response_is_a_system_error(endless: tuple[str, bool], monkeypatch: pytest.MonkeyPatch) -> None:
    url, flood = endless
    monkeypatch.setattr(_llm, "MAX_RESPONSE_BYTES", 256 * 1024)
    system = OpenAISystem(LLMSettings(model="m", base_url=url, timeout=1.0, retries=0))

    async def answer() -> Any:
        try:
            return await asyncio.wait_for(system.answer(REQUEST), 60)  # the bound turns a hang into a failure
        finally:
            await system.aclose()

    with pytest.raises(SystemFailure) as failure:
        asyncio.run(answer())
    expected = "response larger than 262144 bytes" if flood else "timed out after 1s"
    assert expected in str(failure.value)
