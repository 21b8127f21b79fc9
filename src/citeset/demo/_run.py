"""Running the worked examples: Cedar (alternative routes), citation alignment, and the 60-day answer."""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Any

from rich.console import Console

EXAMPLES = {
    "cedar": "Evidence sets: 'Entity R holds Cedar's rights' needs the mapping Cedar -> R17 and the rights "
             "record; two alternative routes; one superseded version",
    "alignment": "Citation alignment over four claims: entailed, insufficient, uncited, no evidence needed",
    "returns": "A valid citation that contradicts the answer: '60 days' citing a '30 days' policy",
}


def example_paths(name: str) -> tuple[Path, Path]:
    """(suite folder, run file) of an embedded example."""
    root = Path(str(resources.files("citeset.demo") / "data" / name))
    return root, root / "run.jsonl"


def _line(report: Any, name: str) -> str:
    m = report.metrics[name]
    value = "undefined" if m.value is None else f"{m.value:.1%}"
    return f"{name} = {m.numerator:g}/{m.denominator:g} = {value}"


def run_demo(console: Console, out: Path | None = None) -> dict[str, Any]:
    from citeset.report._render import print_summary
    from citeset.report._text import plain
    from citeset.service import run_evaluation

    results = {}
    for name, blurb in EXAMPLES.items():
        suite, run = example_paths(name)
        evaluation = run_evaluation(suite, run, "rules", (5, 10), out / name if out else None, progress=False)
        results[name] = evaluation
        console.rule(f"[bold]{name}[/bold]")
        console.print(blurb)
        print_summary(evaluation.report, console, evaluation.cards, title=f"{name}: metrics")
    cedar = results["cedar"].report
    align = results["alignment"].report
    returns = results["returns"]
    console.rule("[bold]worked examples (DESIGN §6)[/bold]")
    for line in (_line(cedar, "complete_set_recall@5"), _line(cedar, "citation_set_completeness"),
                 _line(cedar, "answer_correctness"), _line(align, "citation_completeness"),
                 _line(align, "aligned_citation_precision")):
        console.print("  " + line)
    for card in results["cedar"].cards:
        console.print(plain(f"  case {card.case_id}: {card.verdict}" + (f" ({card.bucket})" if card.bucket else "")))
    for card in returns.cards:
        cit = card.citations[0] if card.citations else None
        joint = card.joint_support.label if card.joint_support and card.joint_support.label else "undetermined"
        console.print(plain(f"  '{card.text}': citation {'valid' if cit and cit.valid else 'invalid'}, correct "
                      f"{card.correct}, cited evidence says {joint}"
                      + (f" ({card.joint_support.rationale})" if card.joint_support else "")))
    if out is not None:
        console.print(plain(f"wrote reports under {out}"))
    return results
