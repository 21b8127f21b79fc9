"""What the evidence says was only due, asked for, offered, tried or asked about, stated as having come about (DESIGN
§3.4: the claim asserts more than its evidence; probe 54), in words other than the probe's: a county cricket league,
a veterinary practice, a ferry operator, a dance school."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    # an event dated by the day it was due on, in a sentence that puts it off
    ("The county cup final was played on 14 June 2025.",
     ("The county cup final was due to be played on 14 June 2025 but was postponed because of a waterlogged outfield.",)),
    ("The dance school's summer showcase took place on 5 July 2025.",
     ("The summer showcase, planned for 5 July 2025, was called off when the theatre flooded.",)),
    # a request stated as granted
    ("The ferry operator has been given £80,000 by the harbour trust for a new gangway.",
     ("The ferry operator has asked the harbour trust for £80,000 towards a new gangway.",)),
    # an offer stated as taken up
    ("Priya Nair is acting as the practice's locum vet over the summer.",
     ("Priya Nair has volunteered to act as the practice's locum vet over the summer.",)),
    # a trial stated as permanent
    ("The ferry's late sailing on Fridays has been made permanent.",
     ("The ferry operator is running a twelve-week trial of a late sailing on Fridays.",)),
    # a survey's question stated as its finding
    ("The survey found that parents want Saturday classes at the dance school.",
     ("The dance school's survey asks parents whether they want Saturday classes.",)),
    # a day written without its year, and a day the sentence calls off
    ("The county cup final was played on 14 June.",
     ("The county cup final, planned for 14 June, has been postponed to 28 June because of rain.",)),
    ("The league's finals day went ahead on 9 August.",
     ("NOTICE: the league's finals day on 9 August is cancelled because of rain.",)),
    # a refusal to comment stated as what was said
    ("The ferry operator's chief executive confirmed that the night crossing would be withdrawn.",
     ("The ferry operator's chief executive declined to comment on reports that the night crossing would be "
      "withdrawn.",)),
])
def test_design_3_4_what_was_only_due_asked_offered_tried_or_asked_about_is_not_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The county cup final was played on 21 June 2025.",
     ("The county cup final was due to be played on 14 June 2025 but was postponed to 21 June 2025.",
      "The county cup final was played on 21 June 2025 in front of 3,000 people.")),
    ("The summer showcase took place on 5 July 2025.",
     ("The summer showcase went ahead on 5 July 2025 despite calls for it to be postponed.",)),
    ("The ferry operator has been given £80,000 by the harbour trust for a new gangway.",
     ("The ferry operator asked the harbour trust for £80,000 towards a new gangway, and the trust granted it in May.",)),
    ("Priya Nair is acting as the practice's locum vet.",
     ("Priya Nair volunteered to act as the practice's locum vet, and has been doing the rounds since March.",)),
    ("The ferry's late sailing on Fridays has been made permanent.",
     ("The ferry operator ran a twelve-week trial of a late sailing on Fridays.",
      "After the trial, the late sailing on Fridays was made permanent.")),
    ("The survey asked parents whether they want Saturday classes.",
     ("The dance school's survey asks parents whether they want Saturday classes.",)),
    ("The chief executive said the night crossing had been a success.",
     ("The chief executive said the night crossing had been a success, though she declined to say what it cost.",)),
    # (the stop 60 reviews: a statement beside the refusal, a delay of hours, a part called off, another year)
    ("The ferry operator said the night crossing would resume on Tuesday.",
     ("The ferry operator declined to comment on the cause of the fault, and said the night crossing would resume on "
      "Tuesday.",)),
    ("The new footbridge opened on 30 June.",
     ("The new footbridge, due to open at 10am on 30 June, was delayed by a protest and opened at noon.",)),
    ("Outpatient clinics opened on 3 April.",
     ("Clinics on the second floor on 3 April were cancelled, but outpatient clinics opened elsewhere as usual.",)),
    ("The 2025 regatta took place on 1 June.",
     ("The 2024 regatta was scheduled for 1 June but was called off because of flooding.",
      "A year later, the 2025 regatta took place on the same day.")),
])
def test_design_3_4_what_came_about_or_is_kept_as_asked_is_not_refused_as_only_asked(
        claim: str, passages: tuple[str, ...]) -> None:
    judgment = RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)])
    assert "only as" not in judgment.rationale
    assert "put it off" not in judgment.rationale.replace("puts it off", "put it off")


def test_the_put_off_reading_is_linear_in_one_long_sentence() -> None:
    def run(n: int) -> None:
        judged("The match took place on 3 May 2024.",
               "The match was due to take place on 3 May 2024 but was postponed; " * n)

    assert_linear(run, 200)


def test_the_refusal_reading_is_linear_in_one_long_sentence() -> None:
    def run(n: int) -> None:
        judged("The club confirmed that the manager had resigned.",
               "The club declined to comment on reports that the manager had resigned, " * n)

    assert_linear(run, 200)
