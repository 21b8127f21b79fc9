"""Factories of the built-in model judges (`nli`, `llm`), imported lazily by the registry.

Each factory takes the part of the spec string after the first colon (or None) and returns a Judge.
The heavy optional dependencies (onnxruntime, tokenizers, openai, huggingface_hub) are imported only
when a judge is actually used.
"""

from __future__ import annotations

from collections.abc import Callable

from citeset.judges._protocol import Judge


def nli(arg: str | None) -> Judge:
    from citeset.judges._nli import NLIJudge

    return NLIJudge.from_arg(arg)


def llm(arg: str | None) -> Judge:
    from citeset.judges._llm import LLMJudge

    return LLMJudge.from_arg(arg)


FACTORIES: dict[str, Callable[[str | None], Judge]] = {"nli": nli, "llm": llm}
"""Model judges by name; `cascade` composes judges by spec, so it lives with the registry."""
