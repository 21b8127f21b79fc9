"""The day of an announcement given as the day of what it announced, and the other way round (DESIGN §3.4: another
value; probe 51), in words other than the probe's: a rowing regatta, a museum, a rugby club."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


REGATTA = ("Press release, 3 February 2025: Wyebridge Rowing Club confirmed today that the spring regatta will take "
           "place on 14 June 2025.")
MUSEUM = "On 11 March 2025, the Harlow Street Museum announced that its costume gallery would reopen on 2 May 2025."


@pytest.mark.parametrize(("claim", "passages"), [
    ("The spring regatta took place on 3 February 2025.", (REGATTA,)),
    ("On 2 May 2025, the Harlow Street Museum announced that its costume gallery would reopen on 11 March 2025.",
     (MUSEUM,)),
    ("The costume gallery of the Harlow Street Museum reopened on 11 March 2025.",
     (MUSEUM, "The museum's shop sells prints of the collection.")),
])
def test_design_3_4_the_announcements_day_given_to_what_it_announced_is_not_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The spring regatta will take place on 14 June 2025.", (REGATTA,)),
    ("On 3 February 2025, Wyebridge Rowing Club confirmed the date of the spring regatta.", (REGATTA,)),
    ("On 11 March 2025, the Harlow Street Museum announced that its costume gallery would reopen on 2 May 2025.",
     (MUSEUM,)),
    # the dateline of a report of what happened that day
    ("The clubhouse opened on 6 September 2025.",
     ("News, 6 September 2025: Redmoor Rugby Club said its new clubhouse opened on 6 September 2025.",)),
    # a day before the announcing word that is no dateline
    ("The cup final on 9 May 2025 was a sell-out.",
     ("The cup final on 9 May 2025 was confirmed as a sell-out by the league.",)),
])
def test_design_3_4_each_day_given_to_what_the_evidence_dates_by_it_is_not_refused_as_moved(
        claim: str, passages: tuple[str, ...]) -> None:
    judgment = RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)])
    assert "day of an announcement" not in judgment.rationale
    assert "day of what was announced" not in judgment.rationale


def test_the_announced_day_reading_is_linear_in_long_passages() -> None:
    def run(n: int) -> None:
        judged("The spring regatta took place on 3 February 2025.",
               "News, 3 February 2025: the club announced that the regatta will take place on 14 June 2025. " * n)

    assert_linear(run, 200)
