"""DESIGN §3-§4 rules, each a test named after the rule, on a world written in other words than the demo's.

The Birch ledger is the Cedar example reworded: a bridge question whose answer names the right funder but
can omit the record that connects Project Birch to cost center C9.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import citeset
from citeset.judges import Judge, JudgeRequest, JudgeSpec, Judgment, Label, failed
from conftest import make_suite, retrieved, span_of, write_jsonl

TEXTS = {
    "assign-v1": "Assignments register.\nProject Birch is assigned to cost center C9.\n",
    "ledger-v1": "General ledger.\nLedger line: Birch -> C9.\n",
    "fund-v2": "Funding table.\nCost center C9 is funded by Division K.\n",
    "fund-v1": "Funding table.\nCost center C9 is funded by Division M.\n",
    "staff-v1": "Staff list.\nDana Reyes leads Project Birch.\n",
    "own-v1": "Ownership record.\nNorthwind owns the Harbor depot.\n",
    "travel-v1": "Travel rules.\nStaff may book business class on flights over 8 hours.\n",
    "policy-a": "Returns policy A.\nItems may be returned within 30 days.\n",
    "policy-b": "Returns policy B.\nItems may be returned within 45 days.\n",
    "hr-v1": "Handbook.\nThe office opens at 9 am on weekdays.\n",
}
SPANS = [
    ("p1", "assign-v1", "Project Birch is assigned to cost center C9."),
    ("q1", "ledger-v1", "Ledger line: Birch -> C9."),
    ("p2", "fund-v2", "Cost center C9 is funded by Division K."),
    ("p2old", "fund-v1", "Cost center C9 is funded by Division M."),
    ("s1", "staff-v1", "Dana Reyes leads Project Birch."),
    ("o1", "own-v1", "Northwind owns the Harbor depot."),
    ("m1", "travel-v1", "Staff may book business class on flights over 8 hours."),
    ("ra", "policy-a", "Items may be returned within 30 days."),
    ("rb", "policy-b", "Items may be returned within 45 days."),
    ("h1", "hr-v1", "The office opens at 9 am on weekdays."),
]
SOURCE = {"fund-v2": "funding", "fund-v1": "funding"}


def sources() -> list[dict[str, Any]]:
    rows = []
    for vid, text in TEXTS.items():
        row: dict[str, Any] = {"version_id": vid, "source_id": SOURCE.get(vid, vid), "uri": f"https://b.example/{vid}",
                               "text": text, "observed_at": "2025-02-01", "status": "current"}
        if vid == "fund-v1":
            row.update(status="superseded", effective_to="2025-01-01")
        rows.append(row)
    return rows


FUND_CLAIM = {"claim_id": "k", "text": "Division K funds the cost center of Project Birch.", "consequential": True,
              "routes": [{"set_id": "via-register", "members": ["p1", "p2"]},
                         {"set_id": "via-ledger", "members": ["q1", "p2"]}]}


def fund_case(case_id: str, **over: Any) -> dict[str, Any]:
    case = {"case_id": case_id, "question": "Which division funds the cost center of Project Birch?",
            "cutoff": "2026-01-01", "reference_answer": ["Division K"], "claims": [FUND_CLAIM]}
    return case | over


def one_claim_case(case_id: str, text: str, answer: str, members: list[str], **over: Any) -> dict[str, Any]:
    case = {"case_id": case_id, "question": f"Question {case_id}?", "cutoff": "2026-01-01",
            "reference_answer": [answer],
            "claims": [{"claim_id": "c", "text": text, "routes": [{"set_id": "r", "members": members}]}]}
    return case | over


def evaluate(tmp_path: Path, cases: list[dict[str, Any]], rows: list[dict[str, Any]], judge: Judge | None = None,
             **config: Any) -> citeset.Evaluation:
    spans = [span_of(sid, vid, TEXTS[vid], exact) for sid, vid, exact in SPANS]
    suite_dir = make_suite(tmp_path / "suite", cases, sources(), spans)
    run_path = write_jsonl(tmp_path / "run.jsonl", rows)
    suite = citeset.load_suite(suite_dir)
    return citeset.evaluate(suite, citeset.load_run(run_path, suite), judge,
                            citeset.EvalConfig(n_boot=20, **config))


def structured(case_id: str, *claims: tuple[str, Sequence[str]], **extra: Any) -> dict[str, Any]:
    return {"case_id": case_id, "answer_text": " ".join(t for t, _ in claims),
            "claims": [{"text": t, "citations": [{"span_id": s} for s in cited]} for t, cited in claims], **extra}


def cards(ev: citeset.Evaluation, case_id: str, kind: str = "output") -> list[citeset.Card]:
    return [c for c in ev.cards_for(case_id) if c.kind == kind]


def metric(ev: citeset.Evaluation, name: str) -> tuple[float, float]:
    m = ev.report.metrics[name]
    return m.numerator, m.denominator


# --- the worked ledger, reworded (DESIGN §6) ---------------------------------------------------------------

FUNDS = "Division K funds Birch's cost center."


def test_worked_ledger_in_other_words_reproduces_the_verdicts(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [fund_case("A"), fund_case("B"), fund_case("C"), fund_case("D")], [
        structured("A", (FUNDS, ["p2"]), trace=retrieved("p1", "p2")),
        structured("B", (FUNDS, ["p2"]), trace=retrieved("p2")),
        structured("C", (FUNDS, ["q1", "p2"]), trace=retrieved("q1", "p2")),
        structured("D", ("Division M funds Birch's cost center.", ["p1", "p2old"]), trace=retrieved("p1", "p2old")),
    ])
    got = {c.case_id: (c.verdict, c.bucket) for c in ev.cards if c.kind == "output"}
    assert got == {"A": ("revise_citations", "attribution"), "B": ("revise_citations", "retrieval_miss"),
                   "C": ("accept", None), "D": ("reject", "freshness")}
    assert metric(ev, "unsupported_answer_rate") == (1, 4)
    assert metric(ev, "answer_correctness") == (3, 4)
    assert metric(ev, "citation_set_completeness") == (1, 3)


def test_bridge_wording_is_not_an_entity_contradiction(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [fund_case("A")], [structured("A", (FUNDS, ["p2"]))])
    (card,) = cards(ev, "A")
    assert card.contradiction is None
    assert card.joint_support is not None and card.joint_support.label != Label.CONTRADICTED


# --- §3.7 boundary -----------------------------------------------------------------------------------------

def reyes_case(case_id: str) -> dict[str, Any]:
    return one_claim_case(case_id, "Dana Reyes leads Project Birch.", "Dana Reyes", ["s1"])


def test_boundary_annotation_does_not_transfer_to_another_relation(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [reyes_case("F")], [structured("F", ("Dana Reyes founded Project Birch.", ["s1"]))])
    (card,) = cards(ev, "F")
    assert card.verdict != "accept"
    assert card.within_boundary is False
    assert card.joint_basis != "by_annotation"
    assert metric(ev, "complete_citation_rate") == (0, 1)
    assert metric(ev, "citation_set_completeness") == (0, 0)


def test_boundary_compound_claim_asserting_more_is_not_accepted(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [reyes_case("G")], [
        structured("G", ("Dana Reyes leads Project Birch and launched it in 2019.", ["s1"]))])
    (card,) = cards(ev, "G")
    assert card.verdict != "accept" and card.within_boundary is False


def test_boundary_extra_sentence_with_the_answer_string_is_not_accepted(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [reyes_case("H")], [
        structured("H", ("Dana Reyes leads Project Birch.", ["s1"]), ("Dana Reyes joined in 2015.", ["s1"]))])
    verdicts = [c.verdict for c in cards(ev, "H")]
    assert verdicts[0] == "accept" and verdicts[1] != "accept"


def test_boundary_whole_paragraph_under_paragraph_attachment_is_not_accepted(tmp_path: Path) -> None:
    row = {"case_id": "P", "answer_text": "Dana Reyes leads Project Birch. She joined in 2015 [1].",
           "sources": [{"marker": "1", "span_id": "s1"}]}
    ev = evaluate(tmp_path, [reyes_case("P")], [row], attach="paragraph")
    (card,) = cards(ev, "P")
    assert card.verdict != "accept"


# --- §3.4 correctness --------------------------------------------------------------------------------------

def test_correctness_negated_statement_is_not_correct(tmp_path: Path) -> None:
    case = one_claim_case("N", "Northwind owns the Harbor depot.", "Northwind", ["o1"])
    ev = evaluate(tmp_path, [case], [structured("N", ("Northwind does not own the Harbor depot.", ["o1"]))])
    (card,) = cards(ev, "N")
    assert card.correct is False and card.verdict == "reject"
    assert metric(ev, "answer_correctness") == (0, 1)
    assert metric(ev, "complete_citation_rate") == (0, 1)


def test_correctness_changed_modality_is_not_correct(tmp_path: Path) -> None:
    case = one_claim_case("M", "Staff may book business class on flights over 8 hours.", "business class", ["m1"])
    ev = evaluate(tmp_path, [case], [
        structured("M", ("Staff must book business class on flights over 8 hours.", ["m1"]))])
    (card,) = cards(ev, "M")
    assert card.correct is False and card.verdict == "reject"


# --- §4 an incorrect claim is never accepted; joint support is one explicit value ------------------------

class ScriptedJudge:
    """Labels by purpose: what a judge with these opinions would say."""

    def __init__(self, by_purpose: dict[str, Label | None], default: Label = Label.INSUFFICIENT) -> None:
        self.by_purpose, self.default = by_purpose, default
        self.spec = JudgeSpec(name="scripted", version="1")

    async def judge(self, requests: Sequence[JudgeRequest]) -> list[Judgment]:
        out = []
        for r in requests:
            label = self.by_purpose.get(r.purpose, self.default)
            out.append(failed(self.spec, "scripted failure") if label is None else
                       Judgment(label=label, judge="scripted@1", spec_key=self.spec.key, rationale=r.purpose))
        return out


def test_accept_requires_correctness_and_explicit_joint_support(tmp_path: Path) -> None:
    judge = ScriptedJudge({"support": Label.ENTAILED, "joint": Label.INSUFFICIENT})
    row = {"case_id": "X", "answer_text": "Division M funds it.",
           "claims": [{"text": "Division M funds it.", "claim_id": "k",
                       "citations": [{"span_id": "p1"}, {"span_id": "p2"}]}]}
    ev = evaluate(tmp_path, [fund_case("X")], [row], judge=judge)
    (card,) = cards(ev, "X")
    assert card.correct is False
    assert card.verdict == "reject"
    assert card.joint_basis == "judge_insufficient"


def test_joint_basis_is_by_annotation_for_a_correct_claim_within_boundary(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [fund_case("C")], [structured("C", (FUNDS, ["q1", "p2"]))])
    (card,) = cards(ev, "C")
    assert card.joint_basis == "by_annotation" and card.verdict == "accept"


# --- §3.9 conflicting current sources ------------------------------------------------------------------------

def conflict_case(case_id: str) -> dict[str, Any]:
    return {"case_id": case_id, "question": "Within how many days may items be returned?", "cutoff": "2026-01-01",
            "reference_answer": ["30 days", "45 days"], "expected_behavior": "mention_conflict",
            "claims": [{"claim_id": "w", "text": "Items may be returned within 30 days under one policy and "
                                                 "45 days under the other.",
                        "routes": [{"set_id": "policy-a", "members": ["ra"]},
                                   {"set_id": "policy-b", "members": ["rb"]}]}]}


def test_conflict_silently_picking_one_side_is_not_accepted(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [conflict_case("W")], [
        structured("W", ("Items may be returned within 30 days.", ["ra"]))])
    (card,) = cards(ev, "W")
    assert card.verdict == "revise_citations"
    assert any("conflict hidden" in r for r in card.reasons)


def test_conflict_stated_and_cited_on_both_sides_is_accepted(tmp_path: Path) -> None:
    text = "Policy A allows returns within 30 days, but policy B allows 45 days; the sources disagree."
    ev = evaluate(tmp_path, [conflict_case("V")], [structured("V", (text, ["ra", "rb"]))])
    (card,) = cards(ev, "V")
    assert card.verdict == "accept", card.reasons
    assert [c.necessity for c in card.citations] == ["needed", "needed"]
    assert card.contradiction is not None and card.contradiction.treatment == "mentioned"


# --- §4 judge failure is an escalation and nothing else ------------------------------------------------------

def test_judge_failure_is_an_escalation_and_nothing_else(tmp_path: Path) -> None:
    judge = ScriptedJudge({}, default=None)  # type: ignore[arg-type]
    row = {"case_id": "J", "answer_text": "Something about Birch.",
           "claims": [{"text": "Something about Birch.", "citations": [{"span_id": "p1"}]}]}
    ev = evaluate(tmp_path, [fund_case("J")], [row], judge=judge)
    assert {c.verdict for c in ev.cards} == {"escalate"}
    assert metric(ev, "unsupported_answer_rate") == (0, 1)


# --- §3.6 answer scope and §3.7 hop statements ----------------------------------------------------------------

def test_answer_scope_hop_sentence_then_answer_sentence_is_accepted(tmp_path: Path) -> None:
    row = {"case_id": "S", "answer_text": "Project Birch is assigned to cost center C9 [1]. "
                                          "Division K funds cost center C9 [2].",
           "sources": [{"marker": "1", "span_id": "p1"}, {"marker": "2", "span_id": "p2"}]}
    ev = evaluate(tmp_path, [fund_case("S")], [row])
    hop, answer = cards(ev, "S")
    assert hop.verdict == "accept" and hop.hop_statement_for == "p1", hop.reasons
    assert answer.verdict == "accept", answer.reasons
    assert answer.coverage_scope == "answer" and answer.complete_route == "via-register"
    assert not any(c.verdict == "escalate" for c in ev.cards)


def test_answer_scope_answer_sentence_alone_stays_incomplete(tmp_path: Path) -> None:
    row = {"case_id": "T", "answer_text": "Division K funds Birch's cost center [2].",
           "sources": [{"marker": "2", "span_id": "p2"}]}
    ev = evaluate(tmp_path, [fund_case("T")], [row])
    (card,) = cards(ev, "T")
    assert card.verdict == "revise_citations" and card.coverage_scope is None


# --- §3 abstentions ------------------------------------------------------------------------------------------

def test_abstention_recognised_from_the_answer_text(tmp_path: Path) -> None:
    case = one_claim_case("U", "The depot closes at 6 pm.", "6 pm", ["h1"], answerable=False)
    ev = evaluate(tmp_path, [case], [{"case_id": "U", "answer_text": "The provided sources do not specify this."}])
    assert {c.verdict for c in ev.cards_for("U")} == {"abstain"}
    assert metric(ev, "appropriate_abstention") == (1, 1)


def test_abstention_an_invalid_citation_does_not_make_a_claim_cited(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [fund_case("I")], [structured("I", (FUNDS, ["nonexistent"]))])
    assert metric(ev, "citation_completeness") == (0, 1)


# --- §3 unannotated cases ------------------------------------------------------------------------------------

def test_unannotated_case_is_judged_on_alignment_alone(tmp_path: Path) -> None:
    case = {"case_id": "L", "question": "When does the office open?", "annotated": False}
    ev = evaluate(tmp_path, [case], [structured("L", ("The office opens at 9 am on weekdays.", ["h1"]))])
    (card,) = cards(ev, "L")
    assert card.verdict == "accept" and any("alignment only" in r for r in card.reasons)
    assert metric(ev, "citation_set_completeness") == (0, 0)
    assert metric(ev, "answer_correctness") == (0, 0)
    assert ev.report.counts.unannotated == 1


def test_unannotated_case_unsupported_by_its_citations_is_rejected(tmp_path: Path) -> None:
    case = {"case_id": "L2", "question": "When does the office open?", "annotated": False}
    ev = evaluate(tmp_path, [case], [structured("L2", ("The office opens at 7 am on weekdays.", ["h1"]))])
    (card,) = cards(ev, "L2")
    assert card.verdict == "reject"


# --- §5 resolution -------------------------------------------------------------------------------------------

def test_resolution_chunk_table_id_shadowing_a_suite_span_is_a_resolution_failure(tmp_path: Path) -> None:
    trace = {"chunks": [{"span_id": "p2", "version_id": "fund-v1", "start": 15, "end": 54}]}
    ev = evaluate(tmp_path, [fund_case("Z")], [structured("Z", (FUNDS, ["p1", "p2"]), trace=trace)])
    (card,) = cards(ev, "Z")
    assert card.bucket == "resolution" or "resolution" in card.secondary_buckets
    assert card.verdict != "accept"
    assert any("resolves to" in (c.warning or "") for c in card.citations)


# --- §1 complete: one definition --------------------------------------------------------------------------------

def test_complete_only_adjudicated_routes_count_for_set_recall(tmp_path: Path) -> None:
    case = one_claim_case("R", "Dana Reyes leads Project Birch.", "Dana Reyes", ["s1"])
    case["claims"][0]["routes"] = [{"set_id": "r", "members": ["s1"], "status": "proposed"}]
    ev = evaluate(tmp_path, [case], [structured("R", ("Dana Reyes leads Project Birch.", ["s1"]),
                                                trace=retrieved("s1"))])
    assert metric(ev, "complete_set_recall@5") == (0, 1)
    (card,) = cards(ev, "R")
    assert card.verdict == "escalate"


# --- issue 8: a run cannot exempt itself; run-supplied text is verified ---------------------------------------

def test_run_cannot_exempt_a_factual_claim_from_needing_evidence(tmp_path: Path) -> None:
    row = {"case_id": "E", "answer_text": "Division M funds Birch's cost center.",
           "claims": [{"text": "Division M funds Birch's cost center.", "requires_citation": False,
                       "citations": []}]}
    ev = evaluate(tmp_path, [fund_case("E")], [row])
    (card,) = cards(ev, "E")
    assert card.requires_evidence is True and card.verdict == "reject"


def test_run_chunk_text_not_in_any_frozen_version_is_invalid(tmp_path: Path) -> None:
    trace = {"chunks": [{"span_id": "ch9", "version_id": "fund-v2", "exact": "Division K funds everything."}]}
    row = {"case_id": "Q", "answer_text": "Division K funds everything.",
           "claims": [{"text": "Division K funds everything.",
                       "citations": [{"chunk_id": "ch9", "quote": "Division K funds everything"}]}],
           "trace": trace}
    ev = evaluate(tmp_path, [fund_case("Q")], [row])
    (card,) = cards(ev, "Q")
    assert card.citations[0].valid is False
    assert metric(ev, "quote_fidelity") == (0, 1)
    assert card.verdict != "accept"


def test_conflict_sides_as_separate_claims_each_cited_and_disagreement_stated(tmp_path: Path) -> None:
    case = {"case_id": "Y", "question": "Within how many days may items be returned?", "cutoff": "2026-01-01",
            "expected_behavior": "mention_conflict",
            "claims": [{"claim_id": "a", "text": "Items may be returned within 30 days.", "reference_answer": "30 days",
                        "routes": [{"set_id": "policy-a", "members": ["ra"]}]},
                       {"claim_id": "b", "text": "Items may be returned within 45 days.", "reference_answer": "45 days",
                        "routes": [{"set_id": "policy-b", "members": ["rb"]}]}]}
    row = {"case_id": "Y", "answer_text": "Items may be returned within 30 days [1]. Items may be returned within "
                                          "45 days [2]. The two policies disagree.",
           "sources": [{"marker": "1", "span_id": "ra"}, {"marker": "2", "span_id": "rb"}]}
    ev = evaluate(tmp_path, [case], [row])
    assert [c.verdict for c in ev.cards_for("Y")] == ["accept", "accept", "accept"], [c.reasons for c in ev.cards]
    hidden = evaluate(tmp_path / "h", [case], [{"case_id": "Y", "answer_text": "Items may be returned within 30 "
                                                "days [1].", "sources": [{"marker": "1", "span_id": "ra"}]}])
    first = hidden.cards_for("Y")[0]
    assert first.verdict == "revise_citations" and "conflict hidden" in first.reasons[0]


def test_correctness_an_answer_stating_the_claim_and_its_opposite_is_not_correct(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [fund_case("O")], [
        structured("O", (FUNDS, ["q1", "p2"]), ("Division M funds Birch's cost center.", ["p2old"]))])
    assert [c.correct for c in cards(ev, "O")] == [True, False]
    assert metric(ev, "answer_correctness") == (0, 1)



def test_joint_support_a_judge_entailment_outside_the_annotation_must_hold_every_word_the_claim_adds(
        tmp_path: Path) -> None:
    """§3.7: outside the boundary the judge decides joint support; a lenient "entailed" for a changed relation
    ("owns outright") is not taken, while an attribution phrase ("the funding table says") is."""
    ev = evaluate(tmp_path, [fund_case("W"), fund_case("Y")], [
        structured("W", ("Division K owns Project Birch outright.", ["q1", "p2"])),
        structured("Y", ("The funding table says cost center C9 is funded by Division K.", ["p2"]))])
    (owns,) = cards(ev, "W")
    assert owns.verdict == "reject" and owns.supported is False
    (said,) = cards(ev, "Y")
    assert said.joint_basis == "judge_entailed" and said.joint_support is not None


# --- §3.3 linking: the reference claim an output claim states, not the first one the judge has an opinion on --

class LinkOpinionsJudge(ScriptedJudge):
    """Rules-judge opinions, except on linking: every reference claim is "contradicted" by any output claim
    but the one it states word for word, which it "entails" (a judge that contradicts loosely)."""

    def __init__(self) -> None:
        super().__init__({})
        self.rules = citeset.RulesJudge()

    async def judge(self, requests: Sequence[JudgeRequest]) -> list[Judgment]:
        out = await self.rules.judge(requests)
        for k, r in enumerate(requests):
            if r.purpose == "link":
                label = Label.ENTAILED if r.claim == r.evidence[0].text else Label.CONTRADICTED
                out[k] = Judgment(label=label, judge="scripted@1", spec_key=self.spec.key, rationale="link")
        return out


def two_claim_case(case_id: str) -> dict[str, Any]:
    return {"case_id": case_id, "question": "Who leads Project Birch, and where is its cost center?",
            "cutoff": "2026-01-01",
            "claims": [{"claim_id": "center", "text": "Project Birch is assigned to cost center C9.",
                        "routes": [{"set_id": "r", "members": ["p1"]}]},
                       {"claim_id": "lead", "text": "Dana Reyes leads Project Birch.",
                        "routes": [{"set_id": "r", "members": ["s1"]}]}]}


def test_linking_prefers_the_reference_claim_the_judge_finds_entailed_over_an_earlier_contradicted_one(
        tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [two_claim_case("L")], [
        structured("L", ("Dana Reyes leads Project Birch.", ["s1"]))], judge=LinkOpinionsJudge())
    (card,) = cards(ev, "L")
    assert (card.claim_id, card.linked_by) == ("lead", "judge")
    assert [c.claim_id for c in cards(ev, "L", "omitted")] == ["center"]


def test_linking_an_output_claim_restating_a_reference_claim_is_linked_to_it_not_to_a_loosely_entailed_one(
        tmp_path: Path) -> None:
    """In other words than the demo's: a profile whose numbers recur in names. The default judge finds
    "Lena Marsh-1990 is the chief executive of Orchard 1990." loosely entailing "Orchard 1990 was founded in
    1990." (the year is in the names); the claim states the second reference claim word for word."""
    case = {"case_id": "Q", "question": "When was Orchard 1990 founded, and who leads it?", "cutoff": "2026-01-01",
            "claims": [{"claim_id": "year", "text": "Orchard 1990 was founded in 1990.",
                        "routes": [{"set_id": "r", "members": ["p1"]}]},
                       {"claim_id": "ceo", "text": "Lena Marsh-1990 is the chief executive of Orchard 1990.",
                        "routes": [{"set_id": "r", "members": ["s1"]}]}]}
    ev = evaluate(tmp_path, [case], [
        structured("Q", ("Lena Marsh-1990 is the chief executive of Orchard 1990.", ["s1"]))])
    (card,) = cards(ev, "Q")
    assert (card.claim_id, card.linked_by) == ("ceo", "judge")
    assert [c.claim_id for c in cards(ev, "Q", "omitted")] == ["year"]


def test_linking_by_answer_string_prefers_the_closest_worded_of_the_reference_claims_whose_answer_it_contains(
        tmp_path: Path) -> None:
    """Both accepted strings, "1990" and "Lena Marsh-1990", occur in the output claim; it states the second."""
    case = {"case_id": "Z", "question": "When was Orchard 1990 founded, and who leads it?", "cutoff": "2026-01-01",
            "claims": [{"claim_id": "year", "text": "Orchard 1990 was founded in 1990.", "reference_answer": "1990",
                        "routes": [{"set_id": "r", "members": ["p1"]}]},
                       {"claim_id": "ceo", "text": "Lena Marsh-1990 is the chief executive of Orchard 1990.",
                        "reference_answer": "Lena Marsh-1990", "routes": [{"set_id": "r", "members": ["s1"]}]}]}
    ev = evaluate(tmp_path, [case], [
        structured("Z", ("Lena Marsh-1990 is the chief executive of Orchard 1990.", ["s1"]))])
    (card,) = cards(ev, "Z")
    assert (card.claim_id, card.linked_by) == ("ceo", "answer")
    assert [c.claim_id for c in cards(ev, "Z", "omitted")] == ["year"]


# --- §3.4 correctness: a negated, hedged or no-longer-current statement does not state the reference claim ---

HEDGED = ["Dana Reyes no longer leads Project Birch.", "Dana Reyes might lead Project Birch.",
          "It is false that Dana Reyes leads Project Birch.", "Perhaps Dana Reyes leads Project Birch.",
          "Dana Reyes formerly led Project Birch.", "Not Dana Reyes but Ola Moss leads Project Birch.",
          "The sources do not say whether Dana Reyes leads Project Birch.",
          "Dana Reyes leads Project Birch (Not Confirmed).", "Dana Reyes supposedly leads Project Birch.",
          "Dana Reyes stopped leading Project Birch.", "Dana Reyes is the former lead of Project Birch.",
          "Dana Reyes is said to lead Project Birch.", "Dana Reyes is believed to lead Project Birch.",
          "Dana Reyes appears to be the lead of Project Birch.", "Dana Reyes seems to have led Project Birch.",
          "Does Dana Reyes lead Project Birch?", "Is Dana Reyes the one who leads Project Birch?",
          "Dana Reyes plans to lead Project Birch.", "Dana Reyes is expected to lead Project Birch."]


def test_correctness_a_negated_or_hedged_statement_containing_the_answer_is_not_correct(tmp_path: Path) -> None:
    cases = [reyes_case(f"H{i}") for i in range(len(HEDGED))]
    ev = evaluate(tmp_path, cases, [structured(f"H{i}", (text, ["s1"])) for i, text in enumerate(HEDGED)])
    got = {card.text: card.correct for i in range(len(HEDGED)) for card in cards(ev, f"H{i}")}
    assert got == dict.fromkeys(HEDGED, False)
    assert metric(ev, "answer_correctness") == (0, len(HEDGED))


def test_correctness_the_reference_claims_own_negation_or_modality_stays_correct(tmp_path: Path) -> None:
    """...and so does a claim that denies an alternative the reference claim does not name ("not Ola Moss")."""
    cases = [one_claim_case("R1", "Northwind does not own the Harbor depot.", "Northwind", ["o1"]),
             one_claim_case("R2", "Staff may book business class on flights over 8 hours.", "business class", ["m1"]),
             reyes_case("R3"), reyes_case("R4")]
    ev = evaluate(tmp_path, cases, [structured("R1", ("Northwind doesn't own the Harbor depot.", ["o1"])),
                                    structured("R2", ("Staff may book business class on long flights.", ["m1"])),
                                    structured("R3", ("Dana Reyes, not Ola Moss, leads Project Birch.", ["s1"])),
                                    structured("R4", ("Dana Reyes leads Project Birch, not Project Elm.", ["s1"]))])
    assert [c.correct for c in cards(ev, "R1") + cards(ev, "R2") + cards(ev, "R3") + cards(ev, "R4")] == [True] * 4



def test_complete_citation_rate_an_answer_stating_the_claim_and_its_opposite_is_not_complete(
        tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [fund_case("O")], [
        structured("O", (FUNDS, ["q1", "p2"]), ("Division M funds Birch's cost center.", ["p2old"]))])
    assert metric(ev, "complete_citation_rate") == (0, 1)



def test_correctness_a_yes_no_reference_answer_is_not_an_answer_string_of_a_claim(tmp_path: Path) -> None:
    """§3.4 reads "contains an accepted reference_answer string"; a case-level "yes" is the answer to the
    question, not a string any declarative claim contains: each claim is then correct when it states its
    reference claim (before, the last claim was held to contain "yes" and was incorrect without it)."""
    case = {"case_id": "Y2", "question": "Is the cost center of Project Birch funded by Division K?",
            "cutoff": "2026-01-01", "reference_answer": ["yes"],
            "claims": [{"claim_id": "center", "text": "Project Birch is assigned to cost center C9.",
                        "routes": [{"set_id": "r", "members": ["p1"]}]},
                       {"claim_id": "funds", "text": "Cost center C9 is funded by Division K.",
                        "routes": [{"set_id": "r", "members": ["p2"]}]}]}
    ev = evaluate(tmp_path, [case], [{"case_id": "Y2", "answer_text": "Project Birch is assigned to cost center "
                                      "C9 [1]. Division K funds cost center C9 [2].",
                                      "sources": [{"marker": "1", "span_id": "p1"}, {"marker": "2", "span_id": "p2"}]}])
    assert [(c.claim_id, c.correct, c.verdict) for c in ev.cards_for("Y2")] == [
        ("center", True, "accept"), ("funds", True, "accept")]
    assert metric(ev, "answer_correctness") == (1, 1)


def test_citation_set_completeness_an_accepted_hop_statement_cites_its_complete_evidence(tmp_path: Path) -> None:
    """§3.6/§3.7: the answer that makes the dependency visible is not scored below the one that does not: the
    hop statement's cited span is its whole evidence."""
    visible = {"case_id": "V", "answer_text": "Project Birch is assigned to cost center C9 [1]. "
                                              "Division K funds cost center C9 [2].",
               "sources": [{"marker": "1", "span_id": "p1"}, {"marker": "2", "span_id": "p2"}]}
    ev = evaluate(tmp_path, [fund_case("V")], [visible])
    assert [c.verdict for c in cards(ev, "V")] == ["accept", "accept"]
    assert metric(ev, "citation_set_completeness") == (2, 2)


def test_correctness_a_claim_in_its_sources_own_words_is_not_read_as_denying_or_hedging(tmp_path: Path) -> None:
    """The cue words a cited span itself uses are how the source states the fact ("not only ... but also",
    "can", "must", "never fewer than"): a claim copying the span is judged as before, not made incorrect."""
    sources = {"k1": "Dana Reyes leads not only Project Birch but also Project Elm.",
               "k2": "Staff can book business class on flights over 8 hours.",
               "k3": "Each ward shift never has fewer than 3 nurses."}
    refs = {"k1": ("Dana Reyes leads Project Birch and Project Elm.", "Dana Reyes"),
            "k2": ("Staff are allowed to book business class on flights over 8 hours.", "business class"),
            "k3": ("Each ward shift has at least 3 nurses.", "3 nurses")}
    texts = {f"v-{k}": f"Record {k}.\n{text}\n" for k, text in sources.items()}
    spans = [span_of(f"x-{k}", f"v-{k}", texts[f"v-{k}"], text) for k, text in sources.items()]
    rows = [{"version_id": vid, "source_id": vid, "text": text, "observed_at": "2025-02-01", "status": "current"}
            for vid, text in texts.items()]
    cases = [one_claim_case(k, ref, answer, [f"x-{k}"]) for k, (ref, answer) in refs.items()]
    suite_dir = make_suite(tmp_path / "suite", cases, rows, spans)
    run_path = write_jsonl(tmp_path / "run.jsonl", [structured(k, (text, [f"x-{k}"])) for k, text in sources.items()])
    suite = citeset.load_suite(suite_dir)
    ev = citeset.evaluate(suite, citeset.load_run(run_path, suite), None, citeset.EvalConfig(n_boot=20))
    assert {k: [c.correct for c in cards(ev, k)] for k in sources} == {k: [True] for k in sources}


# --- §1 "a claim can be judged on its own": a sentence opening with a pronoun is read with its antecedent ----

def prose(case_id: str, text: str, *span_ids: str) -> dict[str, Any]:
    return {"case_id": case_id, "answer_text": text,
            "sources": [{"marker": str(i), "span_id": s} for i, s in enumerate(span_ids, 1)]}


def test_omission_a_claim_a_sentence_opening_with_a_pronoun_may_state_is_escalated_not_reported_omitted(
        tmp_path: Path) -> None:
    """"It is assigned to cost center C9 [2]." after a sentence about Project Birch may state the case's claim
    "Project Birch is assigned to cost center C9.": it was reported omitted (reject). Which name "It" means is
    for a person to decide (a claim must be judged on its own, §1), so the claim is escalated, and the sentence
    itself is judged as written; it never becomes linked or correct through a reading."""
    ev = evaluate(tmp_path, [two_claim_case("P"), two_claim_case("W")], [
        prose("P", "Dana Reyes leads Project Birch [1]. It is assigned to cost center C9 [2].", "s1", "p1"),
        prose("W", "Dana Reyes leads Project Birch [1]. It is assigned to cost center C8 [2].", "s1", "p1")])
    assert [(c.claim_id, c.correct) for c in cards(ev, "P")] == [("lead", True), (None, None)]
    (omitted,) = cards(ev, "P", "omitted")
    assert (omitted.claim_id, omitted.verdict) == ("center", "escalate")
    assert "'It' means 'Project Birch'" in omitted.reasons[0]
    # a reading that states another value is no statement of the claim: still omitted
    assert [(c.claim_id, c.verdict) for c in cards(ev, "W", "omitted")] == [("center", "reject")]
    assert metric(ev, "answer_correctness") == (0, 2)


def test_omission_a_possessive_pronoun_is_read_as_the_names_possessive(tmp_path: Path) -> None:
    case = {"case_id": "G", "question": "Who leads Project Birch, and what is its cost center?",
            "cutoff": "2026-01-01",
            "claims": [{"claim_id": "lead", "text": "Dana Reyes leads Project Birch.",
                        "routes": [{"set_id": "r", "members": ["s1"]}]},
                       {"claim_id": "center", "text": "Project Birch's cost center is C9.",
                        "routes": [{"set_id": "r", "members": ["p1"]}]}]}
    ev = evaluate(tmp_path, [case], [
        prose("G", "Dana Reyes leads Project Birch [1]. Its cost center is C9 [2].", "s1", "p1")])
    assert [(c.claim_id, c.verdict) for c in cards(ev, "G", "omitted")] == [("center", "escalate")]


def test_omission_a_personal_pronoun_is_read_as_the_previous_sentences_subject_only(tmp_path: Path) -> None:
    """"She" after "Dana Reyes leads Project Birch." is not read as the project."""
    ev = evaluate(tmp_path, [two_claim_case("S")], [
        prose("S", "Dana Reyes leads Project Birch [1]. She is assigned to cost center C9 [2].", "s1", "p1")])
    assert [(c.claim_id, c.verdict) for c in cards(ev, "S", "omitted")] == [("center", "reject")]


def test_omission_a_pronoun_no_reading_of_which_states_the_claim_leaves_it_omitted(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [two_claim_case("N")], [
        prose("N", "Dana Reyes leads Project Birch [1]. It opens at 9 am on weekdays [2].", "s1", "h1")])
    second = cards(ev, "N")[1]
    assert second.claim_id is None and second.extra
    assert [(c.claim_id, c.verdict) for c in cards(ev, "N", "omitted")] == [("center", "reject")]


# --- §3.7 boundary: an opening "Yes," answers the question; it is not a word the claim adds ----------------

AFFIRMED = ["Yes, Dana Reyes leads Project Birch.", "Yes — Dana Reyes leads Project Birch.",
            "Indeed, Dana Reyes leads Project Birch.", "That's right: Dana Reyes leads Project Birch."]


def test_boundary_an_opening_yes_answers_the_question_and_asserts_nothing_more(tmp_path: Path) -> None:
    """A correct, cited "Yes, Dana Reyes leads Project Birch." was rejected as unsupported: the judge looked
    for "yes" in the evidence. Under a case whose answer is "no", the "Yes" is kept and is not accepted."""
    cases = [reyes_case(f"Y{i}") for i in range(len(AFFIRMED))]
    cases.append(one_claim_case("YN", "Dana Reyes leads Project Birch.", "no", ["s1"]))
    rows = [structured(f"Y{i}", (text, ["s1"])) for i, text in enumerate(AFFIRMED)]
    rows.append(structured("YN", ("Yes, Dana Reyes leads Project Birch.", ["s1"])))
    ev = evaluate(tmp_path, cases, rows)
    got = [(c.text, c.verdict, c.correct, c.within_boundary) for i in range(len(AFFIRMED)) for c in cards(ev, f"Y{i}")]
    assert got == [(text, "accept", True, True) for text in AFFIRMED]
    assert [c.verdict for c in cards(ev, "YN")] != ["accept"]


def test_correctness_a_claim_saying_its_own_word_in_place_of_the_references_is_not_correct(tmp_path: Path) -> None:
    """§3.4: containment alone never suffices. "on trains" for "on flights" holds the answer string and drops a word
    of the reference claim for one of its own: it does not state the reference claim (audit 41: "approved" for
    "proposed", "per month" for "per season" were marked correct). A word of the question may describe the topic."""
    cases = [one_claim_case("W1", "Staff may book business class on flights over 8 hours.", "business class", ["m1"]),
             one_claim_case("W2", "Staff may book business class on flights over 8 hours.", "business class", ["m1"],
                            question="May staff book business class on long-haul trips?")]
    ev = evaluate(tmp_path, cases, [structured("W1", ("Staff may book business class on trains over 8 hours.", ["m1"])),
                                    structured("W2", ("Staff may book business class on long-haul trips.", ["m1"]))])
    wrong, described = cards(ev, "W1")[0], cards(ev, "W2")[0]
    assert wrong.correct is False and wrong.verdict != "accept", wrong.reasons
    assert described.correct is True, described.reasons
