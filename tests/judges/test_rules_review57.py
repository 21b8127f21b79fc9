"""Right claims the first versions of stop 57's readings refused or contradicted (two read-only reviews, in their own
words): each must stay as a careful reader finds it (DESIGN §3.4: what the evidence supports is entailed)."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    # a defeated motion's rival, its backers, and later votes that carried it
    ("Twelve members voted for the motion to merge with the Kendal Rowing Club.",
     ("At its March meeting the society voted on a motion to merge with the Kendal Rowing Club. The motion was "
      "defeated by 30 votes to 12.",)),
    ("The committee backed a motion to merge with the Kendal Rowing Club.",
     ("The committee backed a motion to merge with the Kendal Rowing Club, but it was defeated at the general "
      "meeting.",)),
    ("Members voted to raise the annual fee to £25.",
     ("A motion to raise the annual fee to £30 was defeated; a motion to raise the annual fee to £25 was approved.",)),
    ("The club voted to merge with the Lakeside Rowing Club.",
     ("A motion to merge with the Kendal Rowing Club was defeated in March. In May a motion to merge with the "
      "Lakeside Rowing Club was carried.",)),
    ("The union accepted the pay offer.",
     ("A motion to reject the pay offer was heavily defeated. The pay offer was accepted.",)),
    ("Residents voted to build a skate park.",
     ("A motion to build a car park was defeated. Residents instead voted to build a skate park.",)),
    # a post's dates said another way, or a second date in the claim
    ("Mia Stone has been the museum's director since 2009, and the museum was founded in 2001.",
     ("Tom Hart was the museum's director between 2001 and 2009.", "Mia Stone has been the museum's director since "
      "2009.", "The museum was founded in 2001.")),
    ("Ben Cole was the manager of Eastfield Town from 2004.",
     ("Ann Lee was the manager of Riverside FC between 2004 and 2010.", "Ben Cole managed Eastfield Town from 2004 "
      "to 2011.", "Ben Cole was the manager of Hillcrest FC from 2012.")),
    # first and only said by the evidence otherwise
    ("Ann Lee was a founding member of the Harbour Chess Club.",
     ("The Harbour Chess Club was formed in 1990 by Ann Lee and four other members.",)),
    ("Dev Patel scored in the first game of the series.", ("Dev Patel scored in Game 1 of the series, a 3-2 win.",)),
    ("The museum's first director was Carl Webb.",
     ("Carl Webb was the museum's director from its opening in 1962 until 1975.",)),
    # a change equal to the level it started from; a revised edition is no corrected figure
    ("The collection grew from 40 to 80 titles.", ("The library added 40 titles, bringing the collection to 80.",)),
    ("The 1998 edition of the guide was priced at £7.99.",
     ("The guide was first published in 1998 at £7.99. A revised edition appeared in 2005 at £9.99.",)),
    # rates of time, and one member's total
    ("The Heron Bay ferry's annual subsidy totals £2,000.",
     ("The Heron Bay ferry receives a subsidy of £2,000 each year.",)),
    ("The Pell Street surgery's monthly rent totals £600.", ("The Pell Street surgery's rent is £600 per calendar month.",)),
    ("A Friend of the Calder Observatory pays £20 a year in total.",
     ("Friends of the Calder Observatory pay £20 per Friend per year, with no other charges.",)),
    # all said by the evidence besides "not every"; a year that dates a beginning
    ("All the final-year students at Blackwater College passed the exam.",
     ("Not every first-year student at Blackwater College passed the exam. The final-year students all passed it.",)),
    ("The long-jump record set at Crayford in 1968 has never been beaten.",
     ("The long-jump record set at Crayford in 1968 still stands today.",)),
    ("The Ashgrove Club has always admitted women.",
     ("From its founding in 1921, the Ashgrove Club has admitted women.",)),
])
def test_design_3_4_a_supported_claim_near_a_new_reading_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    # scores where the lower is better, several rounds, or a match result
    ("Rory Doyle beat Sean Price in the final round.",
     ("Final round of the Whinmoor club championship: Rory Doyle 68, Sean Price 72, Tom Hale 70. In golf the lowest "
      "score wins.",)),
    ("Priya Raman had the highest score in round two.",
     ("Round one: Priya Raman 14, Colin Webb 19, Ellen Moss 11. Round two: Priya Raman 22, Colin Webb 12, Ellen Moss "
      "15.",)),
    ("Tom Reed had the highest score.", ("Results: Tom Reed 60 points, Sara Reed 51, Jo Hart 55.",)),
    # "originally" with no change of the value, or said by the claim
    ("The target, originally £18,000, is now £25,000.",
     ("The target was originally £18,000. In June it was raised to £25,000.",)),
    ("The first prize is £500.",
     ("The first prize was originally £500 and still is; the runner-up prize was cut to £100.",)),
    ("The ticket price is £12.", ("The ticket price was originally £12. The start time was changed to 7pm.",)),
    # a figure expected and then come about, or a word of expecting that governs another thing
    ("500 people attended.", ("Exactly as expected 500 people attended.",)),
    ("The airport handled 3.2 million passengers in 2023.",
     ("The airport expects growth after handling 3.2 million passengers in 2023.",)),
    ("The trust employs 45 staff.", ("The trust is set to expand and employs 45 staff.",)),
])
def test_design_3_4_a_supported_claim_near_probe_51s_readings_is_not_refused(claim: str,
                                                                            passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED
