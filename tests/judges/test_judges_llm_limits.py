"""The llm judge against an endpoint that never finishes its answer: a body without end is cut at the size limit,
a body dripped a byte at a time at the call's deadline. Each is a failed judgment naming why, never a hang."""

from __future__ import annotations

import asyncio
import gzip
import json
import zlib
from collections.abc import Iterator

import pytest

from citeset.judges import JudgeRequest, Passage, _llm
from citeset.judges._llm import LLMJudge, LLMSettings
from endless_server import serve_encoded, serve_endless

pytest.importorskip("openai")

REQ = JudgeRequest(claim="The returns window is 30 days.",
                   evidence=(Passage(span_id="policy#1", text="Customers may return items within 30 days."),))


@pytest.fixture
def flooding() -> Iterator[str]:
    yield from serve_endless(flood=True)


@pytest.fixture
def dripping() -> Iterator[str]:
    yield from serve_endless(flood=False)


@pytest.fixture
def bomb() -> Iterator[str]:
    for url, _ in serve_encoded():
        yield url


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


def test_a_small_compressed_body_that_expands_past_the_limit_is_a_failed_judgment(
        bomb: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The limit bounds what the client holds: a 64 KiB gzip body that decodes to 64 MiB passes a limit on the
    bytes on the wire, so it must count the decoded bytes."""
    monkeypatch.setattr(_llm, "MAX_RESPONSE_BYTES", 256 * 1024)
    assert "response larger than 262144 bytes" in _judged(bomb)


def _completion(label: str) -> bytes:
    content = json.dumps({"label": label, "rationale": "E1 says so", "evidence_ids": ["E1"]})
    return json.dumps({"id": "x", "object": "chat.completion", "created": 0, "model": "m", "choices": [
        {"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": content}}]}).encode()


@pytest.mark.parametrize("coding", ["gzip", "deflate"])
def test_a_compressed_answer_within_the_limit_is_read_and_only_codings_it_checks_are_asked_for(coding: str) -> None:
    body = gzip.compress(_completion("entailed")) if coding == "gzip" else zlib.compress(_completion("entailed"))
    for url, server in serve_encoded(body, coding):
        judge = LLMJudge(LLMSettings(model="m", base_url=url, timeout=5.0, retries=0))
        [judgment] = asyncio.run(asyncio.wait_for(judge.judge([REQ]), 60))
        assert (judgment.label, judgment.error) == ("entailed", None)
        assert getattr(server, "accepted") == "gzip, deflate"  # noqa: B009  (no zstd or brotli offered)


def test_an_answer_in_a_coding_the_limit_cannot_check_is_a_failed_judgment() -> None:
    for url, _ in serve_encoded(_completion("entailed"), "zstd"):
        error = _judged(url)
        assert "content coding 'zstd'" in error
