"""Rich tables for a calibration report."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table

from citeset.calibration._metrics import CalibrationReport


def fmt(value: float | None, pct: bool = True) -> str:
    if value is None:
        return "undefined"
    return f"{value:.1%}" if pct else f"{value:.3f}"


def render_report(report: CalibrationReport, console: Console) -> None:
    judge = report.judge
    model = f" model={judge['model']}" if judge.get("model") else ""
    console.print(
        f"[bold]{judge['name']}@{judge['version']}{model}[/] on {report.labels_file} "
        f"({report.format}, {report.mode}, n={report.n})"
    )
    matrix = Table(title="confusion (rows: human, columns: judge)", show_lines=False)
    matrix.add_column("human \\ judge", style="bold")
    for label in report.labels:
        matrix.add_column(label, justify="right")
    for gold, row in report.confusion.items():
        cells = [f"[green]{row[p]}[/]" if p == gold else str(row[p]) for p in report.labels]
        matrix.add_row(gold, *cells)
    console.print(matrix)

    per = Table(title="per label")
    for name, justify in (
        ("label", "left"),
        ("human", "right"),
        ("judge", "right"),
        ("precision", "right"),
        ("recall", "right"),
        ("F1", "right"),
    ):
        per.add_column(name, justify=justify)  # type: ignore[arg-type]
    for label, stats in report.per_label.items():
        per.add_row(
            label,
            str(stats.support),
            str(stats.predicted),
            fmt(stats.precision),
            fmt(stats.recall),
            fmt(stats.f1),
        )
    console.print(per)

    console.print(
        f"accuracy {fmt(report.accuracy)}   balanced accuracy {fmt(report.balanced_accuracy)}   "
        f"Cohen's kappa {fmt(report.kappa, pct=False)}   escalated {report.escalated}/{report.n}"
    )
    for reason, count in list(report.failure_reasons.items())[:3]:
        console.print(f"  [yellow]escalated {count}×[/]: {reason}")

    table = Table(title="accuracy per slice")
    for name, justify in (("slice", "left"), ("n", "right"), ("accuracy", "right"), ("escalated", "right")):
        table.add_column(name, justify=justify)  # type: ignore[arg-type]
    for name, part in report.slices.items():
        table.add_row(name, str(part.n), fmt(part.accuracy), str(part.escalated))
    console.print(table)
