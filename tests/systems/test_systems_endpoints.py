"""What the http and openai systems are called in outputs, and what their errors say: never an endpoint's
credentials."""

from __future__ import annotations

import pytest


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


def test_a_key_the_openai_system_does_not_send_is_named_in_one_warning(monkeypatch: pytest.MonkeyPatch,
                                                                          capsys: pytest.CaptureFixture[str]) -> None:
    """Audit 42: `probe --system openai:m,base_url=OTHER` with a key in the environment dropped the key without a
    word (the llm judge warns): a system then fails with 401 and the user does not know why."""
    from citeset.systems._openai import from_arg

    for name in ("CITESET_LLM_BASE_URL", "CITESET_LLM_API_KEY", "OPENAI_BASE_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-SECRET")
    system = from_arg("m,base_url=http://127.0.0.1:1/v1")
    assert system.settings.api_key is None
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("warning: openai system: not sending"), err
    assert "--system" in err and "--judge" not in err and "SECRET" not in err
    from_arg("m")  # the key goes where it was configured: no warning
    assert capsys.readouterr().err == ""
