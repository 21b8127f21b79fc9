"""The `llm` judge: any chat-completions endpoint (OpenAI, vLLM, Ollama, llama.cpp, LM Studio).

Spec string: `llm:MODEL[,option=value...]`. Endpoint and key come from the environment:

| variable | meaning |
|---|---|
| `CITESET_LLM_BASE_URL` (else `OPENAI_BASE_URL`) | endpoint, e.g. `http://127.0.0.1:8000/v1` |
| `CITESET_LLM_API_KEY` (else `OPENAI_API_KEY`) | key; local servers usually need none |
| `CITESET_LLM_MODEL` | model, when the spec string names none |
| `CITESET_LLM_MAX_CALLS`, `CITESET_LLM_MAX_TOKENS` | hard budget (API calls / total tokens) |
| `CITESET_LLM_CONCURRENCY`, `CITESET_LLM_TIMEOUT` | parallel requests (default 4), seconds per call (60) |

`timeout` is a deadline for each call as a whole, and a response body larger than 16 MiB is not read on: either
fails the claim's judgment (the claim escalates), as the other failures do.

Options in the spec string override the environment: `base_url`, `max_calls`, `max_tokens`,
`concurrency`, `timeout`, `retries`, `backoff`, `json_mode` (0/1). The key is never accepted inline.

A key is sent only to the endpoint configured beside it: `CITESET_LLM_API_KEY` goes to `CITESET_LLM_BASE_URL`
(else the OpenAI API), never to an `OPENAI_BASE_URL` elsewhere, and `OPENAI_API_KEY` only to `OPENAI_BASE_URL`
(else the OpenAI API), never to another `CITESET_LLM_BASE_URL` (each with a warning). A
`base_url` given in the spec string that differs gets no key from the environment (with a warning)
unless the spec also names the variable holding its key: `api_key_env=VAR`.

With neither a base URL nor a key configured the judge does not guess an endpoint (no silent default to
a paid service): every claim escalates with the reason. An unreachable endpoint, a wrong key (401), an
unknown model (404), an exhausted budget or an answer that stays unreadable after one repair attempt
also escalate the claim with the reason; the run goes on.
"""

from __future__ import annotations

import asyncio
import os
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from citeset.judges._common import OnceWarner, as_float, as_int, split_options
from citeset.judges._llm_limits import MAX_RESPONSE_BYTES, ResponseTooLarge, capped
from citeset.judges._llm_prompt import REPAIR_PROMPT, AnswerError, messages_for, parse_answer, prompt_hash
from citeset.judges._protocol import JudgeRequest, JudgeSpec, Judgment, Label, failed

VERSION = "1"
_OPTIONS = {
    "base_url",
    "api_key_env",
    "max_calls",
    "max_tokens",
    "concurrency",
    "timeout",
    "retries",
    "backoff",
    "json_mode",
}


@dataclass
class LLMSettings:
    """Where and how to call the model; only the label-shaping parts go into the spec."""

    model: str
    base_url: str | None = None
    api_key: str | None = None
    max_calls: int | None = None
    max_tokens: int | None = None
    concurrency: int = 4
    timeout: float = 60.0
    retries: int = 4
    backoff: float = 1.0
    max_backoff: float = 30.0
    json_mode: bool = True
    max_output_tokens: int = 400
    withheld_key: str | None = None
    """Why the environment's key is not sent (it belongs to another endpoint), or None."""

    @classmethod
    def from_arg(cls, arg: str | None, env: Mapping[str, str] | None = None) -> LLMSettings:
        env = os.environ if env is None else env
        model, opts = split_options(arg, "llm", _OPTIONS)
        model = model or env.get("CITESET_LLM_MODEL", "")
        env_url = env.get("CITESET_LLM_BASE_URL") or env.get("OPENAI_BASE_URL") or None
        base_url = opts.get("base_url") or env_url
        api_key, withheld = _paired_key(opts, env, env_url)
        merged = {k.lower(): v for k, v in env.items() if k.startswith("CITESET_LLM_")}
        for key in ("max_calls", "max_tokens", "concurrency", "timeout"):
            if key not in opts and f"citeset_llm_{key}" in merged:
                opts[key] = merged[f"citeset_llm_{key}"]
        return cls(
            model=model,
            base_url=base_url,
            api_key=api_key,
            max_calls=as_int(opts, "max_calls", None, "llm"),
            max_tokens=as_int(opts, "max_tokens", None, "llm"),
            concurrency=max(1, as_int(opts, "concurrency", 4, "llm") or 4),
            timeout=as_float(opts, "timeout", 60.0, "llm"),
            retries=max(0, as_int(opts, "retries", 4, "llm") or 0),
            backoff=as_float(opts, "backoff", 1.0, "llm"),
            json_mode=opts.get("json_mode", "1").lower() not in {"0", "false", "no", "off"},
            withheld_key=withheld,
        )

    def problem(self) -> str | None:
        """Why this configuration cannot be used, or None."""
        if not self.model:
            return "llm judge: no model given (use --judge llm:MODEL or set CITESET_LLM_MODEL)"
        if not self.base_url and not self.api_key:
            return (
                "llm judge: no endpoint configured; set CITESET_LLM_BASE_URL (e.g. http://127.0.0.1:8000/v1 "
                "for a local server) or CITESET_LLM_API_KEY / OPENAI_API_KEY for the OpenAI API"
            )
        if self.base_url and not _http_url(self.base_url):
            return f"llm judge: base_url is not an http(s) URL with a host: {shown_url(self.base_url)}"
        return None


def shown_url(url: str) -> str:
    """An endpoint as outputs show it: scheme, host, port and path, without a user, password, query or fragment
    (a proxy's credentials in the URL went into report sets, which are made to be shared)."""
    try:
        parts = urlsplit(url)
        host = parts.hostname or ""
        port = f":{parts.port}" if parts.port is not None else ""
    except ValueError:
        return "[an endpoint URL that cannot be read]"
    if ":" in host:
        host = f"[{host}]"
    return urlunsplit((parts.scheme, host + port, parts.path, "", ""))


def scrubbed(text: str, url: str | None, key: str | None = None) -> str:
    """`text` with `url`, its password and query, and the API `key` replaced by what outputs may show (an endpoint's
    error may repeat the request it refused)."""
    if key and len(key) >= 8:
        text = text.replace(key, "***")
    if not url:
        return text
    text = text.replace(url, shown_url(url))
    try:
        parts = urlsplit(url)
        secrets = [parts.password, parts.query, parts.username if parts.password else None]
    except ValueError:
        secrets = []
    for secret in secrets:
        if secret:
            text = text.replace(secret, "***")
    return text


def _http_url(url: str) -> bool:
    """Whether `url` parses as an http(s) URL with a host and a valid port ("http://[::1" is a typo every call
    would fail on: a hardening audit saw each claim escalate with no warning)."""
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises on a port that is no number
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and bool(parts.hostname)


def _same_endpoint(a: str, b: str) -> bool:
    return a.strip().rstrip("/").lower() == b.strip().rstrip("/").lower()


def _paired_key(
    opts: Mapping[str, str], env: Mapping[str, str], env_url: str | None
) -> tuple[str | None, str | None]:
    """(key to send, why the environment's key is withheld): a key goes only where it was configured."""
    from citeset.errors import InputError

    if "api_key_env" in opts:
        name = opts["api_key_env"]
        if not env.get(name):
            raise InputError(
                f"llm judge: api_key_env={name} names an environment variable that is not set",
                field="--judge",
            )
        return env[name], None
    key, home, withheld = _environment_key(env)
    asked = opts.get("base_url")
    if key and asked and not _same_endpoint(asked, home):
        return None, (
            f"llm judge: not sending the API key from the environment to {shown_url(asked)} (it is configured "
            f"for {shown_url(home)}); add api_key_env=VAR to --judge to send a key to {shown_url(asked)}"
        )
    return key, withheld


_OPENAI_API = "https://api.openai.com/v1"


def _environment_key(env: Mapping[str, str]) -> tuple[str | None, str, str | None]:
    """(the environment's key, the endpoint it belongs to, why a key is withheld). Each variable pair keeps its
    key: CITESET_LLM_API_KEY goes to CITESET_LLM_BASE_URL (else the OpenAI API), and OPENAI_API_KEY only to
    OPENAI_BASE_URL (else the OpenAI API): neither goes to the other pair's own endpoint (a hardening audit found
    CITESET_LLM_API_KEY sent to an OPENAI_BASE_URL, in place of that endpoint's key)."""
    ours, openai_url = env.get("CITESET_LLM_BASE_URL") or None, env.get("OPENAI_BASE_URL") or _OPENAI_API
    own_key, openai_key = env.get("CITESET_LLM_API_KEY") or None, env.get("OPENAI_API_KEY") or None
    if ours is None:
        if own_key is None or _same_endpoint(openai_url, _OPENAI_API):
            return own_key or openai_key, openai_url, None
        return openai_key, openai_url, (
            f"llm judge: not sending CITESET_LLM_API_KEY to OPENAI_BASE_URL {shown_url(openai_url)} (it is "
            f"configured for CITESET_LLM_BASE_URL, else the OpenAI API); set CITESET_LLM_BASE_URL to send it there"
        ) if openai_key is None else None
    if own_key or not openai_key or _same_endpoint(ours, openai_url):
        return own_key or openai_key, ours, None
    return None, ours, (
        f"llm judge: not sending OPENAI_API_KEY to CITESET_LLM_BASE_URL {shown_url(ours)} (it is configured for "
        f"{shown_url(openai_url)}); set CITESET_LLM_API_KEY to send a key to {shown_url(ours)}"
    )


def openai_client(settings: LLMSettings, env: Mapping[str, str] | None = None) -> Any:
    """The chat client for `settings` (needs the openai package). The client also reads OPENAI_ORG_ID and
    OPENAI_PROJECT_ID and sends them as headers; they name an account at OPENAI_BASE_URL (else the OpenAI API),
    so they are sent only there (a hardening audit found them sent to CITESET_LLM_BASE_URL); and nothing follows a
    redirect elsewhere."""
    from openai import AsyncOpenAI, DefaultAsyncHttpxClient  # optional dependency: citeset[llm]

    env = os.environ if env is None else env
    # No redirects: a 307 from the endpoint took the account headers to another origin (a hardening re-audit).
    # A body is read up to MAX_RESPONSE_BYTES only; callers bound each call by `settings.timeout` as a whole.
    # Only codings whose decoded size the cap can count are offered (httpx offers zstd when zstandard is installed).
    http = DefaultAsyncHttpxClient(follow_redirects=False, headers={"Accept-Encoding": "gzip, deflate"},
                                   event_hooks={"response": [capped(MAX_RESPONSE_BYTES)]})
    client = AsyncOpenAI(base_url=settings.base_url, api_key=settings.api_key or "not-needed", max_retries=0,
                         timeout=settings.timeout, http_client=http)
    home = env.get("OPENAI_BASE_URL") or _OPENAI_API
    if not _same_endpoint(settings.base_url or home, home):  # no base_url: the client goes to OPENAI_BASE_URL
        client.organization = client.project = None
    return client


class _Stop(Exception):
    """This request cannot be answered (the reason is the message)."""


class LLMJudge:
    """Labels each request with one chat-completions call (plus at most one repair call)."""

    def __init__(self, settings: LLMSettings, client: Any = None) -> None:
        self.settings = settings
        self.spec = JudgeSpec(
            name="llm",
            version=VERSION,
            model=settings.model or None,
            prompt_hash=prompt_hash(),
            params={
                "base_url": shown_url(settings.base_url or "https://api.openai.com/v1"),
                "temperature": 0,
                "json_mode": settings.json_mode,
                "max_output_tokens": settings.max_output_tokens,
            },
        )
        self._client = client
        self._warn = OnceWarner()
        self._broken = settings.problem()
        self._fatal: str | None = None
        if settings.withheld_key:
            self._warn(settings.withheld_key)
        self.calls = 0
        self.tokens = 0
        self._sem: asyncio.Semaphore | None = None
        if self._broken:
            self._warn(self._broken)

    @classmethod
    def from_arg(cls, arg: str | None) -> LLMJudge:
        return cls(LLMSettings.from_arg(arg))

    def _get_client(self) -> Any:
        if self._client is None:
            self._client = openai_client(self.settings)
        return self._client

    async def judge(self, requests: Sequence[JudgeRequest]) -> list[Judgment]:
        if self._broken:
            return [failed(self.spec, self._broken) for _ in requests]
        try:
            client = self._get_client()
        except ImportError:
            self._broken = "llm judge needs the openai package: pip install 'citeset[llm]'"
            self._warn(self._broken)
            return [failed(self.spec, self._broken) for _ in requests]
        sem = asyncio.Semaphore(self.settings.concurrency)
        return list(await asyncio.gather(*(self._guarded(client, sem, r) for r in requests)))

    async def _guarded(self, client: Any, sem: asyncio.Semaphore, request: JudgeRequest) -> Judgment:
        async with sem:
            try:
                return await self._label(client, request)
            except _Stop as stop:
                return failed(self.spec, self._scrub(str(stop)))
            except Exception as exc:  # anything unexpected escalates this claim only
                return failed(self.spec, self._scrub(f"llm judge error: {type(exc).__name__}: {exc}"))

    def _scrub(self, text: str) -> str:
        """What an endpoint's message may show: every failure and warning passes here (`_guarded`, `_tell`)."""
        return scrubbed(text, self.settings.base_url, self.settings.api_key)

    def _tell(self, text: str) -> None:
        self._warn(self._scrub(text))

    async def _label(self, client: Any, request: JudgeRequest) -> Judgment:
        messages: list[dict[str, str]] = messages_for(request)
        n = len(request.evidence)
        text = await self._call(client, messages)
        try:
            answer = parse_answer(text, n)
        except AnswerError as first:
            messages = [
                *messages,
                {"role": "assistant", "content": text or ""},
                {"role": "user", "content": REPAIR_PROMPT.format(error=first)},
            ]
            text = await self._call(client, messages)
            try:
                answer = parse_answer(text, n)
            except AnswerError as second:
                return failed(self.spec, f"unreadable answer after one repair attempt: {second}")
        rationale = answer.rationale
        if answer.evidence_ids:
            rationale = f"{rationale} [{', '.join(answer.evidence_ids)}]".strip()
        return Judgment(
            label=answer.label,
            score=1.0 if answer.label is Label.ENTAILED else 0.0,
            rationale=rationale,
            judge=str(self.spec),
            spec_key=self.spec.key,
        )

    def _spend(self) -> None:
        """Reserve one call under the budget (no await between check and increment)."""
        if self._fatal:
            raise _Stop(self._fatal)
        s = self.settings
        if s.max_calls is not None and self.calls >= s.max_calls:
            raise _Stop(f"budget exhausted: max_calls={s.max_calls} reached")
        if s.max_tokens is not None and self.tokens >= s.max_tokens:
            raise _Stop(f"budget exhausted: max_tokens={s.max_tokens} reached ({self.tokens} used)")
        self.calls += 1

    async def _call(self, client: Any, messages: list[dict[str, str]]) -> str | None:
        import openai

        s = self.settings
        kwargs: dict[str, Any] = {
            "model": s.model,
            "messages": messages,
            "temperature": 0,
            "max_tokens": s.max_output_tokens,
        }
        if s.json_mode:
            kwargs["response_format"] = {"type": "json_object"}
        last = ""
        for attempt in range(s.retries + 1):
            self._spend()
            try:
                # The client's timeout bounds each read; the call as a whole has this deadline.
                response = await asyncio.wait_for(client.chat.completions.create(**kwargs), s.timeout)
            except ResponseTooLarge as exc:
                raise _Stop(f"llm endpoint {exc}") from None
            except (openai.AuthenticationError, openai.PermissionDeniedError) as exc:
                self._fatal = f"llm endpoint refused the key ({exc.status_code}); check CITESET_LLM_API_KEY / OPENAI_API_KEY"
                self._tell(self._fatal)
                raise _Stop(self._fatal) from None
            except openai.NotFoundError as exc:
                self._fatal = (
                    f"llm endpoint has no model {s.model!r} or no chat-completions route (404): {exc.message}"
                )
                self._tell(self._fatal)
                raise _Stop(self._fatal) from None
            except (openai.APITimeoutError, TimeoutError):
                last = f"timed out after {s.timeout:g}s"
                delay = self._delay(attempt, None)
            except openai.APIConnectionError as exc:
                last = f"endpoint unreachable ({s.base_url or 'OpenAI API'}): {exc.__cause__ or exc}"
                delay = self._delay(attempt, None)
            except (openai.RateLimitError, openai.InternalServerError) as exc:
                last = f"HTTP {exc.status_code}: {exc.message}"
                delay = self._delay(attempt, exc.response.headers.get("retry-after"))
            except openai.APIStatusError as exc:
                raise _Stop(f"llm request rejected (HTTP {exc.status_code}): {exc.message}") from None
            else:
                self._count_tokens(response, messages)
                choices = getattr(response, "choices", None) or []
                if not choices:
                    raise _Stop("llm endpoint returned no choices")
                content: str | None = choices[0].message.content
                return content
            if attempt < s.retries:
                await asyncio.sleep(delay)
        if last.startswith("endpoint unreachable"):
            self._fatal = last  # later requests fail fast instead of retrying a dead endpoint
            self._tell(last)
        raise _Stop(f"{last} (gave up after {s.retries + 1} attempts)")

    def _delay(self, attempt: int, retry_after: str | None) -> float:
        s = self.settings
        if retry_after:
            try:
                return min(float(retry_after), s.max_backoff)
            except ValueError:
                pass
        base: float = min(s.backoff * (2**attempt), s.max_backoff)
        return base * (0.75 + 0.5 * random.random())

    def _count_tokens(self, response: Any, messages: list[dict[str, str]]) -> None:
        usage = getattr(response, "usage", None)
        total = getattr(usage, "total_tokens", None) if usage is not None else None
        if total is None:  # servers without usage: estimate ~4 characters per token
            chars = sum(len(m["content"]) for m in messages)
            content = response.choices[0].message.content if getattr(response, "choices", None) else ""
            total = (chars + len(content or "")) // 4
        self.tokens += int(total)

    def usage(self) -> dict[str, int]:
        """Calls and tokens spent so far (for reports and budget checks)."""
        return {"calls": self.calls, "tokens": self.tokens}
