"""The rules judge reads each name of a claim's coordinated subject ("A and B were built in 1998") against the
evidence's uses of the verb: a verb the evidence says of A only, naming B elsewhere, is not said of B (audit 25
sa-12), in other words."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Selka and the Varn were built in 1998 at the Dunmore yard.",
     ("The Selka was built in 1998 at the Dunmore yard and refitted in 2010.",
      "The Varn carries grain between Holm and Tarle.")),
    ("Ada Roe and Tom Ash won the Corby pairs title in 2019.",
     ("Ada Roe won the Corby pairs title in 2019 with Ken Lowe.", "Tom Ash coached the Corby juniors.")),
    ("Brell-4, Brell-5 and Brell-6 were retired in March 2020.",
     ("Brell-4 and Brell-5 were retired in March 2020.", "Brell-6 still flies for the Tarle coastguard.")),
])
def test_a_name_added_to_the_subject_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Selka and the Varn were built in 1998.", ("The Selka was built in 1998.", "The Varn was built in 1998 too.")),
    ("The Selka and the Varn were built at the Dunmore yard.",
     ("The Selka and the Varn were built at the Dunmore yard.",)),
    ("Ada Roe and Tom Ash won the Corby pairs title.", ("The Corby pairs title was won by Ada Roe and Tom Ash.",)),
    ("The Selka and the Varn were built in 1998.", ("The Varn is the Selka's sister ship.", "Both were built in 1998.")),
    ("Brell-4 and Brell-5 were retired in March 2020.",
     ("Brell-4 was retired in March 2020, and so was Brell-5.",)),
])
def test_each_name_of_the_subject_the_evidence_gives_the_verb_stays_entailed(claim: str,
                                                                             passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED
