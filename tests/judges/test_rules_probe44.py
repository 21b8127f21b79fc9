"""Probe 44's readings of the rules judge (DESIGN §3.4: a claim its evidence does not support is not entailed; a claim
its evidence says otherwise is contradicted), in words other than the probe's: a lasting state where the evidence
ends it, an exact figure for an estimate, a decision's outcome after the decision was reversed, a decision still to
come, a vote turned round, all for a part, a first-ever for a first-since, a count of another noun or deed, a denial
in other words, a role its holder left, an exclusive where the evidence counts others, and their right twins."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


SLIPWAY = "The Hexham Sailing Club slipway will be shut for six weeks from 2 March while the ramp is resurfaced."
SHED = ("Hexham Sailing Club said the boat shed would close on 9 May.",
        "The closure, needed for roof repairs, is expected to last two months.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Hexham Sailing Club slipway will be shut permanently from 2 March.", (SLIPWAY,)),
    ("Hexham Sailing Club will close its boat shed for good on 9 May.", SHED),
])
def test_design_3_4_a_lasting_state_the_evidence_ends_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The Tideford Museum tea room closed permanently in June.", "The Tideford Museum tea room closed for good in June."),
    ("The Tideford Museum tea room closed permanently in June.",
     "The Tideford Museum tea room closed in June and will not reopen."),
])
def test_design_3_4_permanence_said_in_other_words_is_entailed(claim: str, evidence: str) -> None:
    assert judged(claim, evidence) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Exactly 640 visitors came to the Tideford Museum open evening.",
     "Roughly 640 visitors came to the Tideford Museum open evening, staff estimated."),
    ("The Marlow Choir's winter concert raised precisely £3,100.",
     "The Marlow Choir's winter concert raised about £3,100 for the hospice."),
])
def test_design_3_4_an_exact_figure_for_an_estimate_is_not_entailed(claim: str, evidence: str) -> None:
    assert judged(claim, evidence) is not Label.ENTAILED


REVERSED = ("In April the Marlow parish council voted to sell the Old Forge car park. In July, after a petition, it "
            "reversed the decision, and the car park will remain in public hands.")


def test_design_3_4_the_outcome_of_a_decision_later_reversed_is_not_entailed() -> None:
    assert judged("The Old Forge car park is to be sold after the Marlow parish council voted for its sale.", REVERSED) \
        is not Label.ENTAILED


@pytest.mark.parametrize("claim", [
    "The Marlow parish council voted in April to sell the Old Forge car park.",
    "The Marlow parish council is not going ahead with selling the Old Forge car park, although it voted to do so.",
])
def test_design_3_4_the_vote_itself_or_the_reversal_stated_is_not_refused_as_an_outcome(claim: str) -> None:
    from citeset.judges._rules_features import features
    from citeset.judges._rules_reversed import outcome_of_reversed

    assert outcome_of_reversed(features(claim), [features(REVERSED)]) is None


@pytest.mark.parametrize(("claim", "passages"), [
    ("The trustees have approved Ruth Ames's plan to move the Tideford Museum shop to the quay.",
     ("Ruth Ames wants the Tideford Museum shop to move to the quay.",
      "She is the museum's director, and her proposal goes before the trustees in March.")),
    ("The new pontoon at Hexham Sailing Club has been confirmed by the committee.",
     ("Hexham Sailing Club has applied to the Coastal Fund for £40,000.",
      "If the money is awarded, the committee will build a new pontoon.")),
])
def test_design_3_4_a_decision_still_to_come_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize("evidence", [
    "The Marlow Choir committee discussed a motion to raise fees. Seven members voted against it and four in favour.",
    "At its March meeting the Marlow Choir committee voted 7 to 4 against the motion to raise fees.",
])
def test_design_3_4_a_vote_given_the_other_outcome_is_contradicted(evidence: str) -> None:
    assert judged("The motion to raise fees was carried by 7 votes to 4.", evidence) is Label.CONTRADICTED


PART = ("Assessors visited all nine Marlow allotment sheds in May.",
        "Six of them passed the fire-safety check; the others need new extinguishers.")


def test_design_3_4_all_said_of_what_the_evidence_says_of_a_part_is_not_entailed() -> None:
    assert judged("All nine Marlow allotment sheds passed the fire-safety check in May.", *PART) is not Label.ENTAILED
    assert judged("Six of the Marlow allotment sheds passed the fire-safety check.", *PART) is Label.ENTAILED


@pytest.mark.parametrize("claim", [
    "2024 was the first year in which the Tideford Museum recorded a loss.",
    "The Tideford Museum had never recorded a loss before 2024.",
])
def test_design_3_4_a_first_ever_for_a_first_since_is_not_entailed(claim: str) -> None:
    evidence = "The Tideford Museum recorded a loss of £84,000 in 2024, its first since 2009."
    assert judged(claim, evidence) is not Label.ENTAILED


def test_design_3_4_the_claims_own_first_said_by_the_evidence_is_not_refused() -> None:
    evidence = "Lena Ames became the first woman to win the Hexham regatta, and the first local winner since 1998."
    assert judged("Lena Ames was the first woman to win the Hexham regatta.", evidence) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("In May, 4 new coaches and 11 new lifeguards joined the Hexham lido.",
     ("The Hexham lido hired 11 coaches and 4 lifeguards in May.",)),
    ("The Hexham lido hired 9 lifeguards in May.",
     ("The Hexham lido took on 9 new cleaners in May.", "In the same month it also recruited 3 lifeguards.")),
    ("The Marlow Choir accepted 120 applications for its youth scheme.",
     ("The Marlow Choir's youth scheme drew 120 applications, and 35 of them were accepted.",)),
])
def test_design_3_4_a_count_of_another_noun_or_deed_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The Marlow Choir accepted 35 of the 120 applications for its youth scheme.",
     "The Marlow Choir's youth scheme drew 120 applications, and 35 of them were accepted."),
    ("Nine lifeguards failed the June swim test.", "Of the 40 lifeguards who sat the June swim test, 9 failed."),
])
def test_design_3_4_a_count_of_a_part_is_no_count_of_another_noun(claim: str, evidence: str) -> None:
    from citeset.judges._rules_counts import count_of_another_deed, count_of_another_noun
    from citeset.judges._rules_features import features

    cf, efs = features(claim), [features(evidence)]
    assert count_of_another_noun(cf, efs) is None and count_of_another_deed(cf, efs) is None


@pytest.mark.parametrize("passages", [
    ("Ferncliff Rowing accepted the Hexham Sailing Club's invitation to join the harbour regatta in 2025.",),
    ("In March Hexham Sailing Club invited Ferncliff Rowing to join the harbour regatta.",
     "The rowers accepted the invitation a week later."),
])
def test_design_3_4_a_denial_in_other_words_of_a_deed_done_is_contradicted(passages: tuple[str, ...]) -> None:
    claim = "Ferncliff Rowing did not take up Hexham Sailing Club's offer to join the harbour regatta."
    assert judged(claim, *passages) is Label.CONTRADICTED


RESIGNED = ("Priya Nandi was appointed director of the Tideford Museum in 2012.",
            "She resigned in 2021; Owen Marsh took over the post.")


@pytest.mark.parametrize("claim", [
    "Priya Nandi has been the director of the Tideford Museum since 2012.",
    "The Tideford Museum is led by Priya Nandi, who has held the post of director since 2012.",
])
def test_design_3_4_a_role_its_holder_left_given_now_is_contradicted(claim: str) -> None:
    assert judged(claim, *RESIGNED) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Priya Nandi was the director of the Tideford Museum from 2012 to 2021.", RESIGNED),
    ("Owen Marsh has been the director of the Tideford Museum since 2021, succeeding Priya Nandi.",
     ("Owen Marsh succeeded Priya Nandi as director of the Tideford Museum in 2021.",)),
    ("Ruth Ames now guides tours at the Tideford Museum.",
     ("Ruth Ames retired as head curator in 2019 and now guides tours at the Tideford Museum.",)),
])
def test_design_3_4_a_past_role_or_the_successor_is_not_read_as_a_role_left(
        claim: str, passages: tuple[str, ...]) -> None:
    from citeset.judges._rules_features import features
    from citeset.judges._rules_role_left import role_left

    assert role_left(features(claim), [features(p) for p in passages]) is None


@pytest.mark.parametrize(("claim", "passages"), [
    ("Orchard Press is the sole printer of the Marlow Choir programme.",
     ("Orchard Press is one of four printers of the Marlow Choir programme.",)),
    ("The Marlow Choir programme is printed only by Orchard Press.",
     ("The Marlow Choir programme has three printers this season.", "One of them is Orchard Press.")),
])
def test_design_3_4_an_exclusive_where_the_evidence_counts_others_is_contradicted(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Ruth Ames said that the new gallery was expected to open in June.",
     ("Ruth Ames, the Tideford Museum's director, met Owen Marsh of Quayside Builders on Monday. "
      "\"We expect the new gallery to open in June,\" she said afterwards.",)),
    ("\"We expect the new gallery to open in June,\" Ruth Ames of the Tideford Museum said.",
     ("Ruth Ames is the Tideford Museum's director.",
      "After meeting Owen Marsh of Quayside Builders, she said: \"We expect the new gallery to open in June.\"")),
])
def test_design_3_4_words_said_after_a_pronoun_keep_their_speaker(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED
    other = claim.replace("Ruth Ames", "Owen Marsh").replace(" of the Tideford Museum", " of Quayside Builders")
    assert judged(other, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Owen Marsh is the treasurer of the Marlow Choir.",
     ("Ruth Ames is the treasurer of the Marlow Choir, and Owen Marsh chairs its committee.",)),
    ("Lena Ames is the head coach of Hexham Sailing Club.",
     ("Lena Ames was elected commodore of Hexham Sailing Club last year.",
      "She works with Tom Reid, who has been the club's head coach since 2019.")),
])
def test_design_3_4_a_role_the_evidence_gives_another_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


def test_design_3_4_events_dated_by_month_keep_their_order() -> None:
    passages = ("The Tideford Museum appointed Ruth Ames as director in February 2023.",
                "In May 2023, she opened the new gallery.")
    assert judged("Ruth Ames opened the new gallery before she was appointed director.", *passages) \
        is not Label.ENTAILED
    assert judged("Ruth Ames opened the new gallery after she was appointed director.", *passages) \
        is not Label.CONTRADICTED


def test_design_3_4_a_date_written_otherwise_beside_other_words_is_entailed() -> None:
    passages = ("The Marlow Choir made an announcement on 3 February 2025.",
                "It said the spring concert would be held in Hexham on 12 April 2025.")
    assert judged("The spring concert is scheduled to be held in Hexham on 2025-04-12.", *passages) \
        is Label.ENTAILED
    assert judged("The spring concert is scheduled to be held in Hexham on 2025-04-13.", *passages) \
        is not Label.ENTAILED


def test_design_3_4_an_event_held_though_called_off_is_not_entailed() -> None:
    passages = ("Hexham Sailing Club had planned to hold its summer regatta at Kells Pier on 14 June 2025.",
                "It was later called off because of high winds.")
    assert judged("Hexham Sailing Club held the summer regatta at Kells Pier on 2025-06-14.", *passages) \
        is not Label.ENTAILED


def test_the_new_readings_are_linear_in_a_hostile_passage() -> None:
    claim = "All 9 of the Voss Ames Ltd sheds passed, and Voss Ames has been the sole chief since 2012, she said."
    unit = ("Voss Ames Ltd Voss Ames 9 of them passed 12 sheds, and 4 of them were approved; she resigned. "
            "\"We expect it,\" she said. Voss voted 7 to 4 against it. ")

    def run(n: int) -> Label:
        return judged(claim, unit * n)

    assert_linear(run, 60)


CHAIN = ("Harwood Lifts completed its purchase of Dalby Cranes in 2023.",
         "Dalby Cranes is the firm that maintains the Ashby quay.",
         "Fenwick Hoists remains Harwood Lifts' main competitor.")


def test_design_3_4_a_name_the_evidence_gives_only_as_a_rival_gets_none_of_the_chain() -> None:
    assert judged("Fenwick Hoists owns the firm that maintains the Ashby quay.", *CHAIN) is not Label.ENTAILED
    assert judged("Fenwick Hoists is the main competitor of Harwood Lifts.", *CHAIN) is Label.ENTAILED


def test_design_3_4_a_cleft_superlative_is_read_against_the_figures() -> None:
    evidence = "In 2025 the north pool sold 4,120 swim passes, the east pool 6,380 and the west pool 5,010."
    cleft = "Of the north pool, the east pool and the west pool, it was the {} pool that sold the most swim passes."
    assert judged(cleft.format("west"), evidence) is Label.CONTRADICTED
    assert judged(cleft.format("east"), evidence) is not Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passages"), [
    # a lasting state said otherwise, or another state ended
    ("The Tideford Museum tram shed closed permanently in 2015.",
     ("The Tideford Museum tram shed closed in 2015 and was later demolished.",)),
    # an exact figure the evidence also says exactly
    ("Exactly 380 runners finished the Hexham fell race.",
     ("Organisers expected about 380 runners in the Hexham fell race; the finish count was 380 exactly.",)),
    # a decision reversed is another one
    ("The Marlow parish council will sell the Old Forge car park.",
     ("The Marlow parish council voted to sell the Old Forge car park. It reversed its decision to raise parking "
      "fees.",)),
    # the claim's motion had the claim's outcome; another motion failed
    ("The first motion was carried by 9 votes to 3.",
     ("The first motion, to raise fees, was carried: nine members voted for it and three against. On the second "
      "motion four voted in favour and seven against.",)),
    # all did it, and some did it twice
    ("All eleven Marlow allotment sheds were inspected in May.",
     ("All eleven Marlow allotment sheds were inspected in May. Two of them were inspected again in June.",)),
    # a first since its founding is a first ever
    ("2024 was the first year in which Hexham Sailing Club made a loss.",
     ("Hexham Sailing Club made a loss in 2024 for the first time since it was founded in 1951.",)),
    # a part of the whole the verb was done to again
    ("The Marlow vets tested 240 ewes for scab in March.",
     ("The Marlow vets tested 240 ewes for scab in March, and 18 of them were tested again in April.",)),
    # another role left, or the role kept
    ("Ruth Ames is the chair of Hexham Sailing Club.",
     ("Ruth Ames resigned as treasurer of Hexham Sailing Club in 2020 but remains its chair.",)),
    ("Tom Reid is the director of the Tideford Museum.",
     ("Tom Reid retired from the navy in 2012. He has been the director of the Tideford Museum since 2014.",)),
    # the evidence says the exclusive itself and counts a wider body
    ("Orchard Press is the sole printer of the Marlow Choir programme.",
     ("Orchard Press is the only printer of the Marlow Choir programme; the choir's parent society has four printers.",)),
])
def test_design_3_4_right_twins_of_probe_44s_readings_stay_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


def test_design_3_4_a_pronoun_after_a_body_opens_a_sentence_is_not_the_bodys() -> None:
    passages = ("The Tideford Museum welcomed Ruth Ames as director on Monday. \"I am delighted to be here,\" she said.",)
    assert judged("Ruth Ames said she was delighted to be here.", *passages) is Label.ENTAILED


@pytest.mark.parametrize("evidence", [
    "The Tideford Museum tram shed closed in 2015. The tea room closed for two weeks in May.",
    "The Tideford Museum tram shed closed in 2015. Separately, the pier cafe shut for two weeks in May.",
])
def test_design_3_4_another_state_ended_is_no_end_of_the_claims(evidence: str) -> None:
    from citeset.judges._rules_features import features
    from citeset.judges._rules_lasting import lasting_of_ending

    claim = "The Tideford Museum tram shed closed permanently in 2015."
    assert lasting_of_ending(features(claim), [features(evidence)]) is None


def test_the_role_left_reading_is_linear_in_many_leavings() -> None:
    """Each leaving used to look back over every earlier clause for its name (4.7 s at 150k characters)."""
    claim = "Voss Ames is the chief executive of Hallam Trust."

    def run(n: int) -> Label:
        leavings = " ".join(f"Name{i} Person{i} resigned in 2019." for i in range(n))
        return judged(claim, f"Voss Ames resigned as chief executive. {leavings} Voss Ames remains chief executive.")

    assert_linear(run, 500)
