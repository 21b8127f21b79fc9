"""Running the worked examples: Cedar (alternative routes), citation alignment, and the 60-day answer."""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Any

from rich.console import Console

from citeset.errors import InputError

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


def check_out(out: Path, force: bool = False) -> None:
    """`demo --out` is replaced as a whole: it must be new, empty or an earlier demo output; another command's
    report set (at its top, or in an example's folder) only with `force`; a folder holding anything else never
    (hardening audit 42: the examples were written beside a user's files and into an evaluation report set); never
    inside another command's output set, whatever `force` says."""
    from citeset._files import refuse_inside_an_output_set

    refuse_inside_an_output_set(out)  # the folders above `out`; `out` itself is checked by the rules above
    _check_out(out.resolve(), out, force)


def _check_out(target: Path, shown: Path, force: bool) -> None:
    from citeset._files import REPORT_SETS, output_kind
    from citeset.report._set import _check_replaceable, is_leftover

    if not target.exists():
        return
    if not target.is_dir():
        raise InputError("--out must be a folder, and a file is in the way", path=shown, field="--out")
    entries = sorted(p for p in target.iterdir() if not is_leftover(p.name))
    kind = output_kind(target)
    if kind == "demo" or not entries:
        return
    if kind in REPORT_SETS:
        sets = [target]  # an evaluation report set, pages, a check
        what = {"evaluate": "an evaluation report (report.json)", "render-check": "a render-check report",
                "render": "rendered pages"}.get(kind, "another command's report set")
    else:
        sets = [p for p in entries if p.name in EXAMPLES and output_kind(p) in REPORT_SETS]
        foreign = [p.name for p in entries if p not in sets]
        if foreign:
            raise InputError(f"the folder holds files that are not a citeset demo output ({', '.join(foreign[:3])}"
                             f"{', ...' if len(foreign) > 3 else ''}); the whole folder is replaced, so give an "
                             f"empty or new folder, or an earlier demo output", path=shown, field="--out")
        what = "other commands' report sets in its example folders"
    if not force:
        raise InputError(f"holds {what}, which `demo` would replace; pass --force to replace it, or choose another "
                         f"--out", path=shown, field="--out")
    for folder in sets:  # even with --force, never a user's file kept in a set
        _check_replaceable(folder, shown=shown if folder == target else folder)


def run_demo(console: Console, out: Path | None = None, force: bool = False) -> dict[str, Any]:
    """Evaluate the worked examples; with `out`, write each one's report set into `out/NAME`, all of them
    replacing `out` as a whole in one swap (`check_out` says which `out` may be replaced): a failure leaves
    `out` as it was."""
    if out is None:
        return _show(console, _evaluate(None), None)
    from citeset.report._set import replace_folder

    check_out(out, force)  # before any work
    with replace_folder(out, lambda target, shown: _check_out(target, shown, force)) as folder:
        results = _evaluate(folder)
    return _show(console, results, out)


def _evaluate(folder: Path | None) -> dict[str, Any]:
    from citeset.service import run_evaluation

    results = {}
    for name in EXAMPLES:
        suite, run = example_paths(name)
        results[name] = run_evaluation(suite, run, "rules", (5, 10), folder / name if folder else None,
                                       progress=False)
    return results


def _show(console: Console, results: dict[str, Any], out: Path | None) -> dict[str, Any]:
    from citeset.report._render import print_summary
    from citeset.report._text import plain

    for name, blurb in EXAMPLES.items():
        evaluation = results[name]
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
