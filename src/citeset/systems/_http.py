"""`http://...` / `https://...`: each request is POSTed as JSON to the user's endpoint, which answers with
one run record as a JSON object.

Settings come from the environment: `CITESET_SYSTEM_TIMEOUT` (seconds per attempt, the whole response included; default 60),
`CITESET_SYSTEM_RETRIES` (extra attempts after a timeout, a refused connection, HTTP 429 or 5xx; default 2),
`CITESET_SYSTEM_BACKOFF` (first delay in seconds, doubled each retry; default 0.5) and
`CITESET_SYSTEM_CONCURRENCY` (requests in flight at once, default 8). Other HTTP errors are not retried, and no redirect is followed.
No credentials are sent: the endpoint gets the request JSON and nothing else.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import math
import os
import socket
import time
import urllib.error
import urllib.request
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import urljoin, urlsplit

from citeset._aio import in_daemon_thread
from citeset.errors import InputError
from citeset.judges._llm import scrubbed, shown_url
from citeset.judges._llm_limits import MAX_RESPONSE_BYTES
from citeset.systems._protocol import Request, SystemFailure

_RETRY_STATUS = {408, 425, 429, 500, 502, 503, 504}
_CHUNK = 64 * 1024


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    """A 3xx comes back as the HTTPError it is: its target is a host the user did not configure."""

    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None


_OPENER = urllib.request.build_opener(_NoRedirect)


@dataclass(frozen=True)
class HTTPSettings:
    timeout: float = 60.0
    retries: int = 2
    backoff: float = 0.5
    concurrency: int = 8

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> HTTPSettings:
        env = os.environ if env is None else env

        def number(name: str, default: float, minimum: float) -> float:
            raw = env.get(name)
            if raw is None or raw == "":
                return default
            try:
                value = float(raw)
            except ValueError:
                raise InputError(f"{raw!r} is not a number", field=name) from None
            if not math.isfinite(value) or value > 1e6:  # "inf", "nan", "1e400": no count, no wait
                raise InputError(f"{raw!r} is not a usable number (at most 1000000)", field=name)
            if value < minimum:
                raise InputError(f"must be at least {minimum:g}", field=name)
            return value

        return cls(timeout=number("CITESET_SYSTEM_TIMEOUT", 60.0, 0.001),
                   retries=int(number("CITESET_SYSTEM_RETRIES", 2, 0)),
                   backoff=number("CITESET_SYSTEM_BACKOFF", 0.5, 0),
                   concurrency=int(number("CITESET_SYSTEM_CONCURRENCY", 8, 1)))


class _Retry(Exception):
    """A failure worth another attempt."""


class HTTPSystem:
    """POSTs each request; bounded in-flight requests, per-attempt timeout, retries with backoff."""

    def __init__(self, url: str, settings: HTTPSettings | None = None) -> None:
        self.spec = _named(url)
        self.url = url
        self._shown = shown_url(url)
        self.settings = settings or HTTPSettings.from_env()
        self._sem: asyncio.Semaphore | None = None

    async def answer(self, request: Request) -> dict[str, Any]:
        if self._sem is None:
            self._sem = asyncio.Semaphore(self.settings.concurrency)
        body = json.dumps(request).encode("utf-8")
        last = ""
        async with self._sem:
            for attempt in range(self.settings.retries + 1):
                try:
                    # The whole attempt has the deadline; the thread is a daemon, so a call given up on (a
                    # response that drips) never keeps the process alive.
                    return await asyncio.wait_for(in_daemon_thread(self._post, body), self.settings.timeout)
                except TimeoutError:
                    last = f"timed out after {self.settings.timeout:g}s"
                except _Retry as exc:
                    last = str(exc)
                if attempt < self.settings.retries:
                    await asyncio.sleep(self.settings.backoff * (2 ** attempt))
        raise SystemFailure(f"{last} (gave up after {self.settings.retries + 1} attempts)")

    def _post(self, body: bytes) -> dict[str, Any]:
        req = urllib.request.Request(self.url, data=body, method="POST",
                                     headers={"Content-Type": "application/json", "Accept": "application/json"})
        deadline = time.monotonic() + self.settings.timeout
        try:
            with _OPENER.open(req, timeout=self.settings.timeout) as response:
                raw = _read_before(response, deadline)
        except urllib.error.HTTPError as exc:
            if 300 <= exc.code < 400:
                raise SystemFailure(self._redirected(exc.code, exc.headers.get("Location"))) from None
            if exc.code in _RETRY_STATUS:
                raise _Retry(f"HTTP {exc.code} from {self._shown}") from None
            raise SystemFailure(scrubbed(f"HTTP {exc.code} from {self._shown}: {exc.reason}", self.url)) from None
        except TimeoutError:
            raise _Retry(f"timed out after {self.settings.timeout:g}s") from None
        except (urllib.error.URLError, ConnectionError) as exc:
            reason = getattr(exc, "reason", exc)
            if isinstance(reason, TimeoutError | socket.timeout):
                raise _Retry(f"timed out after {self.settings.timeout:g}s") from None
            raise _Retry(scrubbed(f"endpoint unreachable ({self._shown}): {reason}", self.url)) from None
        if len(raw) > MAX_RESPONSE_BYTES:
            raise SystemFailure(f"response larger than {MAX_RESPONSE_BYTES} bytes")
        try:
            data = json.loads(raw)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise SystemFailure(f"malformed JSON from the endpoint: {exc}") from None
        if not isinstance(data, dict):
            raise SystemFailure("the endpoint's JSON is not an object (a run record)")
        return data

    def _redirected(self, status: int, location: str | None) -> str:
        target = urlsplit(urljoin(self.url, location or "")).hostname if location else None
        where = f" to {target}" if target else ""
        return scrubbed(f"HTTP {status} from {self._shown}: a redirect{where}, not followed", self.url)

    async def aclose(self) -> None:
        return None


def _read_before(response: Any, deadline: float) -> bytes:
    """The body, at most one byte past `MAX_RESPONSE_BYTES`; TimeoutError once `deadline` passes (urllib's timeout bounds
    each read only, so a body sent a byte at a time would otherwise never time out)."""
    chunks: list[bytes] = []
    size = 0
    while size <= MAX_RESPONSE_BYTES:
        if time.monotonic() > deadline:
            raise TimeoutError
        chunk = response.read1(_CHUNK)
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def _named(url: str) -> str:
    """The system's name in outputs: its URL without a user, password or query, and (when it had any) a digest of
    the whole URL, so that two endpoints told apart only by their query are two systems."""
    shown = shown_url(url)
    if shown == url:
        return url
    return f"{shown}#{hashlib.sha256(url.encode()).hexdigest()[:12]}"


def from_arg(url: str | None) -> HTTPSystem:
    parts = urlsplit(url or "")
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise InputError(f"not an http(s) URL: {url!r}", field="--system")
    return HTTPSystem(url or "")
