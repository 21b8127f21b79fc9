"""What a system under test is to the probe: an async callable from one request to one run record."""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

Request = dict[str, Any]
"""`{"case_id", "variant_id", "question", "reader", "as_of", "passages": [{"id", "text", "title", "uri",
"version_id", "status", "effective_from", "effective_to"}], "allowed_citations": [ids] | null}`."""


class SystemFailure(Exception):
    """The system gave no usable answer for one request (timeout, HTTP error, malformed output, exception).
    The probe records it as a `system_error` for that variant and goes on."""


@runtime_checkable
class System(Protocol):
    """A system under test. `answer` returns a run record as a dict (one line of a run file)."""

    spec: str

    async def answer(self, request: Request) -> dict[str, Any]: ...

    async def aclose(self) -> None: ...
