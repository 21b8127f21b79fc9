"""The openai system against an endpoint that never finishes its answer: a body without end is cut at the size
limit, a body dripped a byte at a time ends at the call's deadline; each is a system error, never a hang."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import pytest

from citeset.judges import _llm
from citeset.judges._llm import LLMSettings
from citeset.systems._openai import OpenAISystem
from citeset.systems._protocol import SystemFailure
from endless_server import serve_encoded, serve_endless

pytest.importorskip("openai")

REQUEST: Any = {"case_id": "c", "question": "q", "passages": [], "variant_id": "v"}


@pytest.fixture(params=[True, False], ids=["flood", "drip"])
def endless(request: pytest.FixtureRequest) -> Iterator[tuple[str, bool]]:
    for url in serve_endless(request.param):
        yield url, request.param


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


async def _answer(system: OpenAISystem) -> Any:
    try:
        return await asyncio.wait_for(system.answer(REQUEST), 60)  # the bound turns a hang into a failure
    finally:
        await system.aclose()


def test_a_small_compressed_body_that_expands_past_the_limit_is_a_system_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_llm, "MAX_RESPONSE_BYTES", 256 * 1024)
    for url, _ in serve_encoded():
        with pytest.raises(SystemFailure) as failure:
            asyncio.run(_answer(OpenAISystem(LLMSettings(model="m", base_url=url, timeout=5.0, retries=0))))
        assert "response larger than 262144 bytes" in str(failure.value)
