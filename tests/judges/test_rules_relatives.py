"""The rules judge reads a relative clause as said of the noun it follows: a claim that gives its predicate to
another noun of the sentence ("The harbour office can berth forty yachts" on "The old marina, Westquay, was replaced
by the Eastquay pontoon, which can berth forty yachts"), or that gives an object relative's act to the main clause's
subject ("Marta painted the doors that Olek sanded" on "Marta sanded the doors that Olek had painted"), is not
entailed, in words other than probe 30's; right claims of the same shapes stay entailed."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge

PONTOON = ("The harbour office reported that the old marina, Westquay, was replaced in 2019 by the Eastquay "
           "pontoon, which can berth forty yachts.",)
DOORS = ("In May, Marta sanded the doors that Olek had painted in the workshop.",)
KENNEL = ("The vet, not the groomer, phoned the breeder of the spaniel that bit the postman.",)
LIBRARY = ("The reading room, which had been flooded in 1998, was restored by the county archivist.",)
RAMP = ("The ramp was built by the volunteers rather than by the council, which had refused the grant.",)
CHEF = ("The soup was cooked by the trainees rather than the head chef, who was on holiday that week.",)


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The old marina can berth forty yachts.", PONTOON),
    ("Marta painted the doors that Olek sanded.", DOORS),
    ("Marta had painted the doors.", DOORS),
    ("The groomer bit the postman.", KENNEL),
    ("The county archivist had been flooded in 1998.", LIBRARY),
    ("The trainees were on holiday that week.", CHEF),
    ("The volunteers had refused the grant.", RAMP),
])
def test_a_relative_clause_said_of_another_noun_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Eastquay pontoon can berth forty yachts.", PONTOON),
    ("The pontoon that replaced Westquay can berth forty yachts.", PONTOON),
    ("Olek had painted the doors.", DOORS),
    ("Marta sanded the doors that Olek had painted.", DOORS),
    ("The spaniel bit the postman.", KENNEL),
    ("The vet phoned the breeder of the spaniel that bit the postman.", KENNEL),
    ("The reading room had been flooded in 1998.", LIBRARY),
    ("The head chef was on holiday that week.", CHEF),
    ("The council had refused the grant.", RAMP),
])
def test_a_relative_clause_said_of_its_own_noun_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED
