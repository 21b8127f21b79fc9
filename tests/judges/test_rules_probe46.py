"""Probe 46's families (DESIGN §3.4: a claim asserting more than its evidence, or another value in the role, is not
entailed), in words other than the probe's (an orchard trust, a swimming gala, a lighthouse museum), each with the
twin the evidence does support."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


BOUND = ("An inspection of the cider barn at Pennock Orchard Trust found rot in two beams.",
         "Replacing them is expected to cost at least fifteen thousand pounds and no more than £25k, the surveyor said.")


def test_design_3_4_a_bound_written_otherwise_is_no_exact_value() -> None:
    # "£25k" is "£25,000" rescaled, but said as a bound ("no more than"): the claim's exact amount is not the evidence's.
    assert judged("The surveyor said replacing the beams of the cider barn is expected to cost £25,000.",
                  *BOUND) is not Label.ENTAILED
    assert judged("The surveyor said replacing the beams of the cider barn is expected to cost no more than £25,000.",
                  *BOUND) is Label.ENTAILED


ESTIMATE = "Repairs to the Pennock cider barn are expected to cost between £40,000 and £55,000."


@pytest.mark.parametrize("claim", [
    "Repairs to the Pennock cider barn are expected to cost £40,000 at most.",
    "Repairs to the Pennock cider barn are expected to cost no more than £40,000.",
    "Repairs to the Pennock cider barn are expected to cost at least £55,000.",
])
def test_design_3_4_a_range_end_made_the_other_bound_is_not_entailed(claim: str) -> None:
    assert judged(claim, ESTIMATE) is not Label.ENTAILED


@pytest.mark.parametrize("claim", [
    "Repairs to the Pennock cider barn are expected to cost £55,000 at most.",
    "Repairs to the Pennock cider barn are expected to cost at least £40,000.",
])
def test_design_3_4_a_range_end_kept_as_its_bound_is_entailed(claim: str) -> None:
    assert judged(claim, ESTIMATE) is Label.ENTAILED


GALA = ("Harbour Swimming Club won the Club of the Year title at the 2023 Northern Swim Awards.",
        "Tidewell Otters was the runner-up, with Crossley Seals in third place.")
RANKED = ("At the Northern Swim Awards, Tidewell Otters was ranked second in the relay category, behind Harbour "
          "Swimming Club. Crossley Seals finished third.",)


@pytest.mark.parametrize(("claim", "passages"), [
    ("Tidewell Otters beat Harbour Swimming Club to the Club of the Year title at the Northern Swim Awards.", GALA),
    ("At the Northern Swim Awards, Tidewell Otters was ranked first in the Club of the Year category.", GALA),
    ("Tidewell Otters beat Harbour Swimming Club in the relay category at the Northern Swim Awards.", RANKED),
])
def test_design_3_4_a_title_given_to_the_runner_up_is_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Harbour Swimming Club beat Tidewell Otters to the Club of the Year title at the Northern Swim Awards.", GALA),
    ("Harbour Swimming Club beat Tidewell Otters in the relay category at the Northern Swim Awards.", RANKED),
])
def test_design_3_4_the_winner_the_evidence_names_is_not_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.CONTRADICTED


ALLEGED = ("A former groundsman, Piet Halloran, has alleged that Pennock Orchard Trust sprayed banned pesticide on its "
           "old trees. The trust denies the claim, and the county council said it had opened an inquiry in May 2024.")


def test_design_3_4_an_allegation_as_fact_in_one_conjunct_is_not_entailed() -> None:
    claim = "Pennock Orchard Trust sprayed banned pesticide on its old trees, and the county council has opened an inquiry."
    assert judged(claim, ALLEGED) is not Label.ENTAILED
    right = ("Piet Halloran has alleged that Pennock Orchard Trust sprayed banned pesticide on its old trees, and the "
             "county council has opened an inquiry.")
    assert judged(right, ALLEGED) is Label.ENTAILED


TARGET = ("Pennock Orchard Trust set itself a target of 4,000 volunteer hours for 2023.",
          "The final figure for that year was 3,650, short of the goal, which the trust put down to a wet spring.")
MISSED = ("In 2023 Tidewell Otters logged 5,100 pool hours, falling short of the six thousand it had aimed for.",)


@pytest.mark.parametrize(("claim", "passages"), [
    ("Pennock Orchard Trust exceeded its 2023 target for volunteer hours.", TARGET),
    ("In 2023 Pennock Orchard Trust reached the 4,000 volunteer hours it had aimed for.", TARGET),
    ("Tidewell Otters met its 2023 target for pool hours.", MISSED),
])
def test_design_3_4_a_target_missed_said_as_met_is_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Tidewell Otters did not reach its 2023 target for pool hours.", MISSED),
])
def test_design_3_4_a_target_missed_said_as_missed_is_not_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.CONTRADICTED


FIGURES = "Figures for 2022 (swimmers): Crossley Seals, 1,240; Tidewell Otters, 1,180; Harbour Swimming Club, 990."
NEIGHBOURS = ("In 2022, Tidewell Otters trained 1,180 swimmers, up from 1,100 the year before.",
              "Its neighbour Crossley Seals trained 1,240 over the same period.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("In 2022, Tidewell Otters had more swimmers than Crossley Seals.", (FIGURES,)),
    ("Crossley Seals trailed Tidewell Otters in swimmers in 2022.", (FIGURES,)),
    ("In 2022, Tidewell Otters trained more swimmers than Crossley Seals.", NEIGHBOURS),
    ("In 2022, Crossley Seals trained fewer swimmers than Tidewell Otters.", NEIGHBOURS),
])
def test_design_3_4_a_comparison_the_figures_turn_round_is_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passages"), [
    ("In 2022, Crossley Seals had more swimmers than Tidewell Otters.", (FIGURES,)),
    ("Tidewell Otters trailed Crossley Seals in swimmers in 2022.", (FIGURES,)),
    ("In 2022, Crossley Seals trained more swimmers than Tidewell Otters.", NEIGHBOURS),
])
def test_design_3_4_a_comparison_the_figures_bear_out_is_not_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.CONTRADICTED


DOUBT = ('"I can\'t say the new lane rota has been a success," Mina Oduya, the head coach of Tidewell Otters, told the '
         'club newsletter. "We are still counting the entries."')
DOUBT_REPORTED = ("Asked whether the new lane rota at Tidewell Otters had worked, Mina Oduya (head coach) said she could "
                  "not call it a success yet, as the entries were still being counted.")


@pytest.mark.parametrize(("claim", "passages"), [
    ('"The new lane rota has been a success," Mina Oduya, the head coach of Tidewell Otters, told the club newsletter.',
     (DOUBT,)),
    ("Mina Oduya said the new lane rota at Tidewell Otters had been a success.", (DOUBT_REPORTED,)),
])
def test_design_3_4_a_speaker_declining_to_say_it_does_not_say_it(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


def test_design_3_4_the_speakers_doubt_kept_is_entailed() -> None:
    assert judged("Mina Oduya said she could not call the new lane rota at Tidewell Otters a success yet.",
                  DOUBT_REPORTED) is Label.ENTAILED


SEASON = ("Pennock Orchard Trust pressed 9,400 litres of juice in 2023. September and October alone accounted for "
          "6,100 of them, the manager said.")
SUMMARY = ("Autumn figures for Pennock Orchard Trust, 2023: 6,100 litres of juice in September and October.",
           "The full-year total for the trust was 9,400.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("Pennock Orchard Trust pressed 6,100 litres of juice in 2023.", (SEASON,)),
    ("In September and October 2023 alone, Pennock Orchard Trust pressed 9,400 litres of juice.", (SEASON,)),
    ("Pennock Orchard Trust pressed 6,100 litres of juice in 2023.", SUMMARY),
    ("In September and October 2023 alone, Pennock Orchard Trust pressed 9,400 litres of juice.", SUMMARY),
])
def test_design_3_4_a_part_given_as_the_whole_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Pennock Orchard Trust pressed 9,400 litres of juice in 2023.", (SEASON,)),
    ("Pennock Orchard Trust pressed 9,400 litres of juice in 2023.", SUMMARY),
])
def test_design_3_4_the_part_and_the_whole_in_their_places_are_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


OWNED = ("Tarn Kayaks (a paddle-sport shop in Keswick) has been a wholly owned subsidiary of Harbour Swimming Club "
         "since March 2020.",
         "Before the takeover, Tarn Kayaks had supplied Harbour Swimming Club for a decade.")
BOUGHT = ("Harbour Swimming Club completed its acquisition of Tarn Kayaks, a paddle-sport shop in Keswick, in March "
          "2020.",)


@pytest.mark.parametrize(("claim", "passages"), [
    ("Harbour Swimming Club was taken over by Tarn Kayaks in 2020.", OWNED),
    ("Tarn Kayaks completed its acquisition of Harbour Swimming Club in March 2020.", OWNED),
    ("Harbour Swimming Club was taken over by Tarn Kayaks in 2020.", BOUGHT),
    ("Tarn Kayaks acquired Harbour Swimming Club in March 2020.", BOUGHT),
])
def test_design_3_4_an_acquisition_turned_round_is_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Tarn Kayaks was taken over by Harbour Swimming Club in 2020.", OWNED),
    ("Harbour Swimming Club acquired Tarn Kayaks in March 2020.", BOUGHT),
    ("Tarn Kayaks is owned by Harbour Swimming Club.", OWNED),
])
def test_design_3_4_the_acquisition_the_way_round_the_evidence_says_is_not_contradicted(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.CONTRADICTED


HANDOVER = ("Ines Moreau was Harbour Swimming Club's head coach until 2016, when she became club secretary.",
            "Her successor as head coach was Tomas Weir, who had joined in 2014 as a lifeguard.")
PROMOTED = ("Tomas Weir joined Harbour Swimming Club in 2014. Two years later he was promoted to head coach, taking "
            "over from Ines Moreau, who moved up to become club secretary.",)


@pytest.mark.parametrize(("claim", "passages"), [
    ("Ines Moreau was promoted to head coach, taking over from Tomas Weir.", PROMOTED),
    ("Ines Moreau took over as head coach from Tomas Weir.", HANDOVER),
    ("Tomas Weir handed the head coach job to Ines Moreau in 2016.", HANDOVER),
    ("Ines Moreau succeeded Tomas Weir as head coach.", PROMOTED),
])
def test_design_3_4_a_succession_turned_round_is_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Tomas Weir was promoted to head coach, taking over from Ines Moreau.", PROMOTED),
    ("Ines Moreau handed the head coach job to Tomas Weir in 2016.", HANDOVER),
    ("Tomas Weir succeeded Ines Moreau as head coach.", HANDOVER),
])
def test_design_3_4_the_succession_the_evidence_gives_is_not_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.CONTRADICTED


FEE = ("The junior membership at Harbour Swimming Club was £40 until 1 April 2024, when it rose to £46. The club said "
       "the increase reflected higher pool hire costs.",)
PREVIOUSLY = ("From Monday 8 January 2024 a lane session at Harbour Swimming Club costs £6.",
              "It had previously been £5.50, a price unchanged since 2019.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("The junior membership at Harbour Swimming Club costs £40.", FEE),
    ("Harbour Swimming Club charges £5.50 for a lane session.", PREVIOUSLY),
])
def test_design_3_4_a_superseded_value_as_current_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The junior membership at Harbour Swimming Club costs £46.", FEE),
    ("The junior membership at Harbour Swimming Club was £40 until April 2024.", FEE),
    ("A lane session at Harbour Swimming Club costs £6.", PREVIOUSLY),
])
def test_design_3_4_the_current_value_or_the_old_one_as_old_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


POOLS = ("Harbour Swimming Club's three pools are the Cove pool (built in 1988), the Quay pool (built 2004) and the "
         "Reef pool, built in 2019. The Quay pool is the largest of the three.",)


@pytest.mark.parametrize("claim", ["The Cove pool was built in 2004.", "The Reef pool was built in 1988."])
def test_design_3_4_an_attribute_moved_to_another_in_a_list_is_contradicted(claim: str) -> None:
    assert judged(claim, *POOLS) is Label.CONTRADICTED


@pytest.mark.parametrize("claim", ["The Cove pool was built in 1988.", "The Quay pool was built in 2004.",
                                   "The Reef pool was built in 2019."])
def test_design_3_4_each_attribute_in_its_place_is_entailed(claim: str) -> None:
    assert judged(claim, *POOLS) is Label.ENTAILED


REVIEW = ("The review into the flooded changing rooms, published 3 March 2023, criticised the delay in calling a plumber.",
          "It did not, however, hold Ines Moreau (club secretary at Harbour Swimming Club) responsible.")


def test_design_3_4_a_negation_before_however_still_negates() -> None:
    assert judged("The review found Ines Moreau responsible for the flooded changing rooms.", *REVIEW) is not Label.ENTAILED
    assert judged("The review did not hold Ines Moreau responsible for the flooded changing rooms.",
                  *REVIEW) is Label.ENTAILED


MOVE = ("Harbour Swimming Club closed its diving pit on weekdays in March 2022.",
        "The move was forced by heating costs, which had risen sharply over the winter, Ines Moreau said.")
BECAUSE = ("Because of a sharp rise in heating costs, Harbour Swimming Club closed its diving pit on weekdays in "
           "March 2022.",)


@pytest.mark.parametrize(("claim", "passages"), [
    ("Because Harbour Swimming Club closed its diving pit on weekdays, heating costs rose sharply.", MOVE),
    ("The rise in heating costs was a result of Harbour Swimming Club's decision to close its diving pit on weekdays.",
     MOVE),
    ("The rise in heating costs was a result of Harbour Swimming Club's decision to close its diving pit on weekdays.",
     BECAUSE),
])
def test_design_3_4_a_cause_and_effect_exchanged_is_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Because heating costs rose sharply, Harbour Swimming Club closed its diving pit on weekdays.", MOVE),
    ("Harbour Swimming Club's decision to close its diving pit on weekdays was a result of a rise in heating costs.",
     BECAUSE),
])
def test_design_3_4_the_cause_the_evidence_gives_is_not_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.CONTRADICTED


DECLINED = ("At its meeting on 4 May 2023, the committee of Harbour Swimming Club declined to approve a new diving "
            "board, which had been put forward by Tomas Weir. Members asked for a revised costing.",)
AGAINST = ("Tomas Weir proposed a sauna for the changing rooms at the committee meeting of Harbour Swimming Club.",
           "The committee decided against approving the proposal and asked him to return with revised costings.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("Harbour Swimming Club's committee gave the go-ahead for a new diving board.", DECLINED),
    ("Harbour Swimming Club's committee approved a sauna for the changing rooms.", AGAINST),
])
def test_design_3_4_a_refusal_said_as_an_approval_is_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.CONTRADICTED


def test_design_3_4_an_approval_the_evidence_says_is_not_contradicted() -> None:
    passages = ("The committee of Harbour Swimming Club approved a new diving board in May 2023 after it had declined "
                "to approve a sauna.",)
    assert judged("Harbour Swimming Club's committee gave the go-ahead for a new diving board.",
                  *passages) is not Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passage"), [
    # The review of this stop's readings (its own words): each was refused by a first version of one of them.
    ("Harlow Town beat Dunmore Athletic in the cup semi-final.",
     "In the league Dunmore Athletic finished second and Harlow Town fifth. In the cup, Harlow Town beat Dunmore "
     "Athletic 2-0 in the semi-final."),
    ("Amberley Wanderers won the cup in 2023.", "In 2023 Amberley Wanderers finished second in the league but won the cup."),
    ("The Lanark vaccination target of 90% was hit in March.",
     "The Lanark vaccination target of 90% was hit in March, despite a staffing shortfall at two surgeries."),
    ("The Tilly sales team exceeded the 500 orders it aimed for.",
     "The Tilly sales team aimed for 500 orders and took 540, though it missed its target for new customers."),
    ("Alder Dairy produced more milk than Birch Dairy last year.",
     "Alder Dairy produced 2.1 million litres of milk last year; Birch Dairy produced 900,000 litres."),
    ("Work on the Aldgate footbridge cost £2.4 million.",
     "Work on the Aldgate footbridge ran from March to June 2022 and cost £2.4 million."),
    ("Mae Holt sailed around the world in 212 days.", "Mae Holt sailed alone around the world in 212 days."),
    ("The mayor said the Sowerby bridge will reopen once repairs finish.",
     "The mayor said the Sowerby bridge will reopen once repairs finish, but could not say when the repairs would finish."),
    ("The Kinloch Trust's policy officer post pays £40,000 a year at least.",
     "The Kinloch Trust's policy officer post pays between £40,000 and £55,000 a year."),
])
def test_design_3_4_the_new_readings_leave_right_claims_alone(claim: str, passage: str) -> None:
    assert judged(claim, passage) is Label.ENTAILED


def test_design_3_4_an_age_in_apposition_is_no_listed_figure() -> None:
    assert judged("Lee Park scored more points than Tom Reyes.",
                  "Tom Reyes, 34, scored 21 points; Lee Park, 29, scored 30 points.") is not Label.CONTRADICTED


HOSTILE = {
    "digits": ("Hadley sold more loaves than Wheatsheaf.", "Hadley, {n}1,000 Wheatsheaf, 87,150."),
    "parts": ("In July and August alone the fair drew 6,000 visitors.", "July and August alone accounted for 5,{i} of them. "),
    "handovers": ("Ann Lee took over from Bo Ray.", "Ann Lee{i} Smith replaced Bo Ray{i} Jones, taking over from Cy Dow. "),
    "takeovers": ("Bo Ray Ltd was taken over by Ann Lee Ltd.", "Ann Lee{i} Ltd has been a wholly owned subsidiary of Bo Ray Ltd. "),
    "sayings": ("The plan has been a success, Ann Lee said.", "\"I can't say the plan {i} has been a success,\" Ann Lee said. "),
    "targets": ("Ann Lee exceeded its target.", "Ann Lee logged {i} hours, falling short of the goal it had aimed for. "),
    "figures": ("Ann Lee sold more loaves than Bo Ray.", "Ann Lee{i} Smith, {i},190; Bo Ray{i} Jones sold 3,{i} loaves; "),
    "undecided": ("The club has decided to close the pool.", "Closing pool {i} is an option; nothing had been decided. "),
    "offsets": ("Two months before the visit, it was renewed.", "Visit {i}. Two months later it was renewed. "),
    "begun": ("Construction of the hall is under way.", "The hall {i} was approved; building work has not yet started. "),
    "offsets in one sentence": ("Two months before the visit, it was renewed.", "visit {i} and two months later it was renewed, "),
    "handovers in one sentence": ("Ann Lee took over from Bo Ray.", "Ann Lee{i} Smith replaced Bo Ray{i} Jones, taking over from Cy Dow; "),
    "superseded": ("The fare costs £9.", "The fare was £{i} until May, when it rose to £11. It had previously been £9. "),
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_probe_46s_readings_are_linear_in_a_hostile_passage(case: str) -> None:
    claim, unit = HOSTILE[case]

    def run(n: int) -> None:
        text = unit.format(n="1,000" * (20 * n)) if "{n}" in unit else "".join(unit.format(i=i) for i in range(n))
        judged(claim, text)

    assert_linear(run, 200)


OPTION = ("Closing the Quay pool is one option being considered by Harbour Swimming Club's committee.",
          "It might happen as soon as 2027, but Ines Moreau stressed that nothing had been decided.")


@pytest.mark.parametrize("claim", ["Harbour Swimming Club has decided to close the Quay pool.",
                                   "Harbour Swimming Club's committee said that the Quay pool will close in 2027."])
def test_design_3_4_an_option_said_as_decided_is_not_entailed(claim: str) -> None:
    assert judged(claim, *OPTION) is not Label.ENTAILED


def test_design_3_4_the_option_said_as_an_option_is_entailed() -> None:
    assert judged("Harbour Swimming Club's committee is considering closing the Quay pool.", *OPTION) is Label.ENTAILED


VISIT = ("Inspectors from the county council visited Harbour Swimming Club on 6 May 2024.",
         "Two months later the club's pool licence was renewed for a further three years.")
HALL = ("Planning consent for a new spectator gallery at Harbour Swimming Club was granted in March.",
        "The club hopes to open it in 2027; building work has not yet started, pending a grant decision.")


def test_design_3_4_a_time_offset_turned_round_is_contradicted() -> None:
    assert judged("Two months before the inspection, Harbour Swimming Club's pool licence was renewed.",
                  *VISIT) is Label.CONTRADICTED
    assert judged("Two months after the inspection, Harbour Swimming Club's pool licence was renewed.",
                  *VISIT) is not Label.CONTRADICTED


def test_design_3_4_work_said_under_way_before_it_starts_is_not_entailed() -> None:
    assert judged("Construction of a new spectator gallery at Harbour Swimming Club is under way.",
                  *HALL) is not Label.ENTAILED
    assert judged("Building work on a new spectator gallery at Harbour Swimming Club has not yet started.",
                  *HALL) is Label.ENTAILED


def test_design_3_4_a_post_given_to_another_read_with_gave() -> None:
    passages = ("Tomas Weir joined Harbour Swimming Club in 2014.",
                "In 2016 Ines Moreau gave the head coach job to Tomas Weir.")
    assert judged("Tomas Weir gave the head coach job to Ines Moreau in 2016.", *passages) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passages"), [
    # The second review of this stop's readings (its own words): each was refused by a first version of one of them.
    ("Ada Lund succeeded Ben Rhodes in 2015.",
     ("Ada Lund directed the Arden Choir until 2008, when she handed over to Ben Rhodes.", "In 2015 Ben Rhodes handed the baton back to Ada Lund, who still leads the choir.",)),
    ("Owen Price remains club treasurer.",
     ("Dana Frost replaced Owen Price as club secretary in 2022; Owen Price remains club treasurer.",)),
    ("Anson Foods bought Brook Dairies in 2015.",
     ("Anson Foods had been a subsidiary of Brook Dairies until 2015, when it bought its former parent in a management-led deal.",)),
    ("Alder Group acquired Beech Ltd in 2015.",
     ("Alder Group's purchase of Beech Ltd went through in 2015.", "In 2018 Cedar Ltd acquired Oak Group, a rival packaging firm.",)),
    ("Maya Cole was promoted two years after joining Harlow Legal.",
     ("Maya Cole joined Harlow Legal in 2014. She was promoted in 2016. Two years later she became a partner.",)),
    ("Floods forced Dunmore Mill to close in 2009.",
     ("Dunmore Mill was forced to shut in 2009 after floods swept through the valley.",)),
    ("The Mott wing was opened in 1931.",
     ("Leyton Hospital's wards include the Mott ward (opened in 1923) and the Ness ward (opened 1931). The Mott wing, a separate building, was opened in 1931 as well.",)),
    ("Leyton Health Trust has decided to close Ward 9 in June.",
     ("Leyton Health Trust has decided to close Ward 9 in June. Nothing has yet been decided about the future of Ward 10.",)),
    ("Work on the new maternity wing at Leyton Hospital began in March.",
     ("Work began on the new maternity wing at Leyton Hospital in March. Work on the new car park has not yet started.",)),
    ("Ravi Shah won the Fenby by-election.",
     ("Polls had put Ravi Shah third. It did not matter: Ravi Shah won the Fenby by-election by 400 votes.",)),
    ("The board approved the second design for the Fenby library.",
     ("The board did not back the first design for the Fenby library but approved the second design.",)),
    ("The Fenby clinic opened two months after the ward.",
     ("The Fenby ward opened in March. The Fenby clinic opened in May. Two months later, the pharmacy opened.",)),
])
def test_design_3_4_the_later_readings_leave_right_claims_alone(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


def test_design_3_4_a_member_dated_again_outside_the_list_is_not_contradicted() -> None:
    passages = ("The council's two independents are Ruth Kell (elected in 2010) and Marta Kell (elected 2014). Ruth Kell "
                "was re-elected in 2014.",)
    assert judged("Ruth Kell was elected in 2014 for a second term.", *passages) is not Label.CONTRADICTED


@pytest.mark.parametrize("claim", [
    "The Larkspur choir fell short of its 2024 target for concerts.",
    "In 2024 the Larkspur choir fell short of its target for concerts.",
])
def test_design_3_4_a_target_missed_in_a_clause_after_the_figure_is_not_contradicted(claim: str) -> None:
    # The evidence's "falling short of" sits in the clause after the comma; the negation is the sentence's, not
    # missing from it (stop 55 saw it contradicted).
    evidence = "In 2024 the Larkspur choir gave 31 concerts, falling short of the forty it had planned."
    assert judged(claim, evidence) is not Label.CONTRADICTED
    assert judged("In 2024 the Larkspur choir met its target for concerts.", evidence) is Label.CONTRADICTED
