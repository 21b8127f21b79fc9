"""A place's manager's own manager given as the place's manager (DESIGN §2: a route is complete only with every hop;
probe 49's skipped hop), in words other than the probe's: a leisure centre, a hotel spa, a depot."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


POOL = ("The Brookside pool is managed by Tariq Nasser.", "Tariq Nasser reports to Elin Morgan, the leisure trust's "
        "head of operations.")
SPA = ("Lotte Brandt is the manager of the Harbour Hotel spa.", "Gavin Ure, the hotel's general manager, is Lotte "
       "Brandt's line manager.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Brookside pool is managed by Elin Morgan.", POOL),
    ("Elin Morgan is the manager of the Brookside pool.", POOL),
    ("Gavin Ure manages the Harbour Hotel spa.", SPA),
])
def test_design_2_the_managers_own_manager_given_as_the_manager_is_not_entailed(claim: str,
                                                                               passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Brookside pool is managed by Tariq Nasser.", POOL),
    ("Lotte Brandt is the manager of the Harbour Hotel spa.", SPA),
    ("The Brookside pool is managed by Elin Morgan.",
     ("The Brookside pool is managed by Tariq Nasser and Elin Morgan.", "Tariq Nasser reports to Elin Morgan.")),
])
def test_design_2_the_places_own_manager_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


def test_the_line_manager_reading_is_linear_in_long_passages() -> None:
    def run(n: int) -> None:
        judged("The Brookside pool is managed by Elin Morgan.",
               "The Brookside pool is managed by Tariq Nasser. " * n,
               "Tariq Nasser reports to Sam Lee and " * n + "Tariq Nasser reports to Elin Morgan.")

    assert_linear(run, 300)


@pytest.mark.parametrize("passages", [
    ("The Brookside pool was managed by Tariq Nasser until 2023. The Brookside pool is now managed by Elin Morgan.",
     "Tariq Nasser reports to Elin Morgan as deputy."),
    ("While Tariq Nasser is on leave, the Brookside pool is managed by Elin Morgan.",
     "Tariq Nasser is the manager of the Brookside pool. Tariq Nasser reports to Elin Morgan."),
])
def test_design_2_a_manager_now_or_standing_in_is_not_refused_as_the_managers_manager(
        passages: tuple[str, ...]) -> None:
    # (the first version of the reading refused these: found by the stop 59 review)
    judgment = RulesJudge().label("The Brookside pool is managed by Elin Morgan.",
                                  [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)])
    assert "own manager" not in judgment.rationale


def test_design_2_whose_line_manager_is_the_claims_person_is_the_managers_manager() -> None:
    assert judged("Elin Morgan manages the Brookside pool.",
                  "The Brookside pool is run by Tariq Nasser, whose line manager is Elin Morgan.") \
        is not Label.ENTAILED
