"""A place the evidence gives of a site or a body the claim's subject is not linked to (DESIGN §3.4 and §3.3: a hop
that leads elsewhere; probe 56's moved-location and broken-bridge families), in words other than the probe's: a
model railway club, a rowing club, a food bank, a theatre company."""

from __future__ import annotations

import time

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The club's layout of the Settle line is kept in Garsby.",
     ("The club's layout of the Settle line is kept at the Mill Yard clubroom.",
      "The Mill Yard clubroom is in Haverleigh, and the Station Road hall is in Garsby.")),
    ("The rowing club's boat store is located in Kettleby.",
     ("The rowing club's boat store is at Ferry Steps.", "The Lock House is in Kettleby.", "Ferry Steps is in Ousebank.")),
    ("The food bank's warehouse can be found in Tannersfield.",
     ("The food bank's warehouse is based at the Canal Wharf unit, in Pellow; the Brook Lane unit is in Tannersfield.",)),
    ("The theatre company's costume store is run by a firm based in Aldwick.",
     ("The theatre company's costume store is run by Marlowe Wardrobe Hire.",
      "Marlowe Stage Lighting, based in Aldwick, employs 12 technicians.")),
    ("The bar at the rowing club is run by Hollins Catering, which is based in Eastrow.",
     ("The bar at the rowing club is run by Hollins Catering.",
      "Hollins Joinery, based in Eastrow, builds boat racks.")),
])
def test_design_3_4_a_place_given_of_a_site_the_subject_is_not_linked_to_is_not_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The club's layout of the Settle line is kept in Haverleigh.",
     ("The club's layout of the Settle line is kept at the Mill Yard clubroom.",
      "The Mill Yard clubroom is in Haverleigh, and the Station Road hall is in Garsby.")),
    ("The theatre company's costume store is run by a firm based in Aldwick.",
     ("The theatre company's costume store is run by Marlowe Wardrobe Hire.",
      "Marlowe Wardrobe Hire, based in Aldwick, employs 12 staff.")),
    ("The rowing club's boat store is located in Kettleby.",
     ("The rowing club's boat store is in Kettleby.", "The Lock House is in Kettleby.")),
    ("The food bank's warehouse is in Tannersfield.",
     ("The food bank's warehouse is run from the Brook Lane unit. It is in Tannersfield.",)),
    ("The Brook Lane unit is in Tannersfield.",
     ("The Canal Wharf unit is in Pellow, and the Brook Lane unit is in Tannersfield.",)),
    ("The archive is kept in Tolland.", ("We keep our archive at Brook Street.", "Brook Street is in Tolland.")),
    ("The vineyard's wine is bottled in Marston.",
     ("Bottling is done at Greyfield Cellars, which is in Marston.", "The vineyard's wine is bottled at Greyfield Cellars.")),
])
def test_design_3_4_a_place_reached_through_the_linked_site_is_entailed(claim: str,
                                                                         passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


def test_design_3_4_a_place_of_many_holders_is_read_in_linear_time() -> None:
    evidence = " ".join(f"The Site{i} store is in Tolland." for i in range(8000))
    start = time.process_time()
    judged("The club's archive is kept in Tolland.", "The club's archive is kept at the Mill Yard clubroom.", evidence)
    assert time.process_time() - start < 10


def test_design_3_4_a_place_of_another_site_is_read_in_linear_time() -> None:
    evidence = "The Mill Yard clubroom is in Haverleigh, and the Station Road hall is in Garsby. " * 2500
    start = time.process_time()
    judged("The club's layout is kept in Garsby.", "The club's layout is kept at the Mill Yard clubroom.", evidence)
    assert time.process_time() - start < 10
