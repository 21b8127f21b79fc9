"""The rules judge on a kept attribution (DESIGN §3.7 boundary: "X says P" asserts no more than "According to X,
P"), worded apart from audit 43; a view stated as a fact stays unentailed."""

from __future__ import annotations

from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge

EVIDENCE = "According to the harbour master, the east pier is the busiest in the bay."


def label(claim: str, text: str) -> Label | None:
    judge = RulesJudge(variant="strict")
    return judge.label(claim, [Passage(span_id="e", text=text)]).label


def test_design_3_7_a_report_in_other_words_asserts_no_more() -> None:
    assert label("The harbour master says the east pier is the busiest in the bay.", EVIDENCE) == Label.ENTAILED
    assert label("The east pier is the busiest in the bay, the harbour master reported.", EVIDENCE) == Label.ENTAILED


def test_design_3_7_a_report_stated_as_a_fact_or_given_to_another_speaker_is_not_entailed() -> None:
    assert RulesJudge().label("The east pier is the busiest in the bay.",
                              [Passage(span_id="e", text=EVIDENCE)]).label != Label.ENTAILED
    assert label("The lock keeper says the east pier is the busiest in the bay.", EVIDENCE) != Label.ENTAILED


def test_design_3_7_a_view_someone_wrote_stated_as_a_fact_is_not_entailed() -> None:
    """Audit 44: "A critic wrote that P" gave P as a fact."""
    evidence = "A reviewer wrote that the harbour walk is the finest in the county."
    assert RulesJudge().label("The harbour walk is the finest in the county.",
                              [Passage(span_id="e", text=evidence)]).label != Label.ENTAILED



def test_design_3_7_what_a_survey_or_study_reported_stated_as_a_fact_is_not_entailed() -> None:
    """Audit 44's one false accept, in other words: a survey's finding is a view it collected, not a fact."""
    for speaker in ("A visitor survey", "A poll of ferry users", "A university study"):
        evidence = f"{speaker} reported that the Kell ferry is often crowded."
        assert RulesJudge().label("The Kell ferry is often crowded.",
                                  [Passage(span_id="e", text=evidence)]).label != Label.ENTAILED, speaker
    assert label("The Kell ferry is often crowded, a visitor survey reported.",
                 "A visitor survey reported that the Kell ferry is often crowded.") == Label.ENTAILED


def test_design_3_7_a_view_held_stated_as_a_fact_is_not_entailed() -> None:
    """Audit 45: "considers X the best" and "suspects that P" were given as facts."""
    for evidence, claim in [("The curator considers the spring show the finest in the gallery's history.",
                             "The spring show was the finest in the gallery's history."),
                            ("The harbour master suspects that the mooring was cut by vandals.",
                             "The mooring was cut by vandals.")]:
        assert RulesJudge().label(claim, [Passage(span_id="e", text=evidence)]).label != Label.ENTAILED, claim
        assert RulesJudge().label(evidence, [Passage(span_id="e", text=evidence)]).label == Label.ENTAILED


def scored(claim: str, text: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id="e", text=text)]).label


DENIED = "The club's chair, Ines Moor, denied that Fenby Rowing Club had sold its old boathouse to a developer."
ALLEGED = ("Fenby Rowing Club allegedly dumped old hulls in the river, according to a complaint filed by the Ouse "
           "Anglers in May 2024.")


def test_design_3_7_a_denial_reported_as_the_speakers_negation_is_entailed() -> None:
    assert scored("According to Ines Moor, Fenby Rowing Club did not sell its old boathouse to a developer.",
                 DENIED) is Label.ENTAILED


def test_design_3_7_what_a_speaker_denied_stated_as_said_is_not_entailed() -> None:
    assert scored("According to Ines Moor, Fenby Rowing Club sold its old boathouse to a developer.",
                 DENIED) is not Label.ENTAILED


def test_design_3_7_an_allegation_kept_as_an_accusation_is_entailed() -> None:
    assert scored("A complaint lodged by the Ouse Anglers in May 2024 accuses Fenby Rowing Club of dumping old hulls "
                 "in the river.", ALLEGED) is Label.ENTAILED


def test_design_3_7_an_allegation_stated_as_fact_in_a_claim_dated_in_may_is_not_entailed() -> None:
    assert scored("The Ouse Anglers filed a complaint in May 2024 after Fenby Rowing Club dumped old hulls in the "
                 "river.", ALLEGED) is not Label.ENTAILED


def test_design_3_7_the_month_may_in_the_evidence_hedges_nothing() -> None:
    assert scored("Ines Moor did not sign the lease, despite attending the May meeting where it was discussed.",
                 "Although Ines Moor was present when the lease was discussed at the May meeting, Ines Moor never "
                 "signed it.") is Label.ENTAILED
