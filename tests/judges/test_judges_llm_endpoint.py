"""The API key goes only to the endpoint configured beside it, and a policy cannot choose an endpoint.

Real HTTP servers on 127.0.0.1 record the Authorization header of every request they receive."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from citeset.demo import example_paths

ANSWER = json.dumps({"label": "insufficient", "rationale": "r", "evidence_ids": []})


class _Recorder(BaseHTTPRequestHandler):
    seen: list[str | None]

    def do_POST(self) -> None:
        self.server.seen.append(self.headers.get("Authorization"))  # type: ignore[attr-defined]
        moved = getattr(self.server, "moved", None)
        if moved:  # a redirect to another origin
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
            self.send_response(307)
            self.send_header("Location", moved + self.path)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        self.server.ids.extend(  # type: ignore[attr-defined]
            f"{h}: {self.headers[h]}" for h in ("OpenAI-Organization", "OpenAI-Project") if h in self.headers)
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        body = json.dumps(
            {
                "id": "x",
                "object": "chat.completion",
                "created": 0,
                "model": "m",
                "choices": [
                    {"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": ANSWER}}
                ],
                "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
            }
        ).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def servers() -> Iterator[tuple[ThreadingHTTPServer, ThreadingHTTPServer]]:
    started = []
    for _ in range(2):
        server = ThreadingHTTPServer(("127.0.0.1", 0), _Recorder)
        server.seen = []  # type: ignore[attr-defined]
        server.ids = []  # type: ignore[attr-defined]
        threading.Thread(target=server.serve_forever, daemon=True).start()
        started.append(server)
    yield started[0], started[1]
    for server in started:
        server.shutdown()


def _url(server: ThreadingHTTPServer) -> str:
    return f"http://127.0.0.1:{server.server_address[1]}/v1"


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CITESET_LLM_", "OPENAI_"))}
    env.update(extra, NO_PROXY="*", no_proxy="*")
    return env


def _evaluate(tmp_path: Path, judge: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    suite, run = example_paths("cedar")
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "citeset",
            "evaluate",
            str(suite),
            str(run),
            "--judge",
            judge,
            "--no-cache",
            "--bootstrap",
            "0",
            "--out",
            str(tmp_path / "out"),
            "--force",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )


def test_the_env_key_goes_to_the_env_endpoint(
    servers: tuple[ThreadingHTTPServer, ...], tmp_path: Path
) -> None:
    x, y = servers
    proc = _evaluate(tmp_path, "llm:m", _env(CITESET_LLM_BASE_URL=_url(y), CITESET_LLM_API_KEY="sk-secret"))
    assert proc.returncode in (0, 1), proc.stderr
    assert y.seen and set(y.seen) == {"Bearer sk-secret"}  # type: ignore[attr-defined]
    assert not x.seen  # type: ignore[attr-defined]


def test_the_env_key_is_not_sent_to_another_endpoint(
    servers: tuple[ThreadingHTTPServer, ...], tmp_path: Path
) -> None:
    x, y = servers
    for env in (
        _env(CITESET_LLM_BASE_URL=_url(y), CITESET_LLM_API_KEY="sk-secret"),
        _env(OPENAI_BASE_URL=_url(y), OPENAI_API_KEY="sk-secret"),
        _env(OPENAI_API_KEY="sk-secret"),
    ):  # a key for the OpenAI API, not for X
        proc = _evaluate(tmp_path, f"llm:m,base_url={_url(x)}", env)
        assert proc.returncode in (0, 1), proc.stderr
        assert "not sending the API key" in proc.stderr
    assert x.seen and not any("sk-secret" in (h or "") for h in x.seen)  # type: ignore[attr-defined]
    assert not y.seen  # type: ignore[attr-defined]


def test_the_openai_key_is_not_sent_to_the_citeset_endpoint(
    servers: tuple[ThreadingHTTPServer, ...], tmp_path: Path
) -> None:
    """OPENAI_API_KEY belongs to OPENAI_BASE_URL (else the OpenAI API), not to CITESET_LLM_BASE_URL: a hardening
    audit found it sent to the CITESET endpoint, with or without OPENAI_BASE_URL set."""
    x, y = servers
    for env in (
        _env(CITESET_LLM_BASE_URL=_url(x), OPENAI_BASE_URL=_url(y), OPENAI_API_KEY="sk-openai"),
        _env(CITESET_LLM_BASE_URL=_url(x), OPENAI_API_KEY="sk-openai"),
    ):
        proc = _evaluate(tmp_path, "llm:m", env)
        assert proc.returncode in (0, 1), proc.stderr
        assert "not sending" in proc.stderr
    assert x.seen and not any("sk-openai" in (h or "") for h in x.seen)  # type: ignore[attr-defined]
    assert not y.seen  # type: ignore[attr-defined]
    proc = _evaluate(tmp_path, "llm:m", _env(CITESET_LLM_BASE_URL=_url(y), OPENAI_BASE_URL=_url(y),
                                             OPENAI_API_KEY="sk-openai"))  # the same endpoint: its key
    assert y.seen and set(y.seen) == {"Bearer sk-openai"}  # type: ignore[attr-defined]


def test_the_citeset_key_is_not_sent_to_the_openai_endpoint(
    servers: tuple[ThreadingHTTPServer, ...], tmp_path: Path
) -> None:
    """CITESET_LLM_API_KEY belongs to CITESET_LLM_BASE_URL (else the OpenAI API), not to an OPENAI_BASE_URL set for
    OPENAI_API_KEY: a hardening audit found it sent there, in place of that endpoint's own key."""
    x, y = servers
    proc = _evaluate(tmp_path, "llm:m", _env(CITESET_LLM_API_KEY="sk-citeset", OPENAI_BASE_URL=_url(y),
                                             OPENAI_API_KEY="sk-openai"))
    assert proc.returncode in (0, 1), proc.stderr
    assert y.seen and set(y.seen) == {"Bearer sk-openai"}  # type: ignore[attr-defined]
    proc = _evaluate(tmp_path, "llm:m", _env(CITESET_LLM_API_KEY="sk-citeset", OPENAI_BASE_URL=_url(x)))
    assert proc.returncode in (0, 1), proc.stderr
    assert "not sending CITESET_LLM_API_KEY" in proc.stderr
    assert x.seen and not any("sk-citeset" in (h or "") for h in x.seen)  # type: ignore[attr-defined]


def test_a_key_named_for_the_endpoint_is_sent_there(
    servers: tuple[ThreadingHTTPServer, ...], tmp_path: Path
) -> None:
    x, y = servers
    env = _env(CITESET_LLM_BASE_URL=_url(y), CITESET_LLM_API_KEY="sk-secret", X_KEY="sk-for-x")
    proc = _evaluate(tmp_path, f"llm:m,base_url={_url(x)},api_key_env=X_KEY", env)
    assert proc.returncode in (0, 1), proc.stderr
    assert x.seen and set(x.seen) == {"Bearer sk-for-x"}  # type: ignore[attr-defined]
    proc = _evaluate(tmp_path, f"llm:m,base_url={_url(x)},api_key_env=NOT_SET", env)
    assert proc.returncode == 2 and "NOT_SET" in proc.stderr


def test_a_policy_cannot_send_the_key_anywhere(
    servers: tuple[ThreadingHTTPServer, ...], tmp_path: Path
) -> None:
    x, y = servers
    suite, run = example_paths("cedar")
    policy = tmp_path / "p.yaml"
    policy.write_text(f'judge: "llm:m,base_url={_url(x)}"\nmin:\n  answer_correctness: 0.1\n')
    proc = subprocess.run(
        [sys.executable, "-m", "citeset", "gate", str(suite), str(run), "--policy", str(policy)],
        capture_output=True,
        text=True,
        timeout=120,
        env=_env(CITESET_LLM_BASE_URL=_url(y), CITESET_LLM_API_KEY="sk-secret"),
    )
    assert proc.returncode == 2 and "judge" in proc.stderr and "p.yaml" in proc.stderr
    assert not x.seen and not y.seen  # type: ignore[attr-defined]


def test_the_openai_account_ids_go_only_to_the_openai_endpoint(
    servers: tuple[ThreadingHTTPServer, ...], tmp_path: Path
) -> None:
    """OPENAI_ORG_ID and OPENAI_PROJECT_ID name an account at OPENAI_BASE_URL (else the OpenAI API); a hardening
    audit found the openai client sending them to CITESET_LLM_BASE_URL as headers."""
    x, y = servers
    ids = {"OPENAI_ORG_ID": "org-private", "OPENAI_PROJECT_ID": "proj-private"}
    proc = _evaluate(tmp_path, "llm:m", _env(CITESET_LLM_BASE_URL=_url(x), CITESET_LLM_API_KEY="k", **ids))
    assert proc.returncode in (0, 1), proc.stderr
    assert x.seen and x.ids == []  # type: ignore[attr-defined]
    proc = _evaluate(tmp_path, "llm:m", _env(CITESET_LLM_BASE_URL=_url(y), OPENAI_BASE_URL=_url(y),
                                             OPENAI_API_KEY="sk-openai", **ids))  # the same endpoint: its account
    assert proc.returncode in (0, 1), proc.stderr
    assert "OpenAI-Organization: org-private" in y.ids and "OpenAI-Project: proj-private" in y.ids  # type: ignore[attr-defined]


def test_a_redirect_to_another_origin_is_not_followed(servers: tuple[ThreadingHTTPServer, ...], tmp_path: Path) -> None:
    """A hardening re-audit: a 307 from the configured endpoint took OpenAI-Organization and OpenAI-Project (the key
    was stripped) to another origin. The judge does not follow redirects."""
    x, y = servers
    y.moved = f"http://127.0.0.1:{x.server_address[1]}"  # type: ignore[attr-defined]
    proc = _evaluate(tmp_path, "llm:m", _env(OPENAI_BASE_URL=_url(y), OPENAI_API_KEY="sk-openai",
                                             OPENAI_ORG_ID="org-private", OPENAI_PROJECT_ID="proj-private"))
    assert proc.returncode in (0, 1), proc.stderr
    assert y.seen and not x.seen and x.ids == []  # type: ignore[attr-defined]


def test_credentials_in_the_endpoint_url_stay_out_of_every_output(
    servers: tuple[ThreadingHTTPServer, ...], tmp_path: Path
) -> None:
    """A hardening audit: a proxy's password in CITESET_LLM_BASE_URL (http://user:PASSWORD@host/v1, or ?api-key=)
    was written into report.json, every escalated card and report.md, which are made to be shared. The endpoint is
    shown as scheme, host, port and path; the request still carries the credentials."""
    x, _ = servers
    port = x.server_address[1]
    for url in (f"http://bob:S3CRETPW@127.0.0.1:{port}/v1", f"http://127.0.0.1:{port}/v1?api-key=S3CRETPW",
                "http://bob:S3CRETPW@127.0.0.1:9/v1"):  # the last: nothing listens, every request fails
        proc = _evaluate(tmp_path, "llm:m", _env(CITESET_LLM_BASE_URL=url, CITESET_LLM_API_KEY="sk-x"))
        assert proc.returncode in (0, 1), proc.stderr
        written = "".join(p.read_text(encoding="utf-8") for p in (tmp_path / "out").iterdir() if p.is_file())
        assert "S3CRETPW" not in written + proc.stdout + proc.stderr, url
        assert f"127.0.0.1:{port}/v1" in written or "127.0.0.1:9/v1" in written
