"""What the evidence gives as an intention, a proposal still to be approved, or talk, stated as done or as fact
(DESIGN §3.4: changed modality; probes 49, 50, 51, 52), in words other than the probes': a brass band, a hospice,
a canal trust."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("Ferncombe Brass Band opened a training band for beginners in 2025.",
     ("In March 2025, Ferncombe Brass Band announced its intention to open a training band for beginners.",)),
    ("The hospice shop has opened a second branch in Corley.",
     ("The hospice shop announced its ambition to open a second branch in Corley next year.",)),
    ("The canal trust will restore the Hobbs Lane lock in 2027.",
     ("A proposal to restore the Hobbs Lane lock in 2027 has been put forward by the canal trust. It must still be "
      "approved by the trustees.",)),
    ("The brass band will merge with the Ashby silver band.",
     ("There has been talk around Ferncombe that the brass band will merge with the Ashby silver band.",)),
    ("Nadia Osei will leave the hospice board at the AGM.",
     ("Members may have heard talk that Nadia Osei will leave the hospice board at the AGM. She has not commented.",)),
    # (stop 63: an intention before "to", a target of an "-ing" form)
    ("Ferncombe Brass Band has hired a new musical director.",
     ("Ferncombe Brass Band is looking to hire a new musical director.",)),
    ("The hospice shop bought a second delivery van.", ("The hospice shop is keen to buy a second delivery van.",)),
    ("The canal trust recruited 40 lock keepers in 2025.",
     ("The canal trust set itself a target of recruiting 40 lock keepers in 2025.",)),
])
def test_design_3_4_an_intention_proposal_or_talk_stated_as_fact_is_not_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Ferncombe Brass Band opened a training band for beginners in 2025.",
     ("In March 2025, Ferncombe Brass Band announced its intention to open a training band for beginners.",
      "The training band opened in 2025: Ferncombe Brass Band opened it in September.")),
    ("The canal trust will restore the Hobbs Lane lock in 2027.",
     ("A proposal to restore the Hobbs Lane lock in 2027 was put forward by the canal trust and has been approved by "
      "the trustees.",)),
    ("Nadia Osei gave a talk on palliative care at the hospice.",
     ("At the hospice, Nadia Osei gave a talk on palliative care.",)),
    ("There has been talk that the brass band will merge with the Ashby silver band.",
     ("There has been talk around Ferncombe that the brass band will merge with the Ashby silver band.",)),
    # (the stop 60 reviews: a speech act, a realisation in other words, a lecture, talks held)
    ("The airline apologised to the passengers affected by the strike.",
     ("The airline said: 'We would like to apologise to the passengers affected by the strike.'",)),
    ("The farm doubled its orchard.",
     ("The farm announced its ambition to double its orchard. It achieved that in 2019, planting 600 apple trees.",)),
    ("Dr Lin gave a talk in the library on hospice care.",
     ("Dr Lin gave a talk in the library on hospice care that drew more than 80 people.",)),
    ("The brass band is in merger talks with the Ashby silver band.",
     ("The brass band is in merger talks with the Ashby silver band, its chair said.",)),
    ("The canal trust recruited 40 lock keepers in 2025.",
     ("The canal trust succeeded in its aim of recruiting 40 lock keepers in 2025.",)),
    ("The canal trust recruited 40 lock keepers in 2025.",
     ("The canal trust set itself a target of recruiting 40 lock keepers in 2025, and met that target in November.",)),
])
def test_design_3_4_an_intention_carried_out_or_talk_kept_as_talk_is_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED
