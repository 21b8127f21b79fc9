"""A total a careful reader multiplies out of a unit figure and a count given in another sentence or passage
(DESIGN §3.4; probe 57's per-unit family), in words other than the probe's: a climbing centre's sessions, a
plumber's call-outs, a library service's branches, a choral society's friends' circle. The figure and the count
must be of one noun and one subject: a wrong product, a count of another thing or of another buyer is not
entailed."""

from __future__ import annotations

import time

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge

SESSIONS = ("Northcrag Climbing Centre sells climbing sessions at £8 each.",
            "The Ashby Scout Group bought 20 climbing sessions from Northcrag Climbing Centre.")
CALLOUTS = ("The Pellow Tennis Club pays Tidemark Plumbing £70 per call-out.",
            "Tidemark Plumbing made 8 call-outs to the Pellow Tennis Club in 2023.")
BRANCHES = ("Each of the Brackley Library Service's lending branches has 18 reading desks.",
            "The Brackley Library Service runs four lending branches.")
PATRONS = ("The Calder Valley Choral Society's friends' circle charges £40 per member a year.",
           "The friends' circle has 30 members, all paying the full rate.")


KITS = "Larkspur Ceramics sells glaze kits at £12 each."
KITS_CLAIM = "The Fenwick Art Club paid £180 altogether for glaze kits."


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Ashby Scout Group paid £160 altogether for its climbing sessions.", SESSIONS),
    ("The Ashby Scout Group paid £160 altogether for its climbing sessions.", SESSIONS[::-1]),
    ("The Pellow Tennis Club paid Tidemark Plumbing a total of £560 in 2023.", CALLOUTS),
    ("The Brackley Library Service's lending branches have 72 reading desks between them.", BRANCHES),
    ("Members of the Calder Valley Choral Society's friends' circle pay £1,200 a year between them.", PATRONS),
    (KITS_CLAIM, (KITS, "The Fenwick Art Club bought 15 glaze kits from Larkspur Ceramics.")),
])
def test_design_3_4_a_unit_figure_times_its_count_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Ashby Scout Group paid £150 altogether for its climbing sessions.", SESSIONS),
    ("The Ashby Scout Group paid £160 altogether for its climbing sessions.",
     ("Northcrag Climbing Centre sells climbing sessions at £8 each.",
      "The Ashby Scout Group bought 20 chalk bags and 12 climbing sessions from Northcrag Climbing Centre.")),
    ("The Ashby Scout Group paid £160 altogether for its climbing sessions.",
     ("Northcrag Climbing Centre sells climbing sessions at £8 each.",
      "The Denby Youth Club bought 20 climbing sessions from Northcrag Climbing Centre.",
      "The Ashby Scout Group bought 12 climbing sessions from Northcrag Climbing Centre.")),
    ("The Pellow Tennis Club paid Tidemark Plumbing a total of £560 in 2023.",
     ("The Pellow Tennis Club pays Tidemark Plumbing £70 per call-out.",
      "Tidemark Plumbing made 8 call-outs to the Rowan Bowls Club in 2023.")),
    ("The Pellow Tennis Club paid Tidemark Plumbing a total of £560 in 2023.",
     ("The Pellow Tennis Club pays Tidemark Plumbing £70 per call-out.",
      "Tidemark Plumbing made up to 8 call-outs to the Pellow Tennis Club in 2023.")),
    ("The Brackley Library Service's lending branches have 72 reading desks between them.",
     ("Each of the Brackley Library Service's lending branches has 18 reading desks.",
      "The Ormsby Library Service runs four lending branches.")),
    ("Members of the Calder Valley Choral Society's friends' circle pay £1,200 a year between them.",
     ("The Calder Valley Choral Society's friends' circle charges £40 per member a year.",
      "The friends' circle has 30 members, half of them paying a reduced rate.")),
    # units nobody paid the unit price for
    (KITS_CLAIM, (KITS, "The Fenwick Art Club was presented with 15 glaze kits by Larkspur Ceramics.")),
    (KITS_CLAIM, (KITS, "The Fenwick Art Club won 15 glaze kits in a prize draw held by Larkspur Ceramics.")),
    (KITS_CLAIM, (KITS, "The Fenwick Art Club wants 15 glaze kits from Larkspur Ceramics.")),
    (KITS_CLAIM, (KITS, "Larkspur Ceramics sent 15 glaze kits to the Fenwick Art Club.")),
    (KITS_CLAIM, (KITS, "The Fenwick Art Club bought 15 glaze kits from Larkspur Ceramics as a package for £165.")),
    (KITS_CLAIM, (KITS, "The Fenwick Art Club bought 15 glaze kits from Larkspur Ceramics and afterwards returned 5 "
                        "of them.")),
    # a price of another year, a payer other than the buyer, a charger as the payer
    ("The Fenwick Art Club paid £180 altogether for glaze kits in 2023.",
     ("In 2021 Larkspur Ceramics sold glaze kits at £12 each; by 2023 it charged £14 each.",
      "In 2023 the Fenwick Art Club bought 15 glaze kits from Larkspur Ceramics.")),
    ("The Fenwick Art Club's tutors paid £180 altogether for glaze kits.",
     (KITS, "The Fenwick Art Club bought 15 glaze kits from Larkspur Ceramics using a council award.")),
    ("The Ravel Gallery paid £1,000 altogether for subscribers.",
     ("The Ravel Gallery charges £25 per subscriber.", "The Ravel Gallery has 40 subscribers.")),
])
def test_design_3_4_a_product_of_another_count_or_subject_is_not_entailed(claim: str,
                                                                          passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize("evidence", [
    "sells climbing sessions at £8 each. bought 20 climbing sessions " * 3300,
    "pays £70 per call-out. made 8 call-outs " * 1500,
])
def test_design_3_4_unit_totals_are_read_in_linear_time(evidence: str) -> None:
    start = time.process_time()
    judged("The Ashby Scout Group paid £160 altogether for its climbing sessions.", evidence)
    assert time.process_time() - start < 10


KAYAKS = "Tregarth Canoe Club bought 6 kayaks at £320 each."


@pytest.mark.parametrize(("claim", "passages", "label"), [
    # what a purchase cost, said without a word of total: read against a count and a price of one clause
    ("Tregarth Canoe Club bought 6 kayaks, spending £1,920.", (KAYAKS,), Label.ENTAILED),
    ("Tregarth Canoe Club spent £1,920 on 6 kayaks.", (KAYAKS,), Label.ENTAILED),
    ("Tregarth Canoe Club bought 6 kayaks, spending £1,600.", (KAYAKS,), None),
    ("Tregarth Canoe Club bought 6 kayaks, spending £1,920.",
     ("Tregarth Canoe Club bought 6 kayaks at £320 each, but returned two of them.",), None),
    ("Penhale Rowing Club bought 6 kayaks, spending £1,920.", (KAYAKS,), None),
    # a count and a price of two clauses, without a word of total, stay unread
    ("Tregarth Canoe Club bought 6 kayaks, spending £1,920.",
     ("Kayaks cost £320 each at the Polwenna chandlery.", "Tregarth Canoe Club bought 6 kayaks."), None),
])
def test_design_3_4_what_a_purchase_cost_is_read_from_one_clause(claim: str, passages: tuple[str, ...],
                                                                  label: Label | None) -> None:
    found = RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label
    assert found is label if label is not None else found is not Label.ENTAILED
