"""Charts of a report as Vega-Lite specs, rendered to static SVG by vl-convert (the Vega runtime, bundled in
the wheel): the page opens offline and runs no chart code. Text in the SVG is XML-escaped by Vega."""

from __future__ import annotations

from typing import Any

from citeset.cards import Counts, Report
from citeset.errors import InputError

SCHEMA = "https://vega.github.io/schema/vega-lite/v5.json"


def svg(spec: dict[str, Any]) -> str:
    try:
        import vl_convert
    except ImportError:
        raise InputError("the HTML report's charts need vl-convert-python: pip install 'citeset[html]'") from None
    return str(vl_convert.vegalite_to_svg({"$schema": SCHEMA, **spec}))


def _interval_chart(rows: list[dict[str, Any]], title: str, field: str = "metric") -> dict[str, Any]:
    y = {"field": field, "type": "nominal", "sort": None, "title": None}
    x = {"field": "value", "type": "quantitative", "scale": {"domain": [0, 1]}, "title": "value (95% interval)"}
    return {"title": title, "width": 420, "data": {"values": rows}, "layer": [
        {"mark": {"type": "bar", "color": "#4c78a8"}, "encoding": {"y": y, "x": x, "tooltip": [
            {"field": field}, {"field": "value", "format": ".3f"}, {"field": "n"}]}},
        {"mark": {"type": "rule", "color": "#222"}, "encoding": {
            "y": y, "x": {"field": "lo", "type": "quantitative"}, "x2": {"field": "hi"}}}]}


def metric_rows(report: Report) -> list[dict[str, Any]]:
    rows = []
    for name, m in report.metrics.items():
        if m.value is None:
            continue  # undefined (empty denominator): listed in the table, never drawn as 0
        lo, hi = (m.ci or (m.value, m.value))
        rows.append({"metric": name, "value": m.value, "lo": lo, "hi": hi,
                     "n": f"{m.numerator:g}/{m.denominator:g}"})
    return rows


def metrics_chart(report: Report) -> str:
    return svg(_interval_chart(metric_rows(report), "Metrics with 95% intervals"))


def strata_chart(report: Report, metric: str) -> str | None:
    rows = []
    for stratum, values in report.strata.items():
        for value, metrics in values.items():
            m = metrics.get(metric)
            if m is not None and m.value is not None:
                lo, hi = (m.ci or (m.value, m.value))
                rows.append({"stratum": f"{stratum}={value}", "value": m.value, "lo": lo, "hi": hi,
                             "n": f"{m.numerator:g}/{m.denominator:g}"})
    return svg(_interval_chart(rows, f"{metric} by stratum", "stratum")) if rows else None


def buckets_chart(counts: Counts) -> str | None:
    rows = [{"bucket": k, "cards": v} for k, v in counts.buckets.items() if v]
    if not rows:
        return None
    return svg({"title": "Failure buckets (primary)", "width": 420, "data": {"values": rows}, "mark": "bar",
                "encoding": {"y": {"field": "bucket", "type": "nominal", "sort": "-x", "title": None},
                             "x": {"field": "cards", "type": "quantitative", "title": "failing cards",
                                   "axis": {"format": "d", "tickMinStep": 1}}}})


def gap_chart(report: Report) -> str | None:
    """Hit@k beside complete-set recall@k: the share of questions where some gold was retrieved but no
    complete route was."""
    rows = []
    for name, m in report.metrics.items():
        if name.startswith("hit@") and m.value is not None:
            k = name.split("@", 1)[1]
            full = report.metrics.get(f"complete_set_recall@{k}")
            rows.append({"k": f"k={k}", "measure": "hit@k", "value": m.value})
            if full is not None and full.value is not None:
                rows.append({"k": f"k={k}", "measure": "complete_set_recall@k", "value": full.value})
    if not rows:
        return None
    return svg({"title": "Hit@k vs complete-set recall@k", "width": 420, "data": {"values": rows}, "mark": "bar",
                "encoding": {"y": {"field": "k", "type": "nominal", "title": None},
                             "yOffset": {"field": "measure"}, "color": {"field": "measure", "type": "nominal"},
                             "x": {"field": "value", "type": "quantitative", "scale": {"domain": [0, 1]}}}})
