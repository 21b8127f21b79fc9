"""A name the claim puts in a group whose members the evidence lists without it (DESIGN §3.4: a claim asserting more
than its evidence is not entailed; probe 52's closed list), in words other than the probe's: a brass band, a library
service, a ferry company."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


BAND = ("The band's principal players are Ruth Okonjo, Dai Prosser and Mei Tan.",
        "Gethin Lloyd plays principal cornet for the Cwmfelin Silver Band.")
LIBRARY = ("The library service's mobile routes are the Moor Road loop, the Valley run and No. 4 Coastal.",
           "The Estuary route is run by the neighbouring county.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("Gethin Lloyd is one of the band's principal players.", BAND),
    ("The band's principal players include Gethin Lloyd.", BAND),
    ("The Estuary route is one of the library service's mobile routes.", LIBRARY),
])
def test_design_3_4_a_name_outside_the_evidences_closed_list_is_not_entailed(claim: str,
                                                                             passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Mei Tan is one of the band's principal players.", BAND),
    ("The band's principal players include Dai Prosser.", BAND),
    ("The library service's mobile routes include No. 4 Coastal.", LIBRARY),
    ("Gethin Lloyd is one of the band's principal players.",
     ("The band's principal players are Ruth Okonjo, Dai Prosser and Mei Tan.",
      "Since March, Gethin Lloyd has also been one of the band's principal players.")),
])
def test_design_3_4_a_listed_name_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


@pytest.mark.parametrize("passages", [
    ("The ferry company's vessels include the Sound Star and the Gannet.",),
    ("The ferry company's vessels are mainly the Sound Star and the Gannet.",),
    ("The ferry company's vessels are the Sound Star and the Gannet, among others.",),
])
def test_design_3_4_an_open_list_does_not_leave_a_name_out(passages: tuple[str, ...]) -> None:
    judgment = RulesJudge().label("The ferry company's vessels include the Island Maid.",
                                  [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)])
    assert "without" not in judgment.rationale


def test_the_closed_list_reading_is_linear_in_long_passages() -> None:
    def run(n: int) -> None:
        judged("Gethin Lloyd is one of the band's principal players.",
               "The band's principal players are " + "Ruth Okonjo, " * n + "and Mei Tan.",
               "The band's principal players are Ruth Okonjo and Mei Tan. " * n,
               "Gethin Lloyd plays principal cornet. " * n)

    assert_linear(run, 300)


@pytest.mark.parametrize(("claim", "passages"), [
    ("Wren Cottage is one of the trust's properties.",
     ("The trust's properties are Hale House, Crag Farm and the Old Mill.", "Since then, Wren Cottage has been added.")),
    ("Wren Cottage is one of the trust's properties.",
     ("The trust's properties were Hale House, Crag Farm and the Old Mill until 2021.", "That year Wren Cottage "
      "joined them.")),
    ("Cook is one of the school's houses.", ("The school's houses are Drake, Nelson and Raleigh.",
                                             "Cook House was added in 2023.")),
    ("J. R. Hale is one of the firm's partners.", ("The firm's partners are Ann Cole, Tom Reed and J. R. Hale.",)),
    ("Nestle is one of the fund's holdings.", ("The fund's holdings are Unilever, Procter & Gamble and Nestlé.",)),
    ("St Mary’s is one of the parish's churches.", ("The parish's churches are All Saints, St Mary's and St John's.",)),
    ("Gate 8 is one of the terminal's gates.", ("The terminal's gates are 7, 8 and 9.",)),
])
def test_design_3_4_a_grown_list_or_a_member_in_other_words_is_not_refused(claim: str,
                                                                          passages: tuple[str, ...]) -> None:
    # (the first version of the reading refused each of these: found by the stop 59 review)
    judgment = RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)])
    assert "without" not in judgment.rationale


@pytest.mark.parametrize(("claim", "passages"), [
    ("Dr Grace Lee is one of the conference speakers.",
     ("The conference speakers are Prof. Ann Wu, Assoc. Prof. Tim Rao and Dr Grace Lee.",)),
    ("Kemp Foods is one of the league's sponsors.", ("The league's sponsors are Hale Motors, Ridley Corp. Kemp Foods "
                                                     "and Bright Dental.",)),
])
def test_design_3_4_a_list_past_an_abbreviation_is_read_whole(claim: str, passages: tuple[str, ...]) -> None:
    # (a stop after "Assoc." or "Corp." had cut the list: found by the stop 59 review)
    judgment = RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)])
    assert "without" not in judgment.rationale


ONLY = ("The Corn Hall car park accepts only the following payment methods: coins, contactless cards and the ParkEasy "
        "app.",)


@pytest.mark.parametrize(("claim", "entailed"), [
    ("The Corn Hall car park accepts banknotes.", False),
    ("The Corn Hall car park accepts contactless cards.", True),
    ("The Corn Hall car park accepts the ParkEasy app.", True),
])
def test_design_3_4_a_name_outside_only_the_following_is_not_entailed(claim: str, entailed: bool) -> None:
    assert (judged(claim, *ONLY) is Label.ENTAILED) is entailed
