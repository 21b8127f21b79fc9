"""JSON Schemas of every persisted format (`citeset schema`)."""

from __future__ import annotations

from typing import Any


def all_schemas() -> dict[str, dict[str, Any]]:
    from citeset._jsonl import adapter
    from citeset.corpus import Manifest, SourceVersion, Span
    from citeset.evidence import Card
    from citeset.gate import Policy
    from citeset.judges import JudgeSpec
    from citeset.report import Report
    from citeset.runs import RunRecord
    from citeset.suite import Case

    models: dict[str, type[Any]] = {
        "source_version": SourceVersion, "span": Span, "case": Case, "run_record": RunRecord, "card": Card,
        "report": Report, "manifest": Manifest, "policy": Policy, "judge_spec": JudgeSpec,
    }
    return {name: adapter(model).json_schema() for name, model in models.items()}
