"""A bound on a model endpoint's response body, for the llm judge and the `openai:` system.

httpx's timeout bounds each read and its client reads a whole body into memory, so an endpoint sending without
end (a proxy or local server that loops) would fill it; the http system caps its responses at 16 MiB, and these
clients do too. The stream type comes from the library the response belongs to (httpx or httpx2, whichever the
installed openai package uses)."""

from __future__ import annotations

import functools
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

MAX_RESPONSE_BYTES = 16 * 1024 * 1024


class ResponseTooLarge(Exception):
    """An endpoint's response body passed the limit."""


@functools.cache
def _capped_stream(base: type) -> type:
    class Capped(base):  # type: ignore[valid-type, misc]
        def __init__(self, stream: Any, limit: int) -> None:
            self._stream = stream
            self._limit = limit

        async def __aiter__(self) -> AsyncIterator[bytes]:
            size = 0
            async for chunk in self._stream:
                size += len(chunk)
                if size > self._limit:
                    raise ResponseTooLarge(f"response larger than {self._limit} bytes")
                yield chunk

        async def aclose(self) -> None:
            await self._stream.aclose()

    return Capped


def capped(limit: int) -> Callable[[Any], Awaitable[None]]:
    """An httpx response hook: the body read after it (by the client) stops past `limit` bytes."""

    async def cap(response: Any) -> None:
        library = sys.modules[type(response).__module__.partition(".")[0]]
        response.stream = _capped_stream(library.AsyncByteStream)(response.stream, limit)

    return cap
