"""The rules judge reads a claim's "every"/"all" against the evidence sentence that states its predicate: a
statement of some members is not one of every member (audit 25 ph-04), in other words."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


KENNELS = ("Every licensed kennel must keep a vet on call.",
           "Some kennels in coastal Dunmore may stay open until midnight.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("Every licensed kennel in Dunmore may stay open until midnight.", KENNELS),
    ("All kennels in coastal Dunmore may stay open until midnight.", KENNELS[1:]),
    ("Each kennel in coastal Dunmore may stay open until midnight.", KENNELS[1:]),
    ("In Dunmore, every kennel may stay open until midnight.", ("Many kennels in Dunmore may stay open until midnight.",)),
])
def test_every_member_where_the_evidence_says_some_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Some kennels in coastal Dunmore may stay open until midnight.", KENNELS),
    ("Every licensed kennel must keep a vet on call.", KENNELS),
    ("All kennels in coastal Dunmore may stay open until midnight.",
     ("All kennels in coastal Dunmore may stay open until midnight, and some kennels open on Sundays.",)),
    ("Every ward nurse in the Tarle hospital works one night shift a week.",
     ("Every ward nurse in the Tarle hospital works one night shift a week; some nurses work two.",)),
    ("All trains to Corby stop at Wenn.", ("All trains to Corby stop at Wenn.", "Some trains to Corby run at night.")),
])
def test_every_member_where_the_evidence_says_every_member_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED


def test_none_of_is_said_of_every_one_not_of_a_part() -> None:
    """"None of the red buses is older than five years" is said of every red bus: it is no part against a claim's
    "every" (a held-out probe's right pair was contradicted)."""
    from citeset.judges import Label
    from citeset.judges._protocol import Passage
    from citeset.judges._rules import RulesJudge

    evidence = ("The depot runs 40 buses, of which 28 are diesel and the rest are red. None of the red buses is more "
                "than five years old.")
    got = RulesJudge().label("Every red bus at the depot is five years old or younger.",
                             [Passage(span_id="e0", text=evidence)]).label
    assert got != Label.CONTRADICTED


@pytest.mark.parametrize(("evidence", "expected"), [
    ("The Orm ferry company runs 6 boats between Kell and Tarn.", Label.INSUFFICIENT),
    ("The Orm ferry company runs the 6 boats on the Orm estuary.", Label.ENTAILED),
    ("The Orm ferry company runs the Orm estuary's 6 boats.", Label.ENTAILED),
])
def test_all_n_of_a_thing_is_not_entailed_by_a_bare_count_of_it(evidence: str, expected: Label) -> None:
    """Audit 39's U07: "maintains all 14 locks on the canal" was entailed by "maintains 14 locks between Ashby and
    Corve": a count says how many it maintains, not that they are all there are."""
    claim = "The Orm ferry company runs all 6 boats on the Orm estuary."
    assert RulesJudge().label(claim, [Passage(span_id="p", text=evidence)]).label is expected


def test_a_time_or_a_year_before_the_quantified_words_is_no_count_of_them() -> None:
    """Audit 40's G06: "Every weekday the lido is open until 21:00" on "... open until 21:00 on weekdays"."""
    claim = "Every weekday the Orm library is open until 20:00."
    evidence = "The Orm library is open until 20:00 on weekdays."
    assert RulesJudge().label(claim, [Passage(span_id="p", text=evidence)]).label is Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Most of the club's boats are made of wood.", "Of the club's 15 boats, 4 are made of wood."),
    ("Most of the museum's clocks still run.", "The museum owns 30 clocks, and 11 of them still run."),
    ("All 25 stalls sell local produce.", "All 25 stalls open on Saturdays, and 19 of them sell local produce."),
])
def test_design_3_4_a_quantifier_the_counts_rule_out_is_contradicted(claim: str, evidence: str) -> None:
    """Probe 37: "Most members of the chorus are on permanent contracts" was entailed by "Of the 46 members of the
    chorus, 9 are ..."; the whole named first, or counted before "K of them", now makes the share."""
    assert RulesJudge().label(claim, [Passage(span_id="e", text=evidence)]).label is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Most of the club's boats are made of wood.", "Of the club's 15 boats, 11 are made of wood."),
    ("Most of the museum's clocks still run.", "The museum owns 30 clocks, and 21 of them still run."),
    ("Four of Bay 9's 30 lockers are broken.", "Of the 30 lockers in Bay 9, 4 are broken."),
])
def test_design_3_4_a_quantifier_the_counts_allow_stays_entailed(claim: str, evidence: str) -> None:
    assert RulesJudge().label(claim, [Passage(span_id="e", text=evidence)]).label is Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("All volunteers completed training.", "All 40 volunteers completed training; 31 of them hold first-aid certificates."),
    ("All the volunteers completed training.",
     "The 40 volunteers all completed training, and 12 of them later joined the staff."),
    ("All chorus members sing in the festival.",
     "Of the 46 members of the chorus, 9 are on permanent contracts, and all sing in the festival."),
])
def test_design_3_4_a_count_of_another_predicate_rules_nothing_out(claim: str, evidence: str) -> None:
    """A review of stop 49's count readings: a count of "them", or after "Of the N", says only its own predicate."""
    assert RulesJudge().label(claim, [Passage(span_id="e", text=evidence)]).label is Label.ENTAILED


TWO_OF_NINE = "Two of the nine boathouses run by the Fenby Amateur Rowing And Sculling Club flooded in May."


@pytest.mark.parametrize("claim", [
    "In May, the majority of the Fenby Amateur Rowing And Sculling Club's 9 boathouses flooded.",
    "In May, most of the Fenby Amateur Rowing And Sculling Club's 9 boathouses flooded.",
])
def test_design_3_4_most_of_a_set_named_at_length_where_the_evidence_counts_few_is_not_entailed(claim: str) -> None:
    assert label(claim, TWO_OF_NINE) is not Label.ENTAILED


def test_design_3_4_the_majority_of_for_most_of_is_entailed() -> None:
    assert label("The majority of Fenby Rowing Club's members voted for the merger.",
                 "Most of Fenby Rowing Club's members voted for the merger.") is Label.ENTAILED
