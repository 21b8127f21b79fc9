"""The render check's `blocked_text` finding says that a page showed text of a version blocked for the case's reader:
on cards and in the report written for a reader who may not read it, it told a run whether its page holds blocked
text (a right guess drew the finding, a wrong one none: hardening re-audit 28). Such findings are kept only in
outputs written for a reader who may read every version blocked for the case's reader. No browser: findings by hand,
as `check_blocked` words them."""

from __future__ import annotations

from pathlib import Path

from citeset.cards import RenderFinding
from citeset.evidence import Evaluation, evaluate
from citeset.runs import load_run
from citeset.suite import load_suite
from render.helpers_render import build

LEAK = RenderFinding(check="blocked_text", marker="[1] #1",
                     message="text of vault-v1, blocked for reader None, appears in the page (title of marker [1] #1)")
PAGE = RenderFinding(check="blocked_text", message="text of vault-v1, blocked for reader None, appears in the page "
                                                   "(answer)")


def _evaluate(root: Path, findings: list[RenderFinding], reader: str | None = None) -> Evaluation:
    suite_path, run_path = build(root)
    suite = load_suite(suite_path)
    return evaluate(suite, load_run(run_path, suite), reader=reader,
                    render_findings={"oak": findings, "cedar": [], "oak-legal": []})


def _oak(evaluation: Evaluation) -> list[str]:
    return [c.model_dump_json() for c in evaluation.cards if c.case_id == "oak"]


def test_a_page_showing_blocked_text_and_one_not_give_the_same_cards_and_report(tmp_path: Path) -> None:
    right, wrong = _evaluate(tmp_path / "r", [LEAK, PAGE]), _evaluate(tmp_path / "w", [])
    assert _oak(right) == _oak(wrong)
    assert right.report.counts == wrong.report.counts
    assert right.report.warnings == wrong.report.warnings
    assert "blocked_text" not in " ".join(_oak(right))


def test_a_reader_who_may_read_the_version_is_told(tmp_path: Path) -> None:
    legal = _evaluate(tmp_path, [LEAK, PAGE], reader="legal")
    shown = " ".join(_oak(legal))
    assert "blocked_text" in shown and "vault-v1" in shown
    assert legal.report.counts.render_findings == 2
