"""An OpenAI-compatible endpoint on 127.0.0.1 that never finishes its answer, for the llm judge's and the openai
system's limits: 200, then a chunked body of 64 KiB chunks at once (`flood`) or one byte every 0.2 s (20 s at
most); or (`serve_encoded`) one body in a content coding, such as a small gzip body that expands to 64 MiB."""

from __future__ import annotations

import contextlib
import gzip
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class _Endless(BaseHTTPRequestHandler):
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


def serve_endless(flood: bool) -> Iterator[str]:
    """The endpoint's base URL while it serves (a generator for a fixture)."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Endless)
    server.daemon_threads = True
    vars(server)["flood"] = flood
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()
    server.server_close()


BOMB = gzip.compress(b" " * (64 * 1024 * 1024), compresslevel=9)  # about 64 KiB on the wire


class _Encoded(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args: object) -> None:
        return None

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        body, coding = getattr(self.server, "encoded")  # noqa: B009
        vars(self.server)["accepted"] = self.headers.get("Accept-Encoding")
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Encoding", coding)  # sent whatever the request accepts
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        with contextlib.suppress(OSError):
            self.wfile.write(body)


def serve_encoded(body: bytes = BOMB, coding: str = "gzip") -> Iterator[tuple[str, ThreadingHTTPServer]]:
    """The base URL of an endpoint whose every answer is `body` in `coding`, and the server, whose `accepted`
    attribute holds the last request's Accept-Encoding (a generator for a fixture)."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Encoded)
    server.daemon_threads = True
    vars(server)["encoded"] = (body, coding)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1", server
    server.shutdown()
    server.server_close()
