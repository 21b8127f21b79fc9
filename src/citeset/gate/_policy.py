"""Acceptance policies for `citeset gate`: thresholds on metrics, verdict counts and consequential claims.

A policy can only make the gate stricter or say what it tolerates; it cannot configure how the run is
evaluated. In particular it cannot choose a judge's model, options or endpoint (those come from the
command line and the environment, so a policy file cannot send evidence or an API key anywhere): its
`judge` key only names the judge the gate must be run with.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from pathlib import Path
from typing import Annotated, Literal

from pydantic import AfterValidator, Field, PrivateAttr, field_validator

from citeset._jsonpos import Lines, line_of
from citeset._lazyre import lazy_compile
from citeset._model import SCHEMA_VERSION, FrozenRecord
from citeset.cards import Card
from citeset.cards._report import Report
from citeset.errors import InputError
from citeset.metrics._catalogue import CATALOGUE, CORE_METRICS, PARTIAL_RETRIEVAL, PARTIAL_RETRIEVAL_PER_K

# Every metric is a rate in [0, 1]; these families are reported once per requested K.
AT_K_FAMILIES = tuple(m.name for m in CATALOGUE if m.per_k) + PARTIAL_RETRIEVAL_PER_K
_AT_K = lazy_compile(rf"^({'|'.join(AT_K_FAMILIES)})@([1-9][0-9]*)$")
_JUDGE_NAME = lazy_compile(r"^[A-Za-z][A-Za-z0-9_.-]*$")
# Counts that are ratios or tallies by key, not a number of things a policy can cap.
_UNCAPPABLE_COUNTS = {"judge_calls_per_claim", "verdicts", "buckets", "judge_calls_by_purpose"}



def _rate(value: float) -> float:
    if not 0.0 <= value <= 1.0:
        raise ValueError(f"a metric threshold must be between 0 and 1 (every metric is a rate), not {value}")
    return value


Threshold = Annotated[float, Field(strict=True, allow_inf_nan=False), AfterValidator(_rate)]
Cap = Annotated[int, Field(strict=True, ge=0)]
PositiveK = Annotated[int, Field(strict=True, ge=1)]


class Policy(FrozenRecord):
    """POLICY.yaml: every rule that fails is listed; any failure makes `gate` exit 1."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version.")
    min: dict[str, Threshold] = Field(default_factory=dict, description="metric -> lowest acceptable value (0-1).")
    max: dict[str, Threshold] = Field(default_factory=dict, description="metric -> highest acceptable value (0-1).")
    max_verdicts: dict[str, Cap] = Field(default_factory=dict, description="verdict -> most cards allowed.")
    max_counts: dict[str, Cap] = Field(
        default_factory=dict,
        description="report count -> most allowed. `judge_failures` defaults to 0: any claim whose judge "
                    "failed fails the gate unless this allows it.")
    consequential_must_accept: bool = Field(default=False, strict=True,
                                            description="Every card of a consequential claim must be accept.")
    require_frozen: bool = Field(default=False, strict=True,
                                 description="The suite must be fully frozen: every version, span, case and route "
                                             "verified against a manifest that covers them all.")
    undefined: Literal["fail", "pass"] = Field(default="fail",
                                               description="How a metric with an empty denominator is judged.")
    judge: str | None = Field(default=None, description="Name of the judge the gate must be run with (e.g. "
                                                        "`rules`, `nli`); its model and endpoint come from --judge.")
    k: tuple[PositiveK, ...] | None = Field(default=None, description="Ks for complete-set recall (CLI --k overrides).")
    _lines: Lines = PrivateAttr(default_factory=dict)  # the line of each key and item of the file it was read from

    def error(self, message: str, path: str | Path, field: str) -> InputError:
        """An InputError naming the policy file, the field and, when the policy was read from a file, its line."""
        return InputError(message, path=path, line=line_of(field, self._lines), field=field)

    @field_validator("judge")
    @classmethod
    def _judge_name_only(cls, judge: str | None) -> str | None:
        if judge is not None and not _JUDGE_NAME.match(judge):
            raise ValueError("a policy may only name the judge it requires (e.g. 'rules', 'nli', 'llm'); the "
                             "judge's model, options and endpoint come from the command line (--judge) and "
                             "the environment")
        return judge

    def check_ks(self, ks: Collection[int], path: str | Path) -> None:
        """A threshold on metric@K for a K this run does not compute is an input error, not a silent fail."""
        for section in ("min", "max"):
            for name in getattr(self, section):
                found = _AT_K.match(name)
                if found and int(found.group(2)) not in ks:
                    raise self.error(f"K={found.group(2)} is not computed in this run (K = "
                                     f"{', '.join(map(str, sorted(ks)))}); add --k {found.group(2)} or list it "
                                     f"under the policy's k", path, f"{section}.{name}")

    def check_judge(self, spec: str, path: str | Path) -> None:
        """The judge on the command line must be the one the policy names."""
        used = spec.partition(":")[0].strip()
        if self.judge is not None and used != self.judge:
            raise self.error(f"the policy requires the {self.judge!r} judge but this run uses {used!r}; give "
                             f"--judge {self.judge}[:MODEL]", path, "judge")


def load_policy(path: str | Path) -> Policy:
    """Read POLICY.yaml (or .json) strictly: every problem is an InputError naming the file, the field and the
    line it is on."""
    from citeset._jsonl import parse_model
    from citeset._jsonpos import parse_json_lines
    from citeset._yaml import MAX_CONFIG_BYTES, parse_yaml_lines, read_text

    file = Path(path)
    text = read_text(file, "policy file", MAX_CONFIG_BYTES)
    # a .json policy is read as JSON: its faults are JSON's (YAML would take a trailing comma, and call the
    # file's faults "malformed YAML")
    data, lines = parse_json_lines(text, file) if file.suffix.lower() == ".json" else parse_yaml_lines(text, file)
    if data is None:
        raise InputError("the policy is empty; it needs at least one rule (min, max, max_verdicts, ...)", path=file)
    if not isinstance(data, dict):
        raise InputError("a policy must be a mapping of rules (min, max, max_verdicts, ...)", path=file)
    for key in data:
        if not isinstance(key, str):
            spellings = ("null", "~", "") if key is None else (str(key), str(key).lower())  # as YAML wrote it
            line = next((lines[(s,)] for s in spellings if (s,) in lines), None)
            raise InputError(f"keys must be text, not {key!r}", path=file, line=line, field=str(key))
    try:
        policy = parse_model(Policy, data, path=file, line=None)
    except InputError as exc:
        raise InputError(exc.message, path=file, line=line_of(exc.field, lines), field=exc.field) from None
    policy._lines = lines
    _check_names(policy, file)
    return policy


def _check_names(policy: Policy, file: Path) -> None:
    from citeset.cards import VERDICTS
    from citeset.cards._report import Counts

    known = known_metrics()
    for section in ("min", "max"):
        for name in getattr(policy, section):
            if name not in known and not _AT_K.match(name):
                raise policy.error(f"unknown metric {name!r}; known: {', '.join(sorted(known))} and "
                                   f"{', '.join(f + '@K' for f in AT_K_FAMILIES)}", file, f"{section}.{name}")
    for verdict in policy.max_verdicts:
        if verdict not in VERDICTS:
            raise policy.error(f"unknown verdict {verdict!r}; known: {', '.join(VERDICTS)}", file,
                               f"max_verdicts.{verdict}")
    cappable = set(Counts.model_fields) - _UNCAPPABLE_COUNTS
    for count in policy.max_counts:
        if count not in cappable:
            raise policy.error(f"unknown count {count!r}; known: {', '.join(sorted(cappable))}", file,
                               f"max_counts.{count}")


def known_metrics() -> set[str]:
    """Metric names without a K."""
    return set(CORE_METRICS) | set(PARTIAL_RETRIEVAL)


def check_policy(policy: Policy, report: Report, cards: Sequence[Card]) -> list[str]:
    """Every failed rule, as a sentence; empty when the policy passes."""
    failures = _metric_failures(policy, report)
    for verdict, most in policy.max_verdicts.items():
        n = report.counts.verdicts.get(verdict, 0)
        if n > most:
            failures.append(f"{n} card(s) with verdict {verdict}; at most {most} allowed")
    for count, most in policy.max_counts.items():
        n = getattr(report.counts, count)
        if count == "judge_failures":
            continue
        if n is None:
            # Not measured (e.g. no browser for the render checks): a cap on it cannot be shown to hold.
            if policy.undefined == "fail":
                failures.append(f"{count} was not measured in this run; a cap on it cannot pass (undefined: fail)")
        elif n > most:
            failures.append(f"{count} = {n}; at most {most} allowed")
    allowed = policy.max_counts.get("judge_failures", 0)
    if report.counts.judge_failures > allowed:
        failures.append(f"{report.counts.judge_failures} claim(s) escalated because the judge failed; at most "
                        f"{allowed} allowed (set max_counts.judge_failures to tolerate judge failures)")
    if policy.require_frozen and report.suite.get("frozen") is not True:
        failures.append("the suite is not fully frozen (records added or changed since `citeset freeze`, or a "
                        "manifest from an older citeset); the policy requires a frozen suite: run `citeset freeze`")
    if policy.consequential_must_accept:
        for card in cards:
            if card.consequential and card.verdict != "accept":
                failures.append(f"consequential claim {card.case_id}/{card.claim_id} is {card.verdict}, not accept"
                                + (f" ({card.reasons[-1]})" if card.reasons else ""))
    return failures


def _metric_failures(policy: Policy, report: Report) -> list[str]:
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
    return failures
