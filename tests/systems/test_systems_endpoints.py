"""What the http and openai systems are called in outputs, and what their errors say: never an endpoint's
credentials."""

from __future__ import annotations


def test_an_endpoint_urls_credentials_are_not_its_name_nor_in_its_errors() -> None:
    """A hardening re-audit: the http system kept its URL (with a user's password or a query key) as its name, which
    probe.json, report.md and variants.jsonl show; and the openai system's name left out its endpoint, so a probe of
    another endpoint reused the first one's results."""
    import asyncio

    from citeset.judges._llm import LLMSettings
    from citeset.systems._http import HTTPSystem
    from citeset.systems._openai import OpenAISystem
    from citeset.systems._protocol import SystemFailure

    system = HTTPSystem("http://bob:S3CRETPW@127.0.0.1:9/answer?code=S3CRETKEY")
    other = HTTPSystem("http://bob:S3CRETPW@127.0.0.1:9/answer?code=OTHER")
    assert "S3CRET" not in system.spec and system.spec != other.spec and "127.0.0.1:9/answer" in system.spec
    try:
        asyncio.run(system.answer({"case_id": "c", "question": "q", "passages": [], "variant_id": "v"}))
    except SystemFailure as exc:
        assert "S3CRET" not in str(exc)
    a = OpenAISystem(LLMSettings(model="m", base_url="http://127.0.0.1:1/v1"))
    b = OpenAISystem(LLMSettings(model="m", base_url="http://127.0.0.1:2/v1"))
    assert a.spec != b.spec
