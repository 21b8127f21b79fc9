"""The public Python API for scripts, notebooks and tests.

`evaluate` works with or without a running event loop: in a notebook cell (where a loop is already
running, so `asyncio.run` would fail) the evaluation runs on its own loop in a worker thread. Its
`Result` adds `to_pandas()` and an HTML view for notebooks to the plain `Evaluation`.
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Coroutine
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from citeset._aio import run as run_coroutine
from citeset.evidence import Card, EvalConfig, Evaluation, evaluate_async
from citeset.judges import Judge
from citeset.runs import Run
from citeset.suite import Suite

if TYPE_CHECKING:
    import pandas

T = TypeVar("T")
_HTML_CARDS = 50  # cards shown in a notebook; the rest are counted


def run_sync(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine to completion from synchronous code, even inside a running event loop."""
    return run_coroutine(coroutine)


@dataclass
class Result(Evaluation):
    """An evaluation with notebook conveniences: `to_pandas()` and an escaped HTML summary."""

    def to_pandas(self) -> tuple[pandas.DataFrame, pandas.DataFrame]:
        """(cards, metrics) as DataFrames: one row per acceptance card; one row per metric, indexed by name.

        Needs pandas (`pip install pandas`); citeset itself does not depend on it.
        """
        try:
            import pandas as pd
        except ImportError:
            raise ImportError("Result.to_pandas() needs pandas: pip install pandas") from None
        cards = pd.DataFrame([_card_row(card) for card in self.cards], columns=_card_columns())
        metrics = pd.DataFrame(
            [{"metric": name, "numerator": m.numerator, "denominator": m.denominator, "value": m.value,
              "ci_low": m.ci[0] if m.ci else None, "ci_high": m.ci[1] if m.ci else None}
             for name, m in self.report.metrics.items()],
            columns=["metric", "numerator", "denominator", "value", "ci_low", "ci_high"],
        ).set_index("metric")
        return cards, metrics

    def _repr_html_(self) -> str:
        """Metrics and verdicts as HTML tables; every value from the suite or run is escaped."""
        e = html.escape
        metric_rows = "".join(
            f"<tr><td>{e(name)}</td><td>{_fmt(m.numerator)}/{_fmt(m.denominator)}</td>"
            f"<td>{'undefined' if m.value is None else f'{m.value:.3f}'}</td></tr>"
            for name, m in self.report.metrics.items())
        verdicts = Counter(card.verdict for card in self.cards)
        summary = ", ".join(f"{e(v)}: {n}" for v, n in sorted(verdicts.items()))
        card_rows = "".join(
            f"<tr><td>{e(c.case_id)}</td><td>{e(c.claim_id or '')}</td><td>{e(c.text)}</td>"
            f"<td>{e(c.verdict)}</td><td>{e(c.bucket or '')}</td><td>{e('; '.join(c.reasons))}</td></tr>"
            for c in self.cards[:_HTML_CARDS])
        more = len(self.cards) - _HTML_CARDS
        return (
            "<div class='citeset-result'>"
            f"<p><b>citeset</b>: {len(self.cards)} card(s) — {summary or 'no cards'}</p>"
            "<table><thead><tr><th>metric</th><th>n/d</th><th>value</th></tr></thead>"
            f"<tbody>{metric_rows}</tbody></table>"
            "<table><thead><tr><th>case</th><th>claim</th><th>text</th><th>verdict</th><th>bucket</th>"
            f"<th>reasons</th></tr></thead><tbody>{card_rows}</tbody></table>"
            + (f"<p>… and {more} more card(s)</p>" if more > 0 else "")
            + "</div>")


def _fmt(number: float) -> str:
    return str(int(number)) if float(number).is_integer() else f"{number:.3f}"


def _card_columns() -> list[str]:
    return ["case_id", "claim_id", "kind", "text", "verdict", "bucket", "correct", "supported", "complete_route",
            "joint_support", "citations", "valid_citations", "reasons"]


def _card_row(card: Card) -> dict[str, Any]:
    return {"case_id": card.case_id, "claim_id": card.claim_id, "kind": card.kind, "text": card.text,
            "verdict": card.verdict, "bucket": card.bucket, "correct": card.correct, "supported": card.supported,
            "complete_route": card.complete_route,
            "joint_support": str(card.joint_support.label) if card.joint_support and card.joint_support.label
            else None,
            "citations": len(card.citations), "valid_citations": sum(c.valid for c in card.citations),
            "reasons": list(card.reasons)}


def evaluate(suite: Suite, run: Run, judge: Judge | None = None, config: EvalConfig | None = None,
             **kwargs: Any) -> Result:
    """Evaluate a run against a suite (default judge: the offline rules judge).

    Works from plain scripts and from inside a running event loop (Jupyter, async tests). For async
    code, `await citeset.evaluate_async(...)` avoids the worker thread.
    """
    if judge is None:
        from citeset.judges import RulesJudge

        judge = RulesJudge()
    evaluation = run_sync(evaluate_async(suite, run, judge, config, **kwargs))
    return Result(evaluation.report, evaluation.cards)
