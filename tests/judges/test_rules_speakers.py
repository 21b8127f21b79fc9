"""The rules judge reads who said what: a claim giving one person's words to another ("Luca said the rota would be
extended" where "Fiona thanked him and said" so) is not entailed (DESIGN §3.4; probe 42's coreference family), in
words other than the probe's."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_speakers import speaker_of_another

MEETING = ("At the spring meeting, Oskar Lind presented the new ringing schedule he had drawn up.",
           "Maria Costa thanked him and said the schedule would start at St Ives in May.")


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("Oskar Lind said the new ringing schedule would start at St Ives in May.", MEETING),
    ("Oskar Lind said the ringing schedule would start at St Ives in May.",
     ("Oskar Lind read out the ringing schedule, and Maria Costa said it would start at St Ives in May.",)),
])
def test_design_3_4_words_the_evidence_gives_another_speaker_are_not_entailed(claim: str,
                                                                             passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Maria Costa said the new ringing schedule would start at St Ives in May.", MEETING),
    ("According to Maria Costa, the schedule would start at St Ives in May.", MEETING),
    ("Oskar Lind said the schedule would change.", ("Oskar Lind, the tower captain, said the schedule would change.",)),
])
def test_design_3_4_words_given_their_own_speaker_are_no_speaker_of_another(claim: str,
                                                                          passages: tuple[str, ...]) -> None:
    assert speaker_of_another(features(claim), [features(t) for t in passages]) is None


def test_speaker_of_another_is_linear_in_the_evidence() -> None:
    claim = features("Oskar Lind said the new ringing schedule would start at St Ives in May.")

    def run(n: int) -> None:
        speaker_of_another(claim, [features(" ".join(MEETING * n))])

    assert_linear(run, 100)


@pytest.mark.parametrize("evidence", [
    "Anna Berg and Tom Reed said the budget would be cut.",
    "After Tom Reed told staff about the deficit, Anna Berg said the budget would be cut.",
    "Tom Reed noted the deficit, and Anna Berg said the budget would be cut.",
    "The Harlow Gazette reported that Anna Berg said the budget would be cut.",
])
def test_design_3_4_the_speaker_is_read_at_the_verb_of_the_claims_words(evidence: str) -> None:
    assert judged("Anna Berg said the budget would be cut.", evidence) is Label.ENTAILED
