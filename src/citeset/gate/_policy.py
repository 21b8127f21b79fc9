"""Acceptance policies for `citeset gate`: thresholds on metrics, verdict counts and consequential claims."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Literal

from pydantic import Field

from citeset._model import SCHEMA_VERSION, FrozenRecord
from citeset.evidence._cards import Card
from citeset.report._model import Report


class Policy(FrozenRecord):
    """POLICY.yaml: every rule that fails is listed; any failure makes `gate` exit 1."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version.")
    min: dict[str, float] = Field(default_factory=dict, description="metric -> lowest acceptable value.")
    max: dict[str, float] = Field(default_factory=dict, description="metric -> highest acceptable value.")
    max_verdicts: dict[str, int] = Field(default_factory=dict, description="verdict -> most cards allowed.")
    max_counts: dict[str, int] = Field(default_factory=dict, description="report count -> most allowed.")
    consequential_must_accept: bool = Field(default=False,
                                            description="Every card of a consequential claim must be accept.")
    undefined: Literal["fail", "pass"] = Field(default="fail",
                                               description="How a metric with an empty denominator is judged.")
    judge: str | None = Field(default=None, description="Judge spec to evaluate with (CLI --judge overrides).")
    k: tuple[int, ...] | None = Field(default=None, description="Ks for complete-set recall (CLI --k overrides).")


def load_policy(path: str | Path) -> Policy:
    import yaml

    from citeset._jsonl import parse_model
    from citeset.errors import InputError

    file = Path(path)
    try:
        data = yaml.safe_load(file.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputError("policy file not found", path=file) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise InputError(f"malformed YAML: {getattr(exc, 'problem', exc)}", path=file,
                         line=mark.line + 1 if mark else None) from None
    if not isinstance(data, dict):
        raise InputError("a policy must be a mapping", path=file)
    policy = parse_model(Policy, data, path=file, line=None)
    from citeset.evidence._cards import VERDICTS
    from citeset.report._model import Counts

    for section in ("min", "max"):
        for name in getattr(policy, section):
            if "@" not in name and name not in _known_metrics():
                raise InputError(f"unknown metric {name!r}", path=file, field=f"{section}.{name}")
    for verdict in policy.max_verdicts:
        if verdict not in VERDICTS:
            raise InputError(f"unknown verdict {verdict!r}", path=file, field=f"max_verdicts.{verdict}")
    for count in policy.max_counts:
        if count not in Counts.model_fields:
            raise InputError(f"unknown count {count!r}", path=file, field=f"max_counts.{count}")
    return policy


def _known_metrics() -> set[str]:
    from citeset.metrics._aggregate import CORE_METRICS

    return set(CORE_METRICS) | {"context_recall", "r_precision"}


def check_policy(policy: Policy, report: Report, cards: Sequence[Card]) -> list[str]:
    """Every failed rule, as a sentence; empty when the policy passes."""
    failures: list[str] = []
    for section, bound in (("min", policy.min), ("max", policy.max)):
        for name, limit in bound.items():
            metric = report.metrics.get(name)
            if metric is None or metric.value is None:
                if policy.undefined == "fail":
                    failures.append(f"{name} is undefined (denominator 0 or not computed); policy needs "
                                    f"{'>=' if section == 'min' else '<='} {limit}")
                continue
            low = section == "min" and metric.value < limit
            high = section == "max" and metric.value > limit
            if low or high:
                failures.append(f"{name} = {metric.value:.4f} ({metric.numerator:g}/{metric.denominator:g}) is "
                                f"{'below the minimum' if low else 'above the maximum'} {limit}")
    for verdict, most in policy.max_verdicts.items():
        n = report.counts.verdicts.get(verdict, 0)
        if n > most:
            failures.append(f"{n} card(s) with verdict {verdict}; at most {most} allowed")
    for count, most in policy.max_counts.items():
        n = getattr(report.counts, count)
        if n is not None and n > most:
            failures.append(f"{count} = {n}; at most {most} allowed")
    if policy.consequential_must_accept:
        for card in cards:
            if card.consequential and card.verdict != "accept":
                failures.append(f"consequential claim {card.case_id}/{card.claim_id} is {card.verdict}, not accept"
                                + (f" ({card.reasons[-1]})" if card.reasons else ""))
    return failures
