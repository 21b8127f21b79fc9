"""Probe 48's families (DESIGN §3.4: a claim asserting another value in the role than its evidence, or more than
it, is not entailed), in words other than the probe's (a cricket club, a county archive, a hospice), each with the
twin the evidence does support."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


ENDED = ("Nadia Orme served as the cricket club's head groundsman from 2009 until she stepped down in 2016.",)
ENDED_OF = ("Nadia Orme was head groundsman of Wexley Cricket Club between 2009 and 2016, when she stepped down.",)


@pytest.mark.parametrize(("claim", "passages"), [
    ("Nadia Orme has served as the cricket club's head groundsman since 2009.", ENDED),
    ("Nadia Orme remains head groundsman of Wexley Cricket Club, a post she took up in 2009.", ENDED_OF),
])
def test_design_3_4_a_post_the_evidence_ended_said_to_go_on_is_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Nadia Orme served as the cricket club's head groundsman from 2009 until 2016.", ENDED),
    ("Nadia Orme was head groundsman of Wexley Cricket Club in 2012.", ENDED_OF),
])
def test_design_3_4_a_post_the_evidence_ended_said_as_past_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


GAPPED = ("Owen Hale is the hospice's medical director and Rita Voss its head of nursing.",)


def test_design_3_4_two_posts_one_of_them_gapped_are_read_for_their_holders() -> None:
    assert judged("Rita Voss is the hospice's medical director and Owen Hale its head of nursing.",
                  *GAPPED) is Label.CONTRADICTED
    assert judged("Owen Hale is the hospice's medical director and Rita Voss its head of nursing.",
                  *GAPPED) is Label.ENTAILED


REFUSED = ("The archive's application to the Wexley Heritage Fund for the new map cabinets was turned down.",
           "The new map cabinets were instead paid for by a donation from Ida Brook.")
REJECTED = ("The Wexley Heritage Fund rejected the archive's bid for money towards the new map cabinets.",)


@pytest.mark.parametrize("passages", [REFUSED, REJECTED])
def test_design_3_4_a_purchase_a_fund_refused_said_funded_by_it_is_contradicted(passages: tuple[str, ...]) -> None:
    assert judged("The Wexley Heritage Fund funded the new map cabinets.", *passages) is Label.CONTRADICTED
    assert judged("The new map cabinets were paid for by the Wexley Heritage Fund.", *passages) is Label.CONTRADICTED


def test_design_3_4_what_another_donor_paid_for_is_entailed() -> None:
    assert judged("The new map cabinets were paid for by a donation from Ida Brook.", *REFUSED) is Label.ENTAILED


def test_design_3_4_a_passive_refusal_contradicts_a_go_ahead() -> None:
    evidence = "The club's request to extend the pavilion was not approved by the district council."
    assert judged("The district council gave the go-ahead for the club's request to extend the pavilion.",
                  evidence) is Label.CONTRADICTED
    assert judged("The district council did not approve the club's request to extend the pavilion.",
                  evidence) is not Label.CONTRADICTED


MATCHES = ("In 2023, the first eleven played 22 matches, while the second eleven played 31.",)


def test_design_3_4_a_larger_number_the_figures_turn_round_is_contradicted() -> None:
    assert judged("In 2023, the first eleven played a larger number of matches than the second eleven.",
                  *MATCHES) is Label.CONTRADICTED
    assert judged("In 2023, the second eleven played a larger number of matches than the first eleven.",
                  *MATCHES) is not Label.CONTRADICTED


SQUAD = ("Wexley Cricket Club squad: batsmen, 9; bowlers, 7; wicketkeepers, 2.",)


def test_design_3_4_a_figure_listed_under_another_label_after_a_comma_is_contradicted() -> None:
    assert judged("Wexley Cricket Club's squad includes 7 batsmen.", *SQUAD) is Label.CONTRADICTED
    assert judged("Wexley Cricket Club's squad includes 9 batsmen.", *SQUAD) is not Label.CONTRADICTED


SHARED = ("At Wexley Cricket Club, the post of captain is shared between Ravi Dutt and Sam Keel.",)


def test_design_3_4_a_shared_post_said_to_be_held_alone_is_contradicted() -> None:
    assert judged("Ravi Dutt is the only captain at Wexley Cricket Club.", *SHARED) is Label.CONTRADICTED
    assert judged("Ravi Dutt and Sam Keel share the captaincy at Wexley Cricket Club.", *SHARED) is not Label.CONTRADICTED


RISE = ("Hospice volunteer sign-ups rose by 30% in the month its new website went live.",
        "The hospice's annual review calls the timing a coincidence and attributes the rise to a local radio appeal.")


def test_design_3_4_a_coincidence_given_as_a_cause_is_contradicted() -> None:
    assert judged("Hospice volunteer sign-ups rose by 30% because the new website went live.", *RISE) is Label.CONTRADICTED
    assert judged("Hospice volunteer sign-ups increased by 30% in the month its new website went live.",
                  *RISE) is Label.ENTAILED
    assert judged("Hospice volunteer sign-ups rose by 30% because of a local radio appeal.",
                  *RISE) is not Label.CONTRADICTED


def test_this_rounds_readings_are_linear_in_a_long_passage() -> None:
    def run(n: int) -> None:
        text = " ".join(f"The club's application to the Fund {i} for the roller {i} was turned down, a coincidence, "
                        f"and the post is shared between Ann Lee{i} and Bo Ma{i}; bowlers, {i};" for i in range(n))
        judged("Ann Lee1 is the only captain because the Fund 1 funded the roller 1.", text)
    assert_linear(run, 100)


@pytest.mark.parametrize(("claim", "passages"), [
    # the review's right claims that the first versions contradicted (stop 56)
    ("Ravi Dutt is the only captain to have scored a double century.",
     ("The post of captain is shared between Ravi Dutt and Sam Keel. Ravi Dutt is the only captain to have scored a "
      "double century.",)),
    ("The final was abandoned because of the storm.",
     ("The final was abandoned because of the storm. An unrelated fault closed the pavilion bar.",)),
    ("The Wexley Heritage Fund funded the new map cabinets.",
     ("The archive's application to the Wexley Heritage Fund for the new map cabinets was rejected in 2019. After a "
      "second attempt the Wexley Heritage Fund funded the new map cabinets.",)),
    ("The Wexley Heritage Fund financed the new map cabinets in 2023.",
     ("The Wexley Heritage Fund turned down the archive's bid for funding for the new map cabinets in 2021 but "
      "financed the new map cabinets in 2023.",)),
])
def test_design_3_4_only_in_another_sense_a_true_cause_and_funding_granted_later_are_not_contradicted(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.CONTRADICTED


def test_a_sentence_of_many_ands_is_cut_into_clauses_in_linear_time() -> None:
    # The clause reader asked, at each "and", whether a subject came before a verb, reading from the sentence's start
    # each time: a review's 156,000 characters of "and X its director" took 13 s.
    def run(n: int) -> None:
        judged("Lena Fischer is the theatre's artistic director.", "and Lena Fischer its artistic director " * n)
    assert_linear(run, 250)


ACCUSED = ("The cricket club has been accused by a neighbour of having felled the boundary oaks without consent; it "
           "rejects the accusation.",)


def test_design_3_4_an_accusation_stated_as_fact_is_not_entailed() -> None:
    assert judged("The cricket club felled the boundary oaks without consent.", *ACCUSED) is not Label.ENTAILED
    assert judged("The cricket club has been accused of felling the boundary oaks without consent.",
                  *ACCUSED) is not Label.CONTRADICTED


NEARLY = ("Just under 600 spectators watched the cricket club's charity match.",)


def test_design_3_4_a_figure_nearly_reached_said_passed_is_contradicted() -> None:
    assert judged("The number of spectators who watched the cricket club's charity match exceeded 600.",
                  *NEARLY) is Label.CONTRADICTED
    assert judged("Fewer than 600 spectators watched the cricket club's charity match.", *NEARLY) is Label.ENTAILED
