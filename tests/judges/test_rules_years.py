"""The rules judge reckons a year or a span of years its evidence makes by one step: "in 2012, three years after the
fire" dates the fire to 2009; "opened in 2004, and the annexe followed two years later" dates the annexe to 2006; two
dated events are so many years apart. A year reckoned the wrong way stays unentailed, in words other than probe 32's."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_years import year_reckoned

HALL = ("The town hall was rebuilt in 2012, three years after a fire destroyed it.",)
MUSEUM = ("The museum opened in 2004, and its glass annexe was added two years later.",)
CLUB = ("Nora Vance has coached the club since 2016; before that she played in its first team for nine years.",)
BRIDGE = ("Work on the bridge began in 2008, and the bridge was opened to traffic in 2013.",)


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("A fire destroyed the town hall in 2009.", HALL),
    ("The museum's glass annexe was added in 2006.", MUSEUM),
    ("Nora Vance started playing in the club's first team in 2007.", CLUB),
    ("The bridge was opened to traffic five years after work began.", BRIDGE),
])
def test_a_year_one_step_away_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("A fire destroyed the town hall in 2015.", HALL),
    ("The museum's glass annexe was added in 2002.", MUSEUM),
    ("Nora Vance started playing in the club's first team in 2025.", CLUB),
    ("The bridge was opened to traffic six years after work began.", BRIDGE),
])
def test_a_year_reckoned_the_wrong_way_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


def test_reading_is_linear_in_the_text() -> None:
    claim = features("A fire destroyed the town hall in 2009.")
    def run(n: int) -> object:
        text = "in 2012, three years after a fire destroyed it, " * n + "."
        return year_reckoned(claim, claim.valued[0], (2009.0, "year"), False, [features(text)])
    assert_linear(run, 1000)
