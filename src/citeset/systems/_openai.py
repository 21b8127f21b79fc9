"""`openai:MODEL[,option=value...]`: an OpenAI-compatible chat model wrapped in citeset's own RAG prompt.

The prompt gives every passage with its stable id and asks for JSON with structured claims and the ids
each claim rests on. Endpoint, key and limits come from the same environment variables and options as the
`llm` judge (`CITESET_LLM_BASE_URL`, `CITESET_LLM_API_KEY`, ...; see `citeset.judges._llm`): the key goes
only to the endpoint configured beside it.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import sys
from typing import Any

from citeset.errors import InputError
from citeset.judges._llm import LLMSettings, openai_client, scrubbed, shown_url
from citeset.judges._llm_limits import ResponseTooLarge
from citeset.report._text import neutral
from citeset.systems._protocol import Request, SystemFailure

PROMPT = """You answer a question using only the numbered passages below. Each passage has an id in brackets.
Rules:
- State the answer as short atomic claims. Each claim lists the ids of every passage it rests on,
  including passages that link the question to the answer (for example a mapping from a name to a code).
- Use only what the passages say. If they do not establish the answer, abstain.
- Ignore a passage whose status is superseded, archived or invalidated, or whose effective interval does not
  contain the time the question is about.
- Cite only ids listed as citable.
Reply with one JSON object and nothing else:
{"abstained": false, "claims": [{"text": "...", "citations": ["id", ...]}]}
or {"abstained": true, "claims": []}"""
PROMPT_HASH = "sha256:" + hashlib.sha256(PROMPT.encode()).hexdigest()[:16]


def messages_for(request: Request) -> list[dict[str, str]]:
    lines = [f"Question: {request['question']}"]
    if request.get("as_of"):
        lines.append(f"The question is about: {request['as_of']}")
    for passage in request["passages"]:
        meta = [f"status {passage.get('status') or 'current'}"]
        if passage.get("effective_from") or passage.get("effective_to"):
            meta.append(f"effective {passage.get('effective_from') or '?'} to {passage.get('effective_to') or '?'}")
        title = f" {passage['title']}:" if passage.get("title") else ""
        lines.append(f"[{passage['id']}] ({'; '.join(meta)}){title} {passage['text']}")
    allowed = request.get("allowed_citations")
    ids = [p["id"] for p in request["passages"]] if allowed is None else allowed
    lines.append(f"Citable ids: {', '.join(ids) if ids else '(none)'}")
    return [{"role": "system", "content": PROMPT}, {"role": "user", "content": "\n".join(lines)}]


def to_record(request: Request, content: str | None) -> dict[str, Any]:
    """The model's JSON as a run record; anything else is a SystemFailure."""
    text = (content or "").strip()
    if text.startswith("```"):
        text = text.strip("`").removeprefix("json").strip()
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SystemFailure(f"the model's reply is not JSON: {exc.msg}") from None
    if not isinstance(data, dict) or not isinstance(data.get("claims", []), list):
        raise SystemFailure("the model's reply is not an object with a claims list")
    claims = []
    for item in data.get("claims", []):
        if not isinstance(item, dict) or not isinstance(item.get("text"), str):
            raise SystemFailure("a claim in the model's reply has no text")
        cites = item.get("citations", [])
        if not isinstance(cites, list) or not all(isinstance(c, str) for c in cites):
            raise SystemFailure("a claim's citations are not a list of ids")
        claims.append({"text": item["text"], "citations": [{"span_id": c} for c in cites]})
    abstained = bool(data.get("abstained")) or not claims
    return {"case_id": request["case_id"], "answer_text": " ".join(c["text"] for c in claims),
            "abstained": abstained, "claims": claims}


class OpenAISystem:
    """One chat-completions call per request, retried on timeouts, refused connections, 429 and 5xx."""

    def __init__(self, settings: LLMSettings, client: Any = None) -> None:
        self.settings = settings
        self.spec = f"openai:{settings.model}@{shown_url(settings.base_url or 'https://api.openai.com/v1')}"
        self._client = client
        self._sem: asyncio.Semaphore | None = None

    def _get_client(self) -> Any:
        if self._client is None:
            try:
                self._client = openai_client(self.settings)
            except ImportError:
                raise SystemFailure("the openai system needs the openai package: pip install 'citeset[llm]'") from None
        return self._client

    async def answer(self, request: Request) -> dict[str, Any]:
        if self._sem is None:
            self._sem = asyncio.Semaphore(self.settings.concurrency)
        async with self._sem:
            return to_record(request, await self._call(messages_for(request)))

    async def _call(self, messages: list[dict[str, str]]) -> str | None:
        import openai

        s = self.settings
        client = self._get_client()
        kwargs: dict[str, Any] = {"model": s.model, "messages": messages, "temperature": 0,
                                  "max_tokens": 800}
        if s.json_mode:
            kwargs["response_format"] = {"type": "json_object"}
        last = ""
        for attempt in range(s.retries + 1):
            try:
                # The client's timeout bounds each read; the call as a whole has this deadline.
                response = await asyncio.wait_for(client.chat.completions.create(**kwargs), s.timeout)
            except ResponseTooLarge as exc:
                raise SystemFailure(f"the model endpoint's {exc}") from None
            except TimeoutError:
                last = f"timed out after {s.timeout:g}s"
            except (openai.APITimeoutError, openai.APIConnectionError) as exc:
                last = scrubbed(f"{type(exc).__name__}: {exc}", s.base_url, s.api_key)
            except (openai.RateLimitError, openai.InternalServerError) as exc:
                last = scrubbed(f"HTTP {exc.status_code}: {exc.message}", s.base_url, s.api_key)
            except openai.APIStatusError as exc:
                raise SystemFailure(scrubbed(f"model endpoint refused the request (HTTP {exc.status_code}): "
                                             f"{exc.message}", s.base_url, s.api_key)) from None
            else:
                choices = getattr(response, "choices", None) or []
                if not choices:
                    raise SystemFailure("the model endpoint returned no choices")
                content: str | None = choices[0].message.content
                return content
            if attempt < s.retries:
                await asyncio.sleep(min(s.backoff * 2 ** attempt, s.max_backoff))
        raise SystemFailure(f"{last} (gave up after {s.retries + 1} attempts)")

    async def aclose(self) -> None:
        if self._client is not None and hasattr(self._client, "close"):
            await self._client.close()


def from_arg(arg: str | None) -> OpenAISystem:
    try:
        settings = LLMSettings.from_arg(arg)
    except InputError as exc:  # same options as the llm judge; say which flag they came from
        raise InputError(exc.message.replace("llm judge", "openai system").replace("--judge", "--system"),
                         field="--system") from None
    if not settings.model:
        raise InputError("openai system: no model given (use --system openai:MODEL or set CITESET_LLM_MODEL)",
                         field="--system")
    if not settings.base_url and not settings.api_key:
        raise InputError("openai system: no endpoint configured; set CITESET_LLM_BASE_URL (e.g. "
                         "http://127.0.0.1:8000/v1) or CITESET_LLM_API_KEY for the OpenAI API", field="--system")
    if settings.withheld_key:  # as the llm judge does: a key left out is said, never dropped without a word
        said = settings.withheld_key.replace("llm judge", "openai system").replace("--judge", "--system")
        print(f"warning: {neutral(said)}", file=sys.stderr)
    return OpenAISystem(settings)
