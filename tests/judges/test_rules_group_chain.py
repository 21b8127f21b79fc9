"""A thing and a person joined through an unnamed group the evidence never makes one (DESIGN §2: a route is complete
only with every hop; §3.4: a claim asserting more than its evidence is not entailed). Probe 52's skipped hop, in words
other than the probe's: a school, a theatre, a sailing club, a hospital."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


BOTH_HOPS = ("The Spring Fete is organised by the parents' fundraising committee.",
             "The fundraising committee is chaired by Amrit Dhaliwal.")
OTHER_GROUP = ("The Spring Fete is organised by the parents' fundraising committee.",
               "Amrit Dhaliwal chairs Larchfield School's sports committee.")
NO_LEADER = ("The Spring Fete is organised by the parents' fundraising committee.",
             "Amrit Dhaliwal has been a school governor since 2019.")
NO_ORGANISER = ("The Spring Fete is one of the busiest days of Larchfield School's year.",
                "The fundraising committee is chaired by Amrit Dhaliwal.")


@pytest.mark.parametrize("claim", [
    "Amrit Dhaliwal chairs the committee that organises the Spring Fete.",
    "The Spring Fete is organised by a committee chaired by Amrit Dhaliwal.",
    "The committee responsible for the Spring Fete is chaired by Amrit Dhaliwal.",
])
@pytest.mark.parametrize("passages", [OTHER_GROUP, NO_LEADER, NO_ORGANISER])
def test_design_2_a_group_the_evidence_never_makes_one_does_not_join_the_hops(claim: str,
                                                                             passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize("claim", [
    "Amrit Dhaliwal chairs the committee that organises the Spring Fete.",
    "The Spring Fete is organised by a committee chaired by Amrit Dhaliwal.",
    "The committee responsible for the Spring Fete is chaired by Amrit Dhaliwal.",
])
@pytest.mark.parametrize("passages", [
    BOTH_HOPS,
    ("The Spring Fete is organised by the parents' fundraising committee. It is chaired by Amrit Dhaliwal.",),
    ("The Spring Fete is organised by the fundraising committee, which Amrit Dhaliwal chairs.",),
])
def test_design_2_both_hops_through_one_group_are_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


@pytest.mark.parametrize("claim", [
    "Amrit Dhaliwal chairs the committee that organises the Spring Fete.",
    "The Spring Fete is organised by a committee chaired by Amrit Dhaliwal.",
])
def test_design_2_the_group_named_again_by_its_noun_is_the_same_group(claim: str) -> None:
    # ("the committee organises" had also been read as another subject than Amrit saying the claim's "organises")
    assert judged(claim, "Amrit Dhaliwal chairs the fundraising committee; the committee organises the Spring Fete.") \
        is Label.ENTAILED


WARD_TEAMS = ("The new dialysis unit is staffed by the renal team.",
              "The renal team is managed by Sister Joanna Okafor, and the cardiac team by Dr. Hugh Pemberton.")
THEATRE = ("Gwen Tiller chairs the Marlowe Players' production committee, and Idris Vane chairs its finance committee.",
           "The Studio Theatre is the responsibility of the production committee; the bar falls under the finance "
           "committee.")
SAILING = ("The Regatta Group (chair: Kit Morrow) runs the August regatta, while the Training Group, led by Sian "
           "Hale, looks after the dinghy courses.",)


@pytest.mark.parametrize(("claim", "passages", "entailed"), [
    ("The new dialysis unit is staffed by a team managed by Dr. Hugh Pemberton.", WARD_TEAMS, False),
    ("The new dialysis unit is staffed by a team managed by Sister Joanna Okafor.", WARD_TEAMS, True),
    ("The Studio Theatre is overseen by the committee that Idris Vane chairs.", THEATRE, False),
    ("The Studio Theatre is overseen by the committee that Gwen Tiller chairs.", THEATRE, True),
    ("Sian Hale leads the group that runs the August regatta.", SAILING, False),
])
def test_design_2_the_group_of_another_clause_is_another_group(claim: str, passages: tuple[str, ...],
                                                               entailed: bool) -> None:
    assert (judged(claim, *passages) is Label.ENTAILED) is entailed


def test_design_2_a_claim_naming_the_person_with_the_thing_in_one_clause_is_not_refused_by_the_chain() -> None:
    assert judged("Amrit Dhaliwal chairs the committee that organises the Spring Fete.",
                  "Amrit Dhaliwal, who chairs the fundraising committee, organises the Spring Fete.") \
        is Label.ENTAILED


def test_the_group_chain_reading_is_linear_in_long_passages() -> None:
    def run(n: int) -> None:
        judged("Amrit Dhaliwal chairs the committee that organises the Spring Fete.",
               "The Spring Fete is organised by the fundraising committee; " * n,
               "Amrit Dhaliwal chairs the sports committee, and the art committee " * n,
               "the committee the committee committee " * n)

    assert_linear(run, 300)


@pytest.mark.parametrize("passages", [
    ("The events committee organises the Spring Fete. Amrit Dhaliwal chairs the committee.",),
    ("The events committee organises the Spring Fete, and Amrit Dhaliwal chairs it.",),
    ("The events committee organises the Spring Fete; Amrit Dhaliwal has led it since 2019.",),
    ("The events committee organises the Spring Fete. The committee's chair is Amrit Dhaliwal.",),
    ("The Spring Fete is organised by the Larchfield School events committee. Amrit Dhaliwal chairs the events "
     "committee.",),
    ("Who organises the Spring Fete? The events committee, chaired by Amrit Dhaliwal.",),
    ("The Spring Fete is organised by the events committee.", "It is chaired by Ms Dhaliwal."),
    ("The Spring Fete is organised by the events committee, i.e. the parents chaired by Cllr. Amrit Dhaliwal.",),
])
def test_design_2_one_group_named_again_by_a_pronoun_its_noun_or_other_words_is_not_refused(
        passages: tuple[str, ...]) -> None:
    # (the first version of the reading refused each of these: found by the stop 59 review)
    judgment = RulesJudge().label("Amrit Dhaliwal chairs the committee that organises the Spring Fete.",
                                  [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)])
    assert "does not say" not in judgment.rationale


@pytest.mark.parametrize("passages", [
    ("The Spring Fete is organised by the events committee.", "Amrit Dhaliwal has volunteered with the events "
     "committee since 2019.", "Amrit Dhaliwal chairs the sports committee."),
    ("The bulky waste crew collects sofas on request.", "Amrit Dhaliwal, head of the garden waste round, spoke."),
])
def test_design_2_a_person_at_the_head_of_another_group_or_of_none_does_not_join_the_hops(
        passages: tuple[str, ...]) -> None:
    claim = ("Amrit Dhaliwal chairs the committee that organises the Spring Fete." if "Fete" in passages[0]
             else "The group headed by Amrit Dhaliwal collects sofas on request.")
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize("passages", [
    ("Amrit Dhaliwal chairs the board, but the Friends' committee organises the Spring Fete.",),
    ("Amrit Dhaliwal chairs a charity; the parents' committee organises the Spring Fete.",),
])
def test_design_3_4_another_named_group_doing_the_relative_clauses_deed_is_not_the_claims(
        passages: tuple[str, ...]) -> None:
    # (a first version of _rules_moved's antecedent exemption let these through: stop 59 review)
    assert judged("Amrit Dhaliwal chairs the committee that organises the Spring Fete.", *passages) \
        is not Label.ENTAILED


@pytest.mark.parametrize("passages", [
    ("The Spring Fete is run by Larchfield Hort. Soc.", "Amrit Dhaliwal chairs Larchfield Horticultural Society."),
    ("The Spring Fete is run by the parents' volunteer team.", "Amrit Dhaliwal leads the parents' volunteers team."),
])
def test_design_2_one_group_abbreviated_or_inflected_is_one_group(passages: tuple[str, ...]) -> None:
    # (stop 59 review: "Hort. Soc." and "Horticultural Society" had been two groups)
    judgment = RulesJudge().label("Amrit Dhaliwal leads the society that runs the Spring Fete.",
                                  [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)])
    assert "does not say" not in judgment.rationale
