"""The rules judge reads what the evidence says only as someone's report or view ("Residents said the ferry is often
cancelled"): a claim stating it as a fact is not entailed; a claim keeping the report, a speaker that is the claim's
own subject, and a report the evidence also states as a fact stay entailed (audit 41: four were accepted)."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passage"), [
    ("The ferry is often cancelled in winter.", "Residents said the ferry is often cancelled in winter."),
    ("The kiln runs hotter than the old one.", "The potter believes the kiln runs hotter than the old one."),
    ("The east wall is unstable.", "The east wall is unstable, according to the site surveyor."),
    ("The vase dates from the Ming period.", "The dealer describes the vase as dating from the Ming period."),
    ("The hospital will open a second wing.", "Governor Ruth Kale said the hospital would open a second wing."),
])
def test_a_view_the_evidence_reports_is_not_entailed_as_a_fact(claim: str, passage: str) -> None:
    assert label(claim, passage) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Residents said the ferry is often cancelled in winter.",
     ("Residents said the ferry is often cancelled in winter.",)),
    ("The kiln runs hotter than the old one.",
     ("The potter believes the kiln runs hotter than the old one.", "The kiln runs hotter than the old one.")),
    ("The trust will repair the east wall.", ("The trust said it will repair the east wall.",)),
    ("The museum closes at 6 pm.",  # sources set side by side: a disagreement, read by the engine's conflict rules
     ("The museum closes at 6 pm according to the leaflet and at 7 pm according to the website.",)),
    ("The survey found that the roof leaks.",
     ("The landlord said the roof was sound, but the survey found that the roof leaks.",)),
    ("The second surveyor blamed the damp on a cracked gutter.",
     ("The owner said the damp came from the garden; the second surveyor blamed the damp on a cracked gutter.",)),
])
def test_a_report_kept_or_also_stated_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED
