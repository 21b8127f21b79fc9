"""A value the evidence gives as the one before a change, stated as the value now (DESIGN §3.4: a claim asserting more
than its evidence is not entailed; probe 53's stale values), in words other than the probe's: a climbing wall, a
cinema, a ferry port, a leisure pool."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


USED_TO = ("Crag Hall Climbing Wall used to charge £9 for a taster session. Since March 2025, the charge has been "
           "£11.",)
LAST_YEAR = ("The Roxy Cinema had 4 screens last year; after the rebuild it now has 6.",)
MOVED = ("The harbour open day, originally planned for 14 June 2025, has been moved to 21 June 2025.",)
PRICE_LIST = ("2024 price list: a family swim at Lido Park: £12.", "From 1 April 2025, the price of a family swim at "
              "Lido Park changes to £14, replacing the previous price.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("Crag Hall Climbing Wall charges £9 for a taster session.", USED_TO),
    ("The Roxy Cinema has 4 screens.", LAST_YEAR),
    ("The harbour open day is on 14 June 2025.", MOVED),
    ("A family swim at Lido Park costs £12.", PRICE_LIST),
])
def test_design_3_4_the_value_before_a_change_stated_as_the_value_now_is_not_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Crag Hall Climbing Wall now charges £11 for a taster session.", USED_TO),
    ("The Roxy Cinema currently has 6 screens.", LAST_YEAR),
    ("Crag Hall Climbing Wall charges £9 for a taster session.",
     ("Crag Hall Climbing Wall used to charge £9 for a taster session, and it still charges the same.",)),
    ("The harbour open day is on 14 June 2025.",
     ("The harbour open day, originally planned for 14 June 2025, has been moved to the fish quay.",)),
    ("The Roxy Cinema has 4 screens.",
     ("From 1 April 2025, the price of a family swim at Lido Park changes to £14, replacing the previous price.",
      "The Roxy Cinema has 4 screens.")),
])
def test_design_3_4_the_value_now_or_a_value_kept_is_not_refused_as_stale(claim: str,
                                                                         passages: tuple[str, ...]) -> None:
    judgment = RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)])
    assert "before a change" not in judgment.rationale


def test_the_stale_value_reading_is_linear_in_long_passages() -> None:
    def run(n: int) -> None:
        judged("Crag Hall Climbing Wall charges £9 for a taster session.",
               "Crag Hall used to charge £9 for a taster session " * n + ". Since March, the charge has been £11.",
               "had 4 screens last year and " * n + "now has 6.",
               "2024 price list: a family swim at Lido Park: £12. " * n)

    assert_linear(run, 300)


@pytest.mark.parametrize("claim", ["The junior swim session at Lido Park has 20 places.",
                                   "The museum's 2023 visitor figure is 12,000."])
def test_design_3_4_a_figure_other_than_the_price_or_of_its_own_year_is_not_refused_as_stale(claim: str) -> None:
    # (stop 59 review: every figure of a passage naming the thing had been read as the price before the change)
    judgment = RulesJudge().label(claim, [
        Passage(span_id="e0", text="From 1 April 2025, the price of a junior swim session at Lido Park changes to £4, "
                                   "replacing the previous price."),
        Passage(span_id="e1", text="The junior swim session at Lido Park has 20 places and costs £3."),
        Passage(span_id="e2", text="The museum had 12,000 visitors in 2023; it now has 15,000 a year.")])
    assert "before a change" not in judgment.rationale
