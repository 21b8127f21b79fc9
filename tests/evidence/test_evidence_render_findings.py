"""Findings of the rendered answer (how citations are displayed) fail the claims whose citations they name, as
resolution problems (DESIGN §5), and leave every other claim alone. No browser here: findings made by hand."""

from __future__ import annotations

import json

from citeset.cards import Card, RenderFinding
from citeset.demo._run import example_paths
from citeset.evidence import Evaluation, evaluate
from citeset.runs import load_run
from citeset.suite import load_suite


def _evaluate(name: str, findings: dict[str, list[RenderFinding]] | None) -> Evaluation:
    suite_path, run_path = example_paths(name)
    suite = load_suite(suite_path)
    return evaluate(suite, load_run(run_path, suite), render_findings=findings)


def _card(evaluation: Evaluation, case_id: str, claim_id: str) -> Card:
    return next(c for c in evaluation.cards if c.case_id == case_id and c.claim_id == claim_id)


WRONG_PASSAGE = RenderFinding(check="marker_target", span_id="p-window", marker="[1] #1",
                              message="the marker opens passage 'p-shipping' instead of 'p-window'",
                              screenshot="render-policy-finding-001.png")


def test_a_claim_whose_marker_opens_another_passage_is_not_accepted() -> None:
    before = _card(_evaluate("alignment", None), "policy", "window")
    assert before.verdict == "accept"
    after = _evaluate("alignment", {"policy": [WRONG_PASSAGE]})
    card = _card(after, "policy", "window")
    assert card.verdict == "revise_citations"
    assert card.bucket == "resolution"
    assert card.citations[0].rendering == [WRONG_PASSAGE]
    assert any("rendered citation problem" in r and "p-shipping" in r for r in card.reasons)
    assert after.report.counts.render_findings == 1
    assert after.report.counts.buckets.get("resolution") == 1


def test_a_finding_named_by_marker_label_only_attaches_to_that_marker() -> None:
    leak = RenderFinding(check="blocked_text", marker="[1] #1", message="text of v9 appears in the tooltip")
    card = _card(_evaluate("alignment", {"policy": [leak]}), "policy", "window")
    assert card.verdict == "revise_citations" and card.bucket == "resolution"
    assert card.citations[0].rendering == [leak]


def test_a_finding_on_another_marker_does_not_touch_the_claim() -> None:
    other = RenderFinding(check="keyboard", span_id="p-shipping", marker="[2] #2", message="Tab never reaches it")
    evaluation = _evaluate("alignment", {"policy": [other]})
    window = _card(evaluation, "policy", "window")
    assert window.verdict == "accept" and window.citations[0].rendering == []
    refund = next(c for c in evaluation.cards if c.citations and c.citations[0].ref == "p-shipping")
    assert refund.citations[0].rendering == [other]
    assert any("rendered citation problem" in r for r in refund.reasons)


def test_a_structured_claim_citation_is_matched_by_span_id() -> None:
    assert _card(_evaluate("cedar", None), "C", "c").verdict == "accept"
    finding = RenderFinding(check="marker_target", span_id="b1", message="the run cites 'b1', but no marker on "
                                                                          "the page opens it")
    card = _card(_evaluate("cedar", {"C": [finding]}), "C", "c")
    assert (card.verdict, card.bucket) == ("revise_citations", "resolution")
    assert [v.rendering for v in card.citations] == [[finding], []]


def test_a_page_level_finding_goes_on_the_cards_and_report_without_deciding() -> None:
    quiet = RenderFinding(check="stream_stability", message="the page never stopped changing within 5000 ms")
    evaluation = _evaluate("alignment", {"policy": [quiet]})
    window = _card(evaluation, "policy", "window")
    assert window.verdict == "accept"
    assert window.render_findings == [quiet]
    assert all(c.render_findings == [quiet] for c in evaluation.cards)
    assert evaluation.report.counts.render_findings == 1


def test_without_render_findings_the_count_is_undefined_not_zero() -> None:
    assert _evaluate("alignment", None).report.counts.render_findings is None
    assert _evaluate("alignment", {}).report.counts.render_findings == 0


def test_cards_written_before_rendering_checks_still_load() -> None:
    card = _card(_evaluate("alignment", None), "policy", "window")
    old = card.model_dump(mode="json")
    del old["render_findings"]
    for view in old["citations"]:
        del view["rendering"]
    loaded = Card.model_validate_json(json.dumps(old))
    assert loaded.render_findings == [] and loaded.citations[0].rendering == []
