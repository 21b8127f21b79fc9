"""The rules judge reads a number its evidence makes by one trivial step of arithmetic: the same amount in another
unit ("2.5 kilometres" is "2,500 metres"), the difference of two amounts ("saves three minutes"), a share of a total
("a quarter of them"), what is left ("the rest", "all but two"), a sum the claim names ("in total"), and an amount
given against another ("four more than", "twice as long as"). A wrong number on the same evidence stays unentailed."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_derived import derived_values
from citeset.judges._rules_features import features

TRAIL = ("The coastal trail is 2.5 kilometres long and climbs past the old lighthouse.",)
FERRY = ("The new ferry crosses the strait in 25 minutes, while the old ferry took forty.",)
ORCHARD = ("The orchard has 120 trees. A quarter of them are pear trees, and the orchard sells its fruit locally.",)
SHELF = ("The library owns 40 atlases, of which 26 are on loan and the rest are kept in the map room.",)
BOOTH = ("The fair has 25 booths. All but four are run by local farmers.",)
CREW = ("The crew has 30 members: 12 deckhands, 7 cooks and 11 engineers.",)
TEAMS = ("Ashby scored 70 runs, twelve more than Kelham, in the Saturday match.",)
OVENS = ("The large oven bakes about 600 loaves a day, twice as many as the small oven.",)
VOTES = ("The proposal won 58% of the 1,500 votes cast at the annual meeting.",)


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The coastal trail is 2,500 metres long.", TRAIL),
    ("The new ferry saves fifteen minutes on the crossing compared with the old ferry.", FERRY),
    ("Thirty of the orchard's trees are pear trees.", ORCHARD),
    ("Fourteen of the library's atlases are kept in the map room.", SHELF),
    ("Twenty-one of the fair's booths are run by local farmers.", BOOTH),
    ("The crew's cooks and engineers number 18 in total.", CREW),
    ("Kelham scored 58 runs in the Saturday match.", TEAMS),
    ("The small oven bakes about 300 loaves a day.", OVENS),
    ("The proposal won 870 of the votes cast at the annual meeting.", VOTES),
])
def test_a_number_one_step_of_arithmetic_away_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The coastal trail is 25,000 metres long.", TRAIL),
    ("The new ferry saves twenty minutes on the crossing compared with the old ferry.", FERRY),
    ("Ninety of the orchard's trees are pear trees.", ORCHARD),
    ("Twenty-six of the library's atlases are kept in the map room.", SHELF),
    ("Nineteen of the fair's booths are run by local farmers.", BOOTH),
    ("The crew has 18 engineers.", CREW),
    ("Kelham scored 82 runs in the Saturday match.", TEAMS),
    ("The small oven bakes about 1,200 loaves a day.", OVENS),
    ("The proposal won 630 of the votes cast at the annual meeting.", VOTES),
])
def test_a_wrong_number_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


def test_a_share_is_read_only_of_what_the_claim_says_it_is_of() -> None:
    # 30 is a quarter of 120, but the evidence says a quarter are pear trees, not apple trees
    assert label("Thirty of the orchard's trees are apple trees.", *ORCHARD) is not Label.ENTAILED


def test_reading_is_linear_in_the_text() -> None:
    claim = features("The total of the rest is 7 more than 3 and twice as long.")
    assert_linear(lambda n: derived_values(claim, [features("all but 3 the rest 4 more than 5 twice as " * n + ".")],
                                           frozenset()), 1000)


OARS = ("In May, Fenby Rowing Club bought 6 oars from a maker in Bristol.",
        "That month it also bought 9 oars from a dealer in Leeds.")
DOMES = ("The east dome has 12 eyepieces.", "The summit dome has 9 eyepieces.", "The west dome has 16 eyepieces.")


def test_design_3_4_a_sum_of_counts_said_in_two_sentences_is_entailed() -> None:
    claim = "In May, Fenby Rowing Club bought 15 oars in total from a maker in Bristol and a dealer in Leeds."
    judged = RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(OARS)])
    assert judged.label is Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("In May, Fenby Rowing Club bought 16 oars in total from a maker in Bristol and a dealer in Leeds.", OARS),
    ("Altogether there are 37 eyepieces at the east dome and the summit dome.", DOMES),
])
def test_design_3_4_a_wrong_sum_or_a_sum_over_places_the_claim_does_not_name_is_not_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    judged = RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)])
    assert judged.label is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("According to Ines Moor, the boathouse cost approximately £4,700,000.",
     "The boathouse cost roughly £4.7 million, Ines Moor said."),
    ("The regatta sold 6.8 million tickets.", "The regatta sold 6,800,000 tickets."),
    ("The regatta sold 6,800,000 tickets.", "The regatta sold 6.8 million tickets."),
])
def test_design_3_4_an_amount_written_with_or_without_its_scale_word_is_entailed(claim: str, evidence: str) -> None:
    assert RulesJudge().label(claim, [Passage(span_id="e", text=evidence)]).label is Label.ENTAILED


def test_design_3_4_an_amount_off_by_its_scale_is_not_entailed() -> None:
    judged = RulesJudge().label("The regatta sold 6,800 tickets.",
                                [Passage(span_id="e", text="The regatta sold 6.8 million tickets.")])
    assert judged.label is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence", "entailed"), [
    ("Ines Moor put the cost of the new boathouse at around £7,700,000.",
     "The new boathouse cost roughly £7.7 million, Ines Moor, the club's secretary, said.", True),
    ("The club spent £4,700,000 on oars.", "The club spent £4.7 million on oars and £2 million on boats.", True),
    ("The club spent £4,700,000 on boats.", "The club spent £4.7 million on oars and £2 million on boats.", False),
])
def test_design_3_4_a_rescaled_amount_is_read_with_the_noun_it_is_of(claim: str, evidence: str,
                                                                   entailed: bool) -> None:
    judged = RulesJudge().label(claim, [Passage(span_id="e", text=evidence)])
    assert (judged.label is Label.ENTAILED) is entailed


@pytest.mark.parametrize(("claim", "passages", "entailed"), [
    ("Membership of the Weir Rowing Club grew from 145 to 188.",
     ("Membership of the Weir Rowing Club rose by 43 during the year, reaching 188.",), True),
    ("Membership of the Weir Rowing Club grew from 140 to 188.",
     ("Membership of the Weir Rowing Club rose by 43 during the year, reaching 188.",), False),
    ("Membership of the Weir Rowing Club grew from 456 to 551.",
     ("The Weir Rowing Club now has 551 members.", "That is 95 more than a year earlier."), True),
    ("The sponsor's grant to the Weir Rowing Club totals £7,200 over 12 months.",
     ("The sponsor will give the Weir Rowing Club £600 a month for twelve months.",), True),
    ("The sponsor's grant to the Weir Rowing Club totals £7,800 over 12 months.",
     ("The sponsor will give the Weir Rowing Club £600 a month for twelve months.",), False),
])
def test_design_3_4_a_start_before_a_change_or_a_rate_times_its_periods_is_one_step_of_arithmetic(
        claim: str, passages: tuple[str, ...], entailed: bool) -> None:
    judged = RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)])
    assert (judged.label is Label.ENTAILED) is entailed, judged.rationale
