"""The rules judge reads a claim's subject named in an apposition ("Ida Holt's horse, the Grey Tern, was bred by
...") as the subject of its predicate: a predicate the evidence says of another subject (audit 25 or-14), in other
words."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


STABLE = ("The stable's Grey Tern was ridden by jockey Ida Holt until 2019.",
          "The Black Lark was bred by the Marsh stud in 2010; the Grey Tern was bought at auction in 2014.")


@pytest.mark.parametrize("claim", [
    "Ida Holt's horse, the Grey Tern, was bred by the Marsh stud.",
    "The stable's horse, the Grey Tern, was bred by the Marsh stud.",
])
def test_a_predicate_of_another_subject_given_to_the_named_apposition_is_not_entailed(claim: str) -> None:
    assert label(claim, *STABLE) is not Label.ENTAILED


@pytest.mark.parametrize("claim", [
    "Ida Holt's horse, the Grey Tern, was bought at auction in 2014.",
    "The stable's horse, the Black Lark, was bred by the Marsh stud.",
    "Ida Holt's mount, the Grey Tern, was bought at auction in 2014.",
    "The Black Lark was bred by the Marsh stud.",
])
def test_the_named_appositions_own_predicate_stays_entailed(claim: str) -> None:
    assert label(claim, *STABLE) is Label.ENTAILED
