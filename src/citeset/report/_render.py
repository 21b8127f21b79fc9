"""Rendering a report as Markdown or a terminal table, and the helpers the HTML report shares."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console
from rich.table import Table
from rich.text import Text

from citeset.cards import Card
from citeset.cards._report import Report
from citeset.metrics._catalogue import CONDITIONAL
from citeset.metrics._types import MetricValue
from citeset.report._text import cell, md, plain

KEY_STRATA_METRICS = ("answer_correctness", "complete_citation_rate", "citation_set_completeness")


def fmt_value(m: MetricValue) -> str:
    return "undefined" if m.value is None else f"{m.value:.1%}"


def fmt_ratio(m: MetricValue) -> str:
    def n(x: float) -> str:
        return str(int(x)) if float(x).is_integer() else f"{x:.2f}"

    return f"{n(m.numerator)}/{n(m.denominator)}"


def fmt_ci(m: MetricValue) -> str:
    return "" if m.ci is None else f"[{m.ci[0]:.1%}, {m.ci[1]:.1%}]"


def beside(report: Report) -> str:
    c = report.counts
    return (f"unsupported outputs {c.unsupported_outputs}, omitted required claims {c.omitted_claims}, "
            f"escalations {c.escalations}")


def strata_metrics(report: Report) -> list[str]:
    names = [n for n in report.metrics if n.startswith("complete_set_recall@") or n.startswith("hit@")]
    return names + [n for n in KEY_STRATA_METRICS if n in report.metrics]


def to_markdown(report: Report, cards: Sequence[Card] | None = None) -> str:
    """The report as Markdown. Every text that comes from an input is escaped (`_text.md`), so an answer,
    id or reason cannot open a table cell, a heading, a code span or raw HTML."""
    c = report.counts
    audience = report.config.get("report_for")  # a report for one reader class (citeset.report._reader)
    size = "" if audience is not None else f"{md(report.suite.get('cases'))} cases, "
    lines = ["# citeset report" + (f" for reader class {md(audience)}" if audience is not None else ""), "",
             f"- suite: {md(report.suite.get('path'))} ({size}"
             f"{'frozen' if report.suite.get('frozen') else 'not frozen'})",
             f"- run: {md(report.run.get('path'))} ({md(report.run.get('records'))} records)",
             f"- judge: {md(report.judge)} (spec {md(report.judge.key)})",
             "", "## Metrics", "", "| metric | value | numerator/denominator | 95% CI |", "|---|---|---|---|"]
    for name, m in report.metrics.items():
        note = f" ({beside(report)})" if name in CONDITIONAL else ""
        lines.append(f"| {md(name)} | {fmt_value(m)}{note} | {fmt_ratio(m)} | {fmt_ci(m)} |")
    lines += ["", "## Counts", "", f"- cases {c.cases}, answerable {c.answerable}, blocked {c.blocked}, "
              f"not found {c.not_found}, abstained {c.abstained}, missing records {c.missing_records}",
              f"- output claims {c.output_claims} (evidence-requiring {c.evidence_claims}), extra claims "
              f"{c.extra_claims}, omitted required claims {c.omitted_claims}",
              f"- unsupported outputs {c.unsupported_outputs}, contradicted {c.contradicted_outputs}, "
              f"invalid citations {c.invalid_citations}, escalations {c.escalations}",
              "- verdicts: " + ", ".join(f"{md(k)} {v}" for k, v in c.verdicts.items()),
              "- buckets: " + (", ".join(f"{md(k)} {v}" for k, v in c.buckets.items()) or "none")]
    if audience is None:  # judge calls are counted for the whole run, every class's cases
        lines.append(f"- judge calls {c.judge_calls} ({c.judge_calls_per_claim} per evidence-requiring claim)")
    lines += _markdown_strata(report)
    lines += _markdown_readers(report)
    gaps = recall_gaps(report)
    if gaps:
        lines += ["## Partial coverage vs complete evidence sets", ""] + [f"- {md(g)}" for g in gaps] + [""]
    if report.escalations:
        lines += ["## Escalations", ""]
        lines += [f"- {md(e.case_id)} / {md(e.claim_id)}: {md(e.text)} — {md('; '.join(e.reasons))}"
                  for e in report.escalations]
    if cards:
        lines += ["", "## Cards", "", "| case | claim | verdict | bucket | reasons |", "|---|---|---|---|---|"]
        for card in cards:
            lines.append(f"| {md(card.case_id)} | {md(card.claim_id or '—')} | {md(card.verdict)} | "
                         f"{md(card.bucket or '')} | {md('; '.join(card.reasons))} |")
    if report.warnings:
        lines += ["", "## Warnings", ""] + [f"- {md(w)}" for w in report.warnings]
    return "\n".join(lines) + "\n"


def _markdown_readers(report: Report) -> list[str]:
    """Each reader class's cases counted alone (`Report.readers`); shown unless every case is the public's."""
    if not report.readers or list(report.readers) == [""]:
        return []
    head = ("Its own cases and the public's, each counted apart (other classes' cases are not counted)."
            if "report_for" in report.config else "Each class's cases, counted apart (the totals above count them "
            "all: `citeset report DIR --reader R` writes the report for one class).")
    lines = ["", "## By reader class", "", head, ""]
    for name, section in report.readers.items():
        c = section.counts
        lines += [f"### {md(name or '(public)')}", "",
                  f"- cases {c.cases}, answerable {c.answerable}, blocked {c.blocked}, not found {c.not_found}, "
                  f"abstained {c.abstained}; escalations {c.escalations}",
                  "- verdicts: " + (", ".join(f"{md(k)} {v}" for k, v in c.verdicts.items()) or "none"), "",
                  "| metric | value | numerator/denominator | 95% CI |", "|---|---|---|---|"]
        lines += [f"| {md(n)} | {fmt_value(m)} | {fmt_ratio(m)} | {fmt_ci(m)} |" for n, m in section.metrics.items()]
        lines.append("")
    return lines


def _markdown_strata(report: Report) -> list[str]:
    shown = strata_metrics(report)
    if not (report.strata and shown):
        return []
    lines = ["", "## Strata", ""]
    k = gap_k(report)
    gap_head = f" **gap Hit@{md(k)} − complete@{md(k)}** |" if k else ""
    for key, values in report.strata.items():
        lines += [f"### {md(key)}", "", "| value | " + " | ".join(md(n) for n in shown) + " |" + gap_head,
                  "|---|" + "---|" * (len(shown) + (1 if k else 0))]
        for value, metrics in values.items():
            cells = [f"{fmt_value(metrics[n])} ({fmt_ratio(metrics[n])})" for n in shown if n in metrics]
            gap = f" **{stratum_gap(metrics, k)}** |" if k else ""
            lines.append(f"| {md(value)} | " + " | ".join(cells) + " |" + gap)
        lines.append("")
    return lines


def gap_k(report: Report) -> str | None:
    """The largest k with both Hit@k and complete-set recall@k, whose gap each stratum row shows."""
    ks = [n.split("@", 1)[1] for n in report.metrics if n.startswith("hit@")
          and f"complete_set_recall@{n.split('@', 1)[1]}" in report.metrics]
    return max(ks, key=int) if ks else None


def stratum_gap(metrics: dict[str, MetricValue], k: str) -> str:
    hit, full = metrics.get(f"hit@{k}"), metrics.get(f"complete_set_recall@{k}")
    if hit is None or full is None or hit.value is None or full.value is None:
        return "undefined"
    return f"{hit.value - full.value:+.1%}"


def recall_gaps(report: Report) -> list[str]:
    """Where Hit@k is high and complete-set recall is not, say so: that gap is what citeset exists to show."""
    out = []
    for name, m in report.metrics.items():
        if not name.startswith("hit@"):
            continue
        k = name.split("@", 1)[1]
        full = report.metrics.get(f"complete_set_recall@{k}")
        if full is None or m.value is None or full.value is None:
            continue
        out.append(f"k={k}: Hit@k {m.value:.1%} vs complete-set recall {full.value:.1%} "
                   f"(gap {m.value - full.value:+.1%})")
    return out


def print_summary(report: Report, console: Console, cards: Sequence[Card] | None = None,
                  title: str = "citeset") -> None:
    """A terminal summary. Input text goes in as literal `Text` (never markup), neutralised and cut to a
    cell's length, so `[/red]`, escape sequences or a 50 MB claim print as harmless, bounded text."""
    table = Table(title=plain(title), show_lines=False)
    for col in ("metric", "value", "n/d", "95% CI"):
        table.add_column(col, justify="left" if col == "metric" else "right")
    for name, m in report.metrics.items():
        value = fmt_value(m)
        if name in CONDITIONAL:
            value += "*"
        table.add_row(cell(name), value, fmt_ratio(m), fmt_ci(m))
    console.print(table)
    console.print(plain(f"* conditional metric; beside it: {beside(report)}"))
    c = report.counts
    console.print(plain("verdicts: " + ", ".join(f"{k} {v}" for k, v in c.verdicts.items())
                        + (" | buckets: " + ", ".join(f"{k} {v}" for k, v in c.buckets.items()) if c.buckets else "")))
    for gap in recall_gaps(report):
        console.print(plain(gap, style="yellow"))
    if cards:
        ct = Table(title="acceptance cards")
        for col in ("case", "claim", "text", "verdict", "bucket", "reason"):
            ct.add_column(col, overflow="fold")
        for card in cards:
            ct.add_row(cell(card.case_id, 80), cell(card.claim_id or "—", 80), cell(card.text), cell(card.verdict),
                       cell(card.bucket or ""), cell(card.reasons[-1] if card.reasons else ""))
        console.print(ct)
    for w in report.warnings:
        console.print(Text("warning: ", "yellow") + plain(w))
