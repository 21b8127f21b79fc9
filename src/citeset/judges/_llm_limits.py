"""A bound on a model endpoint's response body, for the llm judge and the `openai:` system.

httpx's timeout bounds each read and its client reads a whole body into memory, so an endpoint sending without
end (a proxy or local server that loops) would fill it; the http system caps its responses at 16 MiB, and these
clients do too. The limit counts the body as the client will hold it: a compressed body is counted as it
decodes too (a 64 KiB gzip body can decode to 64 MiB), by a decoder of our own that keeps nothing. The stream
type comes from the library the response belongs to (httpx or httpx2, whichever the installed openai package
uses)."""

from __future__ import annotations

import functools
import sys
import zlib
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any, ClassVar

MAX_RESPONSE_BYTES = 16 * 1024 * 1024


class ResponseTooLarge(Exception):
    """An endpoint's response body passed the limit."""


@functools.cache
def _capped_stream(base: type) -> type:
    class Capped(base):  # type: ignore[valid-type, misc]
        def __init__(self, stream: Any, limit: int, encoding: str) -> None:
            self._stream = stream
            self._limit = limit
            self._decoded = _DecodedSize(encoding, limit)

        async def __aiter__(self) -> AsyncIterator[bytes]:
            size = 0
            async for chunk in self._stream:
                size += len(chunk)
                if size > self._limit or self._decoded.add(chunk) > self._limit:
                    raise ResponseTooLarge(f"response larger than {self._limit} bytes")
                yield chunk

        async def aclose(self) -> None:
            await self._stream.aclose()

    return Capped


class _DecodedSize:
    """How many bytes a body in one content coding decodes to so far, decoding and dropping as it goes."""

    _WBITS: ClassVar[dict[str, int]] = {"gzip": zlib.MAX_WBITS | 16, "x-gzip": zlib.MAX_WBITS | 16, "deflate": zlib.MAX_WBITS}

    def __init__(self, encoding: str, limit: int) -> None:
        coding = encoding.strip().lower()
        # brotli, zstd or a chain of codings: refused (as the body is read) rather than held unbounded
        self._refused = coding not in ("", "identity", *self._WBITS)
        self._encoding = encoding
        self._wbits = self._WBITS.get(coding)
        self._inflate = zlib.decompressobj(self._wbits) if self._wbits else None
        self._limit = limit
        self._first = True
        self.size = 0

    def add(self, chunk: bytes) -> int:
        if self._refused:
            raise ResponseTooLarge(f"response in content coding {self._encoding!r}, whose decoded size is not checked")
        if self._inflate is None:
            self.size += len(chunk)
            return self.size
        try:
            self._count(chunk)
        except zlib.error:
            if not (self._first and self._wbits == zlib.MAX_WBITS):
                raise ResponseTooLarge("response body does not decode in its content coding") from None
            self._inflate = zlib.decompressobj(-zlib.MAX_WBITS)  # "deflate" sent raw, as httpx also accepts
            self._count(chunk)
        self._first = False
        return self.size

    def _count(self, data: bytes) -> None:
        assert self._inflate is not None
        while data and self.size <= self._limit:
            self.size += len(self._inflate.decompress(data, 64 * 1024))
            data = self._inflate.unconsumed_tail


def capped(limit: int) -> Callable[[Any], Awaitable[None]]:
    """An httpx response hook: the body read after it (by the client) stops past `limit` bytes."""

    async def cap(response: Any) -> None:
        library = sys.modules[type(response).__module__.partition(".")[0]]
        encoding = response.headers.get("content-encoding", "")
        response.stream = _capped_stream(library.AsyncByteStream)(response.stream, limit, encoding)

    return cap
