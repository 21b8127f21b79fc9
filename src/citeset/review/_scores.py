"""Which scores change because of the new annotation: the evaluation output's run evaluated again, with the
same judge and settings, on the adjudicated suite (the library's evaluation service), metric by metric."""

from __future__ import annotations

from collections.abc import Collection
from pathlib import Path

from pydantic import Field
from sqlalchemy import select
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from citeset._files import sha256_file
from citeset._model import SCHEMA_VERSION, Record
from citeset.cards import Report
from citeset.errors import InputError
from citeset.metrics import MetricValue, definition
from citeset.review._db import Decision, Judgment, ReviewCard
from citeset.review._export import finally_decided
from citeset.review._judgments import unresolved


class ScoreChange(Record):
    """One metric before and after the adjudicated annotation (value None: undefined, empty denominator)."""

    metric: str = Field(description="Metric name as the report writes it.")
    conditional: bool = Field(description="Whether the metric is conditional (see the metric catalogue).")
    before_numerator: float | None = Field(description="Numerator on the old suite (None: not reported).")
    before_denominator: float | None = Field(description="Denominator on the old suite.")
    before_value: float | None = Field(description="Value on the old suite (None: undefined).")
    after_numerator: float | None = Field(description="Numerator on the adjudicated suite.")
    after_denominator: float | None = Field(description="Denominator on the adjudicated suite.")
    after_value: float | None = Field(description="Value on the adjudicated suite (None: undefined).")
    changed: bool = Field(description="Whether numerator or denominator changed.")


class ScoreReport(Record):
    """The score-change report `citeset review export --suite-out` writes next to its output."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version.")
    output: str = Field(description="The evaluation output reviewed.")
    run: str = Field(description="The run evaluated again.")
    judge: str = Field(description="The judge spec used for both sides.")
    suite_before: str = Field(description="The suite the output was evaluated on.")
    suite_after: str = Field(description="The adjudicated suite.")
    scores: list[ScoreChange] = Field(description="Every metric, changed or not.")
    changed: int = Field(description="How many metrics changed.")
    awaiting_cards: int = Field(description="Cards of the output still awaiting adjudication.")
    awaiting_cases: int = Field(description="Cases with at least one card still awaiting adjudication.")


def awaiting(engine: Engine, output_digest: str, adjudicators: Collection[str] = ()) -> tuple[int, int]:
    """(cards, cases) of one output still awaiting adjudication: escalated cards with no final decision (a
    role-less one by a reviewer not named in `adjudicators` is none), and cards whose reviewers disagree with no
    adjudicator decision since."""
    with Session(engine) as session:
        rows = session.execute(select(ReviewCard.id, ReviewCard.case_id, ReviewCard.verdict)
                               .where(ReviewCard.output_digest == output_digest)).all()
        decided = set(session.scalars(finally_decided(adjudicators)))
        flagged = {j.card_id for j in session.scalars(select(Judgment).join(ReviewCard).where(
            ReviewCard.output_digest == output_digest))}
        waiting: set[tuple[int, str]] = set()
        for card_id, case_id, verdict in rows:
            if verdict == "escalate" and card_id not in decided:
                waiting.add((card_id, case_id))
            elif card_id in flagged:
                decisions = list(session.scalars(select(Decision).where(Decision.card_id == card_id)))
                judgments = list(session.scalars(select(Judgment).where(Judgment.card_id == card_id)))
                if unresolved(decisions, judgments):
                    waiting.add((card_id, case_id))
    return len(waiting), len({case for _, case in waiting})


def judge_spec_of(report: Report, given: str | None) -> str:
    if given:
        return given
    if report.judge.name == "rules":
        return "rules"
    raise InputError(f"the output was judged by {report.judge.name}: give the same judge spec with --judge to "
                     "evaluate it again on the adjudicated suite", field="--judge")


def rerun_inputs(directory: Path, run: Path | None, judge: str | None, suite: Path) -> tuple[Report, Path, str]:
    """The output's report, the run it evaluated and the judge spec to evaluate it again with (checked before
    anything is written). The run file must be the very file the output evaluated (its sha256 is in
    report.json), and a frozen suite the very suite: otherwise the "before" scores would not belong to the
    run and suite evaluated again, and a change of the run would read as a change of the annotation."""
    report = Report.model_validate_json((directory / "report.json").read_text(encoding="utf-8"))
    run_path = run if run is not None else Path(str(report.run.get("path", "")))
    if not run_path.is_file():
        raise InputError("the run this output evaluated is not there: give it with --run", path=run_path,
                         field="--run")
    recorded = report.run.get("digest")
    if recorded is None or sha256_file(run_path) != recorded:
        what = "records no run digest" if recorded is None else f"records run sha256 {str(recorded)[:12]}..."
        raise InputError(f"not the run this output evaluated ({directory / 'report.json'} {what}); give the "
                         "evaluated run file with --run", path=run_path, field="--run")
    recorded_suite = report.suite.get("digest")
    manifest = suite / "manifest.json"
    if recorded_suite is not None and (not manifest.is_file() or sha256_file(manifest) != recorded_suite):
        raise InputError(f"not the suite this output evaluated (its manifest differs from the suite digest in "
                         f"{directory / 'report.json'})", path=suite, field="--suite")
    return report, run_path, judge_spec_of(report, judge)


def score_changes(directory: Path, suite_before: Path, suite_after: Path, inputs: tuple[Report, Path, str],
                  waiting: tuple[int, int], evaluate_on: Path | None = None) -> ScoreReport:
    """Evaluate the output's run on the adjudicated suite with the output's judge and settings, and compare.
    `evaluate_on`: where the adjudicated suite is now (staged before it moves to `suite_after`)."""
    from citeset.service import run_evaluation

    report, run_path, spec = inputs
    config = report.config
    after = run_evaluation(evaluate_on or suite_after, run_path, spec, tuple(config.get("ks", (5, 10))), None,
                           attach=str(config.get("attach", "sentence")), seed=int(config.get("seed", 0)), n_boot=0,
                           progress=False, keep_cards=False, cases_in_run=config.get("cases") == "run").report
    names = list(report.metrics) + [n for n in after.metrics if n not in report.metrics]
    scores = [_change(n, report.metrics.get(n), after.metrics.get(n)) for n in names]
    return ScoreReport(output=str(directory), run=str(run_path), judge=spec, suite_before=str(suite_before),
                       suite_after=str(suite_after), scores=scores, changed=sum(s.changed for s in scores),
                       awaiting_cards=waiting[0], awaiting_cases=waiting[1])


def _change(name: str, before: MetricValue | None, after: MetricValue | None) -> ScoreChange:
    found = definition(name)

    def parts(m: MetricValue | None) -> tuple[float | None, float | None, float | None]:
        return (None, None, None) if m is None else (m.numerator, m.denominator, m.value)

    b, a = parts(before), parts(after)
    return ScoreChange(metric=name, conditional=bool(found and found.conditional), before_numerator=b[0],
                       before_denominator=b[1], before_value=b[2], after_numerator=a[0], after_denominator=a[1],
                       after_value=a[2], changed=b[:2] != a[:2])
