"""Probe 51's families left open at stop 57 (DESIGN §3.4: a claim asserting more than its evidence, or what it
denies, is not entailed): a report the evidence refutes stated as fact, an item it says will not run stated as
included, one part's change stated of the whole, and a venue's owner given what is held there. In words other than
the probe's (a football club, a library service, a rowing club, a theatre festival), each with the twin the evidence
does support."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


CALLED_UNTRUE = ("Statement from the Ardley Rovers board: 'Reports in the Courier that we have sold the training "
                 "ground at Mill Lane are untrue. The ground is not for sale.'",)
DENIED = ("The Courier reported that Ardley Rovers had sold the training ground at Mill Lane. The club's chair "
          "denied this on Friday.",)


def test_design_3_4_a_report_the_evidence_calls_untrue_stated_as_fact_is_contradicted() -> None:
    assert judged("Ardley Rovers has sold the training ground at Mill Lane.", *CALLED_UNTRUE) is Label.CONTRADICTED
    assert judged("It is true that the library service has stopped lending laptops.",
                  "It is not true that the library service has stopped lending laptops, the council said.") \
        is Label.CONTRADICTED


def test_design_3_4_a_report_the_evidence_says_was_denied_stated_as_fact_is_not_entailed() -> None:
    assert judged("Ardley Rovers sold the training ground at Mill Lane.", *DENIED) is Label.INSUFFICIENT
    assert judged("The library service has stopped lending laptops.",
                  "Ardley library service denied reports that it had stopped lending laptops.") is Label.INSUFFICIENT


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Courier reported that Ardley Rovers had sold the training ground at Mill Lane.", DENIED),
    ("Ardley Rovers sold the training ground at Mill Lane.",
     ("The Courier reported that Ardley Rovers had sold the training ground at Mill Lane. The club confirmed this "
      "on Friday.",)),
    ("Ardley Rovers sold the training ground at Mill Lane.",
     ("The Courier reported that Ardley Rovers had sold the training ground at Mill Lane. The club denied this. A "
      "week later Ardley Rovers sold the training ground at Mill Lane to a housing trust.",)),
])
def test_design_3_4_the_report_itself_or_a_report_confirmed_or_stated_elsewhere_is_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


DROPPED_ITEM = ("The Ardley Rowing Club regatta will go ahead on 9 August, but the veterans' sculling race will not "
                "take place this year.",)


@pytest.mark.parametrize(("claim", "passages"), [
    ("This year's Ardley Rowing Club regatta on 9 August will include the veterans' sculling race.", DROPPED_ITEM),
    ("The Ardley theatre festival in June will feature a fireworks finale.",
     ("The Ardley theatre festival returns in June. There will be no fireworks finale this year because of the "
      "drought.",)),
])
def test_design_3_4_an_item_the_evidence_says_will_not_run_stated_as_included_is_contradicted(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Ardley Rowing Club regatta will go ahead on 9 August.", DROPPED_ITEM),
    ("The regatta will include the veterans' sculling race on Sunday.",
     ("The veterans' sculling race is not running on Saturday. The veterans' sculling race runs on Sunday at "
      "noon.",)),
])
def test_design_3_4_the_event_itself_or_the_item_where_it_does_run_is_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


def test_design_3_4_a_claim_denying_the_dropped_item_is_not_contradicted_by_it() -> None:
    assert judged("The Ardley Rowing Club regatta will not include the veterans' sculling race this year.",
                  *DROPPED_ITEM) is not Label.CONTRADICTED


PART_OF = ("From 2 May 2025, the children's reading room of Ardley Central Library will no longer open on "
           "Saturdays.",)
ONE_OF_TWO = ("Ardley Rowing Club runs a junior squad and a masters squad.",
              "Change of days: the junior squad will stop training on Thursdays from 5 May 2025. The masters squad "
              "is not affected.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("From 2 May 2025, Ardley Central Library will no longer open on Saturdays.", PART_OF),
    ("None of Ardley Central Library's rooms will open on Saturdays after 2 May 2025.", PART_OF),
    ("None of Ardley Rowing Club's squads will train on Thursdays after 5 May 2025.", ONE_OF_TWO),
    ("From 5 May 2025, Ardley Rowing Club will no longer train on Thursdays.", ONE_OF_TWO),
])
def test_design_3_4_one_parts_change_said_of_the_whole_is_not_entailed(claim: str,
                                                                      passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.INSUFFICIENT


@pytest.mark.parametrize(("claim", "passages"), [
    ("From 2 May 2025, the children's reading room of Ardley Central Library will no longer open on Saturdays.",
     PART_OF),
    ("At least one room of Ardley Central Library will no longer open on Saturdays from 2 May 2025.", PART_OF),
    ("From 5 May 2025, the junior squad will stop training on Thursdays.", ONE_OF_TWO),
])
def test_design_3_4_the_change_said_of_the_part_is_not_refused_as_said_of_all(claim: str,
                                                                             passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


HELD_AT = ("This year's Ardley theatre festival will be held at the Corn Hall.",
           "The Corn Hall is owned by the Ardley Civic Trust, which lets it to community groups.")


def test_design_3_4_a_venues_owner_given_what_is_held_there_is_not_entailed() -> None:
    assert judged("This year's Ardley theatre festival is owned by the Ardley Civic Trust.", *HELD_AT) \
        is Label.INSUFFICIENT
    assert judged("The Ardley Civic Trust is running the Ardley Rowing Club regatta.",
                  "Q: Where is the Ardley Rowing Club regatta this year? A: At Weir Meadow.",
                  "About the site: Weir Meadow belongs to the Ardley Civic Trust.") is Label.INSUFFICIENT


@pytest.mark.parametrize("claim", [
    "This year's Ardley theatre festival will be held at a venue owned by the Ardley Civic Trust.",
    "The Corn Hall is owned by the Ardley Civic Trust.",
])
def test_design_3_4_the_venue_and_its_owner_said_as_such_are_entailed(claim: str) -> None:
    assert judged(claim, *HELD_AT) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    # a report denied, then done (review 58)
    ("Mayor Ann Hale resigned.", ("The Gazette reported that Mayor Ann Hale had resigned. She denied this at the time, "
                                  "but resigned a week later.",)),
    # the correction beside the refuted report
    ("Bexley Council has frozen parking charges.", ("Claims that Bexley Council has raised parking charges are false: "
                                                    "it has frozen them.",)),
    ("The council closed the leisure centre.", ("It is not true that the council closed the library, though the "
                                                "council closed the leisure centre in May.",)),
    # another item of the same kind, and an item dropped at one time only or put back
    ("The fete will include a horse show.", ("At the fete, the dog show is not running this year, but the horse show "
                                             "is.",)),
    ("The show will feature the falconry display on Saturday.", ("At the show, the falconry display will not run on "
                                                                 "Sunday; it will run on Saturday only.",)),
    ("The gala will include the fireworks display.", ("At the gala, the fireworks display had been dropped over cost "
                                                      "concerns. It has now been reinstated after a local firm offered "
                                                      "to pay.",)),
    # a part's deed is the body's; a claim saying a part in other words
    ("Marlow University discovered a new mineral in Cornwall.", ("Last year the geology department of Marlow "
                                                                 "University discovered a new mineral in Cornwall.",)),
    ("Part of Ashcombe Park Bowls Club will no longer open on Tuesdays.", ("From 4 March, the north rink of Ashcombe "
                                                                          "Park Bowls Club will no longer open on "
                                                                          "Tuesdays.",)),
    ("Not every squad at Harlow will train on Wednesdays.", ("At Harlow Rugby Club, the under-12 squad will stop "
                                                             "training on Wednesdays. The senior squad is not "
                                                             "affected.",)),
    # the owner said to run the event itself
    ("Harwick Parish Council runs the Summer Camp.", ("The Summer Camp will be held at Copsey Wood. Copsey Wood belongs "
                                                      "to Harwick Parish Council, which runs the camp.",)),
    ("Kate Lane won the Harbour Open.", ("The Harbour Open was held at Royal Birkdale. Kate Lane, a member at Royal "
                                         "Birkdale, won it by two shots.",)),
])
def test_design_3_4_what_the_evidence_does_say_past_a_refusal_is_not_refused(claim: str,
                                                                              passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


def test_design_3_4_one_of_the_busiest_said_as_the_busiest_is_not_entailed() -> None:
    passages = ("Ardley Rowing Club is one of the oldest rowing clubs in the county.",)
    assert judged("Ardley Rowing Club is the oldest rowing club in the county.", *passages) is Label.INSUFFICIENT
    assert judged("Ardley Rowing Club is one of the oldest rowing clubs in the county.", *passages) is Label.ENTAILED
    assert judged("Ardley Rowing Club is the oldest rowing club in the county.",
                  "Ardley Rowing Club is the oldest rowing club in the county and one of the oldest in England.") \
        is Label.ENTAILED


def test_design_3_4_a_value_until_a_year_said_as_the_value_now_is_not_entailed() -> None:
    passages = ("Until 2024 the season ticket at Ardley Rovers was £140; it is now £165.",)
    assert judged("The season ticket at Ardley Rovers is £140.", *passages) is Label.INSUFFICIENT
    assert judged("The season ticket at Ardley Rovers is £165.", *passages) is Label.ENTAILED


@pytest.mark.parametrize("passages", [
    ("Until 2024 the season ticket at Ardley Rovers was £140; it is now £165.",),
    ("The season ticket at Ardley Rovers was £140 until 2024 and is now £165.",),
    ("The season ticket at Ardley Rovers was £140 until 1 May 2024, when it rose to £165.",),
])
def test_design_3_4_the_value_now_is_not_contradicted_by_the_value_it_replaced(passages: tuple[str, ...]) -> None:
    assert judged("The season ticket at Ardley Rovers is £165.", *passages) is Label.ENTAILED
    assert judged("The season ticket at Ardley Rovers is £150.", *passages) is not Label.ENTAILED


def test_the_report_item_part_and_venue_readings_are_linear_in_long_passages() -> None:
    def run(n: int) -> None:
        judged("Ardley Rovers has sold the ground; the fair will include the jet display; Ardley Rowing Club will no "
               "longer train on Thursdays; the Ardley Civic Trust owns the Ardley Fair.",
               "reports that the club has sold the ground " * n + "are untrue",
               "The Courier reported that Ardley Rovers had sold the ground. The chair denied this. " * n,
               "the jet display is not running and " * n + "the jet display the fair will not " * n,
               "the north rink of Ardley Rowing Club will no longer train on Thursdays " * n,
               "The Ardley Fair will be held at the Corn Hall. The Corn Hall belongs to Harbour Estates. " * n,
               "it is not true that the club has sold the ground and " * n,
               "the junior squad the senior squad the youth squad " * n + "will stop training on Thursdays.")

    assert_linear(run, 300)


def test_a_claim_naming_no_event_before_held_at_is_judged_not_raised() -> None:
    # found by the stop 58 review's fuzzing: "The is held at ..." named no event and the venue reading raised IndexError
    assert judged("The is held at Elm Park.", "The is held at Elm Park.") in set(Label)
