"""The rules judge reads a state the evidence bounds with an end: a claim that says it holds now ("still chairs",
"is housed") on evidence that says it held only until a time ("chaired ... until 2019", "Until 2008 ... was
housed") is not entailed; a claim of the past, a present perfect with "since", an end said of another party, and
evidence that also says the state holds now stay as they were."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passage"), [
    ("Petra Vand still edits the parish newsletter.", "Petra Vand edited the parish newsletter until 2017."),
    ("The foundry makes bells for the abbey.", "The foundry made bells for the abbey until it shut in 1954."),
    ("Milo Frey currently manages the boathouse.", "Milo Frey managed the boathouse from 2003 to 2011."),
    ("The archive is kept in the old granary.", "Until 1999 the archive was kept in the old granary."),
    ("The choir rehearses in the chapel.", "The choir rehearsed in the chapel till the roof collapsed."),
])
def test_a_state_said_to_hold_now_that_the_evidence_ends_is_not_entailed(claim: str, passage: str) -> None:
    assert label(claim, passage) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passage"), [
    ("Petra Vand edited the parish newsletter.", "Petra Vand edited the parish newsletter until 2017."),
    ("The foundry made bells for the abbey.", "The foundry made bells for the abbey until it shut in 1954."),
    ("The depot still stores the old trams.", "The depot has stored the old trams since 1998."),
    ("The archive is kept in the old granary.", "The archive is kept in the old granary until further notice."),
    ("The town owns the pier.", "The railway company owned the pier until 1961. The town now owns the pier."),
    ("Ada Krum leads the brass band.", "Ada Krum led the choir until 2012. Ada Krum still leads the brass band."),
])
def test_a_state_the_evidence_does_not_end_for_the_claim_stays_entailed(claim: str, passage: str) -> None:
    assert label(claim, passage) is Label.ENTAILED
