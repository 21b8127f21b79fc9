"""System adapters against real local endpoints: a user's Python function (sync and async), an HTTP server
on 127.0.0.1 (retries, timeouts, malformed JSON, concurrency limit) and a fake OpenAI-compatible server.
A failing system is recorded per variant as `system_error`; the probe goes on."""

from __future__ import annotations

import json
import sys
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "probes"))
from probe_fixtures import suite, suite_path  # noqa: F401  (fixtures)

from citeset.probes import probe
from citeset.suite import Suite
from citeset.systems import ReferenceSystem, load_system

USER_MODULE = '''
import asyncio
from citeset.systems.reference import ReferenceSystem

_REF = ReferenceSystem()


def sync_answer(request):
    return _REF.respond(request)


async def async_answer(request):
    await asyncio.sleep(0)
    return _REF.respond(request)


def flaky(request):
    kind = request["variant_id"].split("/")[2]
    if kind == "remove_hop":
        raise RuntimeError("index offline")
    if kind == "gold_only":
        return {"case_id": request["case_id"], "answer_text": "x", "claims": [
            {"text": "x", "citations": [{"span_id": "made-up-id"}]}]}
    if kind == "identity":
        return ["not", "a", "record"]
    if kind == "temporal":
        return {"case_id": request["case_id"], "answer_text": "x", "confidence": 0.9}
    return _REF.respond(request)
'''


@pytest.fixture
def user_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "user_rag.py").write_text(USER_MODULE, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "user_rag", raising=False)


@pytest.mark.parametrize("function", ["sync_answer", "async_answer"])
def test_a_users_python_function_is_probed(suite: Suite, user_module: None, function: str) -> None:  # noqa: F811
    result = probe(suite, load_system(f"python:user_rag:{function}"))
    assert result.summary.variants > 20 and result.summary.violations == 0


def test_failures_of_a_python_system_are_recorded_per_variant(suite: Suite, user_module: None) -> None:  # noqa: F811
    result = probe(suite, load_system("python:user_rag:flaky"))
    errors = {r.variant_id: r.system_error or "" for r in result.results if r.observed == "system_error"}
    assert "raised RuntimeError: index offline" in errors["atlas/maint/remove_hop/m1"]
    assert "cites ids it was not given: made-up-id" in errors["atlas/maint/gold_only"]
    assert "returned list" in errors["atlas/maint/identity/m1"]
    assert "not a run record: field 'confidence'" in errors["falcon/term/temporal/w2"]
    assert result.summary.system_errors == len(errors) and result.failed
    fine = [r for r in result.results if r.intervention == "alternative_route"]
    assert fine and all(r.observed == "supported_answer" for r in fine)  # the run went on


class _RAGHandler(BaseHTTPRequestHandler):
    """Answers with the reference system; `mode` decides extra behaviour."""

    def do_POST(self) -> None:
        server: Any = self.server
        request = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))
        with server.lock:
            server.requests.append(request)
            server.in_flight += 1
            server.peak = max(server.peak, server.in_flight)
            attempt = server.attempts.get(request["variant_id"], 0)
            server.attempts[request["variant_id"]] = attempt + 1
        time.sleep(server.delay)
        with server.lock:  # counted out before answering: the client may send its next request at once
            server.in_flight -= 1
        kind = request["variant_id"].split("/")[2]
        if server.mode == "flaky" and attempt == 0:
            self._send(503, b"busy")
        elif server.mode == "garbage" and kind == "gold_only":
            self._send(200, b"{not json")
        elif server.mode == "slow" and kind == "gold_only":
            time.sleep(1.0)
            self._send(200, b"{}")
        else:
            self._send(200, json.dumps(ReferenceSystem().respond(request)).encode())

    def _send(self, status: int, body: bytes) -> None:
        if self.server.mode == "slow":  # type: ignore[attr-defined]
            return  # the client has given up by now: answering would only break a pipe
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def rag_server() -> Iterator[Any]:
    server: Any = ThreadingHTTPServer(("127.0.0.1", 0), _RAGHandler)
    server.requests, server.attempts, server.lock = [], {}, threading.Lock()
    server.in_flight = server.peak = 0
    server.mode, server.delay = "ok", 0.0
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server
    server.shutdown()


@pytest.fixture
def http_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_PROXY", "*")
    monkeypatch.setenv("no_proxy", "*")
    monkeypatch.setenv("CITESET_SYSTEM_BACKOFF", "0")


def _url(server: Any) -> str:
    return f"http://127.0.0.1:{server.server_address[1]}/answer"


def test_an_http_endpoint_receives_the_request_json_and_is_probed(suite: Suite, rag_server: Any,  # noqa: F811
                                                                  http_env: None) -> None:
    result = probe(suite, load_system(_url(rag_server)))
    assert result.summary.violations == 0 and result.summary.variants > 20
    request = next(r for r in rag_server.requests if r["variant_id"] == "atlas/maint/citation_restriction")
    assert set(request) >= {"case_id", "variant_id", "question", "reader", "passages", "allowed_citations"}
    assert set(request["passages"][0]) >= {"id", "text", "title", "uri", "version_id"}
    assert "m1" not in request["allowed_citations"]


def test_http_retries_a_busy_endpoint(suite: Suite, rag_server: Any, http_env: None) -> None:  # noqa: F811
    rag_server.mode = "flaky"
    result = probe(suite, load_system(_url(rag_server)), interventions=["gold_only"])
    assert result.summary.system_errors == 0 and result.summary.violations == 0
    assert set(rag_server.attempts.values()) == {2}


def test_http_malformed_json_and_timeouts_are_system_errors(suite: Suite, rag_server: Any,  # noqa: F811
                                                            http_env: None, monkeypatch: pytest.MonkeyPatch) -> None:
    rag_server.mode = "garbage"
    result = probe(suite, load_system(_url(rag_server)), interventions=["gold_only", "remove_hop"])
    errors = [r for r in result.results if r.observed == "system_error"]
    assert [r.intervention for r in errors] == ["gold_only", "gold_only"]
    assert "malformed JSON" in (errors[0].system_error or "")
    rag_server.mode = "slow"
    monkeypatch.setenv("CITESET_SYSTEM_TIMEOUT", "0.2")
    monkeypatch.setenv("CITESET_SYSTEM_RETRIES", "1")
    result = probe(suite, load_system(_url(rag_server)), interventions=["gold_only"], cases=["atlas"])
    assert result.results[0].observed == "system_error"
    assert "timed out after 0.2s (gave up after 2 attempts)" in (result.results[0].system_error or "")


def test_http_keeps_to_its_concurrency_limit(suite: Suite, rag_server: Any, http_env: None,  # noqa: F811
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    rag_server.delay = 0.05
    monkeypatch.setenv("CITESET_SYSTEM_CONCURRENCY", "2")
    probe(suite, load_system(_url(rag_server)), concurrency=8)
    assert rag_server.peak == 2


def test_an_unreachable_endpoint_is_a_system_error_not_a_crash(suite: Suite, http_env: None) -> None:  # noqa: F811
    result = probe(suite, load_system("http://127.0.0.1:9/nothing"), interventions=["gold_only"])
    assert all(r.observed == "system_error" and "unreachable" in (r.system_error or "") for r in result.results)


class _ChatHandler(BaseHTTPRequestHandler):
    """A fake OpenAI-compatible chat endpoint: cites every citable passage of the prompt; records headers."""

    def do_POST(self) -> None:
        server: Any = self.server
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))
        server.seen.append((self.headers.get("Authorization"), body))
        user = body["messages"][-1]["content"]
        citable = user.rsplit("Citable ids: ", 1)[1].strip().split(", ")
        answer = server.answer or json.dumps({"abstained": False, "claims": [
            {"text": "Company Q maintains the servers used by Project Atlas.", "citations": citable}]})
        payload = json.dumps({"id": "x", "object": "chat.completion", "created": 0, "model": body["model"],
                              "choices": [{"index": 0, "finish_reason": "stop",
                                           "message": {"role": "assistant", "content": answer}}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def chat_server(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    server: Any = ThreadingHTTPServer(("127.0.0.1", 0), _ChatHandler)
    server.seen, server.answer = [], None
    threading.Thread(target=server.serve_forever, daemon=True).start()
    for name in ("OPENAI_BASE_URL", "OPENAI_API_KEY", "CITESET_LLM_MODEL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("CITESET_LLM_BASE_URL", f"http://127.0.0.1:{server.server_address[1]}/v1")
    monkeypatch.setenv("CITESET_LLM_API_KEY", "sk-local-test")
    monkeypatch.setenv("NO_PROXY", "*")
    yield server
    server.shutdown()


def test_the_openai_system_wraps_the_model_in_citesets_rag_prompt(suite: Suite, chat_server: Any) -> None:  # noqa: F811
    result = probe(suite, load_system("openai:tiny-model"), interventions=["gold_only", "remove_hop"],
                   cases=["atlas"])
    by_id = {r.variant_id: r for r in result.results}
    assert by_id["atlas/maint/gold_only"].observed == "supported_answer"
    assert sorted(by_id["atlas/maint/gold_only"].cited) == ["m1", "o1"]
    assert by_id["atlas/maint/remove_hop/m1"].violation  # it answers with a hop missing
    assert {key for key, _ in chat_server.seen} == {"Bearer sk-local-test"}
    prompts = [body["messages"][-1]["content"] for _, body in chat_server.seen]
    assert any("[m1]" in p and "[o1]" in p for p in prompts)  # passages with their stable ids
    assert all(body["model"] == "tiny-model" and "abstain" in body["messages"][0]["content"]
               for _, body in chat_server.seen)


def test_an_unreadable_model_reply_is_a_system_error(suite: Suite, chat_server: Any) -> None:  # noqa: F811
    chat_server.answer = "I think it is Company Q."
    result = probe(suite, load_system("openai:tiny-model"), interventions=["gold_only"], cases=["atlas"])
    assert result.results[0].observed == "system_error"
    assert "not JSON" in (result.results[0].system_error or "")


def test_the_openai_system_needs_a_configured_endpoint(monkeypatch: pytest.MonkeyPatch) -> None:
    from citeset.errors import InputError

    for name in ("CITESET_LLM_BASE_URL", "CITESET_LLM_API_KEY", "OPENAI_BASE_URL", "OPENAI_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    with pytest.raises(InputError, match="no endpoint configured"):
        load_system("openai:tiny-model")
    with pytest.raises(InputError, match="openai system option 'temperature'"):
        load_system("openai:tiny-model,temperature=1")


def test_systems_are_found_through_the_entry_point_group() -> None:
    from importlib.metadata import entry_points

    names = {ep.name for ep in entry_points(group="citeset.systems")}
    assert {"python", "http", "https", "openai", "reference"} <= names


@pytest.mark.parametrize(("name", "raw"), [("CITESET_SYSTEM_RETRIES", "inf"), ("CITESET_SYSTEM_CONCURRENCY", "1e400"),
                                           ("CITESET_SYSTEM_TIMEOUT", "nan"), ("CITESET_SYSTEM_BACKOFF", "inf")])
def test_an_endless_or_undefined_number_in_the_environment_is_an_input_error(name: str, raw: str) -> None:
    """A hardening re-audit got exit 3 (an OverflowError traceback) from CITESET_SYSTEM_RETRIES=inf."""
    from citeset.errors import InputError
    from citeset.systems._http import HTTPSettings

    with pytest.raises(InputError) as caught:
        HTTPSettings.from_env({name: raw})
    assert caught.value.field == name
