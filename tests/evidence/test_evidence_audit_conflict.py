"""Audit of DESIGN §3.9 under `expected_behavior: mention_conflict`: a ward guide and a ward notice (both
current, admissible) disagree on when visiting hours end (8 pm vs 9 pm)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from _audit_world import ScriptedJudge, cards, evaluate, metric, structured

from citeset.judges import Label


def ward_case(case_id: str, **over: Any) -> dict[str, Any]:
    case = {"case_id": case_id, "question": "When do visiting hours on ward W4 end?", "cutoff": "2026-01-01",
            "reference_answer": ["8 pm", "9 pm"], "expected_behavior": "mention_conflict",
            "strata": {"question_type": "conflict"},
            "claims": [{"claim_id": "v", "text": "Visiting hours on ward W4 end at 8 pm according to the guide and "
                                                 "at 9 pm according to the notice.",
                        "routes": [{"set_id": "guide", "members": ["w1"]},
                                   {"set_id": "notice", "members": ["w2"]}]}]}
    return case | over


EXPOSED = "The guide says visiting hours on ward W4 end at 8 pm, whereas the notice says 9 pm."


def test_conflict_silent_pick_is_revise_citations_conflict_hidden(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [ward_case("S")], [structured("S", ("Visiting hours on ward W4 end at 9 pm.", ["w2"]))])
    (card,) = cards(ev, "S")
    assert card.verdict == "revise_citations" and "conflict hidden" in card.reasons[0]
    assert card.contradiction is not None and card.contradiction.treatment == "ignored"
    assert card.contradiction.spans == ["w1"]


def test_conflict_silent_pick_citing_both_sides_records_the_ignored_contradiction(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [ward_case("P")], [structured("P", ("Visiting hours on ward W4 end at 8 pm.",
                                                                ["w1", "w2"]))])
    (card,) = cards(ev, "P")
    assert card.verdict == "revise_citations" and "conflict hidden" in card.reasons[0]
    assert card.contradiction is not None and card.contradiction.treatment == "ignored"
    assert ev.report.strata["contradiction"]["true"]["answer_correctness"].denominator == 1


def test_conflict_exposed_and_both_sides_cited_is_accepted_with_both_needed(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [ward_case("E")], [structured("E", (EXPOSED, ["w1", "w2"]))])
    (card,) = cards(ev, "E")
    assert card.verdict == "accept"
    assert [c.necessity for c in card.citations] == ["needed", "needed"]
    assert card.contradiction is not None and card.contradiction.treatment == "mentioned"
    assert ev.report.strata["contradiction"]["true"]["answer_correctness"].denominator == 1


def test_conflict_exposed_in_words_but_one_side_cited_is_not_accepted(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [ward_case("H")], [structured("H", (EXPOSED, ["w1"]))])
    (card,) = cards(ev, "H")
    assert card.verdict != "accept"


def test_conflict_under_expected_answer_a_supported_pick_is_accepted(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [ward_case("A", expected_behavior="answer")], [
        structured("A", ("Visiting hours on ward W4 end at 8 pm.", ["w1"]))])
    (card,) = cards(ev, "A")
    assert card.verdict == "accept"


@pytest.mark.parametrize("judge_label", [None, Label.CONTRADICTED], ids=["default-judge", "judge-says-contradicted"])
def test_conflict_statement_with_a_wrong_value_for_one_side_is_not_accepted(tmp_path: Path,
                                                                            judge_label: Label | None) -> None:
    """'The guide says 8 pm, whereas the notice says 11 pm.' cites both sides and names the disagreement, but
    states the notice's value wrongly. Even a judge that finds it contradicted everywhere cannot stop it."""
    judge = ScriptedJudge({}, default=judge_label) if judge_label is not None else None
    text = "The guide says visiting hours on ward W4 end at 8 pm, whereas the notice says 11 pm."
    ev = evaluate(tmp_path, [ward_case("B")], [structured("B", (text, ["w1", "w2"]))], judge)
    (card,) = cards(ev, "B")
    assert card.verdict != "accept"
    assert metric(ev, "answer_correctness") == (0, 1)


def test_conflict_statement_with_a_wrong_value_is_an_unsupported_answer(tmp_path: Path) -> None:
    text = "Visiting hours on ward W4 end at 10 pm; the guide and the notice disagree."
    ev = evaluate(tmp_path, [ward_case("W")], [structured("W", (text, ["w1", "w2"]))])
    (card,) = cards(ev, "W")
    assert card.correct is False and card.verdict == "reject"
    assert card.supported is not True
    assert metric(ev, "unsupported_answer_rate") == (1, 1)
    assert metric(ev, "citation_set_completeness") == (0, 0)


def test_conflict_sides_as_two_sentences_and_a_statement_of_disagreement_are_accepted(tmp_path: Path) -> None:
    case = ward_case("T", claims=[
        {"claim_id": "g", "text": "Visiting hours on ward W4 end at 8 pm.", "reference_answer": "8 pm",
         "routes": [{"set_id": "guide", "members": ["w1"]}]},
        {"claim_id": "n", "text": "Visiting hours on ward W4 end at 9 pm.", "reference_answer": "9 pm",
         "routes": [{"set_id": "notice", "members": ["w2"]}]}], reference_answer=[])
    row = {"case_id": "T", "answer_text": "The ward guide says visiting hours on ward W4 end at 8 pm [1]. The ward "
                                          "notice says they end at 9 pm [2]. The two documents disagree.",
           "sources": [{"marker": "1", "span_id": "w1"}, {"marker": "2", "span_id": "w2"}]}
    ev = evaluate(tmp_path, [case], [row])
    assert [c.verdict for c in ev.cards_for("T")] == ["accept", "accept", "accept"], \
        [c.reasons for c in ev.cards_for("T")]


@pytest.mark.parametrize("judge_label", [None, Label.CONTRADICTED], ids=["default-judge", "judge-says-contradicted"])
@pytest.mark.parametrize("extra", [
    "However, relatives may stay overnight on ward W4 without a pass.",
    "Although the guide says 8 pm, the notice actually says 11 pm.",
], ids=["new-fact", "wrong-value"])
def test_conflict_cue_word_does_not_exempt_a_factual_sentence_from_evidence(tmp_path: Path, extra: str,
                                                                          judge_label: Label | None) -> None:
    judge = ScriptedJudge({}, default=judge_label) if judge_label is not None else None
    ev = evaluate(tmp_path, [ward_case("X")], [structured("X", (EXPOSED, ["w1", "w2"]), (extra, []))], judge)
    _, second = cards(ev, "X")
    assert second.requires_evidence is True
    assert second.verdict != "accept", second.reasons


def test_conflict_sentence_that_only_states_the_disagreement_needs_no_citation(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [ward_case("D")], [
        structured("D", (EXPOSED, ["w1", "w2"]), ("The two documents disagree.", []))])
    assert [c.verdict for c in cards(ev, "D")] == ["accept", "accept"]


@pytest.mark.parametrize("judge_label", [None, Label.CONTRADICTED], ids=["default-judge", "judge-says-contradicted"])
@pytest.mark.parametrize("text", [
    "The guide says visiting hours on ward W4 end at 9 pm, whereas the notice says 8 pm.",
    "The guide says 8 pm and the notice says 9 pm, whereas the hospital website says visiting ends at 11 pm.",
    "Visiting hours on ward W4 end at neither 8 pm nor 9 pm; the documents disagree.",
], ids=["sides-swapped", "invented-third-side", "neither-nor"])
def test_conflict_statement_naming_both_values_must_still_state_the_reference_claim(
        tmp_path: Path, text: str, judge_label: Label | None) -> None:
    judge = ScriptedJudge({}, default=judge_label) if judge_label is not None else None
    ev = evaluate(tmp_path, [ward_case("N")], [structured("N", (text, ["w1", "w2"]))], judge)
    (card,) = cards(ev, "N")
    assert card.verdict != "accept", card.reasons
    assert metric(ev, "answer_correctness") == (0, 1)


@pytest.mark.parametrize("text", [
    "Visiting hours on ward W4 end at 9 pm according to the notice, whereas they end at 8 pm according to the "
    "guide.",
    "The notice says 9 pm; however, the guide says 8 pm.",
    "The guide says visiting hours on ward W4 end at 8 pm, but the notice disagrees: 9 pm.",
], ids=["notice-first", "terse", "colon"])
def test_conflict_statement_in_other_words_with_each_side_right_is_accepted(tmp_path: Path, text: str) -> None:
    """The deterministic side checks (who says which value; nothing beyond the reference claim and the cited
    sources) must not reject a faithful statement of the disagreement phrased differently."""
    ev = evaluate(tmp_path, [ward_case("F")], [structured("F", (text, ["w1", "w2"]))])
    (card,) = cards(ev, "F")
    assert card.verdict == "accept", card.reasons
    assert metric(ev, "answer_correctness") == (1, 1)


def test_conflict_a_cue_word_about_something_else_does_not_expose_the_disagreement(tmp_path: Path) -> None:
    """§3.9: "an answer that silently picks one side is not accepted". A conflict cue anywhere in the answer and
    both sides cited anywhere made it exposed: "However, the notice also lists parking rules [2]." stated no
    other side, and the pick before it was accepted (an audit of this stop)."""
    ev = evaluate(tmp_path, [ward_case("U")], [{
        "case_id": "U", "answer_text": "Visiting hours on ward W4 end at 8 pm [1]. However, the notice also lists "
                                       "parking rules [2].",
        "sources": [{"marker": "1", "span_id": "w1"}, {"marker": "2", "span_id": "w2"}]}])
    first = cards(ev, "U")[0]
    assert first.verdict != "accept" and "conflict hidden" in " ".join(first.reasons), first.reasons


def test_conflict_a_sentence_that_denies_the_disagreement_does_not_state_it(tmp_path: Path) -> None:
    """"The two sources do not disagree." is made of conflict words, and was taken for a statement of the
    disagreement that needs no citation (accept); it says the opposite."""
    ev = evaluate(tmp_path, [ward_case("D")], [{
        "case_id": "D", "answer_text": f"{EXPOSED[:-1]} [1][2]. The two sources do not disagree.",
        "sources": [{"marker": "1", "span_id": "w1"}, {"marker": "2", "span_id": "w2"}]}])
    denial = cards(ev, "D")[1]
    assert denial.verdict != "accept", denial.reasons


class _SplicingJudge(ScriptedJudge):
    """Finds a 'support' question entailed only when its evidence holds both sides of the conflict, as a lexical
    judge does for a claim that takes one side's source and the other side's value."""

    async def judge(self, requests: Any) -> Any:
        out = await super().judge(requests)
        for i, r in enumerate(requests):
            if r.purpose == "support":
                both = {p.span_id for p in r.evidence} >= {"w1", "w2"}
                out[i] = out[i].model_copy(update={"label": Label.ENTAILED if both else Label.INSUFFICIENT})
        return out


def test_design_3_5_support_is_never_read_off_both_sides_of_a_conflict_at_once(tmp_path: Path) -> None:
    """§3.5/§3.9: "The notice says visiting hours end at 8 pm" splices the notice (9 pm) with the guide's value.
    Each side is a sufficient evidence set of its own; evidence that disagrees with itself supports no claim
    (audit 29 found such a claim `supported`, then escalated as 'supported, yet contradicted')."""
    judge = _SplicingJudge({"boundary": Label.INSUFFICIENT, "joint": Label.CONTRADICTED,
                            "link": Label.INSUFFICIENT})
    ev = evaluate(tmp_path, [ward_case("N")], [
        structured("N", ("The notice says visiting hours on ward W4 end at 8 pm.", ["w2"]))], judge)
    (card,) = cards(ev, "N")
    assert card.supported is False and card.verdict == "reject"


@pytest.mark.parametrize("extra", [
    ", and the notice is the correct one",
    "; the guide is out of date",
    " because the notice covers the winter timetable",
])
def test_design_3_9_a_statement_that_resolves_or_explains_the_disagreement_unsupported_is_not_accepted(
        tmp_path: Path, extra: str) -> None:
    """§3.9 asks the answer to state the disagreement; DESIGN keeps source truth apart from support. Saying which
    side is right, that one is out of date, or why they differ, where no cited source says so, picks a side or
    adds a fact nobody cites (audit 35's Q16-Q18 were accepted: only names and numbers were compared)."""
    text = EXPOSED.rstrip(".") + extra + "."
    ev = evaluate(tmp_path, [ward_case("R")], [structured("R", (text, ["w1", "w2"]))])
    (card,) = cards(ev, "R")
    assert card.verdict != "accept", card.reasons


@pytest.mark.parametrize("text", [
    "The guide gives 8 pm for the end of visiting hours on ward W4, while the notice gives 9 pm.",
    "The guide puts the end of visiting hours on ward W4 at 8 pm, while the notice lists 9 pm.",
])
def test_design_3_9_a_statement_of_the_disagreement_with_while_or_a_verb_of_saying_is_accepted(
        tmp_path: Path, text: str) -> None:
    """"while" states a contrast as "whereas" does (audit 35's Q02 and Q13 were escalated for want of a cue);
    verbs of saying ("puts", "lists") attribute, they assert nothing beyond the sources."""
    ev = evaluate(tmp_path, [ward_case("W")], [structured("W", (text, ["w1", "w2"]))])
    (card,) = cards(ev, "W")
    assert card.verdict == "accept", card.reasons


ONE_ROUTE = {"routes": [{"set_id": "both", "members": ["w1", "w2"]}]}


def one_route_case(case_id: str) -> dict[str, Any]:
    """The disagreement annotated as one route holding both sources, as a reference claim that gives both sides
    ("... 8 pm according to the guide and ... 9 pm according to the notice") may well be."""
    case = ward_case(case_id)
    return case | {"claims": [case["claims"][0] | ONE_ROUTE]}


@pytest.mark.parametrize("text", [
    "Visiting hours on ward W4 end at 8 pm.",
    "Visiting hours on ward W4 end between 8 pm and 9 pm.",
])
def test_design_3_9_a_silent_pick_is_hidden_when_both_sides_form_one_route(tmp_path: Path, text: str) -> None:
    """Each source gives its own value: one route of both sources still holds two sides. Citing both and stating
    one value, or a range that merges them, hides the disagreement (audit 35's Q05 and Q07 were accepted: sides
    were only read one per route)."""
    ev = evaluate(tmp_path, [one_route_case("O")], [structured("O", (text, ["w1", "w2"]))])
    (card,) = cards(ev, "O")
    assert card.verdict != "accept", card.reasons
    assert card.contradiction is not None and card.contradiction.treatment == "ignored"


def test_design_3_9_a_stated_disagreement_is_accepted_when_both_sides_form_one_route(tmp_path: Path) -> None:
    """Audit 35's Q02 (the disagreement stated, both sides cited) was rejected under the one-route annotation."""
    ev = evaluate(tmp_path, [one_route_case("T")], [structured("T", (EXPOSED, ["w1", "w2"]))])
    (card,) = cards(ev, "T")
    assert card.verdict == "accept", card.reasons
    assert card.contradiction is not None and card.contradiction.treatment == "mentioned"


@pytest.mark.parametrize("text", [
    "Visiting hours on ward W4 end at 8 pm according to the guide and at 9 pm according to the notice.",
    "The guide says visiting hours on ward W4 end at 8 pm, but the notice gives 9 pm.",
])
def test_design_3_9_each_side_attributed_its_value_states_the_disagreement_without_a_cue_word(
        tmp_path: Path, text: str) -> None:
    """Audit 39's D20 (the reference claim's own "according to ... and ... according to") and D11 (", but the
    council register lists 14") were taken as a silent pick: no cue word ("however", "whereas") was in them."""
    ev = evaluate(tmp_path, [ward_case("G")], [structured("G", (text, ["w1", "w2"]))])
    (card,) = cards(ev, "G")
    assert card.verdict == "accept", card.reasons
    swapped = text.replace("8 pm", "@").replace("9 pm", "8 pm").replace("@", "9 pm")
    ev = evaluate(tmp_path / "s", [ward_case("G")], [structured("G", (swapped, ["w1", "w2"]))])
    (card,) = cards(ev, "G")
    assert card.verdict != "accept", card.reasons


def test_design_3_9_one_side_attributed_is_still_a_silent_pick(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [ward_case("O")], [
        structured("O", ("According to the notice, visiting hours on ward W4 end at 9 pm.", ["w1", "w2"]))])
    (card,) = cards(ev, "O")
    assert card.verdict == "revise_citations" and "conflict hidden" in card.reasons[0], card.reasons


@pytest.mark.parametrize("text", [
    "The guide says visiting hours on ward W4 end at 8 pm, and the ward's website says 9 pm.",  # a side no source is
    "The guide says visiting hours on ward W4 end at 8 pm and the notice says 8 pm too.",  # one value for both
    "The notice says visiting hours on ward W4 end at 8 pm, but the guide gives 9 pm.",  # the values exchanged
])
def test_design_3_9_attribution_words_state_the_disagreement_only_when_each_side_has_its_own_value(
        tmp_path: Path, text: str) -> None:
    """Audit 40's Q09, Q24, Q23: once two attribution words counted as stating the disagreement, an answer giving
    the second value to a source the case does not have, one value to both sources, or each source the other's
    value was accepted."""
    ev = evaluate(tmp_path, [ward_case("F")], [structured("F", (text, ["w1", "w2"]))])
    (card,) = cards(ev, "F")
    assert card.verdict != "accept", card.reasons


def test_conflict_a_silent_pick_is_no_hop_statement(tmp_path: Path) -> None:
    """§3.9 under mention_conflict: a claim restating one side's span, the other side's value the reference answer,
    is a silent pick, not a hop statement accepted on its span (audit 42: "broadcasts on 104.9 MHz")."""
    case = ward_case("H", reference_answer=["8 pm"],
                     claims=[{"claim_id": "v", "text": "The guide says visiting hours on ward W4 end at 8 pm, while the "
                                                       "notice says 9 pm.",
                              "routes": [{"set_id": "both", "members": ["w1", "w2"]}]}])
    ev = evaluate(tmp_path, [case], [structured("H", ("Visiting hours on ward W4 end at 9 pm.", ["w2"]))])
    output = [c for c in cards(ev, "H") if c.kind == "output"]
    assert output and all(c.verdict != "accept" for c in output), [c.reasons for c in output]


@pytest.mark.parametrize("side", ["w1", "w2"])
def test_design_3_9_a_silent_pick_citing_one_side_of_a_one_route_disagreement_is_revise_citations(
        tmp_path: Path, side: str) -> None:
    """§3.9: "under mention_conflict an answer that silently picks one side is not accepted (revise_citations,
    reason: conflict hidden)". Annotated as one route of both sources, the side a silent pick cites covers no whole
    route, and the claim was escalated as a candidate new route (audit 43: ten such picks)."""
    value = "8 pm" if side == "w1" else "9 pm"
    ev = evaluate(tmp_path, [one_route_case("P")],
                  [structured("P", (f"Visiting hours on ward W4 end at {value}.", [side]))])
    (card,) = cards(ev, "P")
    assert card.verdict == "revise_citations" and "conflict hidden" in card.reasons[0], card.reasons


@pytest.mark.parametrize("side", ["w1", "w2"])
def test_design_3_9_a_one_route_disagreement_with_one_side_listed_as_answer_still_has_two_sides(
        tmp_path: Path, side: str) -> None:
    """The reference answer lists one side's value; the reference claim gives each source its own. A silent pick of
    either is revise_citations (conflict hidden): audit 42's four such picks were escalated, the sides not read."""
    value = "8 pm" if side == "w1" else "9 pm"
    case = one_route_case("L") | {"reference_answer": ["8 pm"]}
    ev = evaluate(tmp_path, [case], [structured("L", (f"Visiting hours on ward W4 end at {value}.", [side]))])
    output = [c for c in cards(ev, "L") if c.kind == "output"]
    assert [c.verdict for c in output] == ["revise_citations"], [c.reasons for c in output]


def one_side_case(case_id: str) -> dict[str, Any]:
    """The disagreement declared (`mention_conflict`) with one side annotated: the notice is in the suite, current and
    admissible, but no route names it (audit 47's hidden conflicts, annotated so)."""
    return ward_case(case_id, reference_answer="9 pm",
                     claims=[{"claim_id": "v", "text": "Visiting hours on ward W4 end at 9 pm.",
                              "routes": [{"set_id": "notice", "members": ["w2"]}]}])


def test_design_3_9_a_silent_pick_where_one_side_is_annotated_is_conflict_hidden(tmp_path: Path) -> None:
    """The case says current sources disagree: an answer that states one side without a word of the disagreement
    picks silently, however many sides the annotation names."""
    ev = evaluate(tmp_path, [one_side_case("O")], [structured("O", ("Visiting hours on ward W4 end at 9 pm.", ["w2"]))])
    (card,) = cards(ev, "O")
    assert card.verdict == "revise_citations" and "conflict hidden" in card.reasons[0]
    assert card.correct is True


def test_design_3_9_a_one_side_annotation_whose_other_routes_are_inadmissible_is_no_conflict(tmp_path: Path) -> None:
    """When the annotation names another side the reader may not use (superseded here), current sources do not
    disagree for this reader: a plain answer is accepted, as before."""
    case = ward_case("Q", reference_answer="9 pm",
                     claims=[{"claim_id": "v", "text": "Visiting hours on ward W4 end at 9 pm.",
                              "routes": [{"set_id": "notice", "members": ["w2"]},
                                         {"set_id": "old", "members": ["w1"]}]}])
    ev = evaluate(tmp_path, [case], [structured("Q", ("Visiting hours on ward W4 end at 9 pm.", ["w2"]))],
                  source_over={"ward-guide": {"status": "superseded"}})
    (card,) = cards(ev, "Q")
    assert card.verdict == "accept", card.reasons


def test_design_3_9_the_disagreement_stated_where_one_side_is_annotated_is_accepted(tmp_path: Path) -> None:
    """Stating both sides, each with its source ("the notice says ..., but the guide says ..."), is what the case
    asks: the unannotated side's value is one of its accepted answers."""
    case = one_side_case("M") | {"reference_answer": ["9 pm", "8 pm"]}
    answer = "The notice says visiting hours on ward W4 end at 9 pm, but the guide says 8 pm."
    ev = evaluate(tmp_path, [case], [structured("M", (answer, ["w2", "w1"]))])
    (card,) = cards(ev, "M")
    assert card.verdict == "accept", card.reasons
