"""The llm judge against an endpoint that never finishes its answer: a body without end is cut at the size limit,
a body dripped a byte at a time at the call's deadline. Each is a failed judgment naming why, never a hang."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

from citeset.judges import JudgeRequest, Passage, _llm
from citeset.judges._llm import LLMJudge, LLMSettings
from endless_server import serve_endless

pytest.importorskip("openai")

REQ = JudgeRequest(claim="The returns window is 30 days.",
                   evidence=(Passage(span_id="policy#1", text="Customers may return items within 30 days."),))


@pytest.fixture
def flooding() -> Iterator[str]:
    yield from serve_endless(flood=True)


@pytest.fixture
def dripping() -> Iterator[str]:
    yield from serve_endless(flood=False)


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
