"""Each verdict and failure bucket of DESIGN §4-5, on a small real suite with the rules judge."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import citeset
from citeset.judges import Judge, JudgeRequest, JudgeSpec, Judgment, failed
from conftest import cedar_case, oak_case, retrieved


def run_world(world: Any, cases: list[dict[str, Any]], rows: list[dict[str, Any]],
              judge: Judge | None = None) -> citeset.Evaluation:
    suite_dir, run_path = world(cases, rows)
    suite = citeset.load_suite(suite_dir)
    return citeset.evaluate(suite, citeset.load_run(run_path, suite), judge,
                            citeset.EvalConfig(n_boot=50))


def claim(text: str, *span_ids: str, claim_id: str | None = "c", **extra: Any) -> dict[str, Any]:
    row: dict[str, Any] = {"text": text, "citations": [{"span_id": s} for s in span_ids], **extra}
    if claim_id is not None:
        row["claim_id"] = claim_id
    return row


def only(evaluation: citeset.Evaluation, case_id: str) -> citeset.Card:
    cards = evaluation.cards_for(case_id)
    assert len(cards) == 1, [c.model_dump() for c in cards]
    return cards[0]


R = "Entity R holds Cedar's rights."


def test_accept_when_citations_cover_an_alternative_route(world: Any) -> None:
    ev = run_world(world, [cedar_case("C")], [
        {"case_id": "C", "answer_text": R, "claims": [claim(R, "b1", "a2")], "trace": retrieved("b1", "a2")}])
    card = only(ev, "C")
    assert card.verdict == "accept" and card.bucket is None
    assert card.complete_route == "via-registry"
    assert [c.necessity for c in card.citations] == ["needed", "needed"]


def test_extra_citation_is_redundant_not_penalised(world: Any) -> None:
    ev = run_world(world, [cedar_case("C")], [
        {"case_id": "C", "answer_text": R, "claims": [claim(R, "a1", "b1", "a2")]}])
    card = only(ev, "C")
    assert card.verdict == "accept"
    assert {c.ref: c.necessity for c in card.citations} == {"a1": "redundant", "b1": "redundant", "a2": "needed"}
    assert ev.report.metrics["aligned_citation_precision"].value == 1.0


def test_incomplete_citations_are_attribution_when_route_was_retrieved(world: Any) -> None:
    ev = run_world(world, [cedar_case("A")], [
        {"case_id": "A", "answer_text": R, "claims": [claim(R, "a2")], "trace": retrieved("a1", "a2")}])
    card = only(ev, "A")
    assert (card.verdict, card.bucket) == ("revise_citations", "attribution")
    assert card.supported and card.correct
    assert card.retrieved_route == "via-map"


def test_retrieval_miss_when_no_complete_route_was_retrieved(world: Any) -> None:
    ev = run_world(world, [cedar_case("B")], [
        {"case_id": "B", "answer_text": R, "claims": [claim(R, "a2")], "trace": retrieved("a2")}])
    card = only(ev, "B")
    assert (card.verdict, card.bucket) == ("revise_citations", "retrieval_miss")
    assert card.missing_dependency == ["a1"]


def test_context_assembly_when_route_retrieved_but_not_sent(world: Any) -> None:
    trace = retrieved("a1", "a2") | {"context": ["a2"]}
    ev = run_world(world, [cedar_case("X")], [
        {"case_id": "X", "answer_text": R, "claims": [claim(R, "a2")], "trace": trace}])
    assert (only(ev, "X").verdict, only(ev, "X").bucket) == ("revise_citations", "context_assembly")


def test_generation_grounding_when_route_in_context_but_claim_wrong(world: Any) -> None:
    wrong = "Entity Q holds Cedar's rights."
    trace = retrieved("a1", "a2") | {"context": ["a1", "a2"]}
    ev = run_world(world, [cedar_case("G")], [
        {"case_id": "G", "answer_text": wrong, "claims": [claim(wrong, "a1", "a2")], "trace": trace}])
    card = only(ev, "G")
    assert (card.verdict, card.bucket) == ("reject", "generation_grounding")
    assert card.correct is False and card.contradiction is not None


def test_freshness_when_citing_a_superseded_version(world: Any) -> None:
    wrong = "Entity S holds Cedar's rights."
    ev = run_world(world, [cedar_case("D")], [
        {"case_id": "D", "answer_text": wrong, "claims": [claim(wrong, "a1", "a2old")],
         "trace": retrieved("a1", "a2old")}])
    card = only(ev, "D")
    assert (card.verdict, card.bucket) == ("reject", "freshness")
    assert "retrieval_miss" in card.secondary_buckets
    old = next(c for c in card.citations if c.ref == "a2old")
    assert old.valid and old.admissible is False and "out_of_time" in old.obstacles


def test_resolution_when_a_citation_resolves_to_nothing(world: Any) -> None:
    ev = run_world(world, [cedar_case("I")], [
        {"case_id": "I", "answer_text": R, "claims": [claim(R, "b1", "a2", "nope")]}])
    card = only(ev, "I")
    assert (card.verdict, card.bucket) == ("revise_citations", "resolution")
    bad = next(c for c in card.citations if not c.valid)
    # the run's own id, which no readable version states, is withheld from a reader with blocked versions
    assert bad.ref == "[withheld]" and bad.error is not None
    assert ev.report.metrics["citation_validity"].numerator == 2
    assert ev.report.metrics["citation_validity"].denominator == 3


def test_resolution_when_citing_another_version_of_a_needed_source(world: Any) -> None:
    ev = run_world(world, [cedar_case("V")], [
        {"case_id": "V", "answer_text": R, "claims": [claim(R, "a1v2", "a2")]}])
    card = only(ev, "V")
    assert (card.verdict, card.bucket) == ("revise_citations", "resolution")


def test_blocked_case_abstention_is_appropriate(world: Any) -> None:
    ev = run_world(world, [oak_case("O")], [{"case_id": "O", "answer_text": "", "abstained": True}])
    card = only(ev, "O")
    assert card.answerability == "blocked" and card.verdict == "abstain" and card.bucket is None
    assert ev.report.metrics["appropriate_abstention"].value == 1.0
    assert ev.report.counts.blocked == 1


def test_answer_resting_on_a_blocked_span_is_rejected(world: Any) -> None:
    text = "Entity Q holds Oak's rights."
    ev = run_world(world, [oak_case("O")], [
        {"case_id": "O", "answer_text": text,
         "claims": [{"text": text, "claim_id": "o", "citations": [{"span_id": "oak-map"}, {"span_id": "oak-rights"}]}]}])
    card = only(ev, "O")
    assert card.verdict == "reject"
    assert any("should have abstained" in r for r in card.reasons)
    assert any("blocked" in r for r in card.reasons)


def test_reader_with_permission_makes_the_case_answerable(world: Any) -> None:
    text = "Entity Q holds the rights associated with Project Oak."
    ev = run_world(world, [oak_case("O", reader="legal")], [
        {"case_id": "O", "answer_text": text,
         "claims": [{"text": text, "claim_id": "o", "citations": [{"span_id": "oak-map"}, {"span_id": "oak-rights"}]}]}])
    assert only(ev, "O").verdict == "accept"


def test_candidate_new_route_escalates(world: Any) -> None:
    ev = run_world(world, [cedar_case("N")], [
        {"case_id": "N", "answer_text": R, "claims": [claim(R, "memo")]}])
    card = only(ev, "N")
    assert card.verdict == "escalate"
    assert any("candidate new route" in r for r in card.reasons)
    assert ev.report.counts.escalations == 1 and ev.report.escalations[0].case_id == "N"


def test_disputed_route_escalates(world: Any) -> None:
    case = cedar_case("P")
    case["claims"] = [{**case["claims"][0], "routes": [{"set_id": "via-map", "members": ["a1", "a2"],
                                                         "status": "disputed"}]}]
    ev = run_world(world, [case], [{"case_id": "P", "answer_text": R, "claims": [claim(R, "a1", "a2")]}])
    card = only(ev, "P")
    assert card.verdict == "escalate" and any("disputed" in r for r in card.reasons)


class _BrokenJudge:
    """A judge whose backend is down: every label is a failure value."""

    spec = JudgeSpec(name="broken", version="1")

    async def judge(self, requests: Sequence[JudgeRequest]) -> list[Judgment]:
        return [failed(self.spec, "endpoint unreachable") for _ in requests]


def test_judge_failure_escalates_and_is_counted(world: Any) -> None:
    ev = run_world(world, [cedar_case("F")], [{"case_id": "F", "answer_text": R, "claims": [claim(R, "b1", "a2")]}],
                   judge=_BrokenJudge())
    card = only(ev, "F")
    assert card.verdict == "escalate" and any("endpoint unreachable" in r for r in card.reasons)
    assert ev.report.counts.judge_failures == 1
    # Correctness and the boundary need the judge too, so support is undetermined, never "unsupported".
    assert card.supported is None and ev.report.counts.unsupported_outputs == 0


def test_undetermined_claim_is_not_counted_as_unsupported(world: Any) -> None:
    wrong = "Entity S holds Cedar's rights."
    ev = run_world(world, [cedar_case("F")], [{"case_id": "F", "answer_text": wrong,
                                               "claims": [claim(wrong, "a1", "a2")]}], judge=_BrokenJudge())
    card = only(ev, "F")
    assert card.verdict == "escalate" and card.supported is None
    assert ev.report.counts.unsupported_outputs == 0 and ev.report.counts.escalations == 1
    assert ev.report.metrics["unsupported_answer_rate"].value == 0.0


def test_over_abstention_shows_as_omitted_reject(world: Any) -> None:
    ev = run_world(world, [cedar_case("Z")], [{"case_id": "Z", "answer_text": "", "abstained": True}])
    card = only(ev, "Z")
    assert card.kind == "omitted" and card.verdict == "reject"
    assert ev.report.metrics["over_abstention"].value == 1.0
    assert ev.report.metrics["answer_correctness"].value == 0.0


def test_unanswerable_case_without_claims_gets_a_case_card(world: Any) -> None:
    case = {"case_id": "U", "question": "What is the colour of Project Cedar's logo?", "answerable": False,
            "expected_behavior": "abstain"}
    ev = run_world(world, [case], [{"case_id": "U", "answer_text": "", "abstained": True}])
    card = only(ev, "U")
    assert card.kind == "case" and card.claim_id is None and card.verdict == "abstain"
    assert card.answerability == "not_found"


def test_unsupported_extra_claim_is_rejected(world: Any) -> None:
    extra = "Project Cedar was launched in 1999."
    ev = run_world(world, [cedar_case("E")], [
        {"case_id": "E", "answer_text": f"{R} {extra}",
         "claims": [claim(R, "b1", "a2"), claim(extra, claim_id=None)]}])
    cards = ev.cards_for("E")
    extra_card = next(c for c in cards if c.extra)
    assert extra_card.extra and extra_card.verdict == "reject"
    assert ev.report.metrics["unsupported_answer_rate"].value == 1.0
    assert ev.report.counts.extra_claims == 1


def test_unfaithful_quote_needs_revised_citations(world: Any) -> None:
    row = claim(R, "b1", "a2")
    row["citations"][1]["quote"] = "Entity R owns everything"
    ev = run_world(world, [cedar_case("Q")], [{"case_id": "Q", "answer_text": R, "claims": [row]}])
    card = only(ev, "Q")
    assert card.verdict == "revise_citations" and card.citations[1].quote_faithful is False
    assert ev.report.metrics["quote_fidelity"].value == 0.0


def test_quote_fidelity_uses_conservative_normalisation(world: Any) -> None:
    row = claim(R, "b1", "a2")
    row["citations"][1]["quote"] = "ENTITY  R holds\nthe rights"
    ev = run_world(world, [cedar_case("Q")], [{"case_id": "Q", "answer_text": R, "claims": [row]}])
    assert only(ev, "Q").citations[1].quote_faithful is True


def test_inline_markers_and_dangling_marker(world: Any) -> None:
    ev = run_world(world, [cedar_case("M")], [
        {"case_id": "M", "answer_text": "Entity R holds Cedar's rights [1][2][7].",
         "sources": [{"marker": "1", "span_id": "b1"}, {"marker": "2", "span_id": "a2"}]}])
    card = only(ev, "M")
    assert [c.ref for c in card.citations] == ["b1", "a2", "[7]"]
    assert card.citations[2].valid is False and "no listed source" in (card.citations[2].error or "")
    assert card.verdict == "revise_citations" and card.bucket == "resolution"


def test_missing_run_record_counts_as_unanswered(world: Any) -> None:
    ev = run_world(world, [cedar_case("A"), cedar_case("B")], [
        {"case_id": "A", "answer_text": R, "claims": [claim(R, "b1", "a2")]}])
    assert ev.report.counts.missing_records == 1
    assert ev.report.metrics["answer_correctness"].denominator == 2
    assert only(ev, "B").kind == "omitted"


def test_raw_range_and_uri_citations_resolve(world: Any, tmp_path: Path) -> None:
    start = "Registry entries.\n".__len__()
    row = {"text": R, "claim_id": "c", "citations": [
        {"version_id": "registry-v2", "start": start, "end": start + len("Registry entry: Cedar → R17.")},
        {"uri": "https://x.example/rights-v3"}]}
    ev = run_world(world, [cedar_case("W")], [{"case_id": "W", "answer_text": R, "claims": [row]}])
    card = only(ev, "W")
    assert all(c.valid for c in card.citations)
    assert card.verdict == "accept"


def test_paragraph_attachment_pools_markers_and_is_recorded(world: Any) -> None:
    text = "Entity R holds Cedar's rights [1]. It follows from the registry [2]."
    suite_dir, run_path = world([cedar_case("P")], [
        {"case_id": "P", "answer_text": text,
         "sources": [{"marker": "1", "span_id": "a2"}, {"marker": "2", "span_id": "b1"}]}])
    suite = citeset.load_suite(suite_dir)
    run = citeset.load_run(run_path, suite)
    by_sentence = citeset.evaluate(suite, run, config=citeset.EvalConfig(n_boot=0))
    by_paragraph = citeset.evaluate(suite, run, config=citeset.EvalConfig(n_boot=0, attach="paragraph"))
    first = by_sentence.cards_for("P")[0]
    assert [c.ref for c in first.citations] == ["a2"] and first.verdict == "revise_citations"
    pooled = by_paragraph.cards_for("P")[0]
    # The pooled paragraph asserts more than the reference claim ("it follows from the registry"), so the
    # annotation does not transfer to it (DESIGN §3.7 boundary): the judge's label on the cited spans decides,
    # and what it adds rests on the judge alone, so §4 does not accept it: a person adjudicates.
    assert [c.ref for c in pooled.citations] == ["a2", "b1"] and pooled.within_boundary is False
    assert (pooled.verdict, pooled.joint_basis) == ("escalate", "judge_entailed")
    assert by_paragraph.report.config["attach"] == "paragraph"
