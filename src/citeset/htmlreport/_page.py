"""One self-contained HTML page of an evaluation: metric table, charts, and every card (paginated and
filtered in the browser), written for one reader class when the suite is given.

Card data travels as JSON inside a `<script type="application/json">` block with `<`, `>` and `&` escaped,
and the page's script builds the cards with `textContent` only: no input text is ever parsed as markup, and
characters a reader would not see are shown as escapes (`citeset.report._text.neutral`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape

from citeset.cards import Card, Report
from citeset.htmlreport import _charts
from citeset.metrics import CONDITIONAL
from citeset.redact import Redactor, Redactors, span_placeholder
from citeset.report._render import (
    beside,
    fmt_ratio,
    fmt_value,
    gap_k,
    recall_gaps,
    strata_metrics,
    stratum_gap,
)
from citeset.report._text import neutral
from citeset.suite import Suite

CONTEXT = 120  # characters of source text on each side of a cited span
_JSON_ESCAPES = {ord("<"): "\\u003c", ord(">"): "\\u003e", ord("&"): "\\u0026", 0x2028: "\\u2028",
                 0x2029: "\\u2029"}


def _fmt(value: float | None) -> str:
    return "undefined" if value is None else f"{value:.1%}"


def _card_data(card: Card, suite: Suite | None, redactor: Redactor | None) -> dict[str, Any]:
    shown = redactor.card(card) if redactor else card
    case = suite.cases.get(card.case_id) if suite else None
    cited = []
    for c in shown.citations:
        before = after = ""
        blocked = redactor is not None and c.version_id in redactor.blocked
        if suite and redactor and c.version_id and not blocked and c.start is not None and c.end is not None:
            text = suite.texts.get(c.version_id, "")
            before, after = redactor.text(text[max(0, c.start - CONTEXT):c.start]), redactor.text(text[c.end:c.end + CONTEXT])
        cited.append({"ref": c.ref, "version": c.version_id, "exact": c.exact or "", "before": before, "after": after,
                      "withheld": blocked, "covers": c.covers, "necessity": c.necessity, "valid": c.valid,
                      "error": c.error})
    routes = [{"set_id": r.set_id, "version": r.annotation_version, "status": r.status, "admissible": r.admissible,
               "members": [_member(m, suite, redactor) for m in r.members],
               "covered": r.set_id == shown.complete_route} for r in shown.reference_routes]
    joint = shown.joint_support
    return {"case": shown.case_id, "claim": shown.claim_id, "kind": shown.kind, "text": shown.text,
            "question": (redactor.prose(case.question) if redactor else case.question) if case else None,
            "strata": [f"{k}={v}" for k, v in case.strata.items()] if case else [],
            "verdict": shown.verdict, "bucket": shown.bucket, "reasons": shown.reasons,
            "judge": None if joint is None else {"label": joint.label, "judge": joint.judge,
                                                 "rationale": joint.rationale, "basis": shown.joint_basis},
            "cited": cited, "routes": routes, "missing": shown.missing_from_citations,
            "missing_dependency": shown.missing_dependency}


def _shown(value: Any) -> Any:
    """Every string of a card's data with what a reader would not see (controls, directional overrides, zero-width
    and tag characters) as escapes, as the terminal and Markdown show them; the page sets it as `textContent`."""
    if isinstance(value, str):
        return neutral(value, None)
    if isinstance(value, dict):
        return {key: _shown(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_shown(item) for item in value]
    return value


def _member(span_id: str, suite: Suite | None, redactor: Redactor | None) -> dict[str, Any]:
    span = suite.spans.get(span_id) if suite else None
    if span is None or redactor is None:
        return {"id": span_id, "text": "", "withheld": False}
    if span.version_id in redactor.blocked:
        return {"id": span_id, "text": span_placeholder(span_id, span.version_id, redactor.reader), "withheld": True}
    return {"id": span_id, "text": redactor.text(span.exact), "withheld": False}


def render_html(report: Report, cards: Iterable[Card], *, suite: Suite | None = None, reader: str | None = None,
                strata_metric: str = "answer_correctness") -> str:
    """The page. With `suite`, cards show the question and source context and are redacted for `reader`
    (None or "": the public); without it, cards are shown as cards.jsonl holds them."""
    redactor = Redactors(suite).for_reader(reader or None) if suite is not None else None
    data = [_shown(_card_data(card, suite, redactor)) for card in cards]
    payload = json.dumps(data, ensure_ascii=False, separators=(",", ":")).translate(_JSON_ESCAPES)
    charts = [c for c in (_charts.metrics_chart(report), _charts.gap_chart(report),
                          _charts.strata_chart(report, strata_metric), _charts.buckets_chart(report.counts)) if c]
    env = Environment(loader=PackageLoader("citeset.htmlreport", "templates"),
                      autoescape=select_autoescape(default=True, default_for_string=True))
    filters = {"verdict": sorted({d["verdict"] for d in data}), "bucket": sorted({d["bucket"] for d in data if d["bucket"]}),
               "stratum": sorted({s for d in data for s in d["strata"]})}
    return env.get_template("report.html.j2").render(
        report=report, fmt=_fmt, charts=charts, payload=payload, filters=filters, cards=len(data),
        conditional=CONDITIONAL, beside=beside(report), gaps=recall_gaps(report), gap_k=gap_k(report),
        strata_metrics=strata_metrics(report), stratum_gap=stratum_gap, fmt_value=fmt_value, fmt_ratio=fmt_ratio,
        audience="each case's reader" if redactor is None else f"reader class {redactor.reader or '(public)'}")
