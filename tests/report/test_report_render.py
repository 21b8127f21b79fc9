"""Report rendering: the gap between partial coverage and complete evidence sets is shown per stratum."""

from __future__ import annotations

from typing import Any

import citeset
from citeset.htmlreport import render_html
from citeset.report._render import to_markdown
from conftest import cedar_case, retrieved


def test_strata_show_the_hit_vs_complete_gap(world: Any) -> None:
    rows = [{"case_id": "A", "answer_text": "x", "trace": retrieved("a2", "memo")},
            {"case_id": "B", "answer_text": "x", "trace": retrieved("b1", "a2")}]
    cases = [cedar_case("A", strata={"question_type": "bridge"}), cedar_case("B", strata={"question_type": "lookup"})]
    suite_dir, run_path = world(cases, rows)
    suite = citeset.load_suite(suite_dir)
    ev = citeset.evaluate(suite, citeset.load_run(run_path, suite), config=citeset.EvalConfig(ks=(2,), n_boot=0))
    md = to_markdown(ev.report, ev.cards)
    assert "gap Hit@2 − complete@2" in md
    assert "| bridge | 0.0% (0/1) | 100.0% (1/1) |" in md and "**+100.0%**" in md
    assert "k=2: Hit@k 100.0% vs complete-set recall 50.0% (gap +50.0%)" in md
    html = render_html(ev.report, ev.cards)
    assert 'class="gapcol">+100.0%' in html and 'class="gapcol">+0.0%' in html
