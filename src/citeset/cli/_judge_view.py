"""Terminal views of `citeset judge calibrate|fit|compare|sample` and `citeset cache stats`.

Every text that comes from an input (a labels file's slices and claims, a judge's rationale or failure, a
cache file's judge names, a path) is shown literally through `report._text.cell`/`plain`: as rich markup,
`[/]` in a slice name ended the command with MarkupError (exit 3) and an escape sequence reached the terminal.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from citeset.calibration._metrics import CalibrationReport
from citeset.report._text import cell, neutral, plain


def fmt(value: float | None, pct: bool = True) -> str:
    if value is None:
        return "undefined"
    return f"{value:.1%}" if pct else f"{value:.3f}"


def print_calibration(report: CalibrationReport, console: Console) -> None:
    """The confusion matrix, per-label figures, headline figures and accuracy per slice."""
    judge = report.judge
    model = f" model={judge['model']}" if judge.get("model") else ""
    console.print(Text(neutral(f"{judge['name']}@{judge['version']}{model}"), style="bold")
                  + plain(f" on {report.labels_file} ({report.format}, {report.mode}, n={report.n})"))
    matrix = Table(title="confusion (rows: human, columns: judge)", show_lines=False)
    matrix.add_column("human \\ judge", style="bold")
    for label in report.labels:
        matrix.add_column(label, justify="right")
    for gold, row in report.confusion.items():
        matrix.add_row(cell(gold), *(Text(str(row[p]), style="green" if p == gold else "") for p in report.labels))
    console.print(matrix)
    per = Table(title="per label")
    for name, justify in (("label", "left"), ("human", "right"), ("judge", "right"), ("precision", "right"),
                          ("recall", "right"), ("F1", "right")):
        per.add_column(name, justify=justify)  # type: ignore[arg-type]
    for label, stats in report.per_label.items():
        per.add_row(cell(label), str(stats.support), str(stats.predicted), fmt(stats.precision), fmt(stats.recall),
                    fmt(stats.f1))
    console.print(per)
    console.print(plain(f"accuracy {fmt(report.accuracy)}   balanced accuracy {fmt(report.balanced_accuracy)}   "
                        f"Cohen's kappa {fmt(report.kappa, pct=False)}   escalated {report.escalated}/{report.n}"))
    for reason, count in list(report.failure_reasons.items())[:3]:
        console.print(Text(f"  escalated {count}×", style="yellow") + plain(f": {reason}"))
    table = Table(title="accuracy per slice")
    for name, justify in (("slice", "left"), ("n", "right"), ("accuracy", "right"), ("escalated", "right")):
        table.add_column(name, justify=justify)  # type: ignore[arg-type]
    for name, part in report.slices.items():
        table.add_row(cell(name), str(part.n), fmt(part.accuracy), str(part.escalated))
    console.print(table)


def print_sample(console: Console, by: str, seed: int, available: Counter[str], sampled: Counter[str]) -> None:
    """Decisions available and sampled per stratum."""
    table = Table(title=f"blind review sample (stratified by {by}, seed {seed})")
    table.add_column("stratum")
    table.add_column("available", justify="right")
    table.add_column("sampled", justify="right")
    for stratum in sorted(available):
        table.add_row(cell(stratum), str(available[stratum]), str(sampled[stratum]))
    console.print(table)


def print_fit(console: Console, cal: Any) -> None:
    """The cross-validated confusion, the fitted and unfitted figures and the thresholds."""
    table = Table(title=f"cross-validated confusion ({cal.folds} folds; rows: human, columns: fitted judge)")
    table.add_column("human \\ judge", style="bold")
    for label in cal.cv["labels"]:
        table.add_column(cell(label), justify="right")
    for gold, row in cal.cv["confusion"].items():
        table.add_row(cell(gold), *(str(row[p]) for p in cal.cv["labels"]))
    console.print(table)
    for name, figures in (("fitted (cross-validated)", cal.cv), ("as it is", cal.baseline)):
        console.print(plain(f"{name}: balanced accuracy {fmt(figures['balanced_accuracy'])}, "
                            f"kappa {fmt(figures['kappa'], pct=False)}, n={figures['n']}"))
    console.print(plain("thresholds: " + ", ".join(f"{k}={v:.3f}" for k, v in cal.thresholds.items())))


def print_comparison(console: Console, result: Any, examples: int) -> None:
    """Agreement per slice, then up to `examples` disagreements with both rationales."""
    a, b = result.judge_a, result.judge_b
    table = Table(title=plain(f"A = {a}, B = {b} ({result.mode}; 'right' = agrees with the human label)"))
    for name in ("slice", "n", "disagree", "A right", "B right", "only A right", "only B right"):
        table.add_column(name, justify="left" if name == "slice" else "right")
    for name, s in result.slices.items():
        share = f"{s.disagree} ({s.disagree / s.n:.0%})" if s.n else "0"
        table.add_row(cell(name), str(s.n), share, str(s.a_correct), str(s.b_correct), str(s.only_a), str(s.only_b))
    console.print(table)
    shown = result.examples[:examples]
    if shown:
        console.print(_disagreements(shown, len(result.examples)))


def _disagreements(shown: Sequence[Any], total: int) -> Table:
    table = Table(title=f"disagreements ({len(shown)} of {total})", show_lines=True)
    for name in ("line", "claim", "human", "A", "B", "slices"):
        table.add_column(name)
    for d in shown:
        table.add_row(str(d.line), cell(d.claim), cell(d.gold), cell(f"{d.a}\n{d.a_rationale}"),
                      cell(f"{d.b}\n{d.b_rationale}"), cell(", ".join(d.slices)))
    return table


def print_cache_stats(console: Console, specs: Sequence[Any]) -> None:
    """Cached labels per judge spec (the names come from the cache file)."""
    table = Table()
    table.add_column("judge")
    table.add_column("spec key")
    table.add_column("labels", justify="right")
    for spec in specs:
        table.add_row(cell(spec.judge), cell(spec.spec_key), str(spec.entries))
    console.print(table)
